/**
 * Two server processes sharing one real Redis: the quota is exact across them, a revocation is
 * seen by both on the next request, Redis down → 503 service_unavailable, Redis back → recovery.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { until } from '../helpers/until.ts';
import { REPO, runScript, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';

let redis: RedisServer;
let a: ServerProcess;
let b: ServerProcess;
let env: Record<string, string>;

beforeAll(async () => {
  redis = await startRedis({ persist: true });
  const dir = await mkdtemp(join(tmpdir(), 'matchday-plans-'));
  const plans = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  plans.plans.push({ id: 'tiny', units_per_day: 60, requests_per_minute: 100_000, permissions: [] });
  await writeFile(join(dir, 'plans.json'), JSON.stringify(plans));
  env = { REDIS_URL: redis.url, MATCHDAY_PLANS: join(dir, 'plans.json') };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

const key = (plan: string) => createKeyWithCli(['--name', plan, '--plan', plan], env);
const hit = (s: ServerProcess, k: string, path = '/api/public/v1/matches') => fetch(`${s.url}${path}`, { headers: { Authorization: `Bearer ${k}` } });

test('200 parallel requests over two servers against 50 units left serve exactly 50 units', async () => {
  const k = await key('tiny');
  for (let i = 0; i < 10; i++) expect((await hit(i % 2 ? a : b, k)).status).toBe(200);
  const all = await Promise.all(Array.from({ length: 200 }, (_, i) => hit(i % 2 ? a : b, k)));
  const statuses = all.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(50);
  expect(statuses.filter((s) => s === 429)).toHaveLength(150);
  const usage = await (await hit(a, k, '/api/public/v1/usage')).json();
  expect(usage.data.units).toMatchObject({ limit: 60, used: 60, remaining: 0 });
}, 60_000);

test('a revocation is seen by both servers on the next request', async () => {
  const k = await key('starter');
  expect((await hit(a, k)).status).toBe(200);
  expect((await hit(b, k)).status).toBe(200);
  const id = JSON.parse((await runScript('keys', ['list', '--json'], env)).stdout).find((x: any) => x.name === 'starter').id;
  expect((await runScript('keys', ['revoke', id], env)).code).toBe(0);
  for (const s of [a, b]) {
    const r = await hit(s, k);
    expect(r.status).toBe(401);
    expect((await r.json()).error.code).toBe('api_key_invalid');
  }
}, 60_000);

test('Redis down → 503 service_unavailable from both servers, never unmetered data; Redis back → recovery', async () => {
  const k = await key('pro');
  expect((await hit(a, k)).status).toBe(200);
  await redis.down();
  for (const s of [a, b]) {
    const started = Date.now();
    const r = await hit(s, k, '/api/public/v1/matches?status=completed');
    expect(r.status).toBe(503);
    const body = await r.json();
    expect(body.error).toMatchObject({ type: 'api_error', code: 'service_unavailable' });
    expect(body).not.toHaveProperty('data');
    expect(r.headers.get('retry-after')).toBeTruthy();
    expect(Date.now() - started, 'a fast 503, not a hang').toBeLessThan(10_000);
  }
  await redis.restart();
  for (const s of [a, b]) await until(async () => (await hit(s, k)).status === 200, 'a server answers 200 again after Redis is back', 30_000, 200);
}, 90_000);
