/**
 * /healthz and /readyz through the real server on Redis: ready while both stores answer, 503 naming
 * the unreachable store while Redis is down (healthz stays 200: the process is alive), ready again
 * once Redis is back. Neither needs a key; neither reveals where the stores are.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';

let redis: RedisServer;
let server: ServerProcess;

beforeAll(async () => {
  redis = await startRedis({ persist: true });
  server = await startServer({ env: { REDIS_URL: redis.url } });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await redis?.stop();
});

const probe = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  const text = await r.text();
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(text).not.toContain(String(redis.port));
  return { status: r.status, body: JSON.parse(text) };
};

test('ready with both stores reachable and the content loaded', async () => {
  expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready', checks: { content: 'ok', access_store: 'ok', live_store: 'ok' } } });
});

test('Redis down → /readyz 503 naming the stores, /healthz still 200; Redis back → ready again', async () => {
  await redis.down();
  const down = await probe('/readyz');
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({ status: 'not_ready', checks: { content: 'ok', access_store: 'unavailable', live_store: 'unavailable' } });
  expect((await probe('/healthz')).status).toBe(200);
  await redis.restart();
  await until(async () => (await probe('/readyz')).status === 200, '/readyz answers 200 again after Redis is back', 30_000, 200);
}, 60_000);
