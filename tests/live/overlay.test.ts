/**
 * The live overlay through the public API: list, detail, events, stats, line-ups and /matches/live
 * follow the feed while a match is live; /matches/live is made once per 15 s; a finished live match
 * is served (60 s) until content has it as completed, then content wins.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveHarness, type LiveHarness } from './harness.ts';
import { writeFull, writePending } from './fixtures.ts';
import { card, clock, goal, lineupMsg, pid } from './messages.ts';

const V1 = '/api/public/v1';
const M = 'match_fx-1';
let h: LiveHarness;
let liveDb: string;
let clockMs = Date.parse('2030-06-01T18:30:00Z');
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  liveDb = join(await mkdtemp(join(tmpdir(), 'matchday-overlay-')), 'live.db');
  h = await liveHarness(await writePending(), { liveDb, now: () => new Date(clockMs) });
});
afterAll(async () => h?.close());

async function feed(message: Record<string, unknown>) {
  const r = await h.send(M, message);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data;
}

describe('while the match is played', () => {
  test('line-ups sent before kick-off show on the scheduled match', async () => {
    await feed(lineupMsg(next(), 'team_aaa'));
    await feed(lineupMsg(next(), 'team_bbb'));
    const d = await h.get(`${V1}/matches/${M}`);
    expect(d.json.data).toMatchObject({ status: 'scheduled', home_formation: '4-3-3', away_formation: '4-3-3', home_score: 0, minute: null, period: null });
    expect(d.headers.get('cache-control')).toBe('private, max-age=60');
    const l = await h.get(`${V1}/matches/${M}/lineups`);
    expect(l.status).toBe(200);
    expect(l.json.data.home.starting).toHaveLength(11);
    expect(l.json.data.away.substitutes).toHaveLength(5);
    expect((await h.get(`${V1}/matches/${M}/stats`)).status).toBe(404);
    expect((await h.get(`${V1}/matches/live`)).json.data).toEqual([]);
  });

  test('list, detail, events, stats and /matches/live follow the feed', async () => {
    await feed({ seq: next(), type: 'start' });
    await feed(goal(next(), 'team_aaa', 9, 12));
    await feed(card(next(), 'team_bbb', 4, 30));
    await feed(clock(next(), 'half_time', 45));
    await feed(clock(next(), 'second_half', 67));
    await feed({ seq: next(), type: 'stats', home: { possession: 58, shots: 9 }, away: { possession: 42, shots: 3 } });

    const list = await h.get(`${V1}/matches?status=live`);
    expect(list.json.meta.total).toBe(1);
    expect(list.json.data[0]).toMatchObject({ id: M, status: 'in_play', home_score: 1, away_score: 0 });
    expect((await h.get(`${V1}/matches?status=scheduled`)).json.data.map((m: any) => m.id)).not.toContain(M);

    const d = await h.get(`${V1}/matches/${M}`);
    expect(d.json.data).toMatchObject({ status: 'in_play', home_score: 1, away_score: 0, first_half: { home: 1, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: null, has_extra_time: false, minute: 67, period: 'second_half' });
    expect(d.headers.get('cache-control')).toBe('private, max-age=15');

    const e = await h.get(`${V1}/matches/${M}/events`);
    expect(e.headers.get('cache-control')).toBe('private, max-age=15');
    expect(e.json.data).toEqual([
      { id: 1, type: 'goal', detail: 'normal', minute: 12, extra_minute: null, team: { id: 'team_aaa', name: 'Aland', code: 'QAA' }, player: { id: pid('team_aaa', 9), name: 'J. Alandson9', position: 'Forward' }, score: { home: 1, away: 0 } },
      { id: 2, type: 'card', detail: 'yellow', minute: 30, team: { id: 'team_bbb', name: 'Borea', code: 'QBB' }, player: { id: pid('team_bbb', 4), name: 'Ł. Boreason4', position: 'Defender' } },
    ]);

    const s = await h.get(`${V1}/matches/${M}/stats`);
    expect(s.json.data.home).toMatchObject({ team: { id: 'team_aaa' }, possession: 58, shots: 9, corners: null });
    expect(s.json.data.away).toMatchObject({ possession: 42, shots: 3 });

    expect((await h.get(`${V1}/matches/live`)).json.data).toEqual([]); // made before kick-off, less than 15 s ago
    clockMs += 15_000;
    const live = await h.get(`${V1}/matches/live`);
    expect(live.headers.get('cache-control')).toBe('private, max-age=15');
    expect(live.headers.get('x-units-cost')).toBe('2');
    expect(live.json.data).toHaveLength(1);
    expect(live.json.data[0]).toMatchObject({ id: M, status: 'in_play', minute: 67, period: 'second_half', home_score: 1, away_score: 0, competition: { id: 'season_fx-2030' } });
  });

  test('/matches/live is computed at most once per 15 s; the other endpoints are current at once', async () => {
    const before = await h.get(`${V1}/matches/live`);
    await feed(goal(next(), 'team_aaa', 10, 69));
    await feed(clock(next(), 'second_half', 70));
    // The detail has the clock at once (decisions: "Live state on the match detail").
    expect((await h.get(`${V1}/matches/${M}`)).json.data).toMatchObject({ home_score: 2, minute: 70, period: 'second_half' });
    clockMs += 14_900;
    const cached = await h.get(`${V1}/matches/live`);
    expect(cached.json).toEqual(before.json);
    expect(cached.headers.get('etag')).toBe(before.headers.get('etag'));
    clockMs += 200;
    const fresh = await h.get(`${V1}/matches/live`);
    expect(fresh.json.data[0]).toMatchObject({ minute: 70, home_score: 2 });
    expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  test('the final live state is served (cached 60 s) while content has the match scheduled', async () => {
    await feed({ seq: next(), type: 'finish', attendance: 41000 });
    const d = await h.get(`${V1}/matches/${M}`);
    expect(d.json.data).toMatchObject({ status: 'completed', home_score: 2, away_score: 0, second_half: { home: 1, away: 0 }, minute: null, period: null });
    expect(d.headers.get('cache-control')).toBe('private, max-age=60');
    expect((await h.get(`${V1}/matches/${M}/events`)).headers.get('cache-control')).toBe('private, max-age=60');
    expect((await h.get(`${V1}/matches?status=completed`)).json.data.map((m: any) => m.id)).toContain(M);
    clockMs += 15_000;
    expect((await h.get(`${V1}/matches/live`)).json.data).toEqual([]);
    const summary = await (await fetch(`${h.url}/live.json`)).json();
    expect(summary.matches).toEqual([{
      id: M, status: 'completed', minute: 70, period: 'second_half', home_team_id: 'team_aaa', away_team_id: 'team_bbb',
      home_team: { name: 'Aland', code: 'QAA' }, away_team: { name: 'Borea', code: 'QBB' }, home_score: 2, away_score: 0, home_penalty: null, away_penalty: null,
      events: expect.arrayContaining([expect.objectContaining({ type: 'goal', team_id: 'team_aaa', player: expect.any(String) })]),
    }]);
  });
});

describe('after content catches up', () => {
  let content: LiveHarness;
  beforeAll(async () => {
    await h.close();
    // The rebuilt content has match_fx-1 as completed (2-1, its own events): same live store.
    content = await liveHarness(await writeFull(), { liveDb });
  });
  afterAll(async () => {
    await content?.close();
    h = null as never;
  });

  test('content wins over the finished live state', async () => {
    const d = await content.get(`${V1}/matches/${M}`);
    expect(d.json.data).toMatchObject({ status: 'completed', home_score: 2, away_score: 1 });
    expect(d.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await content.get(`${V1}/matches/${M}/events`)).json.data).toHaveLength(7);
    expect((await (await fetch(`${content.url}/live.json`)).json()).matches).toEqual([]);
  });

  test('a completed match is only started again as a replay, and then shows live', async () => {
    const refused = await content.send('match_fx-3', { seq: 1, type: 'start' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('"replay": true');
    expect((await content.send('match_fx-3', { seq: 1, type: 'start', replay: true })).status).toBe(200);
    const d = await content.get(`${V1}/matches/match_fx-3`);
    expect(d.json.data).toMatchObject({ status: 'in_play', home_score: 0, away_score: 0, has_penalties: false });
    expect((await content.get(`${V1}/matches/match_fx-3/events`)).json.data).toEqual([]);
    expect((await content.get(`${V1}/matches/live`)).json.data.map((m: any) => m.id)).toEqual(['match_fx-3']);
  });
});
