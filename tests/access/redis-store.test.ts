/**
 * The Redis store against a real redis-server: the shared contract, two processes' clients sharing
 * one Redis, what is (and is not) written to Redis, and outages: prompt failure, 503, recovery.
 */
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/lib/errors/api-error.ts';
import { KeyChangedError, StoreUnavailableError, type AccessStore } from '../../src/server/access/access-store.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { RedisAccessStore, type RedisStoreOptions } from '../../src/server/access/redis-store.ts';
import type { Plan } from '../../src/schemas/plans.ts';
import { REDIS_MISSING, startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { until } from '../helpers/until.ts';
import { burst, newKey, storeContract, T0 } from './store-contract.ts';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

let n = 0;
const uniquePrefix = () => `test${process.pid}-${++n}-${Date.now()}:`;

storeContract('RedisAccessStore', async () => {
  const store = await RedisAccessStore.connect(redis.url, { prefix: uniquePrefix() });
  return { store, cleanup: () => store.close() };
});

/** A plain client to look at what the store wrote. */
async function rawClient() {
  const c = createClient({ url: redis.url });
  c.on('error', () => {});
  await c.connect();
  return c;
}

test('without redis-server on PATH the helper fails with how to install it (tests fail, never skip)', async () => {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    await expect(startRedis()).rejects.toThrow(REDIS_MISSING);
  } finally {
    process.env.PATH = path;
  }
  expect(REDIS_MISSING).toMatch(/apt-get install -y redis-server/);
});

