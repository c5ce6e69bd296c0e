/**
 * Distributed access store: Redis, shared by several server processes. Behaves exactly like the
 * embedded SQLite store (sqlite-store.ts); metering steps are single Lua scripts, so they are atomic
 * across every process using the same Redis.
 *
 * Layout (all under `prefix`, default `matchday:`):
 *   key:h:<sha256 of the API key>   HASH  the key record (id, hash, name, plan, extra_permissions JSON, status, created_at,
 *                                         mode; a record without `mode`, made before test keys existed, is live)
 *   key:id:<key id>                 STRING  the record's hash (id → hash index; never changes)
 *   keys                            SET   every key id (listing)
 *   use:{<key id>}:m:<minute n>     STRING  requests in fixed 60-second window n (expires after ~120 s)
 *   use:{<key id>}:d:<YYYY-MM-DD>   STRING  units charged that UTC day (expires after ~2 days)
 * Key records are cached in the process, but never trusted: every metering script (`admit`,
 * `countRequest`) first compares the record's status, plan and permissions in Redis with the cached
 * ones, atomically with the count. A revocation or plan change made anywhere therefore applies on
 * the next request (the script answers `changed`, the gate re-reads the record), and a request
 * costs one round trip to Redis instead of two.
 *
 * Failure: the client never queues commands while disconnected (`disableOfflineQueue`) and every
 * operation has a deadline, so calls reject promptly while Redis is unreachable (the gate turns that
 * into 503). The client keeps reconnecting in the background and the store recovers on its own.
 */
import { createHash } from 'node:crypto';
import { ErrorReply } from 'redis';
import { withDeadline } from '../deadline.ts';
import { openRedisClient, redisWhere, unreachableMessage, type RedisClient } from '../redis/redis-client.ts';
import {
  KeyChangedError, minuteWindow, modeOf, StoreUnavailableError, utcDay, type AccessStore, type Admission, type ApiKeyRecord, type Limits,
} from './access-store.ts';
import { fallbackWarn } from '../ops/logger.ts';

type KeyPatch = Partial<Pick<ApiKeyRecord, 'plan' | 'extra_permissions' | 'status' | 'name'>>;

export interface RedisStoreOptions {
  /** Prefix of every Redis key (default `matchday:`); lets several deployments or tests share one Redis. */
  prefix?: string;
  /** Deadline of one store operation in ms (default 1000). */
  operationTimeoutMs?: number;
  /** How long `connect` waits for the first connection before giving up (default 5000 ms). */
  connectTimeoutMs?: number;
  /** Where outage / recovery messages go (default: a JSON warning line on stderr). */
  log?: (message: string) => void;
}

const MINUTE_TTL_S = 120;
const DAY_TTL_S = 2 * 24 * 60 * 60;

/** A script run by EVALSHA, falling back to EVAL when Redis does not know it (e.g. after a restart). */
interface Script { source: string; sha: string }
const script = (source: string): Script => ({ source, sha: createHash('sha1').update(source).digest('hex') });

/**
 * KEYS: minute counter, day counter. ARGV: cost, units per day, requests per minute, minute TTL, day TTL.
 * Count the request; over the per-minute limit → rate_limited; else a cost that would pass the daily
 * limit → quota_exceeded (cost 0 always passes); else charge. Returns {outcome, units used, minute count}.
 */
const ADMIT = script(`
if KEYS[3] then
  local cur = redis.call('HMGET', KEYS[3], 'status', 'plan', 'extra_permissions')
  if cur[1] ~= ARGV[6] or cur[2] ~= ARGV[7] or cur[3] ~= ARGV[8] then return {'changed', 0, 0} end
end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[4]) end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
local cost = tonumber(ARGV[1])
if count > tonumber(ARGV[3]) then return {'rate_limited', used, count} end
if cost > 0 and used + cost > tonumber(ARGV[2]) then return {'quota_exceeded', used, count} end
if cost > 0 then
  used = redis.call('INCRBY', KEYS[2], cost)
  redis.call('EXPIRE', KEYS[2], ARGV[5])
end
return {'ok', used, count}
`);

