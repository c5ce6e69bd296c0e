/**
 * The request pipeline's steps (src/server/api/app.ts), each on its own: authenticate refuses before
 * metering (counted in the minute window, no units), admit reserves the endpoint's units or 0 for a
 * revalidation (If-None-Match names the current ETag), and refuse gives reserved units back when the
 * resource step fails. Costs are decisions.md's: match detail 1 unit, a 304 0 units, only 2xx charged.
 */
import { beforeEach, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { createApi, type ApiRequest, type Exchange } from '../../src/server/api/app.ts';
import { matchRoute } from '../../src/server/api/router.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { ApiError } from '../../src/lib/errors/api-error.ts';

const V1 = '/api/public/v1';
let content: string;
let api: ReturnType<typeof createApi>;
let store: SqliteAccessStore;
let keys: { free: { secret: string; id: string }; pro: { secret: string; id: string } };

beforeEach(async () => {
  content ??= await writeFixture();
  const ds = await datasetFrom(content);
  store = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  const gate = createGate({ store, plans });
  api = createApi({ ds, source: withSlots(ds, staticSource(ds)), prerendered: prerenderPayloads(ds, false), gate, openapi: buildOpenApi() });
  const make = async (plan: string) => {
    const { secret, record } = await createKey(store, plans, { name: plan, plan });
    return { secret, id: record.id };
  };
  keys = { free: await make('free'), pro: await make('pro') };
});

const request = (path: string, secret: string, headers: Record<string, string> = {}): ApiRequest => ({
  method: 'GET', path, query: '', headers: { authorization: `Bearer ${secret}`, ...headers }, requestId: 'req_steps',
});
const exchangeOf = (req: ApiRequest): Exchange => api.steps.exchange(req, {}, matchRoute(req.path)!);
const used = async (keyId: string) => store.usage(keyId, new Date());

test('authenticate: a missing permission is refused before metering: counted as a request, no units', async () => {
  const x = exchangeOf(request(`${V1}/matches/match_fx-1/events`, keys.free.secret));
  const err = await api.steps.authenticate(x).catch((e: unknown) => e);
  expect((err as ApiError).code).toBe('permission_missing');
  expect(x.principal?.key.id).toBe(keys.free.id);
  expect(x.meta.keyId).toBe(keys.free.id);
  expect(await used(keys.free.id)).toMatchObject({ unitsUsed: 0, minuteCount: 1 });
});

test('admit: reserves the detail\'s 1 unit; with If-None-Match naming the current ETag it admits at 0 units', async () => {
  const path = `${V1}/matches/match_fx-1`;
  const x = exchangeOf(request(path, keys.pro.secret));
  await api.steps.admit(x, await api.steps.authenticate(x));
  expect(x.reserved).toBe(1);
  expect(x.revalidated).toBeNull();
  expect((await used(keys.pro.id)).unitsUsed).toBe(1);
  const first = await api.steps.resourceAndSettle(x, x.principal!);
  expect(first.status).toBe(200);
  expect(first.headers['X-Units-Cost']).toBe('1');

  const again = exchangeOf(request(path, keys.pro.secret, { 'if-none-match': first.headers.ETag! }));
  await api.steps.admit(again, await api.steps.authenticate(again));
  expect(again.reserved).toBe(0);
  expect(again.revalidated?.etag).toBe(first.headers.ETag);
  const revalidated = await api.steps.resourceAndSettle(again, again.principal!);
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers['X-Units-Cost']).toBe('0');
  expect(await used(keys.pro.id)).toMatchObject({ unitsUsed: 1, minuteCount: 2 });
});

test('refuse: when the resource step fails after admission, the reserved unit is given back', async () => {
  const x = exchangeOf(request(`${V1}/matches/match_nope`, keys.pro.secret));
  await api.steps.authenticateAndAdmit(x);
  expect((await used(keys.pro.id)).unitsUsed).toBe(1);
  const err = await api.steps.resourceAndSettle(x, x.principal!).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  const out = await api.steps.refuse(x, err);
  expect(out.status).toBe(404);
  expect(JSON.parse(out.body!.toString()).error.code).toBe('resource_not_found');
  expect(out.headers['X-Units-Cost']).toBe('0');
  expect((await used(keys.pro.id)).unitsUsed).toBe(0);
});

test('beforeAuthentication: OPTIONS and other methods are answered without a key; GET of an API route goes on', () => {
  const route = matchRoute(`${V1}/matches`)!;
  const options = api.steps.beforeAuthentication({ ...request(`${V1}/matches`, ''), method: 'OPTIONS', headers: {} }, route);
  expect(options?.status).toBe(204);
  const post = api.steps.beforeAuthentication({ ...request(`${V1}/matches`, ''), method: 'POST', headers: {} }, route);
  expect(post?.status).toBe(405);
  expect(post?.headers.Allow).toBe('GET, HEAD, OPTIONS');
  expect(api.steps.beforeAuthentication(request(`${V1}/matches`, keys.pro.secret), route)).toBeNull();
});
