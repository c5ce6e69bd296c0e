/**
 * Embedded access store: one SQLite file (Node's built-in node:sqlite), WAL mode. Each `admit` is
 * one IMMEDIATE transaction, so it is atomic across threads and processes sharing the file, and a
 * restart loses nothing that was answered.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { minuteWindow, utcDay, type AccessStore, type Admission, type ApiKeyRecord, type Limits } from './access-store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, plan TEXT NOT NULL,
  extra_permissions TEXT NOT NULL DEFAULT '[]', status TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS usage_daily (key_id TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (key_id, day));
CREATE TABLE IF NOT EXISTS usage_minute (key_id TEXT PRIMARY KEY, window INTEGER NOT NULL, count INTEGER NOT NULL);
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

  constructor(path: string) {
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
      minute: p(`INSERT INTO usage_minute (key_id, window, count) VALUES (?1, ?2, 1)
                 ON CONFLICT (key_id) DO UPDATE SET count = CASE WHEN window = ?2 THEN count + 1 ELSE 1 END, window = ?2
                 RETURNING count`),
      minuteGet: p('SELECT window, count FROM usage_minute WHERE key_id = ?'),
      dayGet: p('SELECT used FROM usage_daily WHERE key_id = ? AND day = ?'),
      charge: p(`INSERT INTO usage_daily (key_id, day, used) VALUES (?1, ?2, ?3)
                 ON CONFLICT (key_id, day) DO UPDATE SET used = used + ?3 RETURNING used`),
      refund: p('UPDATE usage_daily SET used = MAX(0, used - ?3) WHERE key_id = ?1 AND day = ?2'),
    };
  }

  async findKeyByHash(hash: string) {
    const row = this.#q.byHash!.get(hash) as KeyRow | undefined;
    return row ? toRecord(row) : null;
  }

  async getKey(id: string) {
    const row = this.#q.byId!.get(id) as KeyRow | undefined;
    if (!row) return null;
    const { hash: _hash, ...rec } = toRecord(row);
    return rec;
  }

  async createKey(r: ApiKeyRecord, hash: string) {
    this.#q.insert!.run(r.id, hash, r.name, r.plan, JSON.stringify(r.extra_permissions), r.status, r.created_at);
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
    return next;
  }

  #tx<T>(fn: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      this.#db.exec('COMMIT');
      return out;
    } catch (err) {
      this.#db.exec('ROLLBACK');
      throw err;
    }
  }

  async admit(keyId: string, cost: number, limits: Limits, now: Date): Promise<Admission> {
    const day = utcDay(now);
    return this.#tx(() => {
      const { count } = this.#q.minute!.get(keyId, minuteWindow(now)) as { count: number };
      const used = (this.#q.dayGet!.get(keyId, day) as { used: number } | undefined)?.used ?? 0;
      if (count > limits.requestsPerMinute) return { outcome: 'rate_limited', unitsUsed: used, minuteCount: count };
      if (used + cost > limits.unitsPerDay) return { outcome: 'quota_exceeded', unitsUsed: used, minuteCount: count };
      const after = cost > 0 ? (this.#q.charge!.get(keyId, day, cost) as { used: number }).used : used;
      return { outcome: 'ok', unitsUsed: after, minuteCount: count };
    });
  }

  async countRequest(keyId: string, now: Date) {
    return (this.#q.minute!.get(keyId, minuteWindow(now)) as { count: number }).count;
  }

  async refund(keyId: string, cost: number, now: Date) {
    if (cost > 0) this.#q.refund!.run(keyId, utcDay(now), cost);
  }

  async usage(keyId: string, now: Date) {
    const used = (this.#q.dayGet!.get(keyId, utcDay(now)) as { used: number } | undefined)?.used ?? 0;
    const m = this.#q.minuteGet!.get(keyId) as { window: number; count: number } | undefined;
    return { unitsUsed: used, minuteCount: m && m.window === minuteWindow(now) ? m.count : 0 };
  }

  async close() {
    this.#db.close();
  }
}
