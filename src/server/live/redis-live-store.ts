/**
 * Redis live store: shared by several server processes. A commit is one Lua script (atomic across
 * processes) that also PUBLISHes the commit, so every process's replica and streams get every change,
 * in stream order.
 *
 * Layout (under `prefix`, default `matchday:live:`):
 *   seq     HASH  match id → last applied message seq
 *   state   HASH  match id → state JSON
 *   sid     HASH  match id → stream position of the state
 *   msg:<match id>  HASH  seq → {"hash","response"} (idempotent retries)
 *   log     ZSET  score = stream position, member = entry JSON (bounded replay log)
 *   head    STRING  last stream position handed out
 *   channel `<prefix>commits`: {"matchId","state","entries"} per commit
 */
import { createHash } from 'node:crypto';
import { withDeadline } from '../deadline.ts';
import type { LiveMatchState } from '../../lib/live/state.ts';
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import { closeRedisClient, openRedisClient, redisWhere, unreachableMessage, type RedisClient } from '../redis/redis-client.ts';
import { StoreUnavailableError } from '../access/access-store.ts';
import { DEFAULT_LOG_SIZE, type CommitNotice, type CommitOutcome, type CommitRequest, type LiveStore, type StoredMessage, type StoredState } from './live-store.ts';
import { fallbackWarn } from '../ops/logger.ts';

/** KEYS: seq, state, sid, msg, log, head. ARGV: match, expected seq, state JSON ('' = discard), msg seq ('' = none), msg JSON, log size, channel, entries JSON. */
const COMMIT = `
local cur = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) >= 0 and cur ~= tonumber(ARGV[2]) then return {'stale'} end
local entries = cjson.decode(ARGV[8])
local out = {'ok'}
local encoded = {}
local last = 0
for _, e in ipairs(entries) do
  last = redis.call('INCR', KEYS[6])
  e.id = last
  local s = cjson.encode(e)
  redis.call('ZADD', KEYS[5], last, s)
  out[#out + 1] = s
  encoded[#encoded + 1] = s
end
if ARGV[3] == '' then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
  redis.call('DEL', KEYS[4])
else
  local st = cjson.decode(ARGV[3])
  redis.call('HSET', KEYS[1], ARGV[1], st.last_seq)
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
  redis.call('HSET', KEYS[3], ARGV[1], last)
  if ARGV[4] ~= '' then redis.call('HSET', KEYS[4], ARGV[4], ARGV[5]) end
end
local trim = last - tonumber(ARGV[6])
if trim > 0 then redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', trim) end
redis.call('PUBLISH', ARGV[7], cjson.encode({matchId = ARGV[1], state = ARGV[3], entries = encoded}))
return out
`;
const COMMIT_SHA = createHash('sha1').update(COMMIT).digest('hex');

export interface RedisLiveStoreOptions {
  prefix?: string;
  logSize?: number;
  /** Deadline of one operation in ms (default 2000). */
  operationTimeoutMs?: number;
  connectTimeoutMs?: number;
  log?: (message: string) => void;
}

export class RedisLiveStore implements LiveStore {
  readonly kind = 'redis' as const;
  readonly #client: RedisClient;
  readonly #sub: RedisClient;
  readonly #p: string;
  readonly #logSize: number;
  readonly #timeoutMs: number;
  readonly #where: string;
  readonly #log: (m: string) => void;
  #closed = false;

