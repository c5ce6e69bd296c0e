/**
 * Embedded access store: one SQLite file (Node's built-in node:sqlite), WAL mode, shared by every
 * server process of one machine (and the keys CLI).
 *
 * Keys are read from the file and cached; `PRAGMA data_version`, read at most every `checkMs`
 * (default 50 ms; it cost ~10 % of a request when read on every one), tells when another connection
 * changed the file. The keys CLI waits `changeVisibleMs` (`checkMs` + 10 ms) after committing a change
 * before it reports it done, so a revocation still applies from the next request on.
 *
 * Metering is durable and exact across processes: every `admit`, `countRequest` and `refund` is
 * queued and answered only after its transaction committed (turn-batcher.ts). The steps queued
 * during one event-loop turn (a few turns while they keep arriving; at most `maxBatch`) run in ONE
 * `BEGIN IMMEDIATE` transaction that reads the current counters from the file, decides each step
 * in order, writes the counters and commits.
 * `BEGIN IMMEDIATE` takes the file's write lock, so the read-decide-write of one process never
 * interleaves with another's; WAL with `synchronous = NORMAL` makes a commit durable against a
 * process kill (not a power loss) without an fsync per batch. A killed process therefore loses no
 * charged unit: a request is answered after its charge is in the file.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { minuteWindow, modeOf, StoreUnavailableError, utcDay, type AccessStore, type Admission, type ApiKeyRecord, type Limits } from './access-store.ts';
import { decideStep, type Counters, type MeteringStep, type StepResult } from './metering-step.ts';
import { TurnBatcher } from './turn-batcher.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, plan TEXT NOT NULL,
  extra_permissions TEXT NOT NULL DEFAULT '[]', status TEXT NOT NULL, created_at TEXT NOT NULL,
  mode TEXT NOT NULL DEFAULT 'live'
);
CREATE TABLE IF NOT EXISTS usage_counters (
  key_id TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL, minute INTEGER NOT NULL, minute_count INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
) WITHOUT ROWID;
`;
/** Files written before usage_counters kept the day totals in usage_daily: carried over once. */
const MIGRATE = `
INSERT OR IGNORE INTO usage_counters (key_id, day, used, minute, minute_count) SELECT key_id, day, used, 0, 0 FROM usage_daily;
DROP TABLE usage_daily;
`;

/** One counter row; read by `usage` on the main connection and inside metering transactions on the other. */
const COUNTER_GET = 'SELECT used, minute, minute_count FROM usage_counters WHERE key_id = ? AND day = ?';

/**
 * One row per key and UTC day: the units used that day and the request count of the latest minute
 * window seen that day (a window lies in one day). A step whose window is older than the row's (its
 * clock read before a step of another process that committed first) counts in the newer window.
 */
interface CounterRow { used: number; minute: number; minute_count: number }

/** A counter row while a metering batch decides its steps (`c.count` is the minute window's count). */
interface MeterRow { keyId: string; day: string; minute: number; c: Counters; dirty: boolean; next: MeterRow | undefined }

/** How long a statement waits for a lock held by another connection before it fails. */
const BUSY_TIMEOUT_MS = 5000;
const SLEEP = new Int32Array(new SharedArrayBuffer(4));
const isBusy = (err: unknown) => (err as { errcode?: number })?.errcode === 5; // SQLITE_BUSY

/** Files made before test keys existed have no `mode` column: every key in them is live. */
const MIGRATE_MODE = "ALTER TABLE api_keys ADD COLUMN mode TEXT NOT NULL DEFAULT 'live'";

interface KeyRow {
  id: string; hash: string; name: string; plan: string; extra_permissions: string; status: 'active' | 'revoked'; created_at: string; mode: 'live' | 'test';
}

const toRecord = (r: KeyRow): ApiKeyRecord & { hash: string } => ({
  id: r.id, hash: r.hash, name: r.name, plan: r.plan, extra_permissions: JSON.parse(r.extra_permissions), status: r.status, created_at: r.created_at,
  ...(r.mode === 'test' ? { mode: 'test' as const } : {}),
});