/** KEYS: minute counter[, record]. ARGV: minute TTL[, expected status, plan, extra_permissions]. */
const COUNT = script(`
if KEYS[2] then
  local cur = redis.call('HMGET', KEYS[2], 'status', 'plan', 'extra_permissions')
  if cur[1] ~= ARGV[2] or cur[2] ~= ARGV[3] or cur[3] ~= ARGV[4] then return -1 end
end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`);

/** KEYS: day counter. ARGV: cost. Never goes below 0; does nothing when nothing was charged that day. */
const REFUND = script(`
local used = tonumber(redis.call('GET', KEYS[1]) or '-1')
if used < 0 then return 0 end
local back = math.min(used, tonumber(ARGV[1]))
if back > 0 then return redis.call('DECRBY', KEYS[1], back) end
return used
`);

/** KEYS: record, id index, id set. ARGV: id, hash, then field/value pairs of the record. */
const CREATE = script(`
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then
  return redis.error_reply('ERR api key id or hash already exists')
end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[1])
return 1
`);

/** KEYS: record. ARGV: field/value pairs to set. Returns the updated record, or nil when absent. */
const UPDATE = script(`
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if #ARGV > 0 then redis.call('HSET', KEYS[1], unpack(ARGV)) end
return redis.call('HGETALL', KEYS[1])
`);

type StoredRecord = ApiKeyRecord & { hash: string };

function fromFields(flat: unknown): StoredRecord | null {
  if (!Array.isArray(flat) || flat.length === 0) return null;
  const f: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) f[String(flat[i])] = String(flat[i + 1]);
  return {
    id: f.id!, hash: f.hash!, name: f.name!, plan: f.plan!,
    extra_permissions: JSON.parse(f.extra_permissions ?? '[]'),
    status: f.status as ApiKeyRecord['status'], created_at: f.created_at!,
    ...(f.mode === 'test' ? { mode: 'test' as const } : {}),
  };
}

const withoutHash = ({ hash: _hash, ...rec }: StoredRecord): ApiKeyRecord => rec;

/** Field/value pairs as stored in the record hash. */
function toFields(patch: KeyPatch & { id?: string; hash?: string; created_at?: string; mode?: string }): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    out.push(k, k === 'extra_permissions' ? JSON.stringify(v) : String(v));
  }
  return out;
}

function checkCost(cost: number) {
  if (!Number.isSafeInteger(cost) || cost < 0) throw new RangeError(`cost must be a non-negative integer, got ${cost}`);
}

export class RedisAccessStore implements AccessStore {
  readonly kind = 'redis' as const;
  /** Every metering script verifies the cached record: changes apply on the next request at once. */
  readonly changeVisibleMs = 0;
  readonly #client: RedisClient;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #log: (message: string) => void;
  readonly #where: string;
  #down = false;
  #closed = false;
  /** hash → record last read; key id → hash. Verified by every metering script (see the header). */
  #cache = new Map<string, StoredRecord>();
  #hashOf = new Map<string, string>();

