/**
 * Test keys and webhooks, end to end through the CLIs (decisions.md "Sandbox: test keys": test keys
 * have the starter plan's permissions plus `webhooks`, and their webhooks get sandbox events only).
 * A test key made with `npm run keys -- create --test` registers an endpoint with `npm run webhooks
 * -- add`; the server's sandbox replays arrive there signed and complete, a ping too; a live key's
 * endpoint gets none of them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { until } from '../helpers/until.ts';
import { buildDist, PLAYED, writeFull } from '../live/fixtures.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { expectReplayed, mkKey, register } from '../webhooks/common.ts';
import { DEFAULT_PLANS_PATH } from '../../src/server/access/plans.ts';

let server: ServerProcess;
let receiver: Receiver;
let reference: Harness;
let env: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  receiver = await startReceiver();
  const full = await writeFull();
  reference = await apiHarness(full);
  server = await startServer({
    dist: await buildDist(full),
    env: { MATCHDAY_SANDBOX_EVERY: '2s', MATCHDAY_SANDBOX_SPEED: '1200', REDIS_URL: '', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_WEBHOOKS_RETRY_MS: '50,100,200' },
  });
  env = { MATCHDAY_DATA_DIR: server.dataDir, REDIS_URL: '', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1' };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test('a test key registers an endpoint with the webhooks CLI (mode test)', async () => {
  const testKey = await mkKey(env, ['--test', '--name', 'sandbox app']);
  const liveKey = await mkKey(env, ['--name', 'live app', '--plan', 'pro']);
  ids.testKey = testKey.id;
  expect(testKey.secret).toMatch(/^sk_test_/);
  ids.test = (await register(env, receiver, testKey.id, '/test')).id;
  ids.live = (await register(env, receiver, liveKey.id, '/live')).id;
  const listed = JSON.parse((await runScript('webhooks', ['list', '--json'], env)).stdout);
  expect(Object.fromEntries(listed.map((e: { id: string; mode: string }) => [e.id, e.mode]))).toEqual({ [ids.test!]: 'test', [ids.live!]: 'live' });
}, 60_000);

/**
 * The first replay received whole: from its line-ups (or its kick-off, for a match without line-ups)
 * to its final whistle. A replay joined half-way (the endpoint was registered during it) is skipped.
 */
function wholeReplay(got: any[], withLineups: Set<string>): { id: string; events: any[] } | null {
  for (const [i, b] of got.entries()) {
    if (b.type !== 'match.lineups' && !(b.type === 'match.started' && !withLineups.has(b.data.match.id))) continue;
    const mine = got.slice(i).filter((x) => x.data.match.id === b.data.match.id);
    const end = mine.findIndex((x) => x.type === 'match.finished');
    if (end !== -1) return { id: b.data.match.id, events: mine.slice(0, end + 1) };
  }
  return null;
}

test('the sandbox\'s replays arrive at the test key\'s endpoint, complete, in order and signed; the live key\'s endpoint gets nothing', async () => {
  const withLineups = new Set<string>();
  for (const id of PLAYED) if ((await reference.get(`/api/public/v1/matches/${id}/lineups`)).status === 200) withLineups.add(id);
  const replay = await until(() => wholeReplay(receiver.accepted('/test').map((x) => x.body).filter((b) => b.type !== 'ping'), withLineups), 'a whole sandbox replay at the test key\'s endpoint', 60_000, 100);
  await expectReplayed(reference, replay.id, replay.events);
  expect(receiver.badSignatures).toEqual([]);
  expect(receiver.all.filter((x) => x.path === '/live')).toEqual([]);
}, 90_000);

test('a ping to the test key\'s endpoint is delivered; the log shows it', async () => {
  const ping = await runScript('webhooks', ['ping', ids.test!], env);
  expect(ping.code, ping.stderr).toBe(0);
  const msg = ping.stdout.trim();
  await until(() => receiver.accepted('/test').some((x) => x.webhookId === msg), 'the ping at the test endpoint');
  const log = JSON.parse((await runScript('webhooks', ['log', '--endpoint', ids.test!, '--json'], env)).stdout);
  expect(log.find((d: { id: string }) => d.id === msg)).toMatchObject({ status: 'delivered', event_type: 'ping', last_status_code: 200 });
}, 30_000);

test('keys show gives a test key the sandbox plan and the starter plan\'s daily units (what its headers show)', async () => {
  const starter = JSON.parse(readFileSync(DEFAULT_PLANS_PATH, 'utf8')).plans.find((p: { id: string }) => p.id === 'starter');
  const shown = JSON.parse((await runScript('keys', ['show', ids.testKey!], env)).stdout);
  expect(shown).toMatchObject({ mode: 'test', plan: 'sandbox', usage: { units_limit: starter.units_per_day } });
});
