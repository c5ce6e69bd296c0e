/**
 * The behaviour every AccessStore must have (access-store.ts, decisions.md "Keys, plans, permissions,
 * units" and "Per-minute limit"). Run by each store's test file against a fresh, empty store per test.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AccessStore, ApiKeyRecord, Limits } from '../../src/server/access/access-store.ts';
import { generateApiKey, generateKeyId, hashApiKey } from '../../src/server/access/api-key.ts';

export interface StoreUnderTest {
  store: AccessStore;
  cleanup: () => Promise<void>;
}

/** Mid-minute, mid-day instant; tests move `now` explicitly instead of waiting. */
export const T0 = new Date('2031-03-14T12:00:10.000Z');
export const at = (iso: string) => new Date(iso);
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

export function newKey(overrides: Partial<ApiKeyRecord> = {}): { record: ApiKeyRecord; secret: string; hash: string } {
  const secret = generateApiKey();
  const record: ApiKeyRecord = {
    id: generateKeyId(), name: 'test key', plan: 'free', extra_permissions: [], status: 'active',
    created_at: new Date().toISOString(), ...overrides,
  };
  return { record, secret, hash: hashApiKey(secret) };
}

/** Creates a key with 450 of 500 units used today, then fires 200 parallel cost-1 admits. */
export async function burst(stores: AccessStore[], keyId: string, now = T0, parallel = 200) {
  const limits: Limits = { unitsPerDay: 500, requestsPerMinute: 10_000 };
  const first = await stores[0]!.admit(keyId, 450, limits, now);
  expect(first).toMatchObject({ outcome: 'ok', unitsUsed: 450 });
  const results = await Promise.all(
    Array.from({ length: parallel }, (_, i) => stores[i % stores.length]!.admit(keyId, 1, limits, now)),
  );
  return results;
}

