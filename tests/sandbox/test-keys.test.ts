/**
 * Test keys at the gate (decisions.md "Sandbox: test keys"): `sk_test_` form, not charged units
 * (X-Units-Cost 0, headers still consistent), the starter plan's permissions plus webhooks, 60
 * requests per minute, `/usage` names the mode, and the secret's prefix must match the record's mode.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { createApi } from '../../src/server/api/app.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { generateApiKey, generateKeyId, hashApiKey, isWellFormedKey, modeOfSecret } from '../../src/server/access/api-key.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { changeKey, createKey, KeyAdminError } from '../../src/server/access/key-admin.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { newRequestId } from '../../src/server/http/request-id.ts';
import { canonicalize } from '../../src/server/http/canonical-path.ts';
import { usage } from '../../src/schemas/api/usage.ts';
import { writeFull } from '../live/fixtures.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { sandboxHarness, type SandboxHarness } from './harness.ts';

const plans = loadPlans();
const starter = plans.find((p) => p.id === 'starter')!;
/** Mid-minute: the 60-per-minute window does not roll over during the test. */
const NOW = new Date('2031-03-14T12:00:10.000Z');

async function inProcess() {
  const ds = await datasetFrom(await writeFull());
  const store = new SqliteAccessStore(':memory:');
  const gate = createGate({ store, plans, now: () => NOW });
  const api = createApi({ ds, source: withSlots(ds, staticSource(ds)), prerendered: prerenderPayloads(ds, false), gate, openapi: buildOpenApi() });
  const get = async (path: string, key: string) => {
    const url = canonicalize(path)!;
    const res = await api.handle({ method: 'GET', path: url.path, query: url.query, headers: { authorization: `Bearer ${key}` }, requestId: newRequestId() });
    return { ...res, json: res.body ? JSON.parse(res.body.toString('utf8')) : null };
  };
  return { ds, store, get };
}

describe('key form', () => {
  test('test keys are sk_test_ + 40 base62, live keys sk_live_ + 40; both are well-formed and name their mode', () => {
    const t = generateApiKey('test');
    const l = generateApiKey();
    expect(t).toMatch(/^sk_test_[0-9A-Za-z]{40}$/);
    expect(l).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    expect([isWellFormedKey(t), isWellFormedKey(l), isWellFormedKey(`sk_prod_${t.slice(8)}`)]).toEqual([true, true, false]);
    expect([modeOfSecret(t), modeOfSecret(l)]).toEqual(['test', 'live']);
  });
});

