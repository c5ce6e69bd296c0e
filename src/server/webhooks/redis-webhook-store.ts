/**
 * Webhook store in Redis, shared by several server processes. Each multi-key step is one Lua script,
 * so enqueueing (cursor compare-and-set + deliveries), claiming (leases) and completing are atomic
 * across processes. The scripts build key names from the prefix: one Redis, not a cluster.
 *
 * Layout (under `prefix`, default `matchday:wh:`):
 *   ep:<id>        HASH   endpoint record (+ `secret`, sealed);   eps  SET of endpoint ids
 *   cursor:<mode>  STRING enqueue cursor;                         memo:<mode>  HASH match id → summary JSON
 *   ev:<id>        STRING event body (shared by the event's deliveries); evn:<id> how many deliveries need it
 *   d:<id>         HASH   delivery;                               log  ZSET delivery id by insertion number (dseq)
 *   lane:<endpoint>|<match>  LIST pending delivery ids in order;  due  ZSET lane → due time (ms; a lease moves it)
 *   tokens         HASH   lane → claim token while leased
 */
import { createHash, randomBytes } from 'node:crypto';
import { withDeadline } from '../deadline.ts';
import { closeRedisClient, openRedisClient, type RedisClient } from '../redis/redis-client.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import type {
  AttemptResult, Claimed, Delivery, DeliveryQuery, DeliveryStatus, EnqueueBatch, KeyMode, NewDelivery, WebhookEndpoint, WebhookStore,
} from './webhook-store.ts';
import { fallbackWarn } from '../ops/logger.ts';

interface Script { source: string; sha: string }
const script = (source: string): Script => ({ source, sha: createHash('sha1').update(source).digest('hex') });

/** Inserts one delivery (ARGV from offset o: id, endpoint, match, type, event id, created_at) and its lane. */
const INSERT_FN = `
local function insert(p, a, o)
  local id, ep, m, at = a[o], a[o + 1], a[o + 2], a[o + 5]
  local n = redis.call('INCR', p .. 'dseq')
  redis.call('HSET', p .. 'd:' .. id, 'id', id, 'endpoint_id', ep, 'match_id', m, 'event_type', a[o + 3], 'event_id', a[o + 4],
    'status', 'pending', 'attempts', 0, 'created_at', at, 'next_attempt_at', at)
  redis.call('ZADD', p .. 'log', n, id)
  redis.call('INCR', p .. 'evn:' .. a[o + 4])
  local lane = ep .. '|' .. m
  redis.call('RPUSH', p .. 'lane:' .. lane, id)
  if redis.call('HEXISTS', p .. 'tokens', lane) == 0 and not redis.call('ZSCORE', p .. 'due', lane) then
    redis.call('ZADD', p .. 'due', at, lane)
  end
end
`;

/** ARGV: prefix, mode, expected, next, #memos, #events, memo pairs, event pairs, delivery sextuples. */
const ENQUEUE = script(`${INSERT_FN}
local p, mode = ARGV[1], ARGV[2]
local cur = tonumber(redis.call('GET', p .. 'cursor:' .. mode) or '0')
if cur ~= tonumber(ARGV[3]) then return 0 end
local nm, ne = tonumber(ARGV[5]), tonumber(ARGV[6])
local o = 7
for i = 1, nm do redis.call('HSET', p .. 'memo:' .. mode, ARGV[o], ARGV[o + 1]); o = o + 2 end
for i = 1, ne do redis.call('SET', p .. 'ev:' .. ARGV[o], ARGV[o + 1]); o = o + 2 end
while o <= #ARGV do insert(p, ARGV, o); o = o + 6 end
redis.call('SET', p .. 'cursor:' .. mode, ARGV[4])
return 1
`);

/** ARGV: prefix, body, delivery sextuple. */
const ADD = script(`${INSERT_FN}
redis.call('SET', ARGV[1] .. 'ev:' .. ARGV[7], ARGV[2])
insert(ARGV[1], ARGV, 3)
return 1
`);

