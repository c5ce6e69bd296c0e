/**
 * The API over the on-demand store (what the server uses, src/server/runtime.ts) answers a completed
 * match exactly as over the payloads in memory: same bytes, same ETag, same encodings; the bytes are
 * the build's files. A payload file gone from the build is computed instead, with the same answer.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { createApi, type ApiResponse } from '../../src/server/api/app.ts';
import { prerenderPayloads, writePrerendered } from '../../src/server/api/prerender.ts';
import { openPrerendered, type PrerenderedFolder } from '../../src/server/api/prerendered-folder.ts';
import type { PrerenderedStore } from '../../src/server/api/prerendered-store.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';

const V1 = '/api/public/v1';
let ds: Dataset;
let dir: string;
let secret: string;
let gate: ReturnType<typeof createGate>;
const logged: string[] = [];

beforeAll(async () => {
  ds = await datasetFrom(await writeFixture());
  dir = await mkdtemp(join(tmpdir(), 'matchday-on-demand-'));
  // As the build does: every final payload with its encodings, written to the folder.
  await writePrerendered(dir, prerenderPayloads(ds, true));
  const store = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  gate = createGate({ store, plans });
  secret = (await createKey(store, plans, { name: 'pro', plan: 'pro' })).secret;
  return () => rm(dir, { recursive: true, force: true });
});

const apiOver = (prerendered: PrerenderedStore) => createApi({ ds, source: withSlots(ds, staticSource(ds)), prerendered, gate, openapi: buildOpenApi() });
const get = (api: ReturnType<typeof apiOver>, path: string, headers: Record<string, string> = {}): Promise<ApiResponse> =>
  api.handle({ method: 'GET', path, query: '', headers: { authorization: `Bearer ${secret}`, ...headers }, requestId: 'req_on_demand' });
const openStore = (): Promise<PrerenderedFolder> => openPrerendered(dir, { log: (m) => void logged.push(m) });

test('a completed match\'s detail, events and line-ups: the same bytes and ETag from the folder as from memory, in every encoding', async () => {
  const folder = await openStore();
  const onDemand = apiOver(folder);
  const inMemory = apiOver(prerenderPayloads(ds, true));
  for (const path of [`${V1}/matches/match_fx-1`, `${V1}/matches/match_fx-1/events`, `${V1}/matches/match_fx-1/lineups`]) {
    for (const encoding of ['', 'gzip', 'br, gzip']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const [a, b] = [await get(onDemand, path, headers), await get(inMemory, path, headers)];
      expect(a.status).toBe(200);
      expect(a.headers.ETag).toBe(b.headers.ETag);
      expect(a.headers['Content-Encoding']).toBe(b.headers['Content-Encoding']);
      expect(a.body!.equals(b.body!)).toBe(true);
    }
  }
  // They came from the build's files: the detail is the .json, the line-ups' br answer the .json.br.
  expect((await get(onDemand, `${V1}/matches/match_fx-1`)).body!.equals(await readFile(join(dir, 'getMatch--match_fx-1.json')))).toBe(true);
  const br = await get(onDemand, `${V1}/matches/match_fx-1/lineups`, { 'accept-encoding': 'br' });
  expect(br.headers['Content-Encoding']).toBe('br');
  expect(br.body!.equals(await readFile(join(dir, 'getMatchLineups--match_fx-1.json.br')))).toBe(true);
  expect(folder.cachedBytes).toBeGreaterThan(0);
  // A revalidation with that ETag is a 304.
  expect((await get(onDemand, `${V1}/matches/match_fx-1/lineups`, { 'if-none-match': br.headers.ETag! })).status).toBe(304);
});

test('a payload file missing from the build: the detail is computed, same JSON and ETag, logged once', async () => {
  const expected = await get(apiOver(prerenderPayloads(ds, true)), `${V1}/matches/match_fx-3`);
  await rm(join(dir, 'getMatch--match_fx-3.json'));
  logged.length = 0;
  const folder = await openStore();
  const api = apiOver(folder);
  for (let i = 0; i < 2; i++) {
    const r = await get(api, `${V1}/matches/match_fx-3`);
    expect(r.status).toBe(200);
    expect(r.body!.equals(expected.body!)).toBe(true);
    expect(r.headers.ETag).toBe(expected.headers.ETag);
  }
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('getMatch:match_fx-3');
});
