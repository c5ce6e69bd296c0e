/**
 * Embedded webhook store: `webhooks.db` (node:sqlite) in the data folder, for ONE server process
 * (several processes: Redis). WAL with `synchronous = NORMAL`: a committed transaction survives a
 * crash of the process (SIGKILL); only a power loss of the machine may lose the last ones. Every
 * multi-row step (enqueue with its cursor, claim, complete) is one IMMEDIATE transaction.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import type {
  AttemptResult, Claimed, Delivery, DeliveryQuery, DeliveryStatus, EnqueueBatch, KeyMode, NewDelivery, WebhookEndpoint, WebhookStore,
} from './webhook-store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS wh_endpoint (id TEXT PRIMARY KEY, key_id TEXT NOT NULL, mode TEXT NOT NULL, url TEXT NOT NULL, events TEXT,
  status TEXT NOT NULL, created_at TEXT NOT NULL, failing_since TEXT, disabled_reason TEXT, secret TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wh_event (id TEXT PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wh_delivery (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, endpoint_id TEXT NOT NULL,
  match_id TEXT NOT NULL, event_type TEXT NOT NULL, event_id TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL,
  created_at INTEGER NOT NULL, next_attempt_at INTEGER NOT NULL, last_attempt_at INTEGER, last_status_code INTEGER,
  last_latency_ms INTEGER, last_error TEXT);
CREATE INDEX IF NOT EXISTS wh_delivery_lane ON wh_delivery (endpoint_id, match_id, status, seq);
CREATE INDEX IF NOT EXISTS wh_delivery_status ON wh_delivery (status, seq);
CREATE TABLE IF NOT EXISTS wh_lane (endpoint_id TEXT NOT NULL, match_id TEXT NOT NULL, due_at INTEGER NOT NULL, token TEXT,
  PRIMARY KEY (endpoint_id, match_id));
CREATE INDEX IF NOT EXISTS wh_lane_due ON wh_lane (due_at);
CREATE TABLE IF NOT EXISTS wh_cursor (mode TEXT PRIMARY KEY, position INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS wh_memo (mode TEXT NOT NULL, match_id TEXT NOT NULL, match TEXT NOT NULL, PRIMARY KEY (mode, match_id));
`;

interface EndpointRow { id: string; key_id: string; mode: string; url: string; events: string | null; status: string; created_at: string; failing_since: string | null; disabled_reason: string | null }

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id, key_id: r.key_id, mode: r.mode as KeyMode, url: r.url, events: r.events === null ? null : JSON.parse(r.events),
  status: r.status as WebhookEndpoint['status'], created_at: r.created_at, failing_since: r.failing_since, disabled_reason: r.disabled_reason,
});

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const toDelivery = (r: Record<string, unknown>): Delivery => ({
  id: String(r.id), endpoint_id: String(r.endpoint_id), match_id: String(r.match_id), event_type: r.event_type as Delivery['event_type'],
  event_id: String(r.event_id), body: String(r.body ?? ''), status: r.status as DeliveryStatus, attempts: Number(r.attempts),
  created_at: Number(r.created_at), next_attempt_at: Number(r.next_attempt_at), last_attempt_at: num(r.last_attempt_at),
  last_status_code: num(r.last_status_code), last_latency_ms: num(r.last_latency_ms), last_error: (r.last_error as string | null) ?? null,
});

const ENDPOINT_COLS = 'id, key_id, mode, url, events, status, created_at, failing_since, disabled_reason';
const DELIVERY_COLS = 'd.id, d.endpoint_id, d.match_id, d.event_type, d.event_id, e.body, d.status, d.attempts, d.created_at, d.next_attempt_at, d.last_attempt_at, d.last_status_code, d.last_latency_ms, d.last_error';

export class SqliteWebhookStore implements WebhookStore {
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
      addEndpoint: p(`INSERT INTO wh_endpoint (${ENDPOINT_COLS}, secret) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      endpoints: p(`SELECT ${ENDPOINT_COLS} FROM wh_endpoint ORDER BY created_at, id`),
      endpoint: p(`SELECT ${ENDPOINT_COLS} FROM wh_endpoint WHERE id = ?`),
      secret: p('SELECT secret FROM wh_endpoint WHERE id = ?'),
      setEndpoint: p('UPDATE wh_endpoint SET status = ?, failing_since = ?, disabled_reason = ? WHERE id = ?'),
      delEndpoint: p('DELETE FROM wh_endpoint WHERE id = ?'),
      cursor: p('SELECT position FROM wh_cursor WHERE mode = ?'),
      initCursor: p('INSERT OR IGNORE INTO wh_cursor (mode, position) VALUES (?, ?)'),
      setCursor: p('INSERT INTO wh_cursor (mode, position) VALUES (?1, ?2) ON CONFLICT (mode) DO UPDATE SET position = ?2'),
      memo: p('SELECT match FROM wh_memo WHERE mode = ? AND match_id = ?'),
      setMemo: p('INSERT INTO wh_memo (mode, match_id, match) VALUES (?1, ?2, ?3) ON CONFLICT (mode, match_id) DO UPDATE SET match = ?3'),
      addEvent: p('INSERT OR IGNORE INTO wh_event (id, body) VALUES (?, ?)'),
      addDelivery: p(`INSERT INTO wh_delivery (id, endpoint_id, match_id, event_type, event_id, status, attempts, created_at, next_attempt_at)
                      VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`),
      addLane: p('INSERT OR IGNORE INTO wh_lane (endpoint_id, match_id, due_at) VALUES (?, ?, ?)'),
      dueLanes: p('SELECT endpoint_id, match_id FROM wh_lane WHERE due_at <= ? ORDER BY due_at LIMIT ?'),
      head: p(`SELECT ${DELIVERY_COLS} FROM wh_delivery d LEFT JOIN wh_event e ON e.id = d.event_id
               WHERE d.endpoint_id = ? AND d.match_id = ? AND d.status = 'pending' ORDER BY d.seq LIMIT 1`),
      headDue: p(`SELECT next_attempt_at FROM wh_delivery WHERE endpoint_id = ? AND match_id = ? AND status = 'pending' ORDER BY seq LIMIT 1`),
      lease: p('UPDATE wh_lane SET due_at = ?, token = ? WHERE endpoint_id = ? AND match_id = ?'),
      laneToken: p('SELECT token FROM wh_lane WHERE endpoint_id = ? AND match_id = ?'),
      delLane: p('DELETE FROM wh_lane WHERE endpoint_id = ? AND match_id = ?'),
      setResult: p(`UPDATE wh_delivery SET status = ?, attempts = ?, next_attempt_at = ?, last_attempt_at = ?, last_status_code = ?,
                    last_latency_ms = ?, last_error = ? WHERE id = ?`),
      nextDue: p('SELECT MIN(due_at) AS due FROM wh_lane'),
      delivery: p(`SELECT ${DELIVERY_COLS} FROM wh_delivery d LEFT JOIN wh_event e ON e.id = d.event_id WHERE d.id = ?`),
      retry: p(`UPDATE wh_delivery SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND status = 'failed'
                RETURNING endpoint_id, match_id`),
      counts: p('SELECT status, COUNT(*) AS n FROM wh_delivery GROUP BY status'),
    };
  }

  #tx<T>(work: () => T): T {
    const db = this.#db;
    db.exec('BEGIN IMMEDIATE');
    try {
      const out = work();
      db.exec('COMMIT');
      return out;
    } catch (err) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw err;
    }
  }

  async addEndpoint(e: WebhookEndpoint, sealedSecret: string) {
    this.#q.addEndpoint!.run(e.id, e.key_id, e.mode, e.url, e.events === null ? null : JSON.stringify(e.events), e.status, e.created_at, e.failing_since, e.disabled_reason, sealedSecret);
  }

  async listEndpoints() {
    return (this.#q.endpoints!.all() as unknown as EndpointRow[]).map(toEndpoint);
  }

  async getEndpoint(id: string) {
    const r = this.#q.endpoint!.get(id) as EndpointRow | undefined;
    return r ? toEndpoint(r) : null;
  }

  async sealedSecret(id: string) {
    return (this.#q.secret!.get(id) as { secret: string } | undefined)?.secret ?? null;
  }

  async updateEndpoint(id: string, patch: Partial<Pick<WebhookEndpoint, 'status' | 'failing_since' | 'disabled_reason'>>) {
    return this.#tx(() => {
      const r = this.#q.endpoint!.get(id) as EndpointRow | undefined;
      if (!r) return null;
      const next = { ...toEndpoint(r), ...patch };
      this.#q.setEndpoint!.run(next.status, next.failing_since, next.disabled_reason, id);
      return next;
    });
  }

  async deleteEndpoint(id: string) {
    return Number(this.#q.delEndpoint!.run(id).changes) > 0;
  }

  async cursor(mode: KeyMode) {
    return Number((this.#q.cursor!.get(mode) as { position: number } | undefined)?.position ?? 0);
  }

  async initCursor(mode: KeyMode, position: number) {
    this.#q.initCursor!.run(mode, position);
  }

  async memos(mode: KeyMode, matchIds: readonly string[]) {
    const out = new Map<string, StreamMatchJson>();
    for (const id of matchIds) {
      const r = this.#q.memo!.get(mode, id) as { match: string } | undefined;
      if (r) out.set(id, JSON.parse(r.match));
    }
    return out;
  }

  async enqueue(b: EnqueueBatch) {
    return this.#tx(() => {
      const cur = Number((this.#q.cursor!.get(b.mode) as { position: number } | undefined)?.position ?? 0);
      if (cur !== b.expected) return false;
      for (const e of b.events) this.#q.addEvent!.run(e.id, e.body);
      for (const d of b.deliveries) this.#insert(d);
      for (const [id, m] of b.memos) this.#q.setMemo!.run(b.mode, id, JSON.stringify(m));
      this.#q.setCursor!.run(b.mode, b.next);
      return true;
    });
  }

  #insert(d: NewDelivery) {
    this.#q.addDelivery!.run(d.id, d.endpoint_id, d.match_id, d.event_type, d.event_id, d.created_at, d.created_at);
    this.#q.addLane!.run(d.endpoint_id, d.match_id, d.created_at);
  }

  async addDelivery(d: NewDelivery, body: string) {
    this.#tx(() => {
      this.#q.addEvent!.run(d.event_id, body);
      this.#insert(d);
    });
  }

  async claim(now: number, leaseMs: number, limit: number) {
    return this.#tx(() => {
      const out: Claimed[] = [];
      const lanes = this.#q.dueLanes!.all(now, limit) as { endpoint_id: string; match_id: string }[];
      for (const l of lanes) {
        const head = this.#q.head!.get(l.endpoint_id, l.match_id) as Record<string, unknown> | undefined;
        if (!head) {
          this.#q.delLane!.run(l.endpoint_id, l.match_id);
          continue;
        }
        const d = toDelivery(head);
        if (d.next_attempt_at > now) {
          this.#q.lease!.run(d.next_attempt_at, null, l.endpoint_id, l.match_id);
          continue;
        }
        const token = randomBytes(9).toString('base64url');
        this.#q.lease!.run(now + leaseMs, token, l.endpoint_id, l.match_id);
        out.push({ delivery: d, token });
      }
      return out;
    });
  }

  async complete(items: { claim: Claimed; result: AttemptResult }[]) {
    return this.#tx(() =>
      items.map(({ claim, result: r }) => {
        const d = claim.delivery;
        const lane = this.#q.laneToken!.get(d.endpoint_id, d.match_id) as { token: string | null } | undefined;
        if (lane?.token !== claim.token) return false;
        this.#q.setResult!.run(r.status, r.attempts, r.next_attempt_at, r.last_attempt_at, r.last_status_code, r.last_latency_ms, r.last_error, d.id);
        this.#relane(d.endpoint_id, d.match_id);
        return true;
      }),
    );
  }

  /** The lane is due at its head's next attempt, or gone when nothing is pending. */
  #relane(endpointId: string, matchId: string) {
    const head = this.#q.headDue!.get(endpointId, matchId) as { next_attempt_at: number } | undefined;
    if (head) this.#q.lease!.run(Number(head.next_attempt_at), null, endpointId, matchId);
    else this.#q.delLane!.run(endpointId, matchId);
  }

  async nextDue() {
    return num((this.#q.nextDue!.get() as { due: number | null }).due);
  }

  async getDelivery(id: string) {
    const r = this.#q.delivery!.get(id) as Record<string, unknown> | undefined;
    return r ? toDelivery(r) : null;
  }

  async listDeliveries(q: DeliveryQuery) {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (q.endpoint) (where.push('d.endpoint_id = ?'), args.push(q.endpoint));
    if (q.status) (where.push('d.status = ?'), args.push(q.status));
    const sql = `SELECT ${DELIVERY_COLS} FROM wh_delivery d LEFT JOIN wh_event e ON e.id = d.event_id
                 ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY d.seq DESC LIMIT ?`;
    return (this.#db.prepare(sql).all(...args, q.limit ?? 50) as Record<string, unknown>[]).map(toDelivery);
  }

  async retry(id: string, now: number) {
    return this.#tx(() => {
      const r = this.#q.retry!.get(now, id) as { endpoint_id: string; match_id: string } | undefined;
      if (!r) return false;
      const lane = this.#q.laneToken!.get(r.endpoint_id, r.match_id) as { token: string | null } | undefined;
      if (!lane) this.#q.addLane!.run(r.endpoint_id, r.match_id, now);
      else if (lane.token === null) this.#relane(r.endpoint_id, r.match_id);
      return true;
    });
  }

  async counts() {
    const out: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    for (const r of this.#q.counts!.all() as { status: DeliveryStatus; n: number }[]) out[r.status] = Number(r.n);
    return out;
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}
