/**
 * The tested example of docs/deployment.md: two Matchday instances on one Redis behind nginx with
 * deploy/nginx.conf. Requests are spread over both instances, metering is exact across them, the
 * API is never cached by the proxy, and the push stream passes through unbuffered: a message fed
 * through the proxy (to either instance) reaches a stream opened through the proxy.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { freePort, REPO, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { buildDist, writePending } from '../live/fixtures.ts';
import { openStream } from '../live/sse-client.ts';
import { lineupMsg } from '../live/messages.ts';
import { until } from '../helpers/until.ts';
import { requestLine } from './log-lines.ts';

let redis: RedisServer;
let a: ServerProcess;
let b: ServerProcess;
let proxy: Nginx;
let env: Record<string, string>;

beforeAll(async () => {
  redis = await startRedis();
  const dir = await mkdtemp(join(tmpdir(), 'matchday-plans-'));
  const plans = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  plans.plans.push({ id: 'tiny', units_per_day: 60, requests_per_minute: 100_000, permissions: [] });
  await writeFile(join(dir, 'plans.json'), JSON.stringify(plans));
  env = { REDIS_URL: redis.url, MATCHDAY_PLANS: join(dir, 'plans.json') };
  const dist = await buildDist(await writePending());
  [a, b] = await Promise.all([startServer({ dist, env }), startServer({ dist, env })]);
  proxy = await startNginx(join(REPO, 'deploy/nginx.conf'), await freePort(), { '127.0.0.1:4321': `127.0.0.1:${a.port}`, '127.0.0.1:4322': `127.0.0.1:${b.port}` });
}, 120_000);
afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

const key = (plan: string, extra: string[] = []) => createKeyWithCli(['--name', plan, '--plan', plan, ...extra], env);
const viaProxy = (k: string, path = '/api/public/v1/matches') => fetch(`${proxy.url}${path}`, { headers: { Authorization: `Bearer ${k}` } });
const servedBy = (requestId: string) => (requestLine(a.output(), requestId) ? 'a' : requestLine(b.output(), requestId) ? 'b' : null);

test('requests through the proxy reach both instances; metering is exact across them', async () => {
  const k = await key('tiny');
  const first = await Promise.all(Array.from({ length: 10 }, () => viaProxy(k)));
  expect(first.map((r) => r.status)).toEqual(Array(10).fill(200));
  const instances = new Set<string>();
  for (const r of first) instances.add(await until(() => servedBy(r.headers.get('request-id')!), 'the instance that answered logged it'));
  expect([...instances].sort()).toEqual(['a', 'b']);
  // 50 units left: 200 parallel requests through the proxy get exactly 50 answers.
  const all = await Promise.all(Array.from({ length: 200 }, () => viaProxy(k)));
  const statuses = all.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(50);
  expect(statuses.filter((s) => s === 429)).toHaveLength(150);
  const usage = await (await viaProxy(k, '/api/public/v1/usage')).json();
  expect(usage.data.units).toMatchObject({ limit: 60, used: 60, remaining: 0 });
}, 60_000);

test('the proxy never answers an API request from its cache', async () => {
  const k1 = await key('starter');
  const k2 = await key('starter');
  const r1 = await viaProxy(k1, '/api/public/v1/competitions');
  const r2 = await viaProxy(k2, '/api/public/v1/competitions');
  expect([r1.status, r2.status]).toEqual([200, 200]);
  expect(r1.headers.get('vary')).toContain('Authorization');
  expect(r2.headers.get('x-units-cost')).toBe('1');
  expect(r1.headers.get('x-cache-status')).toBeNull();
  // each answer was produced by an instance (logged there), none by the proxy's cache
  for (const r of [r1, r2]) expect(await until(() => servedBy(r.headers.get('request-id')!), 'logged by an instance')).toMatch(/^[ab]$/);
  // the site's location is the cached one (this build has no pages: /live.json stands in)
  const site = await fetch(`${proxy.url}/live.json`);
  expect(site.status).toBe(200);
  expect(site.headers.get('x-cache-status')).toMatch(/^(MISS|HIT|EXPIRED|BYPASS|STALE|UPDATING|REVALIDATED)$/);
});

test('a message fed through the proxy reaches push streams opened through the proxy, on both instances', async () => {
  const feedKey = await key('free', ['--permissions', 'feed_write']);
  const pro = await key('pro');
  const streams = [];
  for (let i = 0; i < 4; i++) {
    const s = await openStream(`${proxy.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${pro}` });
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'snapshot');
    streams.push(s);
  }
  const fed = await fetch(`${proxy.url}/api/feed/v1/matches/match_fx-1/messages`, {
    method: 'POST', headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(lineupMsg(1, 'team_aaa')),
  });
  expect(fed.status).toBe(200);
  for (const s of streams) await s.waitFor((e) => e.event !== 'snapshot' && e.data.includes('match_fx-1'));
  const ids = streams.map((s) => String(s.headers['request-id']));
  for (const s of streams) s.close();
  const where = new Set<string>();
  for (const id of ids) where.add(await until(() => servedBy(id), 'the stream was logged by its instance when it ended'));
  expect([...where].sort(), 'least_conn spreads the streams over both instances').toEqual(['a', 'b']);
}, 60_000);