/** ARGV: prefix, now, lease ms, limit, token seed. Returns {token, delivery fields…, body} per claimed lane. */
const CLAIM = script(`
local p, now, lease = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local lanes = redis.call('ZRANGEBYSCORE', p .. 'due', '-inf', now, 'LIMIT', 0, tonumber(ARGV[4]))
local out = {}
for i, lane in ipairs(lanes) do
  local head = redis.call('LINDEX', p .. 'lane:' .. lane, 0)
  if not head then
    redis.call('ZREM', p .. 'due', lane)
    redis.call('HDEL', p .. 'tokens', lane)
  else
    local nxt = tonumber(redis.call('HGET', p .. 'd:' .. head, 'next_attempt_at') or '0')
    if nxt > now then
      redis.call('ZADD', p .. 'due', nxt, lane)
      redis.call('HDEL', p .. 'tokens', lane)
    else
      local tok = ARGV[5] .. i
      redis.call('HSET', p .. 'tokens', lane, tok)
      redis.call('ZADD', p .. 'due', now + lease, lane)
      local f = redis.call('HGETALL', p .. 'd:' .. head)
      local ev = redis.call('HGET', p .. 'd:' .. head, 'event_id')
      table.insert(out, { tok, f, redis.call('GET', p .. 'ev:' .. ev) or '' })
    end
  end
end
return out
`);

/** Makes lane due at its head's next attempt, or removes it. */
const RELANE_FN = `
local function relane(p, lane)
  local head = redis.call('LINDEX', p .. 'lane:' .. lane, 0)
  if head then redis.call('ZADD', p .. 'due', tonumber(redis.call('HGET', p .. 'd:' .. head, 'next_attempt_at')), lane)
  else redis.call('ZREM', p .. 'due', lane) end
end
`;

/** ARGV: prefix, lane, token, delivery id, status, then field/value pairs. */
const COMPLETE = script(`${RELANE_FN}
local p, lane = ARGV[1], ARGV[2]
if redis.call('HGET', p .. 'tokens', lane) ~= ARGV[3] then return 0 end
redis.call('HSET', p .. 'd:' .. ARGV[4], 'status', ARGV[5], unpack(ARGV, 6))
if ARGV[5] ~= 'pending' then redis.call('LREM', p .. 'lane:' .. lane, 1, ARGV[4]) end
redis.call('HDEL', p .. 'tokens', lane)
relane(p, lane)
return 1
`);

/** ARGV: prefix, delivery id, now. */
const RETRY = script(`${RELANE_FN}
local p, id = ARGV[1], ARGV[2]
local key = p .. 'd:' .. id
if redis.call('HGET', key, 'status') ~= 'failed' then return 0 end
redis.call('HSET', key, 'status', 'pending', 'attempts', 0, 'next_attempt_at', ARGV[3])
local lane = redis.call('HGET', key, 'endpoint_id') .. '|' .. redis.call('HGET', key, 'match_id')
redis.call('LPUSH', p .. 'lane:' .. lane, id)
if redis.call('HEXISTS', p .. 'tokens', lane) == 0 then relane(p, lane) end
return 1
`);

/** ARGV: prefix, before (ms), limit. Oldest first; pending deliveries stay. */
const PRUNE = script(`
local p, before = ARGV[1], tonumber(ARGV[2])
local ids = redis.call('ZRANGE', p .. 'log', 0, tonumber(ARGV[3]) - 1)
local n = 0
for _, id in ipairs(ids) do
  local f = redis.call('HMGET', p .. 'd:' .. id, 'status', 'created_at', 'event_id')
  if not f[1] then
    redis.call('ZREM', p .. 'log', id)
  elseif f[1] ~= 'pending' and tonumber(f[2]) < before then
    redis.call('DEL', p .. 'd:' .. id)
    redis.call('ZREM', p .. 'log', id)
    if redis.call('DECR', p .. 'evn:' .. f[3]) <= 0 then redis.call('DEL', p .. 'ev:' .. f[3], p .. 'evn:' .. f[3]) end
    n = n + 1
  end
end
return n
`);

function fields(flat: unknown): Record<string, string> {
  const f: Record<string, string> = {};
  if (Array.isArray(flat)) for (let i = 0; i + 1 < flat.length; i += 2) f[String(flat[i])] = String(flat[i + 1]);
  return f;
}
const numOrNull = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

function toDelivery(f: Record<string, string>, body: string): Delivery {
  return {
    id: f.id!, endpoint_id: f.endpoint_id!, match_id: f.match_id ?? '', event_type: f.event_type as Delivery['event_type'], event_id: f.event_id!,
    body, status: f.status as DeliveryStatus, attempts: Number(f.attempts ?? 0), created_at: Number(f.created_at), next_attempt_at: Number(f.next_attempt_at),
    last_attempt_at: numOrNull(f.last_attempt_at), last_status_code: numOrNull(f.last_status_code), last_latency_ms: numOrNull(f.last_latency_ms),
    last_error: f.last_error === undefined || f.last_error === '' ? null : f.last_error,
  };
}

