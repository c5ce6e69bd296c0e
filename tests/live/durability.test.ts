/** The embedded live store through the real server: a crash (SIGKILL) and restart lose nothing. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { buildDist, writePending } from './fixtures.ts';
import { openStream } from './sse-client.ts';
import { card, clock, goal, lineupMsg } from './messages.ts';

const M = 'match_fx-1';
let dist: string;
let server: ServerProcess | null = null;
let feedKey = '';
let proKey = '';

beforeAll(async () => {
  dist = await buildDist(await writePending());
  server = await startServer({ dist });
  const mk = async (args: string[]) => {
    const r = await runScript('keys', ['create', ...args], { MATCHDAY_DATA_DIR: server!.dataDir });
    expect(r.code, r.stderr).toBe(0);
    return r.stdout.trim();
  };
  feedKey = await mk(['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  proKey = await mk(['--name', 'pro', '--plan', 'pro']);
}, 60_000);
afterAll(async () => server?.stop());

const send = (message: object) =>
  fetch(`${server!.url}/api/feed/v1/matches/${M}/messages`, { method: 'POST', headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
const get = async (path: string) => (await fetch(`${server!.url}/api/public/v1${path}`, { headers: { Authorization: `Bearer ${proKey}` } })).json();

test('every accepted message survives a crash; retries, sequence and stream resume continue after restart', async () => {
  const messages = [lineupMsg(1, 'team_aaa'), lineupMsg(2, 'team_bbb'), { seq: 3, type: 'start' }, goal(4, 'team_aaa', 9, 12), card(5, 'team_bbb', 4, 30), clock(6, 'second_half', 52)];
  let lastBody = '';
  for (const m of messages) {
    const r = await send(m);
    expect(r.status).toBe(200);
    lastBody = await r.text();
  }
  const stream = await openStream(`${server!.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}` });
  const snap = await stream.waitFor((e) => e.event === 'snapshot');
  stream.close();
  const detail = await get(`/matches/${M}`);
  const events = await get(`/matches/${M}/events`);
  const lineups = await get(`/matches/${M}/lineups`);
  expect(detail.data).toMatchObject({ status: 'in_play', home_score: 1 });

  const { dataDir } = server!;
  const gone = new Promise((ok) => server!.child.once('exit', ok));
  server!.child.kill('SIGKILL');
  await gone;
  server = await startServer({ dist, dataDir });

  expect(await get(`/matches/${M}`)).toEqual(detail);
  expect(await get(`/matches/${M}/events`)).toEqual(events);
  expect(await get(`/matches/${M}/lineups`)).toEqual(lineups);
  expect((await get('/matches/live')).data).toEqual([expect.objectContaining({ id: M, minute: 52, period: 'second_half', home_score: 1, away_score: 0 })]);

  const retry = await send(messages.at(-1)!);
  expect(retry.status).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  expect(await retry.text()).toBe(lastBody);
  const gap = await send(clock(8, 'second_half', 60));
  expect(gap.status).toBe(409);
  expect((await gap.json()).error.message).toContain('the next seq is 7');

  const resumed = await openStream(`${server!.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}`, 'Last-Event-ID': snap.id! });
  expect((await send(goal(7, 'team_bbb', 9, 58))).status).toBe(200);
  const frame = await resumed.waitFor((e) => e.event === 'match_event');
  expect(Number(frame.id)).toBe(Number(snap.id) + 1);
  expect(JSON.parse(frame.data).event).toMatchObject({ id: 3, type: 'goal', score: { home: 1, away: 1 } });
  expect(resumed.events.map((e) => e.event)).not.toContain('reset');
  resumed.close();
}, 90_000);
