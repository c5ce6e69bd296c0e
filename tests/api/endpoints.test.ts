/** Handler behaviour of every endpoint, in-process, on the minimal fixture. */
import { beforeAll, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await apiHarness(await writeFixture());
});

const V1 = '/api/public/v1';

describe('GET /matches', () => {
  test('lists every match in kick-off order with the specified fields', async () => {
    const r = await h.get(`${V1}/matches`);
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(r.json.meta).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(r.json.data.map((m: any) => m.match_number)).toEqual([1, 2, 3]);
    expect(Object.keys(r.json.data[0])).toEqual(['id', 'match_number', 'competition', 'stage', 'group', 'home_team', 'away_team', 'status', 'home_score', 'away_score', 'status_detail', 'scheduled_at', 'start_time_tbd', 'venue', 'home_slot', 'away_slot', 'updated_at']);
    expect(r.json.data[0]).toMatchObject({
      id: 'match_fx-1', competition: { id: 'season_fx-2030', name: 'Fixture Cup', year: 2030 }, stage: { name: 'Group stage' }, group: { name: 'Group A' },
      home_team: { id: 'team_aaa', name: 'Aland', code: 'QAA' }, status: 'completed', home_score: 2, away_score: 1,
      scheduled_at: '2030-06-01T18:00:00.000Z', venue: { name: 'Fixture Park', city: 'Testville' },
    });
    expect(r.json.data[2].group).toBeNull();
    expect(r.headers['Cache-Control']).toBe('private, max-age=60');
  });
  test.each([
    ['status=completed', ['match_fx-1', 'match_fx-3']],
    ['status=scheduled', ['match_fx-2']],
    ['status=live', []],
    ['status=in_play', []],
    ['team_id=team_ccc', ['match_fx-2', 'match_fx-3']],
    ['team_id=team_zzz', []],
    ['date=2030-06-01', ['match_fx-1', 'match_fx-2']],
    ['from=2030-06-02', ['match_fx-3']],
    ['to=2030-06-01', ['match_fx-1', 'match_fx-2']],
    ['from=2030-06-01&to=2030-06-10', ['match_fx-1', 'match_fx-2', 'match_fx-3']],
    ['competition_id=season_fx-2030&status=completed&team_id=team_aaa', ['match_fx-1', 'match_fx-3']],
    ['competition_id=season_other', []],
    ['per_page=1&page=2', ['match_fx-2']],
    ['page=9', []],
  ])('filter %s', async (q, ids) => {
    const r = await h.get(`${V1}/matches?${q}`);
    expect(r.status).toBe(200);
    expect(r.json.data.map((m: any) => m.id)).toEqual(ids);
  });
  test('a page far past the end is still an empty page, not an error', async () => {
    const r = await h.get(`${V1}/matches?page=1000000000000`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ data: [], meta: { page: 1000000000000, per_page: 20, total: 3 } });
    expect((await h.get(`${V1}/matches?page=99999999999999999`)).json.error).toMatchObject({ code: 'parameter_invalid', param: 'page' });
  });
  test('a page past the end keeps the true total', async () => {
    const r = await h.get(`${V1}/matches?page=5&per_page=2`);
    expect(r.json).toEqual({ data: [], meta: { page: 5, per_page: 2, total: 3 } });
  });
  test.each([
    ['per_page=0', 'parameter_invalid', 'per_page'],
    ['per_page=101', 'parameter_invalid', 'per_page'],
    ['per_page=abc', 'parameter_invalid', 'per_page'],
    ['page=0', 'parameter_invalid', 'page'],
    ['page=-1', 'parameter_invalid', 'page'],
    ['date=2026-02-30', 'parameter_invalid', 'date'],
    ['date=2026-6-1', 'parameter_invalid', 'date'],
    ['from=2030-06-10&to=2030-06-01', 'parameter_invalid', 'from'],
    ['date=2030-06-01&from=2030-06-01', 'parameters_conflict', 'date'],
    ['date=2030-06-01&to=2030-06-01', 'parameters_conflict', 'date'],
    ['status=finished', 'parameter_invalid', 'status'],
    ['status=constructor', 'parameter_invalid', 'status'],
    ['status=', 'parameter_invalid', 'status'],
    ['team_id=aaa', 'parameter_invalid', 'team_id'],
    ['competition_id=team_aaa', 'parameter_invalid', 'competition_id'],
    ['teamid=team_aaa', 'parameter_unknown', 'teamid'],
    ['page=1&page=2', 'parameters_conflict', 'page'],
  ])('400 for %s', async (q, code, param) => {
    const r = await h.get(`${V1}/matches?${q}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code, param });
    expect(r.json.error.request_id).toBe(r.headers['Request-Id']);
    expect(r.json.error.message).toMatch(/\.$/);
  });
});

describe('match detail, events, stats, lineups', () => {
  test('detail has the score breakdown and omits competition/stage/group', async () => {
    const r = await h.get(`${V1}/matches/match_fx-3`);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      id: 'match_fx-3', match_number: 3,
      home_team: { id: 'team_aaa', name: 'Aland', code: 'QAA' }, away_team: { id: 'team_ccc', name: 'Cyrenia', code: 'QCC' },
      status: 'completed', home_score: 2, away_score: 2, status_detail: null, scheduled_at: '2030-06-10T18:00:00.000Z', start_time_tbd: false, venue: { name: 'Fixture Park', city: 'Testville' }, home_slot: null, away_slot: null,
      first_half: { home: 0, away: 0 }, second_half: { home: 1, away: 1 }, extra_time: { home: 1, away: 1 },
      home_penalty: 1, away_penalty: 0, has_extra_time: true, has_penalties: true, home_formation: null, away_formation: null,
      coverage: { events: true, lineups: false, stats: false }, minute: null, period: null,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/), // written by the fixture's writeSeason: tests/api/updated-at.test.ts
    });
    expect(Object.keys(r.json.data)).toEqual([
      'id', 'match_number', 'home_team', 'away_team', 'status', 'home_score', 'away_score', 'status_detail', 'scheduled_at', 'start_time_tbd', 'venue', 'home_slot', 'away_slot',
      'first_half', 'second_half', 'extra_time', 'home_penalty', 'away_penalty', 'has_extra_time', 'has_penalties', 'home_formation', 'away_formation', 'coverage', 'minute', 'period', 'updated_at',
    ]);
    expect(r.headers['Cache-Control']).toBe('private, max-age=86400');
  });
  test('a scheduled match: zero scores, null extra time and penalties, 60 s cache', async () => {
    const r = await h.get(`${V1}/matches/match_fx-2`);
    expect(r.json.data).toMatchObject({ status: 'scheduled', home_score: 0, away_score: 0, first_half: { home: 0, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: null, home_penalty: null, away_penalty: null });
    expect(r.headers['Cache-Control']).toBe('private, max-age=60');
  });
  test('events in match-time order with the decided shapes', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/events`);
    expect(r.status).toBe(200);
    const [goal, card, sub, own] = r.json.data;
    expect(goal).toEqual({ id: 1, type: 'goal', detail: 'normal', minute: 12, extra_minute: null, team: { id: 'team_aaa', name: 'Aland', code: 'QAA' }, player: { id: 'player_aaa-9', name: 'J. Alandson9', position: 'Forward' }, score: { home: 1, away: 0 } });
    expect(card).toEqual({ id: 2, type: 'card', detail: 'yellow', minute: 30, team: { id: 'team_bbb', name: 'Borea', code: 'QBB' }, player: { id: 'player_bbb-4', name: 'Ł. Boreason4', position: 'Defender' } });
    expect(sub).toMatchObject({ type: 'substitution', player: { id: 'player_bbb-13' }, player_off: { id: 'player_bbb-4' } });
    expect(own).toMatchObject({ type: 'goal', detail: 'own_goal', team: { id: 'team_bbb' }, player: { id: 'player_aaa-3' }, score: { home: 1, away: 1 } });
    expect(r.json.data.at(-1)).toMatchObject({ minute: 90, extra_minute: 3, detail: 'penalty' });
  });
  test('shoot-out kicks come last with the running shoot-out score', async () => {
    const r = await h.get(`${V1}/matches/match_fx-3/events`);
    const kinds = r.json.data.map((e: any) => `${e.type}:${e.minute}${e.extra_minute ? `+${e.extra_minute}` : ''}`);
    expect(kinds).toEqual(['goal:55', 'goal:88', 'goal:104', 'goal:105+1', 'shootout:120', 'shootout:120']);
    expect(r.json.data[4]).not.toHaveProperty('extra_minute');
    expect(r.json.data[5]).toMatchObject({ detail: 'missed', score: { home: 1, away: 0 } });
  });
  test('a match without events answers data: []', async () => {
    const r = await h.get(`${V1}/matches/match_fx-2/events`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ data: [] });
  });
  test('stats of both teams; null means not recorded', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/stats`);
    expect(r.json.data.home).toEqual({ team: { id: 'team_aaa', name: 'Aland', code: 'QAA' }, possession: 55, shots: 12, shots_on_target: 5, corners: 6, fouls: 10, offsides: 2, yellow_cards: 1, red_cards: 1, saves: 2, passes: 500, pass_accuracy: 86 });
    expect(r.json.data.away.offsides).toBeNull();
  });
  test('lineups with starting eleven and substitutes', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/lineups`);
    const home = r.json.data.home;
    expect(home.formation).toBe('4-3-3');
    expect(home.starting).toHaveLength(11);
    expect(home.substitutes).toHaveLength(5);
    expect(home.starting[0]).toEqual({ player: { id: 'player_aaa-1', name: 'J. Alandson1', position: 'Goalkeeper' }, jersey_number: 1, position: 'Goalkeeper', captain: true });
  });
  test.each([
    ['/matches/match_nope', 'resource_not_found'],
    ['/matches/team_aaa', 'resource_not_found'],
    ['/matches/match_fx-3/stats', 'resource_not_found'],
    ['/matches/match_fx-3/lineups', 'resource_not_found'],
    ['/matches/match_fx-1/goals', 'route_not_found'],
    ['/players/player_nope', 'resource_not_found'],
    ['/players/match_fx-1', 'resource_not_found'],
    ['/nothing', 'route_not_found'],
  ])('404 %s', async (path, code) => {
    const r = await h.get(`${V1}${path}`);
    expect(r.status).toBe(404);
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code, param: null });
  });
  test('/matches/live is never read as an ID', async () => {
    const r = await h.get(`${V1}/matches/live`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ data: [] });
    expect(r.headers['Cache-Control']).toBe('private, max-age=15');
  });
  test('unknown query parameters on ID routes', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1?expand=all`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ code: 'parameter_unknown', param: 'expand' });
  });
});

describe('players', () => {
  test('ordered by last name, first name, id; paging', async () => {
    const r = await h.get(`${V1}/players?per_page=100`);
    expect(r.json.meta.total).toBe(64);
    const names = r.json.data.map((p: any) => p.last_name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const p2 = await h.get(`${V1}/players?per_page=10&page=2`);
    expect(p2.json.data[0]).toEqual(r.json.data[10]);
  });
  test('search is case- and accent-insensitive', async () => {
    const a = await h.get(`${V1}/players?search=lukasz%20ALAND`);
    expect(a.json.meta.total).toBe(8);
    expect(a.json.data.every((p: any) => p.full_name.startsWith('Łukasz Aland'))).toBe(true);
    const b = await h.get(`${V1}/players?search=JOSE`);
    expect(b.json.meta.total).toBe(32);
  });
  test('team filter and empty search', async () => {
    expect((await h.get(`${V1}/players?team_id=team_bbb`)).json.meta.total).toBe(16);
    for (const q of ['', '%20%20', '%CC%81']) {
      const e = await h.get(`${V1}/players?search=${q}`);
      expect(e.status, q).toBe(400);
      expect(e.json.error).toMatchObject({ code: 'parameter_invalid', param: 'search' });
    }
  });
  test('detail adds country_name; null height kept', async () => {
    const r = await h.get(`${V1}/players/player_aaa-16`);
    expect(r.json.data).toEqual({
      id: 'player_aaa-16', first_name: 'Łukasz', last_name: 'Alandson16', full_name: 'Łukasz Alandson16', short_name: 'Ł. Alandson16',
      position: 'Forward', date_of_birth: '1995-05-05', country_code: 'QAA', height_cm: null, country_name: 'Aland',
    });
    expect(r.headers['Cache-Control']).toBe('private, max-age=3600');
  });
});
