/**
 * Pending deliveries survive a crash: the receiver is down while a match is replayed, the server is
 * killed with SIGKILL, the receiver comes back, a new server on the same data folder delivers every
 * event, in order, with the webhook-ids of the attempts before the crash.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull, writePending } from '../live/fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { expectReplayed, mkKey, register, replay } from './common.ts';

const M = 'match_fx-3';
let server: ServerProcess | null = null;
let receiver: Receiver;
let reference: Harness;
let full: string;
let dist: string;
const serverEnv = { MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_WEBHOOKS_RETRY_MS: Array(30).fill(100).join(',') };

beforeAll(async () => {
  receiver = await startReceiver();
  let pending: string;
  [full, pending] = await Promise.all([writeFull(), writePending()]);
  reference = await apiHarness(full);
  dist = await buildDist(pending);
  server = await startServer({ dist, env: serverEnv });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test('kill -9 with pending deliveries, restart: everything is delivered, in order, same webhook-ids', async () => {
  const env = { MATCHDAY_DATA_DIR: server!.dataDir, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1' };
  const feed = await mkKey(env, ['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  const pro = await mkKey(env, ['--name', 'pro', '--plan', 'pro']);
  await register(env, receiver, pro.id, '/hook');
  receiver.always.set('/hook', 503);
  const r = await replay(server!, feed.secret, full, M);
  expect(r.code, r.stderr).toBe(0);
  await until(() => receiver.all.filter((x) => x.path === '/hook').length >= 2, 'attempts while the receiver is down');
  const before = new Set(receiver.all.map((x) => x.webhookId));

  const { dataDir } = server!;
  const gone = new Promise((ok) => server!.child.once('exit', ok));
  server!.child.kill('SIGKILL');
  await gone;
  receiver.always.delete('/hook');
  server = await startServer({ dist, dataDir, env: serverEnv });

  await until(() => receiver.accepted('/hook').some((x) => x.body.type === 'match.finished'), 'the final whistle delivered after the restart', 30_000);
  expect(receiver.badSignatures).toEqual([]);
  const got = receiver.accepted('/hook');
  await expectReplayed(reference, M, got.map((x) => x.body));
  // The deliveries tried before the crash kept their ids; none was sent twice successfully.
  for (const id of before) expect(got.some((x) => x.webhookId === id)).toBe(true);
  expect(new Set(got.map((x) => x.webhookId)).size).toBe(got.length);
}, 120_000);