function toEndpoint(f: Record<string, string>): WebhookEndpoint {
  return {
    id: f.id!, key_id: f.key_id!, mode: f.mode as KeyMode, url: f.url!, events: f.events ? JSON.parse(f.events) : null,
    status: f.status as WebhookEndpoint['status'], created_at: f.created_at!, failing_since: f.failing_since || null, disabled_reason: f.disabled_reason || null,
  };
}

const sextuple = (d: NewDelivery) => [d.id, d.endpoint_id, d.match_id, d.event_type, d.event_id, String(d.created_at)];

export class RedisWebhookStore implements WebhookStore {
  readonly kind = 'redis' as const;
  readonly #client: RedisClient;
  readonly #p: string;
  readonly #timeoutMs: number;
  #closed = false;

  private constructor(client: RedisClient, prefix: string, timeoutMs: number) {
    this.#client = client;
    this.#p = prefix;
    this.#timeoutMs = timeoutMs;
  }

  static async connect(url: string, opts: { prefix?: string; operationTimeoutMs?: number; log?: (m: string) => void } = {}): Promise<RedisWebhookStore> {
    let down = false;
    const log = opts.log ?? fallbackWarn('webhooks');
    const client = await openRedisClient(url, {
      unreachable: () => new Error('Redis for webhooks is unreachable after 5000 ms'),
      onError: (err) => {
        if (down) return;
        down = true;
        log(`[webhooks] Redis unavailable (${err?.message || err}); deliveries wait and resume on reconnect`);
      },
    });
    client.on('ready', () => {
      if (down) log('[webhooks] Redis reachable again');
      down = false;
    });
    return new RedisWebhookStore(client, opts.prefix ?? 'matchday:wh:', opts.operationTimeoutMs ?? 5000);
  }

  #cmd<T>(args: string[]): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the Redis webhook store is closed'));
    return withDeadline(this.#client.sendCommand<T>(args), this.#timeoutMs, () => new Error(`Redis did not answer within ${this.#timeoutMs} ms`));
  }