describe('the gate', () => {
  let env: Awaited<ReturnType<typeof inProcess>>;
  let testKey = '';
  let liveKey = '';
  beforeAll(async () => {
    env = await inProcess();
    testKey = (await createKey(env.store, plans, { name: 'sandbox', mode: 'test' })).secret;
    liveKey = (await createKey(env.store, plans, { name: 'live', plan: 'starter' })).secret;
  });

  test('a test key is not charged units; the units and rate-limit headers stay consistent', async () => {
    for (const path of ['/api/public/v1/matches', '/api/public/v1/matches/match_fx-1/lineups', '/api/public/v1/matches/match_fx-1/events']) {
      const r = await env.get(path, testKey);
      expect(r.status).toBe(200);
      expect(r.headers['X-Units-Cost']).toBe('0');
      expect(r.headers['X-Units-Remaining']).toBe(String(starter.units_per_day));
      expect(r.headers['RateLimit-Policy']).toBe(`"units";q=${starter.units_per_day};w=86400, "requests";q=60;w=60`);
      expect(r.headers.RateLimit).toMatch(new RegExp(`^"units";r=${starter.units_per_day};t=\\d+$`));
    }
    const u = await env.get('/api/public/v1/usage', testKey);
    expect(u.json.data.units.used).toBe(0);
    // the same requests cost a live key units
    expect((await env.get('/api/public/v1/matches/match_fx-1/lineups', liveKey)).headers['X-Units-Cost']).toBe('3');
  });

  test('/usage says the mode, plan sandbox and the permissions: the starter plan\'s plus webhooks', async () => {
    const t = (await env.get('/api/public/v1/usage', testKey)).json;
    expect(usage.parse(t.data)).toEqual(t.data);
    expect(t.data).toMatchObject({ mode: 'test', plan: 'sandbox', requests_per_minute: { limit: 60 } });
    expect(t.data.permissions).toEqual([...starter.permissions, 'webhooks'].sort());
    const l = (await env.get('/api/public/v1/usage', liveKey)).json;
    expect(l.data).toMatchObject({ mode: 'live', plan: 'starter' });
    expect(usage.parse(l.data)).toEqual(l.data);
  });

  test('a test key may make 60 requests per minute; the 61st is rate_limited', async () => {
    const key = (await createKey(env.store, plans, { name: 'burst', mode: 'test' })).secret;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await env.get('/api/public/v1/matches', key)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await env.get('/api/public/v1/matches', key);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(over.headers['Retry-After']).toMatch(/^\d+$/);
    // a starter live key is not held to 60
    for (let i = 0; i < 61; i++) expect((await env.get('/api/public/v1/usage', liveKey)).status).toBe(200);
  });

  test('a sk_test_ secret never authenticates a live record, nor a sk_live_ secret a test record', async () => {
    const testSecret = generateApiKey('test');
    await env.store.createKey({ id: generateKeyId(), name: 'mislabelled live', plan: 'pro', extra_permissions: [], status: 'active', created_at: NOW.toISOString() }, hashApiKey(testSecret));
    const liveSecret = generateApiKey('live');
    await env.store.createKey({ id: generateKeyId(), name: 'mislabelled test', plan: 'sandbox', extra_permissions: [], status: 'active', created_at: NOW.toISOString(), mode: 'test' }, hashApiKey(liveSecret));
    for (const secret of [testSecret, liveSecret]) {
      const r = await env.get('/api/public/v1/matches', secret);
      expect(r.status).toBe(401);
      expect(r.json.error.code).toBe('api_key_invalid');
    }
    // a correctly made test key still works
    expect((await env.get('/api/public/v1/matches', testKey)).status).toBe(200);
  });

  test('a revoked test key is refused', async () => {
    const { secret, record } = await createKey(env.store, plans, { name: 'gone', mode: 'test' });
    expect((await env.get('/api/public/v1/usage', secret)).status).toBe(200);
    await changeKey(env.store, plans, record.id, { status: 'revoked' });
    expect((await env.get('/api/public/v1/usage', secret)).status).toBe(401);
  });

  test('a test key\'s plan and permissions cannot be changed or extended', async () => {
    const { record } = await createKey(env.store, plans, { name: 'fixed', mode: 'test' });
    await expect(changeKey(env.store, plans, record.id, { plan: 'pro' })).rejects.toThrow(KeyAdminError);
    await expect(changeKey(env.store, plans, record.id, { extra: ['feed_write'] })).rejects.toThrow(KeyAdminError);
    await expect(createKey(env.store, plans, { name: 'x', mode: 'test', extra: ['feed_write'] })).rejects.toThrow(/test key/);
  });
});

describe('over HTTP with both modes wired', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await sandboxHarness(await writeFull());
  });
  afterAll(async () => {
    await h?.close();
  });

  test('test keys read events, stats, line-ups and the live list; the feed API refuses them', async () => {
    for (const path of ['/events', '/stats', '/lineups']) expect((await h.get(`/api/public/v1/matches/match_fx-1${path}`, h.keys.test)).status).toBe(200);
    expect((await h.get('/api/public/v1/matches/live', h.keys.test)).status).toBe(200);
    const feed = await fetch(`${h.url}/api/feed/v1/matches/match_fx-1/messages`, {
      method: 'POST', headers: { Authorization: `Bearer ${h.keys.test}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ seq: 1, type: 'start', replay: true }),
    });
    expect(feed.status).toBe(403);
    expect((await feed.json()).error.code).toBe('permission_missing');
  });

  test('the push stream costs a test key nothing', async () => {
    const res = await fetch(`${h.url}/api/public/v1/matches/live/stream`, { method: 'HEAD', headers: { Authorization: `Bearer ${h.keys.test}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-units-cost')).toBe('0');
  });
});
