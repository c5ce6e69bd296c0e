/**
 * Two server processes on one real Redis: a message ingested by either reaches the streams and the
 * overlay of both, in the same order with the same ids; sequences and retries hold across processes;
 * a restarted process has everything.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { buildDist, writePending } from './fixtures.ts';
import { openStream, type SseEvent, type SseStream } from './sse-client.ts';
import { card, clock, goal, lineupMsg } from './messages.ts';

const M = 'match_fx-1';
let redis: RedisServer;
let dist: string;
let a: ServerProcess;
let b: ServerProcess;
let feedKey = '';
let proKey = '';
let env: Record<string, string>;
const streams: SseStream[] = [];

beforeAll(async () => {
  redis = await startRedis();
  env = { REDIS_URL: redis.url };
  dist = await buildDist(await writePending());
  [a, b] = await Promise.all([startServer({ dist, env }), startServer({ dist, env })]);
  const mk = async (args: string[]) => {
    const r = await runScript('keys', ['create', ...args], { ...env, MATCHDAY_DATA_DIR: await mkdtemp(join(tmpdir(), 'matchday-nodata-')) });
    expect(r.code, r.stderr).toBe(0);
    return r.stdout.trim();
  };
  feedKey = await mk(['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  proKey = await mk(['--name', 'pro', '--plan', 'pro']);
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

const send = (server: ServerProcess, message: object) =>
  fetch(`${server.url}/api/feed/v1/matches/${M}/messages`, { method: 'POST', headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
const get = async (server: ServerProcess, path: string) => (await fetch(`${server.url}/api/public/v1${path}`, { headers: { Authorization: `Bearer ${proKey}` } })).json();
async function stream(server: ServerProcess, headers: Record<string, string> = {}) {
  const s = await openStream(`${server.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}`, ...headers });
  expect(s.status).toBe(200);
  streams.push(s);
  await s.waitFor((e) => e.event === 'snapshot');
  return s;
}
const frames = (s: SseStream) => s.events.filter((e) => e.event !== 'snapshot').map((e: SseEvent) => `${e.id}|${e.event}|${e.data}`);

test('a message ingested on either process reaches both processes\' streams', async () => {
  if (!redis) throw new Error('redis-server did not start');
  const onA = await stream(a);
  const onB = await stream(b);
  const messages = [lineupMsg(1, 'team_aaa'), lineupMsg(2, 'team_bbb'), { seq: 3, type: 'start' }, goal(4, 'team_aaa', 9, 12), card(5, 'team_bbb', 4, 30), goal(6, 'team_bbb', 9, 40), clock(7, 'half_time', 45)];
  for (const [i, m] of messages.entries()) {
    const via = i % 2 === 0 ? a : b;
    const other = via === a ? onB : onA;
    const before = other.events.length;
    const r = await send(via, m);
    expect(r.status, await r.clone().text()).toBe(200);
    await other.waitFor((e) => other.events.indexOf(e) >= before); // latency: bench:live
  }
  const last = await get(a, `/matches/${M}`);
  await onA.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.period === 'half_time');
  await onB.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.period === 'half_time');
  expect(frames(onA)).toEqual(frames(onB));
  const ids = frames(onA).map((f) => Number(f.split('|')[0]));
  expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => ids[0]! + i));
  expect(last.data).toMatchObject({ status: 'in_play', home_score: 1, away_score: 1 });
  expect(await get(b, `/matches/${M}`)).toEqual(last);
  expect(await get(b, `/matches/${M}/events`)).toEqual(await get(a, `/matches/${M}/events`));
}, 30_000);

test('sequences and retries hold across processes', async () => {
  const [x, y] = await Promise.all([send(a, clock(8, 'second_half', 46)), send(b, clock(8, 'second_half', 46))]);
  expect([x.status, y.status]).toEqual([200, 200]);
  expect([x.headers.get('idempotent-replayed'), y.headers.get('idempotent-replayed')].sort()).toEqual([null, 'true']);
  expect(await x.text()).toBe(await y.text());
  const conflict = await send(b, clock(8, 'second_half', 50));
  expect(conflict.status).toBe(409);
  expect((await conflict.json()).error.code).toBe('sequence_conflict');
  const [p, q] = await Promise.all([send(a, clock(9, 'second_half', 55)), send(b, clock(9, 'second_half', 56))]);
  expect([p.status, q.status].sort()).toEqual([200, 409]);
});

test('Last-Event-ID on one process resumes what the other ingested; a restarted process has everything', async () => {
  const onB = streams[1]!;
  const mark = onB.events.at(-1)!.id!;
  expect((await send(a, goal(10, 'team_aaa', 10, 60))).status).toBe(200);
  await onB.waitFor((e) => Number(e.id) > Number(mark) && e.event === 'match');
  const resumed = await openStream(`${b.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}`, 'Last-Event-ID': mark });
  streams.push(resumed);
  await resumed.waitFor((e) => e.id === onB.events.at(-1)!.id);
  expect(frames(resumed)).toEqual(frames(onB).filter((f) => Number(f.split('|')[0]) > Number(mark)));

  const detail = await get(b, `/matches/${M}`);
  await a.stop();
  a = await startServer({ dist, env });
  expect(await get(a, `/matches/${M}`)).toEqual(detail);
  const onNewA = await stream(a);
  expect((await send(b, card(11, 'team_aaa', 6, 61))).status).toBe(200);
  await onNewA.waitFor((e) => e.event === 'match_event');
}, 60_000);