  async #eval<T>(s: Script, args: (string | number)[]): Promise<T> {
    const rest = ['0', ...args.map(String)];
    try {
      return await this.#cmd<T>(['EVALSHA', s.sha, ...rest]);
    } catch (err) {
      if (!String((err as Error)?.message).startsWith('NOSCRIPT')) throw err;
      return this.#cmd<T>(['EVAL', s.source, ...rest]);
    }
  }

  async addEndpoint(e: WebhookEndpoint, sealedSecret: string) {
    const f = [
      'id', e.id, 'key_id', e.key_id, 'mode', e.mode, 'url', e.url, 'events', e.events === null ? '' : JSON.stringify(e.events), 'status', e.status,
      'created_at', e.created_at, 'failing_since', e.failing_since ?? '', 'disabled_reason', e.disabled_reason ?? '', 'secret', sealedSecret,
    ];
    await this.#cmd(['HSET', `${this.#p}ep:${e.id}`, ...f]);
    await this.#cmd(['SADD', `${this.#p}eps`, e.id]);
  }

  async listEndpoints() {
    const ids = await this.#cmd<string[]>(['SMEMBERS', `${this.#p}eps`]);
    const all = (await Promise.all(ids.map((id) => this.getEndpoint(id)))).filter((e): e is WebhookEndpoint => e !== null);
    return all.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1));
  }

  async getEndpoint(id: string) {
    const f = fields(await this.#cmd(['HGETALL', `${this.#p}ep:${id}`]));
    return f.id ? toEndpoint(f) : null;
  }

  async sealedSecret(id: string) {
    return (await this.#cmd<string | null>(['HGET', `${this.#p}ep:${id}`, 'secret'])) ?? null;
  }

  async updateEndpoint(id: string, patch: Partial<Pick<WebhookEndpoint, 'status' | 'failing_since' | 'disabled_reason'>>) {
    if (!(await this.getEndpoint(id))) return null;
    const f: string[] = [];
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) f.push(k, v ?? '');
    if (f.length) await this.#cmd(['HSET', `${this.#p}ep:${id}`, ...f]);
    return this.getEndpoint(id);
  }

  async deleteEndpoint(id: string) {
    const n = await this.#cmd<number>(['DEL', `${this.#p}ep:${id}`]);
    await this.#cmd(['SREM', `${this.#p}eps`, id]);
    return Number(n) > 0;
  }

  async cursor(mode: KeyMode) {
    return Number((await this.#cmd<string | null>(['GET', `${this.#p}cursor:${mode}`])) ?? 0);
  }

  async initCursor(mode: KeyMode, position: number) {
    await this.#cmd(['SET', `${this.#p}cursor:${mode}`, String(position), 'NX']);
  }

  async memos(mode: KeyMode, matchIds: readonly string[]) {
    const out = new Map<string, StreamMatchJson>();
    if (matchIds.length === 0) return out;
    const vals = await this.#cmd<(string | null)[]>(['HMGET', `${this.#p}memo:${mode}`, ...matchIds]);
    matchIds.forEach((id, i) => {
      if (vals[i]) out.set(id, JSON.parse(vals[i]!));
    });
    return out;
  }

  async enqueue(b: EnqueueBatch) {
    const memos = [...b.memos].flatMap(([id, m]) => [id, JSON.stringify(m)]);
    const events = b.events.flatMap((e) => [e.id, e.body]);
    const args = [this.#p, b.mode, b.expected, b.next, b.memos.size, b.events.length, ...memos, ...events, ...b.deliveries.flatMap(sextuple)];
    return Number(await this.#eval(ENQUEUE, args)) === 1;
  }

  async addDelivery(d: NewDelivery, body: string) {
    await this.#eval(ADD, [this.#p, body, ...sextuple(d)]);
  }

  async claim(now: number, leaseMs: number, limit: number) {
    const seed = `${randomBytes(9).toString('base64url')}:`;
    const rows = await this.#eval<[string, unknown, string][]>(CLAIM, [this.#p, now, leaseMs, limit, seed]);
    return rows.map(([token, flat, body]) => ({ token: String(token), delivery: toDelivery(fields(flat), String(body)) }));
  }

  async complete(items: { claim: Claimed; result: AttemptResult }[]) {
    return Promise.all(items.map(async ({ claim, result: r }) => {
      const d = claim.delivery;
      const f = [
        'attempts', r.attempts, 'next_attempt_at', r.next_attempt_at, 'last_attempt_at', r.last_attempt_at,
        'last_status_code', r.last_status_code ?? '', 'last_latency_ms', r.last_latency_ms ?? '', 'last_error', r.last_error ?? '',
      ];
      return Number(await this.#eval(COMPLETE, [this.#p, `${d.endpoint_id}|${d.match_id}`, claim.token, d.id, r.status, ...f])) === 1;
    }));
  }

  async nextDue() {
    const r = await this.#cmd<string[]>(['ZRANGE', `${this.#p}due`, '0', '0', 'WITHSCORES']);
    return r.length >= 2 ? Number(r[1]) : null;
  }

  async getDelivery(id: string) {
    const f = fields(await this.#cmd(['HGETALL', `${this.#p}d:${id}`]));
    if (!f.id) return null;
    return toDelivery(f, (await this.#cmd<string | null>(['GET', `${this.#p}ev:${f.event_id}`])) ?? '');
  }

  async listDeliveries(q: DeliveryQuery) {
    const limit = q.limit ?? 50;
    const out: Delivery[] = [];
    // Newest first, scanning at most the 10,000 newest deliveries for the filters.
    for (let start = 0; out.length < limit && start < 10_000; start += 500) {
      const ids = await this.#cmd<string[]>(['ZREVRANGE', `${this.#p}log`, String(start), String(start + 499)]);
      if (ids.length === 0) break;
      for (const id of ids) {
        const d = await this.getDelivery(id);
        if (!d || (q.endpoint && d.endpoint_id !== q.endpoint) || (q.status && d.status !== q.status)) continue;
        out.push(d);
        if (out.length >= limit) break;
      }
    }
    return out;
  }

  async retry(id: string, now: number) {
    return Number(await this.#eval(RETRY, [this.#p, id, now])) === 1;
  }

  async prune(before: number, limit: number) {
    return Number(await this.#eval(PRUNE, [this.#p, before, limit]));
  }

  async counts() {
    const out: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    const ids = await this.#cmd<string[]>(['ZRANGE', `${this.#p}log`, '0', '-1']);
    for (const id of ids) {
      const s = await this.#cmd<string | null>(['HGET', `${this.#p}d:${id}`, 'status']);
      if (s) out[s as DeliveryStatus]++;
    }
    return out;
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    await closeRedisClient(this.#client);
  }
}