export class SqliteAccessStore implements AccessStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  /**
   * The metering transactions' own connection, with no busy timeout: a lock held by another process
   * answers SQLITE_BUSY at once (then the batch waits a turn, see #begin) instead of SQLite sleeping
   * in the event loop. Toggling the timeout per transaction on one connection cost two statements each.
   */
  readonly #meterDb: DatabaseSync;
  readonly #q: Record<string, StatementSync>;
  readonly #checkMs: number;
  readonly #batcher: TurnBatcher<MeteringStep, StepResult>;
  #checkedAt = -Infinity;
  #keyCache = new Map<string, (ApiKeyRecord & { hash: string }) | null>();
  #dataVersion = -1;
  #closed = false;

  /**
   * `checkMs`: how often to look for key changes by other connections; `maxBatch`: steps per
   * transaction; `deferMs`: how long a batch waits for another process's write lock without blocking
   * the event loop before it waits blocking (at most the 5 s busy timeout, then 503).
   */
  constructor(path: string, opts: { checkMs?: number; maxBatch?: number; deferMs?: number } = {}) {
    this.#checkMs = opts.checkMs ?? 50;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
    // WAL + synchronous=NORMAL: a commit is durable against a process kill without an fsync; the
    // larger checkpoint interval copies each hot counter page to the main file less often.
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 4000;');
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      this.#db.exec(SCHEMA);
      if (this.#db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'usage_daily'").get()) this.#db.exec(MIGRATE);
      const columns = this.#db.prepare('PRAGMA table_info(api_keys)').all() as { name: string }[];
      if (!columns.some((c) => c.name === 'mode')) this.#db.exec(MIGRATE_MODE);
      this.#db.exec('COMMIT');
    } catch (err) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw err;
    }
    // (A database in memory is private to its connection: there is no other process to wait for.)
    this.#meterDb = path === ':memory:' ? this.#db : new DatabaseSync(path, { timeout: 0 });
    this.#meterDb.exec('PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 4000;');
    const p = (sql: string) => this.#db.prepare(sql);
    const m = (sql: string) => this.#meterDb.prepare(sql);
    this.#q = {
      byHash: p('SELECT * FROM api_keys WHERE hash = ?'),
      byId: p('SELECT * FROM api_keys WHERE id = ?'),
      list: p('SELECT * FROM api_keys ORDER BY created_at, id'),
      insert: p('INSERT INTO api_keys (id, hash, name, plan, extra_permissions, status, created_at, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      update: p('UPDATE api_keys SET name = ?, plan = ?, extra_permissions = ?, status = ? WHERE id = ?'),
      dataVersion: p('PRAGMA data_version'),
      begin: m('BEGIN IMMEDIATE'),
      commit: m('COMMIT'),
      rollback: m('ROLLBACK'),
      counterGet: p(COUNTER_GET),
      meterGet: m(COUNTER_GET),
      counterSet: m(`INSERT INTO usage_counters (key_id, day, used, minute, minute_count) VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT (key_id, day) DO UPDATE SET used = ?3, minute = ?4, minute_count = ?5`),
    };
    this.#batcher = new TurnBatcher((steps, mayDefer) => this.#meter(steps, mayDefer), { maxBatch: opts.maxBatch, deferMs: opts.deferMs });
  }

  /** `checkMs` plus a margin: timers may fire a millisecond early against performance.now(). */
  get changeVisibleMs(): number {
    return this.#checkMs + 10;
  }

  async findKeyByHash(hash: string) {
    const t = performance.now();
    if (t - this.#checkedAt >= this.#checkMs) {
      this.#checkedAt = t;
      const version = (this.#q.dataVersion!.get() as { data_version: number }).data_version;
      if (version !== this.#dataVersion) {
        this.#keyCache.clear();
        this.#dataVersion = version;
      }
    }
    let hit = this.#keyCache.get(hash);
    if (hit === undefined) {
      const row = this.#q.byHash!.get(hash) as KeyRow | undefined;
      hit = row ? toRecord(row) : null;
      if (this.#keyCache.size > 10_000) this.#keyCache.clear();
      this.#keyCache.set(hash, hit);
    }
    return hit;
  }

  async getKey(id: string) {
    const row = this.#q.byId!.get(id) as KeyRow | undefined;
    if (!row) return null;
    const { hash: _hash, ...rec } = toRecord(row);
    return rec;
  }

  async createKey(r: ApiKeyRecord, hash: string) {
    this.#q.insert!.run(r.id, hash, r.name, r.plan, JSON.stringify(r.extra_permissions), r.status, r.created_at, modeOf(r));
    this.#keyCache.clear();
  }

  async listKeys() {
    return (this.#q.list!.all() as unknown as KeyRow[]).map((row) => {
      const { hash: _hash, ...rec } = toRecord(row);
      return rec;
    });
  }

  async updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'plan' | 'extra_permissions' | 'status' | 'name'>>) {
    const cur = await this.getKey(id);
    if (!cur) return null;
    const next = { ...cur, ...patch };
    this.#q.update!.run(next.name, next.plan, JSON.stringify(next.extra_permissions), next.status, id);
    this.#keyCache.clear();
    return next;
  }

  /**
   * One transaction for a batch of steps: read each touched counter once from the file, decide the
   * steps in order, write the changed counters, commit. With `mayDefer`, answers null instead of
   * waiting when another process holds the write lock (SQLite's busy handler would sleep, blocking
   * the event loop, for a millisecond and more); the batcher tries again on a later turn. Throws
   * (after a rollback) when the file is unavailable, e.g. locked for longer than the busy timeout.
   */
  #meter(steps: MeteringStep[], mayDefer: boolean): StepResult[] | null {
    const q = this.#q;
    if (!this.#begin(mayDefer)) return null;
    try {
      /** The counter rows this batch touched, by key id (then by day, in the rare batch across midnight). */
      const rows = new Map<string, MeterRow>();
      const results = new Array<StepResult>(steps.length);
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        const day = utcDay(step.now);
        let row = rows.get(step.keyId);
        while (row && row.day !== day) row = row.next;
        if (!row) {
          const found = q.meterGet!.get(step.keyId, day) as CounterRow | undefined;
          row = { keyId: step.keyId, day, minute: found?.minute ?? 0, c: { used: found?.used ?? 0, count: found?.minute_count ?? 0 }, dirty: false, next: rows.get(step.keyId) };
          rows.set(step.keyId, row);
        }
        const window = minuteWindow(step.now);
        if (step.kind !== 'refund' && window > row.minute) {
          row.minute = window;
          row.c.count = 0;
          row.dirty = true;
        }
        const { used, count } = row.c;
        results[i] = decideStep(step, row.c);
        if (row.c.used !== used || row.c.count !== count) row.dirty = true;
      }
      for (const first of rows.values()) {
        for (let row: MeterRow | undefined = first; row; row = row.next) if (row.dirty) q.counterSet!.run(row.keyId, row.day, row.c.used, row.minute, row.c.count);
      }
      q.commit!.run();
      return results;
    } catch (err) {
      if (this.#meterDb.isTransaction) q.rollback!.run();
      throw err;
    }
  }

  /**
   * Takes the write lock: false when another process holds it and `mayDefer`; otherwise waits for
   * it (sleeping a millisecond at a time, as SQLite's busy handler would) up to the busy timeout,
   * then throws SQLITE_BUSY.
   */
  #begin(mayDefer: boolean): boolean {
    const deadline = performance.now() + BUSY_TIMEOUT_MS;
    for (;;) {
      try {
        this.#q.begin!.run();
        return true;
      } catch (err) {
        if (!isBusy(err)) throw err;
        if (mayDefer) return false;
        if (performance.now() >= deadline) throw err;
        Atomics.wait(SLEEP, 0, 0, 1);
      }
    }
  }

  #step<R extends StepResult>(step: MeteringStep): Promise<R> {
    if (this.#closed) return Promise.reject(new StoreUnavailableError('the embedded access store is closed'));
    return this.#batcher.submit(step) as Promise<R>;
  }

  admit(keyId: string, cost: number, limits: Limits, now: Date): Promise<Admission> {
    return this.#step<Admission>({ kind: 'admit', keyId, cost, limits, now });
  }

  countRequest(keyId: string, now: Date): Promise<number> {
    return this.#step<number>({ kind: 'count', keyId, now });
  }

  async refund(keyId: string, cost: number, now: Date): Promise<void> {
    if (cost <= 0) return;
    await this.#step({ kind: 'refund', keyId, cost, now });
  }

  /** Committed counters (steps still queued in this process are not in them yet). */
  async usage(keyId: string, now: Date) {
    const row = this.#q.counterGet!.get(keyId, utcDay(now)) as CounterRow | undefined;
    return { unitsUsed: row?.used ?? 0, minuteCount: row && row.minute === minuteWindow(now) ? row.minute_count : 0 };
  }

  async close() {
    if (this.#closed) return;
    this.#batcher.drain();
    this.#closed = true;
    if (this.#meterDb !== this.#db) this.#meterDb.close();
    this.#db.close();
  }
}
