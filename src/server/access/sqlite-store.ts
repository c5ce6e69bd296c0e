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
 * queued and answered only after its transaction committed (metering-batch.ts). The steps queued
 * during one event-loop turn (at most `maxBatch`) run in ONE `BEGIN IMMEDIATE` transaction that reads
 * the current counters from the file, decides each step in order, writes the counters and commits.
 * `BEGIN IMMEDIATE` takes the file's write lock, so the read-decide-write of one process never
 * interleaves with another's; WAL with `synchronous = NORMAL` makes a commit durable against a
 * process kill (not a power loss) without an fsync per batch. A killed process therefore loses no
 * charged unit: a request is answered after its charge is in the file.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { minuteWindow, StoreUnavailableError, utcDay, type AccessStore, type Admission, type ApiKeyRecord, type Limits } from './access-store.ts';
import { decideStep, type MeteringStep, type StepResult } from './metering-step.ts';
import { TurnBatcher } from './turn-batcher.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, plan TEXT NOT NULL,
  extra_permissions TEXT NOT NULL DEFAULT '[]', status TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS usage_daily (key_id TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (key_id, day));
CREATE TABLE IF NOT EXISTS usage_minute (key_id TEXT NOT NULL, window INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (key_id, window));
`;

interface KeyRow {
  id: string; hash: string; name: string; plan: string; extra_permissions: string; status: 'active' | 'revoked'; created_at: string;
}

const toRecord = (r: KeyRow): ApiKeyRecord & { hash: string } => ({
  id: r.id, hash: r.hash, name: r.name, plan: r.plan, extra_permissions: JSON.parse(r.extra_permissions), status: r.status, created_at: r.created_at,
});

export class SqliteAccessStore implements AccessStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #q: Record<string, StatementSync>;
  readonly #checkMs: number;
  readonly #batcher: TurnBatcher<MeteringStep, StepResult>;
  #checkedAt = -Infinity;
  #keyCache = new Map<string, (ApiKeyRecord & { hash: string }) | null>();
  #dataVersion = -1;
  #closed = false;

  constructor(path: string, opts: { checkMs?: number; maxBatch?: number } = {}) {
    this.#checkMs = opts.checkMs ?? 50;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: 5000 });
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.#db.exec(SCHEMA);
    const p = (sql: string) => this.#db.prepare(sql);
    this.#q = {
      byHash: p('SELECT * FROM api_keys WHERE hash = ?'),
      byId: p('SELECT * FROM api_keys WHERE id = ?'),
      list: p('SELECT * FROM api_keys ORDER BY created_at, id'),
      insert: p('INSERT INTO api_keys (id, hash, name, plan, extra_permissions, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      update: p('UPDATE api_keys SET name = ?, plan = ?, extra_permissions = ?, status = ? WHERE id = ?'),
      dataVersion: p('PRAGMA data_version'),
      begin: p('BEGIN IMMEDIATE'),
      commit: p('COMMIT'),
      rollback: p('ROLLBACK'),
      dayGet: p('SELECT used FROM usage_daily WHERE key_id = ? AND day = ?'),
      daySet: p(`INSERT INTO usage_daily (key_id, day, used) VALUES (?1, ?2, ?3)
                 ON CONFLICT (key_id, day) DO UPDATE SET used = ?3`),
      minuteGet: p('SELECT count FROM usage_minute WHERE key_id = ? AND window = ?'),
      minuteSet: p(`INSERT INTO usage_minute (key_id, window, count) VALUES (?1, ?2, ?3)
                    ON CONFLICT (key_id, window) DO UPDATE SET count = ?3`),
      minutePrune: p('DELETE FROM usage_minute WHERE key_id = ? AND window < ?'),
    };
    this.#batcher = new TurnBatcher((steps) => this.#meter(steps), opts.maxBatch ?? 256);
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
    this.#q.insert!.run(r.id, hash, r.name, r.plan, JSON.stringify(r.extra_permissions), r.status, r.created_at);
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
   * steps in order, write the changed counters, commit. Throws (after a rollback) when the file is
   * unavailable, e.g. locked by another process for longer than the busy timeout.
   */
  #meter(steps: MeteringStep[]): StepResult[] {
    const q = this.#q;
    const days = new Map<string, { keyId: string; day: string; used: number; dirty: boolean }>();
    const minutes = new Map<string, { keyId: string; window: number; count: number; dirty: boolean; fresh: boolean }>();
    q.begin!.run();
    try {
      const results = steps.map((step) => {
        const day = utcDay(step.now);
        const dk = `${step.keyId}\n${day}`;
        let d = days.get(dk);
        if (!d) {
          const used = (q.dayGet!.get(step.keyId, day) as { used: number } | undefined)?.used ?? 0;
          days.set(dk, (d = { keyId: step.keyId, day, used, dirty: false }));
        }
        let m: { count: number; dirty: boolean } | undefined;
        if (step.kind !== 'refund') {
          const window = minuteWindow(step.now);
          const mk = `${step.keyId}\n${window}`;
          m = minutes.get(mk);
          if (!m) {
            const row = q.minuteGet!.get(step.keyId, window) as { count: number } | undefined;
            minutes.set(mk, (m = { keyId: step.keyId, window, count: row?.count ?? 0, dirty: false, fresh: row === undefined }));
          }
        }
        const c = { used: d.used, count: m?.count ?? 0 };
        const result = decideStep(step, c);
        if (c.used !== d.used) [d.used, d.dirty] = [c.used, true];
        if (m && c.count !== m.count) [m.count, m.dirty] = [c.count, true];
        return result;
      });
      for (const d of days.values()) if (d.dirty) q.daySet!.run(d.keyId, d.day, d.used);
      for (const m of minutes.values()) {
        if (!m.dirty) continue;
        // The first request of a window (in any process) removes the key's finished windows.
        if (m.fresh) q.minutePrune!.run(m.keyId, m.window - 1);
        q.minuteSet!.run(m.keyId, m.window, m.count);
      }
      q.commit!.run();
      return results;
    } catch (err) {
      if (this.#db.isTransaction) q.rollback!.run();
      throw err;
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
    const used = (this.#q.dayGet!.get(keyId, utcDay(now)) as { used: number } | undefined)?.used ?? 0;
    const count = (this.#q.minuteGet!.get(keyId, minuteWindow(now)) as { count: number } | undefined)?.count ?? 0;
    return { unitsUsed: used, minuteCount: count };
  }

  async close() {
    if (this.#closed) return;
    this.#batcher.drain();
    this.#closed = true;
    this.#db.close();
  }
}
