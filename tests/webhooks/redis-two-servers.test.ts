/**
 * Two server processes on one Redis: a replayed match is enqueued once and each delivery is sent by
 * exactly one of them (every webhook-id arrives exactly once, in order per match), though both read
 * the same live log, both enqueue and both deliver.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull, writePending } from '../live/fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { expectReplayed, mkKey, register, replay } from './common.ts';

let redis: RedisServer;
let a: ServerProcess;
let b: ServerProcess;
let receiver: Receiver;
let reference: Harness;
let full: string;
let env: Record<string, string>;

beforeAll(async () => {
  receiver = await startReceiver();
  redis = await startRedis();
  let pending: string;
  [full, pending] = await Promise.all([writeFull(), writePending()]);
  reference = await apiHarness(full);
  const dist = await buildDist(pending);
  // Separate data folders: the processes share only Redis (and the secret key, as documented).
  env = { REDIS_URL: redis.url, MATCHDAY_SECRET_KEY: randomBytes(32).toString('base64'), MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_WEBHOOKS_RETRY_MS: '50,100' };
  [a, b] = await Promise.all([startServer({ dist, env }), startServer({ dist, env })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await receiver?.close();
});

test('each delivery is sent by exactly one process, complete and in order per endpoint', async () => {
  const feed = await mkKey(env, ['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  const pro = await mkKey(env, ['--name', 'pro', '--plan', 'pro']);
  const paths = Array.from({ length: 8 }, (_, i) => `/hook-${i}`);
  for (const p of paths) await register(env, receiver, pro.id, p);
  const [r1, r3] = await Promise.all([replay(a, feed.secret, full, 'match_fx-1'), replay(b, feed.secret, full, 'match_fx-3')]);
  expect(r1.code, r1.stderr).toBe(0);
  expect(r3.code, r3.stderr).toBe(0);
  const finished = (p: string) => receiver.accepted(p).filter((x) => x.body.type === 'match.finished').length === 2;
  await until(() => paths.every(finished), 'both final whistles at every endpoint', 60_000);
  expect(receiver.badSignatures).toEqual([]);
  const counts = new Map<string, number>();
  for (const x of receiver.all) counts.set(x.webhookId, (counts.get(x.webhookId) ?? 0) + 1);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  for (const p of paths) {
    for (const id of ['match_fx-1', 'match_fx-3']) await expectReplayed(reference, id, receiver.accepted(p).map((x) => x.body).filter((x) => x.data.match.id === id));
  }
  // The same events (enqueued once, shared event ids) in the same order per match at every endpoint.
  for (const id of ['match_fx-1', 'match_fx-3']) {
    const of = (p: string) => receiver.accepted(p).filter((x) => x.body.data.match.id === id).map((x) => x.body.id);
    for (const p of paths) expect(of(p)).toEqual(of(paths[0]!));
  }
}, 120_000);
