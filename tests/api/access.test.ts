/** The gate in front of every endpoint: 401, 403, 429, units headers, /usage (decisions.md). */
import { beforeEach, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { hashApiKey } from '../../src/server/access/api-key.ts';

const V1 = '/api/public/v1';
let h: Harness;
let clock = new Date('2030-06-01T12:00:10.000Z');
let content: string;

beforeEach(async () => {
  clock = new Date('2030-06-01T12:00:10.000Z');
  content ??= await writeFixture();
  h = await apiHarness(content, { now: () => clock });
});

async function keyId(secret: string): Promise<string> {
  return (await h.store.findKeyByHash(hashApiKey(secret)))!.id;
}

describe('authentication', () => {
  test.each([
    ['no header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['empty', ''],
  ])('%s → 401 api_key_missing with WWW-Authenticate', async (_, header) => {
    const r = await h.get(`${V1}/matches`, { key: null, headers: header === undefined ? {} : { Authorization: header } });
    expect(r.status).toBe(401);
    expect(r.headers['WWW-Authenticate']).toBe('Bearer realm="api"');
    expect(r.json.error).toMatchObject({ type: 'authentication_error', code: 'api_key_missing', param: null });
  });
  test.each([
    ['Bearer'],
    ['Bearer sk_live_short'],
    ['Bearer sk_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['Bearer sk_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    [`Bearer ${'x'.repeat(8000)}`],
  ])('%s → 401 api_key_invalid', async (header) => {
    const r = await h.get(`${V1}/matches`, { key: null, headers: { Authorization: header } });
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe('api_key_invalid');
    expect(JSON.stringify(r.json)).not.toContain('sk_live_AAAA');
  });
  test('the scheme is case-insensitive; trailing junk is invalid', async () => {
    expect((await h.get(`${V1}/matches`, { key: null, headers: { Authorization: `bearer ${h.keys.pro}` } })).status).toBe(200);
    expect((await h.get(`${V1}/matches`, { key: null, headers: { Authorization: `BEARER ${h.keys.pro}` } })).status).toBe(200);
    expect((await h.get(`${V1}/matches`, { key: null, headers: { Authorization: `Bearer ${h.keys.pro} x` } })).json.error.code).toBe('api_key_invalid');
  });
  test('a revoked key is refused on the next request', async () => {
    expect((await h.get(`${V1}/matches`, { key: h.keys.starter })).status).toBe(200);
    await h.store.updateKey(await keyId(h.keys.starter), { status: 'revoked' });
    const r = await h.get(`${V1}/matches`, { key: h.keys.starter });
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe('api_key_invalid');
  });
  test('authentication comes before query validation, which comes before permission', async () => {
    expect((await h.get(`${V1}/matches?bogus=1`, { key: null })).status).toBe(401);
    const r = await h.get(`${V1}/matches/match_fx-1/events?bogus=1`, { key: h.keys.free });
    expect(r.json.error.code).toBe('parameter_unknown');
  });
});

describe('permissions', () => {
  test.each([
    ['/matches/match_fx-1/events', 'match_events'],
    ['/matches/match_fx-1/stats', 'match_stats'],
    ['/matches/match_fx-1/lineups', 'match_lineups'],
    ['/matches/live', 'live_matches'],
  ])('free key on %s → 403 naming %s and the starter plan', async (path, permission) => {
    const r = await h.get(`${V1}${path}`, { key: h.keys.free });
    expect(r.status).toBe(403);
    expect(r.json.error).toMatchObject({ type: 'permission_error', code: 'permission_missing', param: null });
    expect(r.json.error.message).toContain(permission);
    expect(r.json.error.message).toContain('starter');
    expect(r.headers['X-Units-Cost']).toBe('0');
  });
  test('permission is checked before the resource exists', async () => {
    const r = await h.get(`${V1}/matches/match_nope/events`, { key: h.keys.free });
    expect(r.status).toBe(403);
  });
  test('extra permissions on a free key', async () => {
    await h.store.updateKey(await keyId(h.keys.free), { extra_permissions: ['match_stats'] });
    expect((await h.get(`${V1}/matches/match_fx-1/stats`, { key: h.keys.free })).status).toBe(200);
    expect((await h.get(`${V1}/matches/match_fx-1/events`, { key: h.keys.free })).status).toBe(403);
  });
});

describe('units and limits', () => {
  test('units headers on every authenticated answer', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/lineups`, { key: h.keys.starter });
    expect(r.headers['X-Units-Cost']).toBe('3');
    expect(r.headers['X-Units-Remaining']).toBe('19997');
    expect(r.headers['RateLimit-Policy']).toBe('"units";q=20000;w=86400, "requests";q=300;w=60');
    const seconds = Math.ceil((Date.parse('2030-06-02T00:00:00Z') - clock.getTime()) / 1000);
    expect(r.headers.RateLimit).toBe(`"units";r=19997;t=${seconds}`);
  });
  test.each([
    ['/matches', 1], ['/matches/match_fx-1', 1], ['/matches/match_fx-1/events', 2], ['/matches/match_fx-1/stats', 2],
    ['/matches/match_fx-1/lineups', 3], ['/matches/live', 2], ['/players', 1], ['/players/player_aaa-1', 1], ['/usage', 0],
  ])('%s costs %i', async (path, cost) => {
    const r = await h.get(`${V1}${path}`);
    expect(r.status).toBe(200);
    expect(r.headers['X-Units-Cost']).toBe(String(cost));
    expect(r.headers['X-Units-Remaining']).toBe(String(250000 - cost));
  });
  test('errors are not charged', async () => {
    await h.get(`${V1}/matches/match_nope`);
    await h.get(`${V1}/matches?page=0`);
    const u = await h.get(`${V1}/usage`);
    expect(u.json.data.units.used).toBe(0);
  });
  test('quota: a request that would pass the daily units is refused and not charged', async () => {
    const id = await keyId(h.keys.free);
    await h.store.admit(id, 499, { unitsPerDay: 500, requestsPerMinute: 1000 }, clock);
    expect((await h.get(`${V1}/matches`, { key: h.keys.free })).status).toBe(200);
    const r = await h.get(`${V1}/matches`, { key: h.keys.free });
    expect(r.status).toBe(429);
    expect(r.json.error).toMatchObject({ type: 'rate_limit_error', code: 'quota_exceeded' });
    expect(Number(r.headers['Retry-After'])).toBe(Math.ceil((Date.parse('2030-06-02T00:00:00Z') - clock.getTime()) / 1000));
    expect(r.headers['X-Units-Remaining']).toBe('0');
    const usage = await h.get(`${V1}/usage`, { key: h.keys.free });
    expect(usage.status).toBe(200);
    expect(usage.json.data.units).toEqual({ limit: 500, used: 500, remaining: 0, resets_at: '2030-06-02T00:00:00.000Z' });
    clock = new Date('2030-06-02T00:00:01.000Z');
    expect((await h.get(`${V1}/matches`, { key: h.keys.free })).status).toBe(200);
  });
  test('per-minute limit counts every authenticated request, 400s and 429s included', async () => {
    for (let i = 0; i < 29; i++) await h.get(`${V1}/matches${i % 2 ? '?page=0' : ''}`, { key: h.keys.free });
    expect((await h.get(`${V1}/matches`, { key: h.keys.free })).status).toBe(200);
    const r = await h.get(`${V1}/matches`, { key: h.keys.free });
    expect(r.status).toBe(429);
    expect(r.json.error.code).toBe('rate_limited');
    expect(r.headers['Retry-After']).toBe('50');
    clock = new Date('2030-06-01T12:01:00.000Z');
    expect((await h.get(`${V1}/matches`, { key: h.keys.free })).status).toBe(200);
  });
  test('200 parallel requests against 50 units left serve exactly 50 units', async () => {
    const id = await keyId(h.keys.pro);
    await h.store.admit(id, 250000 - 50, { unitsPerDay: 250000, requestsPerMinute: 100000 }, clock);
    const all = await Promise.all(Array.from({ length: 200 }, () => h.get(`${V1}/matches`)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(50);
    expect(all.filter((r) => r.status === 429 && r.json.error.code === 'quota_exceeded')).toHaveLength(150);
  });
  test('usage reports plan, permissions and limits', async () => {
    await h.get(`${V1}/matches/match_fx-1/events`, { key: h.keys.starter });
    const r = await h.get(`${V1}/usage`, { key: h.keys.starter });
    expect(r.json.data).toEqual({
      key_id: expect.stringMatching(/^key_/), mode: 'live', plan: 'starter', permissions: ['live_matches', 'match_events', 'match_lineups', 'match_stats'],
      units: { limit: 20000, used: 2, remaining: 19998, resets_at: '2030-06-02T00:00:00.000Z' },
      requests_per_minute: { limit: 300, remaining: 298 },
    });
  });
});

describe('revalidation when the units are spent', () => {
  test('a matching If-None-Match is answered 304 (0 units) even with no units left; a stale one is refused', async () => {
    const first = await h.get(`${V1}/matches/match_fx-1/events`, { key: h.keys.starter });
    const etag = first.headers.ETag!;
    const id = await keyId(h.keys.starter);
    await h.store.admit(id, 20000 - 2, { unitsPerDay: 20000, requestsPerMinute: 100000 }, clock);
    const r = await h.get(`${V1}/matches/match_fx-1/events`, { key: h.keys.starter, headers: { 'If-None-Match': etag } });
    expect(r.status).toBe(304);
    expect(r.headers['X-Units-Cost']).toBe('0');
    expect(r.headers['X-Units-Remaining']).toBe('0');
    const stale = await h.get(`${V1}/matches/match_fx-1/events`, { key: h.keys.starter, headers: { 'If-None-Match': '"old"' } });
    expect(stale.status).toBe(429);
    expect(stale.json.error.code).toBe('quota_exceeded');
    const missing = await h.get(`${V1}/matches/match_nope/events`, { key: h.keys.starter, headers: { 'If-None-Match': etag } });
    expect(missing.status).toBe(429); // rate/quota comes before the resource
  });
});