export function storeContract(name: string, makeStore: () => Promise<StoreUnderTest>) {
  describe(`AccessStore contract: ${name}`, () => {
    let sut: StoreUnderTest;
    let store: AccessStore;
    beforeEach(async () => {
      sut = await makeStore();
      store = sut.store;
    });
    afterEach(async () => {
      await sut.cleanup();
    });

    const created = async (overrides: Partial<ApiKeyRecord> = {}) => {
      const k = newKey(overrides);
      await store.createKey(k.record, k.hash);
      return k;
    };

    describe('keys', () => {
      test('a created key is found by its hash (with the hash) and by its id (without it)', async () => {
        const k = await created({ name: 'Alpha', plan: 'starter', extra_permissions: ['feed_write'] });
        expect(await store.findKeyByHash(k.hash)).toEqual({ ...k.record, hash: k.hash });
        const byId = await store.getKey(k.record.id);
        expect(byId).toEqual(k.record);
        expect(byId).not.toHaveProperty('hash');
      });

      test('unknown hashes and ids give null; the plaintext key is not a lookup', async () => {
        const k = await created();
        expect(await store.findKeyByHash(hashApiKey(generateApiKey()))).toBeNull();
        expect(await store.findKeyByHash(k.secret)).toBeNull();
        expect(await store.getKey('key_doesnotexist')).toBeNull();
        expect(await store.updateKey('key_doesnotexist', { status: 'revoked' })).toBeNull();
        expect(await store.listKeys()).toHaveLength(1);
      });

      test('an empty store lists nothing', async () => {
        expect(await store.listKeys()).toEqual([]);
      });

      test('listKeys returns every key without hashes, ordered by created_at then id', async () => {
        const c = await created({ id: 'key_ccc', created_at: '2031-01-02T00:00:00.000Z' });
        const a = await created({ id: 'key_bbb', created_at: '2031-01-01T00:00:00.000Z' });
        const b = await created({ id: 'key_aaa', created_at: '2031-01-02T00:00:00.000Z' });
        const listed = await store.listKeys();
        expect(listed).toEqual([a.record, b.record, c.record]);
        for (const rec of listed) expect(rec).not.toHaveProperty('hash');
      });

      test('a duplicate id or a duplicate hash is refused and changes nothing', async () => {
        const k = await created({ name: 'original' });
        const sameId = newKey({ id: k.record.id, name: 'same id' });
        await expect(store.createKey(sameId.record, sameId.hash)).rejects.toThrow();
        const sameHash = newKey({ name: 'same hash' });
        await expect(store.createKey(sameHash.record, k.hash)).rejects.toThrow();
        expect(await store.listKeys()).toEqual([k.record]);
        expect(await store.findKeyByHash(sameId.hash)).toBeNull();
        expect(await store.getKey(sameHash.record.id)).toBeNull();
      });

      test('revoking is visible through findKeyByHash, getKey and listKeys', async () => {
        const k = await created();
        const other = await created();
        const updated = await store.updateKey(k.record.id, { status: 'revoked' });
        expect(updated).toEqual({ ...k.record, status: 'revoked' });
        expect((await store.findKeyByHash(k.hash))?.status).toBe('revoked');
        expect((await store.getKey(k.record.id))?.status).toBe('revoked');
        expect((await store.listKeys()).find((r) => r.id === k.record.id)?.status).toBe('revoked');
        expect((await store.findKeyByHash(other.hash))?.status).toBe('active');
      });

      test('plan, extra permissions and name changes keep the other fields', async () => {
        const k = await created({ plan: 'free', name: 'n1' });
        expect(await store.updateKey(k.record.id, { plan: 'pro' })).toEqual({ ...k.record, plan: 'pro' });
        expect(await store.updateKey(k.record.id, { extra_permissions: ['match_events', 'feed_write'] }))
          .toEqual({ ...k.record, plan: 'pro', extra_permissions: ['match_events', 'feed_write'] });
        expect(await store.updateKey(k.record.id, { name: 'renamed' }))
          .toEqual({ ...k.record, plan: 'pro', extra_permissions: ['match_events', 'feed_write'], name: 'renamed' });
        expect(await store.findKeyByHash(k.hash)).toEqual({
          ...k.record, plan: 'pro', extra_permissions: ['match_events', 'feed_write'], name: 'renamed', hash: k.hash,
        });
        expect(await store.updateKey(k.record.id, { extra_permissions: [] }))
          .toEqual({ ...k.record, plan: 'pro', extra_permissions: [], name: 'renamed' });
        expect(await store.updateKey(k.record.id, {})).toEqual({ ...k.record, plan: 'pro', extra_permissions: [], name: 'renamed' });
      });

      test('names with unusual characters round-trip', async () => {
        const k = await created({ name: 'Zoë’s "test" key, #1 — 🏆 \\ \n tab\t' });
        expect((await store.getKey(k.record.id))?.name).toBe(k.record.name);
      });
    });

    describe('metering', () => {
      const roomy: Limits = { unitsPerDay: 1000, requestsPerMinute: 100 };

      test('admit charges the cost and reports units used today and requests this minute', async () => {
        const { record: { id } } = await created();
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 0, minuteCount: 0 });
        expect(await store.admit(id, 3, roomy, T0)).toEqual({ outcome: 'ok', unitsUsed: 3, minuteCount: 1 });
        expect(await store.admit(id, 2, roomy, plus(T0, 1000))).toEqual({ outcome: 'ok', unitsUsed: 5, minuteCount: 2 });
        expect(await store.usage(id, plus(T0, 2000))).toEqual({ unitsUsed: 5, minuteCount: 2 });
      });

      test('keys are metered separately', async () => {
        const a = (await created()).record.id;
        const b = (await created()).record.id;
        await store.admit(a, 7, roomy, T0);
        await store.admit(a, 1, roomy, T0);
        expect(await store.admit(b, 2, roomy, T0)).toEqual({ outcome: 'ok', unitsUsed: 2, minuteCount: 1 });
        expect(await store.usage(a, T0)).toEqual({ unitsUsed: 8, minuteCount: 2 });
      });

      test('rate_limited once the minute window is full: counted, not charged', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 1000, requestsPerMinute: 3 };
        for (let i = 1; i <= 3; i++) expect(await store.admit(id, 2, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 2 * i, minuteCount: i });
        expect(await store.admit(id, 2, limits, T0)).toEqual({ outcome: 'rate_limited', unitsUsed: 6, minuteCount: 4 });
        expect(await store.admit(id, 0, limits, T0)).toEqual({ outcome: 'rate_limited', unitsUsed: 6, minuteCount: 5 });
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 6, minuteCount: 5 });
      });

      test('the rate limit is checked before the quota', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 4, requestsPerMinute: 1 };
        expect(await store.admit(id, 4, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 4, minuteCount: 1 });
        expect(await store.admit(id, 4, limits, T0)).toEqual({ outcome: 'rate_limited', unitsUsed: 4, minuteCount: 2 });
      });

      test('quota_exceeded when the cost would pass the daily limit: counted, not charged; the exact fill passes', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 10, requestsPerMinute: 100 };
        expect(await store.admit(id, 8, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 8, minuteCount: 1 });
        expect(await store.admit(id, 3, limits, T0)).toEqual({ outcome: 'quota_exceeded', unitsUsed: 8, minuteCount: 2 });
        expect(await store.admit(id, 2, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 10, minuteCount: 3 });
        expect(await store.admit(id, 1, limits, T0)).toEqual({ outcome: 'quota_exceeded', unitsUsed: 10, minuteCount: 4 });
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 10, minuteCount: 4 });
      });

      test('a cost larger than the whole daily limit is refused on a fresh day', async () => {
        const { record: { id } } = await created();
        expect(await store.admit(id, 11, { unitsPerDay: 10, requestsPerMinute: 5 }, T0)).toEqual({ outcome: 'quota_exceeded', unitsUsed: 0, minuteCount: 1 });
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 0, minuteCount: 1 });
      });

      test('cost 0 always passes a spent quota (and a 0-unit plan) and charges nothing', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 5, requestsPerMinute: 100 };
        expect(await store.admit(id, 5, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 5, minuteCount: 1 });
        expect(await store.admit(id, 0, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 5, minuteCount: 2 });
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 5, minuteCount: 2 });
        const fresh = (await created()).record.id;
        expect(await store.admit(fresh, 0, { unitsPerDay: 0, requestsPerMinute: 100 }, T0)).toEqual({ outcome: 'ok', unitsUsed: 0, minuteCount: 1 });
        expect(await store.usage(fresh, T0)).toEqual({ unitsUsed: 0, minuteCount: 1 });
      });

      test('cost 0 passes even when today\'s usage is above the limit (plan lowered during the day)', async () => {
        const { record: { id } } = await created();
        expect(await store.admit(id, 400, { unitsPerDay: 20_000, requestsPerMinute: 300 }, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 400 });
        const free: Limits = { unitsPerDay: 100, requestsPerMinute: 30 };
        expect(await store.admit(id, 0, free, T0)).toEqual({ outcome: 'ok', unitsUsed: 400, minuteCount: 2 });
        expect(await store.admit(id, 1, free, T0)).toEqual({ outcome: 'quota_exceeded', unitsUsed: 400, minuteCount: 3 });
      });

      test('countRequest counts in the minute window without charging, and counts toward the limit', async () => {
        const { record: { id } } = await created();
        expect(await store.countRequest(id, T0)).toBe(1);
        expect(await store.countRequest(id, T0)).toBe(2);
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 0, minuteCount: 2 });
        const limits: Limits = { unitsPerDay: 100, requestsPerMinute: 3 };
        expect(await store.admit(id, 1, limits, T0)).toEqual({ outcome: 'ok', unitsUsed: 1, minuteCount: 3 });
        expect(await store.admit(id, 1, limits, T0)).toEqual({ outcome: 'rate_limited', unitsUsed: 1, minuteCount: 4 });
        expect(await store.countRequest(id, T0)).toBe(5);
      });

      test('a new minute window starts the count again (fixed 60-second windows on the clock)', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 100, requestsPerMinute: 2 };
        const late = at('2031-03-14T12:00:59.999Z');
        const next = at('2031-03-14T12:01:00.000Z');
        await store.admit(id, 1, limits, at('2031-03-14T12:00:00.000Z'));
        await store.admit(id, 1, limits, late);
        expect(await store.admit(id, 1, limits, late)).toMatchObject({ outcome: 'rate_limited', minuteCount: 3 });
        expect(await store.usage(id, late)).toEqual({ unitsUsed: 2, minuteCount: 3 });
        expect(await store.usage(id, next)).toEqual({ unitsUsed: 2, minuteCount: 0 });
        expect(await store.admit(id, 1, limits, next)).toEqual({ outcome: 'ok', unitsUsed: 3, minuteCount: 1 });
        expect(await store.countRequest(id, at('2031-03-14T12:02:30.000Z'))).toBe(1);
      });

      test('steps sent together (one batch: two keys, two days, refunds, limits reached) answer as sent one by one', async () => {
        const day1 = at('2031-03-14T23:59:30.000Z');
        const day2 = at('2031-03-15T00:00:05.000Z');
        const limits: Limits = { unitsPerDay: 10, requestsPerMinute: 3 };
        type Op = (s: AccessStore, a: string, b: string) => Promise<unknown>;
        const ops: Op[] = [
          (s, a) => s.admit(a, 6, limits, day1),
          (s, a, b) => s.admit(b, 3, limits, day1),
          (s, a) => s.admit(a, 6, limits, day1), // quota_exceeded
          (s, a) => s.admit(a, 4, limits, day2), // a new day
          (s, a) => s.refund(a, 2, day1),
          (s, a) => s.countRequest(a, day1),
          (s, a) => s.admit(a, 6, limits, day1), // 4 + 6 would fit after the refund, but it is the minute's 4th request: rate_limited
          (s, a, b) => s.admit(b, 1, limits, day2),
          (s, a) => s.admit(a, 6, limits, day2),
          (s, a) => s.countRequest(a, day2),
        ];
        const one = [await created(), await created()].map((k) => k.record.id) as [string, string];
        const sequential: unknown[] = [];
        for (const op of ops) sequential.push(await op(store, ...one));
        const together = [await created(), await created()].map((k) => k.record.id) as [string, string];
        expect(await Promise.all(ops.map((op) => op(store, ...together)))).toEqual(sequential);
        expect(sequential[2]).toMatchObject({ outcome: 'quota_exceeded' });
        expect(sequential[6]).toMatchObject({ outcome: 'rate_limited' });
        for (const [i, id] of together.entries()) {
          for (const d of [day1, day2]) expect(await store.usage(id, d)).toEqual(await store.usage(one[i]!, d));
        }
      });

      test('a new UTC day starts at 0 units; the previous day keeps its total', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 10, requestsPerMinute: 100 };
        const lastMs = at('2031-03-14T23:59:59.999Z');
        const midnight = at('2031-03-15T00:00:00.000Z');
        expect(await store.admit(id, 10, limits, lastMs)).toMatchObject({ outcome: 'ok', unitsUsed: 10 });
        expect(await store.admit(id, 1, limits, lastMs)).toMatchObject({ outcome: 'quota_exceeded', unitsUsed: 10 });
        expect(await store.usage(id, midnight)).toEqual({ unitsUsed: 0, minuteCount: 0 });
        expect(await store.admit(id, 4, limits, midnight)).toEqual({ outcome: 'ok', unitsUsed: 4, minuteCount: 1 });
        expect((await store.usage(id, lastMs)).unitsUsed).toBe(10);
        expect((await store.usage(id, midnight)).unitsUsed).toBe(4);
      });

      test('refund gives units back, never below 0, on the day of `now` only', async () => {
        const { record: { id } } = await created();
        const day1 = at('2031-03-14T23:59:00.000Z');
        const day2 = at('2031-03-15T00:01:00.000Z');
        await store.admit(id, 5, roomy, day1);
        await store.admit(id, 7, roomy, day2);
        await store.refund(id, 2, day1);
        expect((await store.usage(id, day1)).unitsUsed).toBe(3);
        expect((await store.usage(id, day2)).unitsUsed).toBe(7);
        await store.refund(id, 100, day1);
        expect((await store.usage(id, day1)).unitsUsed).toBe(0);
        expect((await store.usage(id, day2)).unitsUsed).toBe(7);
        await store.refund(id, 0, day2);
        expect((await store.usage(id, day2)).unitsUsed).toBe(7);
        // The minute count is untouched by refunds.
        expect((await store.usage(id, day2)).minuteCount).toBe(1);
      });

      test('refunded units can be spent again; a refund on a day without usage does nothing', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 6, requestsPerMinute: 100 };
        await store.refund(id, 3, T0);
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 0, minuteCount: 0 });
        expect(await store.admit(id, 6, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 6 });
        expect(await store.admit(id, 3, limits, T0)).toMatchObject({ outcome: 'quota_exceeded', unitsUsed: 6 });
        await store.refund(id, 3, T0);
        expect(await store.admit(id, 3, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 6 });
      });

      test('usage of a key that never made a request is zero', async () => {
        expect(await store.usage('key_nobody', T0)).toEqual({ unitsUsed: 0, minuteCount: 0 });
      });
    });

    describe('concurrency', () => {
      test('200 parallel cost-1 admits with 50 units left: exactly 50 ok, 500 of 500 used', async () => {
        const { record: { id } } = await created();
        const results = await burst([store], id);
        const ok = results.filter((r) => r.outcome === 'ok');
        expect(ok).toHaveLength(50);
        expect(results.filter((r) => r.outcome === 'quota_exceeded')).toHaveLength(150);
        // Every admission saw a distinct minute count and the ok ones distinct unit totals 451..500.
        expect(new Set(results.map((r) => r.minuteCount)).size).toBe(200);
        expect(ok.map((r) => r.unitsUsed).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 451 + i));
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 500, minuteCount: 201 });
      });

      test('parallel admits never pass the per-minute limit', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 10_000, requestsPerMinute: 30 };
        const results = await Promise.all(Array.from({ length: 100 }, () => store.admit(id, 2, limits, T0)));
        expect(results.filter((r) => r.outcome === 'ok')).toHaveLength(30);
        expect(results.filter((r) => r.outcome === 'rate_limited')).toHaveLength(70);
        expect(await store.usage(id, T0)).toEqual({ unitsUsed: 60, minuteCount: 100 });
      });

      test('parallel refunds and admits keep an exact total', async () => {
        const { record: { id } } = await created();
        const limits: Limits = { unitsPerDay: 10_000, requestsPerMinute: 10_000 };
        await Promise.all(Array.from({ length: 100 }, () => store.admit(id, 3, limits, T0)));
        await Promise.all(Array.from({ length: 40 }, () => store.refund(id, 3, T0)));
        expect((await store.usage(id, T0)).unitsUsed).toBe(180);
      });
    });
  });
}