  private constructor(client: RedisClient, sub: RedisClient, where: string, opts: RedisLiveStoreOptions) {
    this.#client = client;
    this.#sub = sub;
    this.#where = where;
    this.#p = opts.prefix ?? 'matchday:live:';
    this.#logSize = opts.logSize ?? DEFAULT_LOG_SIZE;
    this.#timeoutMs = opts.operationTimeoutMs ?? 2000;
    this.#log = opts.log ?? fallbackWarn('live');
    let down = false;
    client.on('error', (err: Error) => {
      if (this.#closed || down) return;
      down = true;
      this.#log(`[live-store] Redis at ${where} unavailable (${err?.message || err}); the feed answers 503 while reconnecting`);
    });
    client.on('ready', () => {
      if (down) this.#log(`[live-store] Redis at ${where} reachable again`);
      down = false;
    });
    sub.on('error', () => {
      // reported by the main client; the subscriber reconnects and resubscribes on its own
    });
  }

  static async connect(url: string, opts: RedisLiveStoreOptions = {}): Promise<RedisLiveStore> {
    const where = redisWhere(url);
    const limit = opts.connectTimeoutMs ?? 5000;
    const open = () => openRedisClient(url, { timeoutMs: limit, unreachable: (last) => new StoreUnavailableError(unreachableMessage(where, limit, last)) });
    const client = await open();
    let sub: RedisClient;
    try {
      sub = await open();
    } catch (err) {
      client.destroy();
      throw err;
    }
    return new RedisLiveStore(client, sub, where, opts);
  }

  async #run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new StoreUnavailableError('the Redis live store is closed');
    if (!this.#client.isReady) throw new StoreUnavailableError(`Redis at ${this.#where} is not connected`);
    return withDeadline(work(), this.#timeoutMs, () => new StoreUnavailableError(`Redis at ${this.#where} did not answer within ${this.#timeoutMs} ms`));
  }

  #cmd<T>(args: string[]): Promise<T> {
    return this.#client.sendCommand<T>(args);
  }

  getState(matchId: string): Promise<StoredState | null> {
    return this.#run(async () => {
      const [state, sid] = await this.#cmd<[string | null, string | null]>(['EVAL', "return {redis.call('HGET', KEYS[1], ARGV[1]), redis.call('HGET', KEYS[2], ARGV[1])}", '2', `${this.#p}state`, `${this.#p}sid`, matchId]);
      return state ? { state: JSON.parse(state) as LiveMatchState, streamId: Number(sid ?? 0) } : null;
    });
  }

  getMessage(matchId: string, seq: number): Promise<StoredMessage | null> {
    return this.#run(async () => {
      const raw = await this.#cmd<string | null>(['HGET', `${this.#p}msg:${matchId}`, String(seq)]);
      return raw ? (JSON.parse(raw) as StoredMessage) : null;
    });
  }

  commit(req: CommitRequest): Promise<CommitOutcome> {
    return this.#run(async () => {
      const p = this.#p;
      const keys = [`${p}seq`, `${p}state`, `${p}sid`, `${p}msg:${req.matchId}`, `${p}log`, `${p}head`];
      const args = [
        req.matchId, String(req.expectedSeq), req.state ? JSON.stringify(req.state) : '',
        req.message ? String(req.message.seq) : '', req.message ? JSON.stringify({ hash: req.message.hash, response: req.message.response }) : '',
        String(this.#logSize), `${p}commits`, JSON.stringify(req.entries),
      ];
      const rest = [String(keys.length), ...keys, ...args];
      let reply: string[];
      try {
        reply = await this.#cmd<string[]>(['EVALSHA', COMMIT_SHA, ...rest]);
      } catch (err) {
        if (!String((err as Error)?.message).startsWith('NOSCRIPT')) throw err;
        reply = await this.#cmd<string[]>(['EVAL', COMMIT, ...rest]);
      }
      if (reply[0] !== 'ok') return { ok: false };
      return { ok: true, entries: reply.slice(1).map((s) => JSON.parse(s) as StreamEntry) };
    });
  }

  loadStates(): Promise<StoredState[]> {
    return this.#run(async () => {
      const [states, sids] = await this.#cmd<[string[], string[]]>(['EVAL', "return {redis.call('HGETALL', KEYS[1]), redis.call('HGETALL', KEYS[2])}", '2', `${this.#p}state`, `${this.#p}sid`]);
      const sid = new Map<string, number>();
      for (let i = 0; i + 1 < sids.length; i += 2) sid.set(sids[i]!, Number(sids[i + 1]));
      const out: StoredState[] = [];
      for (let i = 0; i + 1 < states.length; i += 2) out.push({ state: JSON.parse(states[i + 1]!), streamId: sid.get(states[i]!) ?? 0 });
      return out;
    });
  }

  head(): Promise<number> {
    return this.#run(async () => Number((await this.#cmd<string | null>(['GET', `${this.#p}head`])) ?? 0));
  }

  entriesAfter(after: number, limit: number): Promise<StreamEntry[]> {
    return this.#run(async () => {
      const rows = await this.#cmd<string[]>(['ZRANGEBYSCORE', `${this.#p}log`, `(${after}`, '+inf', 'LIMIT', '0', String(limit)]);
      return rows.map((s) => JSON.parse(s) as StreamEntry);
    });
  }

  async subscribe(onCommit: (notice: CommitNotice) => void, onResync: () => void): Promise<void> {
    await this.#sub.subscribe(`${this.#p}commits`, (message) => {
      let raw: { matchId: string; state: string; entries: string[] };
      try {
        raw = JSON.parse(message);
      } catch {
        return;
      }
      onCommit({ matchId: raw.matchId, state: raw.state ? JSON.parse(raw.state) : null, entries: raw.entries.map((s) => JSON.parse(s) as StreamEntry) });
    });
    // The subscriber is connected already, so 'ready' means a reconnect: the client resubscribes by
    // itself, and whatever was published meanwhile is in the log.
    this.#sub.on('ready', onResync);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const c of [this.#sub, this.#client]) await closeRedisClient(c);
  }
}