  private constructor(client: RedisClient, where: string, opts: RedisStoreOptions) {
    this.#client = client;
    this.#where = where;
    this.#prefix = opts.prefix ?? 'matchday:';
    this.#timeoutMs = opts.operationTimeoutMs ?? 1000;
    this.#log = opts.log ?? fallbackWarn('access_store');
    // Without an 'error' listener an outage would crash the process. Report once per outage.
    client.on('error', (err: Error) => {
      if (this.#closed || this.#down) return;
      this.#down = true;
      this.#log(`[access-store] Redis at ${this.#where} unavailable (${err?.message || err}); answering 503 and reconnecting in the background`);
    });
    client.on('ready', () => {
      // Whatever happened during an outage (a restarted, emptied Redis too), read records afresh.
      this.#cache.clear();
      this.#hashOf.clear();
      if (!this.#down) return;
      this.#down = false;
      this.#log(`[access-store] Redis at ${this.#where} reachable again`);
    });
  }

  /** Connects to Redis; rejects when the first connection does not succeed within `connectTimeoutMs`. */
  static async connect(url: string, opts: RedisStoreOptions = {}): Promise<RedisAccessStore> {
    const where = redisWhere(url);
    const limit = opts.connectTimeoutMs ?? 5000;
    const client = await openRedisClient(url, { timeoutMs: limit, unreachable: (last) => new StoreUnavailableError(unreachableMessage(where, limit, last)) });
    const store = new RedisAccessStore(client, where, opts);
    await store.#migrate();
    return store;
  }

  /** Records made before test keys existed get `mode` = live (idempotent; HSETNX never overwrites). */
  async #migrate(): Promise<void> {
    const ids = await this.#run(() => this.#cmd<string[]>(['SMEMBERS', this.#setKey()]));
    for (const id of ids) {
      await this.#run(async () => {
        const hash = await this.#cmd<string | null>(['GET', this.#idKey(id)]);
        if (hash !== null && (await this.#cmd<number>(['EXISTS', this.#recordKey(hash)])) === 1) await this.#cmd(['HSETNX', this.#recordKey(hash), 'mode', 'live']);
      });
    }
  }

  // ---- plumbing ----

  /** Runs `work` with a deadline; any failure to reach Redis becomes a StoreUnavailableError. */
  async #run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new StoreUnavailableError('the Redis access store is closed');
    if (!this.#client.isReady) throw new StoreUnavailableError(`Redis at ${this.#where} is not connected`);
    try {
      return await withDeadline(work(), this.#timeoutMs, () => new StoreUnavailableError(`Redis at ${this.#where} did not answer within ${this.#timeoutMs} ms`));
    } catch (err) {
      if (err instanceof StoreUnavailableError || err instanceof KeyChangedError || err instanceof RangeError || isReplyError(err)) throw err;
      throw new StoreUnavailableError(`Redis at ${this.#where}: ${(err as Error)?.message ?? err}`, { cause: err });
    }
  }

  #cmd<T>(args: string[]): Promise<T> {
    return this.#client.sendCommand<T>(args);
  }

  async #eval<T>(s: Script, keys: string[], args: (string | number)[]): Promise<T> {
    const rest = [String(keys.length), ...keys, ...args.map(String)];
    try {
      return await this.#cmd<T>(['EVALSHA', s.sha, ...rest]);
    } catch (err) {
      if (!String((err as Error)?.message).startsWith('NOSCRIPT')) throw err;
      return this.#cmd<T>(['EVAL', s.source, ...rest]);
    }
  }

  #recordKey = (hash: string) => `${this.#prefix}key:h:${hash}`;
  #idKey = (id: string) => `${this.#prefix}key:id:${id}`;
  #setKey = () => `${this.#prefix}keys`;
  #minuteKey = (keyId: string, now: Date) => `${this.#prefix}use:{${keyId}}:m:${minuteWindow(now)}`;
  #dayKey = (keyId: string, now: Date) => `${this.#prefix}use:{${keyId}}:d:${utcDay(now)}`;

  async #byId(id: string): Promise<StoredRecord | null> {
    const hash = await this.#cmd<string | null>(['GET', this.#idKey(id)]);
    if (hash === null) return null;
    return fromFields(await this.#cmd<unknown>(['HGETALL', this.#recordKey(hash)]));
  }

  // ---- keys ----

  findKeyByHash(hash: string) {
    const hit = this.#client.isReady && !this.#down ? this.#cache.get(hash) : undefined;
    if (hit) return Promise.resolve(hit);
    return this.#run(async () => {
      const rec = fromFields(await this.#cmd<unknown>(['HGETALL', this.#recordKey(hash)]));
      if (rec) {
        if (this.#cache.size >= 10_000) this.#cache.clear();
        this.#cache.set(hash, rec);
        this.#hashOf.set(rec.id, hash);
      }
      return rec;
    });
  }

