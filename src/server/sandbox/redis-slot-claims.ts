/**
 * Redis slot claims, shared by every server process: `<prefix>claim:<slot>` holds the owner (or the
 * done mark) with an expiry; taking and renewing is one Lua step, so exactly one process holds a slot.
 */
import { closeRedisClient, openRedisClient, type RedisClient } from '../redis/redis-client.ts';
import { StoreUnavailableError } from '../access/access-store.ts';
import { withDeadline } from '../deadline.ts';
import { DONE, type SlotClaims } from './slot-claims.ts';


/** KEYS: claim. ARGV: owner, ttl ms. 1 when the owner holds the claim now (the done mark is never an owner). */
const CLAIM = `
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

export class RedisSlotClaims implements SlotClaims {
  readonly #client: RedisClient;
  readonly #prefix: string;
  #closed = false;

  private constructor(client: RedisClient, prefix: string) {
    this.#client = client;
    this.#prefix = prefix;
  }

  static async connect(url: string, prefix: string): Promise<RedisSlotClaims> {
    // the live store reports outages; claims fail (and are retried) meanwhile
    const client = await openRedisClient(url, { unreachable: () => new StoreUnavailableError('Redis is unreachable for the sandbox slot claims') });
    return new RedisSlotClaims(client, prefix);
  }

  #run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed || !this.#client.isReady) return Promise.reject(new StoreUnavailableError('Redis is not connected'));
    return withDeadline(work(), 2000, () => new StoreUnavailableError('Redis did not answer within 2000 ms'));
  }

  claim(slot: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.#run(async () => Number(await this.#client.sendCommand(['EVAL', CLAIM, '1', `${this.#prefix}claim:${slot}`, owner, String(Math.max(1, Math.round(ttlMs)))])) === 1);
  }

  finish(slot: string, keepMs: number): Promise<void> {
    return this.#run(async () => {
      await this.#client.sendCommand(['SET', `${this.#prefix}claim:${slot}`, DONE, 'PX', String(Math.max(1, Math.round(keepMs)))]);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await closeRedisClient(this.#client);
  }
}