describe('RedisAccessStore across processes', () => {
  test('two clients (two server processes) share the quota exactly under 200 parallel admits', async () => {
    const prefix = uniquePrefix();
    const one = await RedisAccessStore.connect(redis.url, { prefix });
    const two = await RedisAccessStore.connect(redis.url, { prefix });
    try {
      const k = newKey();
      await one.createKey(k.record, k.hash);
      const results = await burst([one, two], k.record.id);
      expect(results.filter((r) => r.outcome === 'ok')).toHaveLength(50);
      expect(results.filter((r) => r.outcome === 'quota_exceeded')).toHaveLength(150);
      expect(await one.usage(k.record.id, T0)).toEqual({ unitsUsed: 500, minuteCount: 201 });
      expect(await two.usage(k.record.id, T0)).toEqual({ unitsUsed: 500, minuteCount: 201 });
    } finally {
      await one.close();
      await two.close();
    }
  });

  test("each client sees the other's key changes on its next metered step (the cache is verified)", async () => {
    const prefix = uniquePrefix();
    const server = await RedisAccessStore.connect(redis.url, { prefix });
    const cli = await RedisAccessStore.connect(redis.url, { prefix });
    const limits = { unitsPerDay: 500, requestsPerMinute: 30 };
    try {
      const k = newKey({ plan: 'free' });
      expect(await server.findKeyByHash(k.hash)).toBeNull(); // unknown keys are never cached
      await cli.createKey(k.record, k.hash);
      expect(await server.findKeyByHash(k.hash)).toEqual({ ...k.record, hash: k.hash });
      expect((await server.admit(k.record.id, 1, limits, T0)).outcome).toBe('ok');
      await cli.updateKey(k.record.id, { plan: 'pro', extra_permissions: ['feed_write'] });
      // The cached record is stale: the next metering step says so and charges nothing.
      await expect(server.admit(k.record.id, 1, limits, T0)).rejects.toBeInstanceOf(KeyChangedError);
      expect(await server.findKeyByHash(k.hash)).toMatchObject({ plan: 'pro', extra_permissions: ['feed_write'], status: 'active' });
      expect(await server.admit(k.record.id, 1, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 2 });
      await cli.updateKey(k.record.id, { status: 'revoked' });
      await expect(server.countRequest(k.record.id, T0)).rejects.toBeInstanceOf(KeyChangedError);
      expect((await server.findKeyByHash(k.hash))?.status).toBe('revoked');
      expect(await server.listKeys()).toEqual([{ ...k.record, plan: 'pro', extra_permissions: ['feed_write'], status: 'revoked' }]);
    } finally {
      await server.close();
      await cli.close();
    }
  });

  test('the gate on one process refuses a key revoked through another', async () => {
    const prefix = uniquePrefix();
    const a = await RedisAccessStore.connect(redis.url, { prefix });
    const b = await RedisAccessStore.connect(redis.url, { prefix });
    try {
      const k = newKey({ plan: 'free' });
      await b.createKey(k.record, k.hash);
      const gate = createGate({ store: a, plans: PLANS });
      const p = await gate.authenticate(`Bearer ${k.secret}`);
      expect(p.key.id).toBe(k.record.id);
      await gate.admit(p, 1);
      await b.updateKey(k.record.id, { status: 'revoked' });
      // The next request: authentication may answer from the cache, but its metering step refuses
      // the stale record, and the fresh read refuses the key (app.ts re-authenticates once).
      const cached = await gate.authenticate(`Bearer ${k.secret}`);
      await expect(gate.admit(cached, 1)).rejects.toBeInstanceOf(KeyChangedError);
      const err = await gate.authenticate(`Bearer ${k.secret}`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe('api_key_invalid');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('what the Redis store writes', () => {
  test('records live under the key hash; the plaintext key is nowhere; counters expire', async () => {
    const prefix = uniquePrefix();
    const store = await RedisAccessStore.connect(redis.url, { prefix });
    const raw = await rawClient();
    try {
      const k = newKey();
      await store.createKey(k.record, k.hash);
      const now = new Date();
      await store.admit(k.record.id, 3, { unitsPerDay: 10, requestsPerMinute: 10 }, now);
      const keys = (await raw.keys(`${prefix}*`)).sort();
      expect(keys).toEqual([
        `${prefix}key:h:${k.hash}`,
        `${prefix}key:id:${k.record.id}`,
        `${prefix}keys`,
        `${prefix}use:{${k.record.id}}:d:${now.toISOString().slice(0, 10)}`,
        `${prefix}use:{${k.record.id}}:m:${Math.floor(now.getTime() / 60_000)}`,
      ].sort());
      let everything = keys.join('\n');
      for (const key of keys) {
        const type = await raw.type(key);
        if (type === 'hash') everything += JSON.stringify(await raw.hGetAll(key));
        else if (type === 'set') everything += (await raw.sMembers(key)).join(',');
        else everything += await raw.get(key);
      }
      expect(everything).not.toContain(k.secret);
      expect(everything).not.toContain(k.secret.slice('sk_live_'.length));
      expect(await raw.ttl(`${prefix}key:h:${k.hash}`)).toBe(-1);
      const minuteTtl = await raw.ttl(`${prefix}use:{${k.record.id}}:m:${Math.floor(now.getTime() / 60_000)}`);
      const dayTtl = await raw.ttl(`${prefix}use:{${k.record.id}}:d:${now.toISOString().slice(0, 10)}`);
      expect(minuteTtl).toBeGreaterThan(60);
      expect(minuteTtl).toBeLessThanOrEqual(120);
      expect(dayTtl).toBeGreaterThan(86_400);
      expect(dayTtl).toBeLessThanOrEqual(2 * 86_400);
    } finally {
      await store.close();
      await raw.close();
    }
  });

  test('admit works after the script cache is flushed (EVALSHA falls back to EVAL)', async () => {
    const store = await RedisAccessStore.connect(redis.url, { prefix: uniquePrefix() });
    const raw = await rawClient();
    try {
      const limits = { unitsPerDay: 10, requestsPerMinute: 10 };
      expect(await store.admit('key_sc', 2, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 2 });
      await raw.scriptFlush();
      expect(await store.admit('key_sc', 2, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 4, minuteCount: 2 });
      await raw.scriptFlush();
      await store.refund('key_sc', 1, T0);
      expect(await store.countRequest('key_sc', T0)).toBe(3);
      expect(await store.usage('key_sc', T0)).toEqual({ unitsUsed: 3, minuteCount: 3 });
    } finally {
      await store.close();
      await raw.close();
    }
  });
});

const PLANS: Plan[] = [{ id: 'free', units_per_day: 500, requests_per_minute: 30, permissions: [] }];

/** Every store method, each expected to reject while Redis is down. */
const everyCall = (store: AccessStore, k: ReturnType<typeof newKey>, hash = k.hash) => ({
  findKeyByHash: () => store.findKeyByHash(hash),
  getKey: () => store.getKey(k.record.id),
  listKeys: () => store.listKeys(),
  createKey: () => store.createKey(newKey().record, newKey().hash),
  updateKey: () => store.updateKey(k.record.id, { status: 'revoked' }),
  admit: () => store.admit(k.record.id, 1, { unitsPerDay: 500, requestsPerMinute: 30 }, new Date()),
  countRequest: () => store.countRequest(k.record.id, new Date()),
  refund: () => store.refund(k.record.id, 1, new Date()),
  usage: () => store.usage(k.record.id, new Date()),
});

async function timeRejection(call: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const start = performance.now();
  const error = await call().then(() => null, (e: unknown) => e);
  return { ms: performance.now() - start, error };
}

/**
 * Without a deadline of its own, a Redis client waits forever for a dead or frozen server. These
 * tests check that every call fails instead of hanging: "long before NO_HANG_MS" on any machine
 * (measured: tens of ms here). How fast it fails is printed, not asserted to a tight margin.
 */
const NO_HANG_MS = 10_000;

// Outages stop and restart the shared server, so these run after everything else in this file.
describe('Redis outages', () => {
  test('with redis-server stopped every call rejects (no hang), the gate answers 503, and the same store recovers', async () => {
    const logs: string[] = [];
    const opts: RedisStoreOptions = { prefix: uniquePrefix(), log: (m) => logs.push(m) };
    const store = await RedisAccessStore.connect(redis.url, opts);
    try {
      const k = newKey({ plan: 'free' });
      await store.createKey(k.record, k.hash);
      const gate = createGate({ store, plans: PLANS });
      expect((await gate.authenticate(`Bearer ${k.secret}`)).key.id).toBe(k.record.id);

      await redis.stop();
      const timings: Record<string, number> = {};
      // Right after the stop and again once the store has noticed the outage (its reconnect loop).
      // Right after the stop the client may not have seen the socket close yet, and a key it holds
      // in its cache is still answered from memory (the cache serves only a connected client): the
      // first round looks up a key that is not cached; the second, once the outage is noticed, the
      // cached one, which must now reject too.
      for (const round of [0, 1]) {
        if (round === 1) await until(() => logs.some((l) => l.includes('unavailable')), 'the store logs the outage');
        for (const [name, call] of Object.entries(everyCall(store, k, round === 0 ? newKey().hash : k.hash))) {
          const { ms, error } = await timeRejection(call);
          expect(error, `${name} while Redis is down`).toBeInstanceOf(StoreUnavailableError);
          expect(ms, `${name} took ${ms} ms`).toBeLessThan(NO_HANG_MS);
          timings[`${name}#${round}`] = Math.round(ms);
        }
      }
      // Parallel calls too (as under load).
      const parallel = await timeRejection(() => Promise.all(Array.from({ length: 50 }, () => store.admit(k.record.id, 1, { unitsPerDay: 9, requestsPerMinute: 9 }, new Date()))));
      expect(parallel.error).toBeInstanceOf(StoreUnavailableError);
      expect(parallel.ms).toBeLessThan(NO_HANG_MS);
      console.info(`[redis outage] rejection times (ms): ${JSON.stringify(timings)}; 50 parallel admits: ${Math.round(parallel.ms)} ms`);

      const down = await gate.authenticate(`Bearer ${k.secret}`).catch((e: unknown) => e);
      expect(down).toBeInstanceOf(ApiError);
      expect((down as ApiError).code).toBe('service_unavailable');
      expect((down as ApiError).status).toBe(503);
      expect((down as ApiError).headers['Retry-After']).toBe('5');

      // One log line for the whole outage, however many reconnect attempts failed.
      expect(logs.filter((l) => l.includes('unavailable'))).toHaveLength(1);
      expect(logs.join('\n')).not.toMatch(/password|sk_live_/);

      await redis.restart();
      // Same store instance, no reconnect call: the client reconnects by itself (back-off at most 2 s).
      const recoveredAt = Date.now();
      await until(() => store.usage(k.record.id, new Date()).then(() => true), 'the store works again after Redis is back');
      const recoveryMs = Date.now() - recoveredAt;
      console.info(`[redis outage] recovered ${recoveryMs} ms after redis-server was back`);
      // The restarted server is empty (no persistence in tests): the key is gone; create it again.
      expect(await store.findKeyByHash(k.hash)).toBeNull();
      await store.createKey(k.record, k.hash);
      expect((await gate.authenticate(`Bearer ${k.secret}`)).key.id).toBe(k.record.id);
      expect(await store.admit(k.record.id, 2, { unitsPerDay: 9, requestsPerMinute: 9 }, T0)).toEqual({ outcome: 'ok', unitsUsed: 2, minuteCount: 1 });
      expect(logs.filter((l) => l.includes('reachable again'))).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  test('with redis-server frozen (connection open, no answers) calls reject by the operation deadline, then work again', async () => {
    const store = await RedisAccessStore.connect(redis.url, { prefix: uniquePrefix(), operationTimeoutMs: 500, log: () => {} });
    try {
      const limits = { unitsPerDay: 100, requestsPerMinute: 100 };
      expect(await store.admit('key_frozen', 1, limits, T0)).toMatchObject({ outcome: 'ok' });
      redis.pause();
      try {
        const { ms, error } = await timeRejection(() => store.admit('key_frozen', 1, limits, T0));
        expect(error).toBeInstanceOf(StoreUnavailableError);
        expect(ms).toBeGreaterThanOrEqual(450); // not before its deadline (500 ms, timers may fire a little early)
        expect(ms).toBeLessThan(NO_HANG_MS);
      } finally {
        redis.resume();
      }
      await until(() => store.usage('key_frozen', T0).then(() => true), 'the store works again after Redis resumes');
      // The timed-out admit may still have been applied once Redis woke up; the store stays consistent.
      const after = await store.admit('key_frozen', 1, limits, T0);
      expect(after.outcome).toBe('ok');
      expect([2, 3]).toContain(after.unitsUsed);
    } finally {
      await store.close();
    }
  });

  test('connect rejects (no hang) when nothing listens at the URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    const start = performance.now();
    await expect(RedisAccessStore.connect(`redis://user:secret@127.0.0.1:${port}`, { connectTimeoutMs: 800 }))
      .rejects.toThrow(/unreachable/);
    expect(performance.now() - start).toBeLessThan(NO_HANG_MS);
    const msg = await RedisAccessStore.connect(`redis://user:secret@127.0.0.1:${port}`, { connectTimeoutMs: 300 }).catch((e: Error) => e.message);
    expect(msg).not.toContain('secret');
  });

  test('close is clean while connected and while Redis is down', async () => {
    const a = await RedisAccessStore.connect(redis.url, { prefix: uniquePrefix() });
    await a.close();
    await a.close();
    await expect(a.usage('key_x', T0)).rejects.toBeInstanceOf(StoreUnavailableError);

    const b = await RedisAccessStore.connect(redis.url, { prefix: uniquePrefix(), log: () => {} });
    await redis.stop();
    try {
      const start = performance.now();
      await b.close();
      expect(performance.now() - start).toBeLessThan(NO_HANG_MS);
    } finally {
      await redis.restart();
    }
  });
});
