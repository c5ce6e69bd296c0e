/**
 * The sandbox in the real server process (scripts/start.ts): test keys made with the keys CLI see
 * the scheduler's replays in /matches/live and the push stream, live keys do not; with
 * MATCHDAY_SANDBOX=off test keys see the content only.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { GENEROUS_MS, until } from '../helpers/until.ts';
import { buildDist, writeFull } from '../live/fixtures.ts';
import { openStream, type SseStream } from '../live/sse-client.ts';

let dist: string;
let on: ServerProcess;
let off: ServerProcess;
const streams: SseStream[] = [];

const key = (server: ServerProcess, args: string[]) => createKeyWithCli(args, { MATCHDAY_DATA_DIR: server.dataDir, REDIS_URL: '' });

beforeAll(async () => {
  dist = await buildDist(await writeFull());
  [on, off] = await Promise.all([
    startServer({ dist, env: { MATCHDAY_SANDBOX_EVERY: '2s', MATCHDAY_SANDBOX_SPEED: '1200', REDIS_URL: '' } }),
    startServer({ dist, env: { MATCHDAY_SANDBOX: 'off', REDIS_URL: '' } }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([on?.stop(), off?.stop()]);
});

const get = async (server: ServerProcess, path: string, k: string) => (await fetch(`${server.url}/api/public/v1${path}`, { headers: { Authorization: `Bearer ${k}` } })).json();

test('a test key sees sandbox replays in the push stream and /matches/live; a live key sees none', async () => {
  const testKey = await key(on, ['--test', '--name', 'sandbox']);
  const liveKey = await key(on, ['--name', 'live', '--plan', 'pro']);
  expect(testKey).toMatch(/^sk_test_/);
  const testStream = await openStream(`${on.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${testKey}` });
  const liveStream = await openStream(`${on.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${liveKey}` });
  streams.push(testStream, liveStream);
  expect([testStream.status, liveStream.status]).toEqual([200, 200]);
  expect(testStream.headers['x-units-cost']).toBe('0');
  const kickOff = await testStream.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.status === 'in_play', GENEROUS_MS);
  const matchId = JSON.parse(kickOff.data).match.id;
  // /matches/live is computed at most once per 15 s per server, so it may lag the stream that long
  const live = await until(async () => {
    const r = await get(on, '/matches/live', testKey);
    return r.data.length > 0 && r.data;
  }, 'a sandbox match in /matches/live', 40_000, 1100);
  expect(live.every((m: any) => m.status === 'in_play')).toBe(true);
  expect((await get(on, '/matches/live', liveKey)).data).toEqual([]);
  expect((await get(on, `/matches/${matchId}`, liveKey)).data.status).toBe('completed');
  expect(liveStream.events.filter((e) => e.event !== 'snapshot')).toEqual([]);
  expect((await get(on, '/usage', testKey)).data).toMatchObject({ mode: 'test', units: { used: 0 } });
}, 90_000);

test('with MATCHDAY_SANDBOX=off test keys see the content only', async () => {
  const testKey = await key(off, ['--test', '--name', 'sandbox']);
  const s = await openStream(`${off.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${testKey}` });
  streams.push(s);
  const snapshot = await s.waitFor((e) => e.event === 'snapshot');
  expect(JSON.parse(snapshot.data).matches).toEqual([]);
  expect((await get(off, '/matches/live', testKey)).data).toEqual([]);
  expect((await get(off, '/matches/match_fx-1', testKey)).data.status).toBe('completed');
});