  /** The record key and expected fields of a cached key, for the scripts to verify; [] when not cached. */
  #expect(keyId: string): { keys: string[]; args: string[] } {
    const hash = this.#hashOf.get(keyId);
    const rec = hash ? this.#cache.get(hash) : undefined;
    if (!hash || !rec) return { keys: [], args: [] };
    return { keys: [this.#recordKey(hash)], args: [rec.status, rec.plan, JSON.stringify(rec.extra_permissions)] };
  }

  #forget(keyId: string): never {
    const hash = this.#hashOf.get(keyId);
    if (hash) this.#cache.delete(hash);
    this.#hashOf.delete(keyId);
    throw new KeyChangedError(`key ${keyId} changed since it was read`);
  }

  createKey(r: ApiKeyRecord, hash: string) {
    return this.#run(async () => {
      const fields = toFields({
        id: r.id, hash, name: r.name, plan: r.plan, extra_permissions: r.extra_permissions, status: r.status, created_at: r.created_at, mode: modeOf(r),
      });
      await this.#eval(CREATE, [this.#recordKey(hash), this.#idKey(r.id), this.#setKey()], [r.id, hash, ...fields]);
    });
  }

  listKeys() {
    return this.#run(async () => {
      const ids = await this.#cmd<string[]>(['SMEMBERS', this.#setKey()]);
      const recs = (await Promise.all(ids.map((id) => this.#byId(id)))).filter((r): r is StoredRecord => r !== null);
      // Same order as the embedded store: created_at, then id (byte order).
      recs.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return recs.map(withoutHash);
    });
  }

  getKey(id: string) {
    return this.#run(async () => {
      const rec = await this.#byId(id);
      return rec ? withoutHash(rec) : null;
    });
  }

  updateKey(id: string, patch: KeyPatch) {
    return this.#run(async () => {
      const hash = await this.#cmd<string | null>(['GET', this.#idKey(id)]);
      if (hash === null) return null;
      const { name, plan, extra_permissions, status } = patch;
      const rec = fromFields(await this.#eval<unknown>(UPDATE, [this.#recordKey(hash)], toFields({ name, plan, extra_permissions, status })));
      this.#cache.delete(hash);
      return rec ? withoutHash(rec) : null;
    });
  }

  // ---- metering ----

  admit(keyId: string, cost: number, limits: Limits, now: Date): Promise<Admission> {
    return this.#run(async () => {
      checkCost(cost);
      const verify = this.#expect(keyId);
      const [outcome, unitsUsed, minuteCount] = await this.#eval<[Admission['outcome'] | 'changed', number, number]>(
        ADMIT,
        [this.#minuteKey(keyId, now), this.#dayKey(keyId, now), ...verify.keys],
        [cost, limits.unitsPerDay, limits.requestsPerMinute, MINUTE_TTL_S, DAY_TTL_S, ...verify.args],
      );
      if (outcome === 'changed') this.#forget(keyId);
      return { outcome, unitsUsed: Number(unitsUsed), minuteCount: Number(minuteCount) };
    });
  }

  countRequest(keyId: string, now: Date) {
    return this.#run(async () => {
      const verify = this.#expect(keyId);
      const count = Number(await this.#eval<number>(COUNT, [this.#minuteKey(keyId, now), ...verify.keys], [MINUTE_TTL_S, ...verify.args]));
      if (count < 0) this.#forget(keyId);
      return count;
    });
  }

  refund(keyId: string, cost: number, now: Date) {
    return this.#run(async () => {
      checkCost(cost);
      if (cost > 0) await this.#eval<number>(REFUND, [this.#dayKey(keyId, now)], [cost]);
    });
  }

  usage(keyId: string, now: Date) {
    return this.#run(async () => {
      const [used, count] = await this.#cmd<(string | null)[]>(['MGET', this.#dayKey(keyId, now), this.#minuteKey(keyId, now)]);
      return { unitsUsed: Number(used ?? 0), minuteCount: Number(count ?? 0) };
    });
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#client.isReady) {
      try {
        await this.#client.close();
        return;
      } catch {
        // fall through: drop the connection
      }
    }
    // Not connected (or quitting failed): stop reconnecting and drop the socket.
    if (this.#client.isOpen) this.#client.destroy();
  }
}

/** An error reply from Redis itself (e.g. a duplicate key refused by a script), not a connection problem. */
const isReplyError = (err: unknown) => err instanceof ErrorReply;
