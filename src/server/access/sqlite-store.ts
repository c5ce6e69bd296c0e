/**
 * Embedded access store: one SQLite file (Node's built-in node:sqlite), WAL mode, for ONE server
 * process (several processes: use the Redis store).
 *
 * Keys are read from the file and cached; `PRAGMA data_version`, read at most every `checkMs`
 * (default 50 ms; it cost ~10 % of a request when read on every one), tells when another connection
 * changed them. The keys CLI waits `changeVisibleMs` (`checkMs` + 10 ms) after committing a change before
 * it reports it done, so a revocation still applies from the next request on.
 * Units are metered in memory (JavaScript runs one request step at a time, so `admit` is atomic and
 * exact) and written behind to the file every `flushMs` and on close: a restart loses no usage; a
 * crash can lose at most the last `flushMs` of it. This keeps the gate to a few microseconds.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { minuteWindow, modeOf, utcDay, type AccessStore, type Admission, type ApiKeyRecord, type Limits } from './access-store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, plan TEXT NOT NULL,
  extra_permissions TEXT NOT NULL DEFAULT '[]', status TEXT NOT NULL, created_at TEXT NOT NULL,
  mode TEXT NOT NULL DEFAULT 'live'
);
CREATE TABLE IF NOT EXISTS usage_daily (key_id TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (key_id, day));
`;

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
  readonly #q: Record<string, StatementSync>;
  readonly #flushMs: number;
  readonly #checkMs: number;
  #checkedAt = -Infinity;
  #keyCache = new Map<string, (ApiKeyRecord & { hash: string }) | null>();
  #dataVersion = -1;
  /** key id → today's units, authoritative while this process runs */
  #daily = new Map<string, { day: string; used: number; dirty: boolean }>();
  #minute = new Map<string, { window: number; count: number }>();
  #flushTimer: NodeJS.Timeout | null = null;

  constructor(path: string, opts: { flushMs?: number; checkMs?: number } = {}) {
    this.#flushMs = opts.flushMs ?? 100;
    this.#checkMs = opts.checkMs ?? 50;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: 5000 });
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.#db.exec(SCHEMA);
    const columns = this.#db.prepare('PRAGMA table_info(api_keys)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'mode')) this.#db.exec(MIGRATE_MODE);
    const p = (sql: string) => this.#db.prepare(sql);
    this.#q = {
      byHash: p('SELECT * FROM api_keys WHERE hash = ?'),
      byId: p('SELECT * FROM api_keys WHERE id = ?'),
      list: p('SELECT * FROM api_keys ORDER BY created_at, id'),
      insert: p('INSERT INTO api_keys (id, hash, name, plan, extra_permissions, status, created_at, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      update: p('UPDATE api_keys SET name = ?, plan = ?, extra_permissions = ?, status = ? WHERE id = ?'),
      dataVersion: p('PRAGMA data_version'),
      dayGet: p('SELECT used FROM usage_daily WHERE key_id = ? AND day = ?'),
      daySet: p(`INSERT INTO usage_daily (key_id, day, used) VALUES (?1, ?2, ?3)
                 ON CONFLICT (key_id, day) DO UPDATE SET used = ?3`),
    };
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

  /** Today's counter of a key, loaded from the file on first use (or when the day changed). */
  #day(keyId: string, now: Date) {
    const day = utcDay(now);
    let d = this.#daily.get(keyId);
    if (!d || d.day !== day) {
      if (d?.dirty) this.flush();
      const used = (this.#q.dayGet!.get(keyId, day) as { used: number } | undefined)?.used ?? 0;
      d = { day, used, dirty: false };
      this.#daily.set(keyId, d);
    }
    return d;
  }

  #count(keyId: string, now: Date): number {
    const window = minuteWindow(now);
    const m = this.#minute.get(keyId);
    if (m && m.window === window) return ++m.count;
    this.#minute.set(keyId, { window, count: 1 });
    return 1;
  }

  #changed(d: { dirty: boolean }): void {
    d.dirty = true;
    this.#flushTimer ??= setTimeout(() => this.flush(), this.#flushMs).unref();
  }

  /** Writes every changed counter to the file in one transaction. */
  flush(): void {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    const dirty = [...this.#daily.entries()].filter(([, d]) => d.dirty);
    if (dirty.length === 0) return;
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      for (const [keyId, d] of dirty) {
        this.#q.daySet!.run(keyId, d.day, d.used);
        d.dirty = false;
      }
      this.#db.exec('COMMIT');
    } catch (err) {
      this.#db.exec('ROLLBACK');
      for (const [, d] of dirty) d.dirty = true;
      throw err;
    }
  }

  async admit(keyId: string, cost: number, limits: Limits, now: Date): Promise<Admission> {
    const count = this.#count(keyId, now);
    const d = this.#day(keyId, now);
    if (count > limits.requestsPerMinute) return { outcome: 'rate_limited', unitsUsed: d.used, minuteCount: count };
    if (cost > 0 && d.used + cost > limits.unitsPerDay) return { outcome: 'quota_exceeded', unitsUsed: d.used, minuteCount: count };
    if (cost > 0) {
      d.used += cost;
      this.#changed(d);
    }
    return { outcome: 'ok', unitsUsed: d.used, minuteCount: count };
  }

  async countRequest(keyId: string, now: Date) {
    return this.#count(keyId, now);
  }

  async refund(keyId: string, cost: number, now: Date) {
    if (cost <= 0) return;
    const d = this.#day(keyId, now);
    d.used = Math.max(0, d.used - cost);
    this.#changed(d);
  }

  async usage(keyId: string, now: Date) {
    const m = this.#minute.get(keyId);
    return { unitsUsed: this.#day(keyId, now).used, minuteCount: m && m.window === minuteWindow(now) ? m.count : 0 };
  }

  async close() {
    this.flush();
    this.#db.close();
  }
}
