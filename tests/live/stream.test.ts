/**
 * The push stream: gate and unit cost, snapshot, delivery in order, resume with Last-Event-ID
 * without loss or duplicates, reset past the replay window, permission and match filters, per-key
 * limit, heartbeats and clean-up.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveHarness, type LiveHarness } from './harness.ts';
import { writePending } from './fixtures.ts';
import { openStream, type SseEvent, type SseStream } from './sse-client.ts';
import { until } from '../helpers/until.ts';
import { card, clock, goal, lineupMsg } from './messages.ts';

const STREAM = '/api/public/v1/matches/live/stream';
const M = 'match_fx-1';
let h: LiveHarness;
let seq = 0;
const open: SseStream[] = [];

beforeAll(async () => {
  h = await liveHarness(await writePending(), { heartbeatMs: 150, streamsPerKey: 2, logSize: 40 });
});
afterAll(async () => {
  for (const s of open) s.close();
  await h?.close();
});

async function stream(key: string, query = '', headers: Record<string, string> = {}) {
  const s = await openStream(`${h.url}${STREAM}${query}`, { Authorization: `Bearer ${key}`, ...headers });
  open.push(s);
  return s;
}

async function feed(message: Record<string, unknown>, match = M) {
  const r = await h.send(match, message);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data;
}

const sig = (e: SseEvent) => `${e.id}|${e.event}|${e.data}`;
const waitClosed = async (want: number) => {
  await until(() => h.live.hub.size === want, `${want} open streams (now ${h.live.hub.size})`);
};

describe('opening a stream', () => {
  test('the gate: 401 without a key, 403 without live_matches, JSON envelopes', async () => {
    const none = await openStream(`${h.url}${STREAM}`);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body).error.code).toBe('api_key_missing');
    const free = await stream(h.keys.free);
    expect(free.status).toBe(403);
    expect(JSON.parse(free.body).error.message).toContain('live_matches');
    const bad = await stream(h.keys.pro, '?match_id=team_aaa');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toMatchObject({ code: 'parameter_invalid', param: 'match_id' });
    const unknown = await stream(h.keys.pro, '?match_id=match_nope');
    expect(unknown.status).toBe(404);
    expect((await stream(h.keys.pro, '?since=3')).status).toBe(400);
    await waitClosed(0);
  });

  test('costs its units once, when it opens; then a snapshot at the current position', async () => {
    const usage = async () => (await h.get('/api/public/v1/usage', h.keys.starter)).json.data.units.used;
    const before = await usage();
    const s = await stream(h.keys.starter);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-units-cost']).toBe('5');
    const snap = await s.waitFor((e) => e.event === 'snapshot');
    expect(s.events[0]).toBe(snap);
    expect(Number(snap.id)).toBe(h.live.replica.head);
    expect(JSON.parse(snap.data)).toEqual({ matches: [] });
    // Line-ups are pushed once both teams' are recorded (the API answers 404 until then).
    await feed(lineupMsg(++seq, 'team_aaa'));
    await feed(lineupMsg(++seq, 'team_bbb'));
    await s.waitFor((e) => e.event === 'lineups');
    expect(await usage()).toBe(before + 5);
    s.close();
    await waitClosed(0);
    expect(await usage()).toBe(before + 5);
    const head = await fetch(`${h.url}${STREAM}`, { method: 'HEAD', headers: { Authorization: `Bearer ${h.keys.starter}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await head.text()).toBe('');
    expect(await usage()).toBe(before + 10);
    expect(h.live.hub.size).toBe(0);
  });
});

describe('delivery and resume', () => {
  let full: SseStream;
  let resumeFrom = '';

  test('every change arrives, in order, with consecutive ids', async () => {
    full = await stream(h.keys.pro);
    const first = await full.waitFor((e) => e.event === 'snapshot');
    await feed(lineupMsg(++seq, 'team_bbb'));
    await feed({ seq: ++seq, type: 'start' });
    await feed(goal(++seq, 'team_aaa', 9, 12));
    // Delivery latency is measured by bench:live; here only arrival and order count.
    const goalFrame = await full.waitFor((e) => e.event === 'match_event' && JSON.parse(e.data).event.type === 'goal');
    const scoreFrame = await full.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.home_score === 1);
    expect(JSON.parse(goalFrame.data)).toMatchObject({ match_id: M, action: 'added', event: { id: 1, type: 'goal', minute: 12, score: { home: 1, away: 0 } } });
    expect(JSON.parse(scoreFrame.data).match).toMatchObject({ id: M, status: 'in_play', minute: 1, period: 'first_half', home_score: 1, away_score: 0, home_penalty: null });
    expect(Number(scoreFrame.id)).toBe(Number(goalFrame.id) + 1);
    const ids = full.events.filter((e) => e.id !== null).map((e) => Number(e.id));
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => Number(first.id) + i));
  });

  test('Last-Event-ID resumes with exactly what was missed', async () => {
    const a = await stream(h.keys.pro);
    await a.waitFor((e) => e.event === 'snapshot');
    await feed(card(++seq, 'team_bbb', 4, 20));
    const last = await a.waitFor((e) => e.event === 'match_event');
    a.close();
    resumeFrom = last.id!;
    await feed(clock(++seq, 'first_half', 25));
    await feed(goal(++seq, 'team_bbb', 9, 26));
    await feed({ seq: ++seq, type: 'correct_event', event_id: 1, event: { type: 'goal', detail: 'penalty', minute: 12, team_id: 'team_aaa', player_id: 'player_aaa-9' } });
    await full.waitFor((e) => e.event === 'match_event' && JSON.parse(e.data).action === 'corrected');
    const b = await stream(h.keys.pro, '', { 'Last-Event-ID': resumeFrom });
    const expected = full.events.filter((e) => e.id !== null && Number(e.id) > Number(resumeFrom) && e.event !== 'snapshot').map(sig);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    await b.waitFor((e) => e.id === full.events.at(-1)!.id);
    expect(b.events.map(sig)).toEqual(expected);
    expect(b.events.some((e) => e.event === 'snapshot')).toBe(false);
    b.close();
  });

  test('last_event_id in the query works too; the header wins over it', async () => {
    const q = await stream(h.keys.pro, `?last_event_id=${resumeFrom}`);
    await q.waitFor((e) => e.id === full.events.at(-1)!.id);
    expect(q.events[0]!.id).toBe(String(Number(resumeFrom) + 1));
    q.close();
    const both = await stream(h.keys.pro, '?last_event_id=0', { 'Last-Event-ID': full.events.at(-2)!.id! });
    await both.waitFor((e) => e.id === full.events.at(-1)!.id);
    expect(both.events.map(sig)).toEqual([sig(full.events.at(-1)!)]);
    both.close();
  });

  test('an id older than the replay window (or unknown) gets reset and a fresh snapshot', async () => {
    for (let minute = 27; minute < 70; minute++) await feed(clock(++seq, minute <= 45 ? 'first_half' : 'second_half', minute));
    await full.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.minute === 69);
    const old = await stream(h.keys.pro, '', { 'Last-Event-ID': resumeFrom });
    const snap = await old.waitFor((e) => e.event === 'snapshot');
    expect(old.events.map((e) => e.event)).toEqual(['reset', 'snapshot']);
    expect(JSON.parse(old.events[0]!.data).reason).toContain(`Last-Event-ID ${resumeFrom}`);
    expect(JSON.parse(snap.data).matches).toEqual([expect.objectContaining({ id: M, minute: 69, period: 'second_half', home_score: 1, away_score: 1 })]);
    old.close();
    const future = await stream(h.keys.pro, '', { 'Last-Event-ID': String(h.live.replica.head + 100) });
    await future.waitFor((e) => e.event === 'snapshot');
    expect(future.events[0]!.event).toBe('reset');
    future.close();
  });
});

describe('filters and bounds', () => {
  test('a key without match_events gets match changes but no event frames; match_id limits to one match', async () => {
    const lean = await stream(h.keys.liveOnly);
    const one = await stream(h.keys.starter, '?match_id=match_fx-2');
    const oneSnap = await one.waitFor((e) => e.event === 'snapshot');
    expect(JSON.parse(oneSnap.data).matches).toEqual([expect.objectContaining({ id: 'match_fx-2', status: 'scheduled', minute: null, period: null })]);
    await feed(card(++seq, 'team_aaa', 5, 70));
    await feed(clock(++seq, 'second_half', 71));
    await feed({ seq: 1, type: 'start' }, 'match_fx-2');
    await lean.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.minute === 71);
    await one.waitFor((e) => e.event === 'match');
    expect(lean.events.filter((e) => e.event === 'match_event')).toEqual([]);
    expect(one.events.filter((e) => e.event !== 'snapshot').map((e) => JSON.parse(e.data).match.id)).toEqual(['match_fx-2']);
    lean.close();
    one.close();
  });

  test('per-key connection limit, heartbeats, clean-up of closed connections', async () => {
    for (const s of open) s.close();
    await waitClosed(0);
    const a = await stream(h.keys.starter);
    const b = await stream(h.keys.starter);
    const usage = async () => (await h.get('/api/public/v1/usage', h.keys.starter)).json.data.units.used;
    const before = await usage();
    const c = await stream(h.keys.starter);
    expect(c.status).toBe(429);
    expect(JSON.parse(c.body).error).toMatchObject({ code: 'rate_limited', type: 'rate_limit_error' });
    expect(JSON.parse(c.body).error.message).toContain('2 open live streams');
    expect(c.headers['x-units-cost']).toBe('0');
    expect(await usage()).toBe(before);
    expect((await stream(h.keys.pro)).status).toBe(200); // other keys are not affected
    await until(() => a.comments >= 2, 'two heartbeat comments on an open stream');
    a.close();
    await waitClosed(2);
    const d = await stream(h.keys.starter);
    expect(d.status).toBe(200);
    b.close();
    d.close();
  });
});

describe('keys that change while a stream is open', () => {
  test('a revoked key loses its open stream within a heartbeat; a downgraded key stops getting events it may no longer see', async () => {
    for (const s of open) s.close();
    await waitClosed(0);
    const { hashApiKey } = await import('../../src/server/access/api-key.ts');
    const idOf = async (secret: string) => (await h.access.findKeyByHash(hashApiKey(secret)))!.id;
    const revoked = await stream(h.keys.starter);
    const downgraded = await stream(h.keys.pro);
    expect(revoked.status).toBe(200);
    expect(downgraded.status).toBe(200);
    await h.access.updateKey(await idOf(h.keys.starter), { status: 'revoked' });
    await h.access.updateKey(await idOf(h.keys.pro), { extra_permissions: [], plan: 'free' });
    // pro → free loses live_matches too: both streams must end, each with a closing event.
    const closedA = await revoked.waitFor((e) => e.event === 'closed');
    expect(JSON.parse(closedA.data).reason).toContain('no longer active');
    const closedB = await downgraded.waitFor((e) => e.event === 'closed');
    expect(JSON.parse(closedB.data).reason).toContain('live_matches');
    await Promise.all([revoked.closed, downgraded.closed]);
    await waitClosed(0);
  });
});

