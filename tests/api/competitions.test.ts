/**
 * The rest of the service, in-process on the minimal fixture: competitions, standings, bracket,
 * scorers, teams and player statistics — fields, order, paging, errors, permissions, units, cache
 * lifetimes and ready bytes for a completed competition, and a match in play counting live.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

const V1 = '/api/public/v1';
const C = `${V1}/competitions/season_fx-2030`;
const aland = { id: 'team_aaa', name: 'Aland', code: 'QAA' };

let h: Harness;
/** The same fixture with every match completed (match 2: Cyrenia 1–1 Dalmoor). */
let done: Harness;
/** The same fixture with match 2 in play (Cyrenia 0–1 Dalmoor). */
let live: Harness;
beforeAll(async () => {
  h = await apiHarness(await writeFixture());
  const withMatch2 = (status: 'completed' | 'in_play', home: number, away: number) => writeFixture((f) => {
    const m = f.season.matches.find((x) => x.id === 'match_fx-2')!;
    Object.assign(m, { status, home_score: home, away_score: away, first_half_home: home, first_half_away: away, second_half_home: 0, second_half_away: 0 });
    const scorer = (team: string) => `player_${team.slice(5)}-9`;
    let seq = 0;
    const goal = (team: string, minute: number, sh: number, sa: number) => ({ match_id: m.id, seq: ++seq, type: 'goal' as const, detail: 'normal', minute, extra_minute: null, team_id: team, player_id: scorer(team), player_off_id: null, score_home: sh, score_away: sa });
    if (home) f.season.events.push(goal('team_ccc', 10, 1, 0));
    if (away) f.season.events.push(goal('team_ddd', 20, home, 1));
  });
  done = await apiHarness(await withMatch2('completed', 1, 1));
  live = await apiHarness(await withMatch2('in_play', 0, 1));
});

describe('GET /competitions and /competitions/{id}', () => {
  test('list items with days, status and counts; detail adds stages with groups and the winner', async () => {
    const list = await h.get(`${V1}/competitions`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({
      data: [{ id: 'season_fx-2030', name: 'Fixture Cup', year: 2030, starts_on: '2030-06-01', ends_on: '2030-06-10', status: 'in_progress', teams_count: 4, matches_count: 3, series: null, season: '2030', kind: 'tournament', country_code: null }],
      meta: { page: 1, per_page: 20, total: 1 },
    });
    expect(list.headers['Cache-Control']).toBe('private, max-age=3600');
    expect(list.headers['X-Units-Cost']).toBe('1');
    const detail = await h.get(C);
    expect(detail.json.data.stages).toEqual([
      { name: 'Group stage', kind: 'group', groups: [{ name: 'Group A', teams: [aland, { id: 'team_bbb', name: 'Borea', code: 'QBB' }, { id: 'team_ccc', name: 'Cyrenia', code: 'QCC' }, { id: 'team_ddd', name: 'Dalmoor', code: 'QDD' }] }] },
      { name: 'Final', kind: 'knockout', groups: [] },
    ]);
    expect(detail.json.data.winner).toEqual(aland);
    expect(detail.headers['Cache-Control']).toBe('private, max-age=60');
    expect((await done.get(C)).json.data.status).toBe('completed');
    expect((await done.get(C)).headers['Cache-Control']).toBe('private, max-age=86400');
    expect((await live.get(`${V1}/competitions`)).json.data[0].status).toBe('in_progress');
  });

  test.each([
    ['/competitions/season_nope', 404, 'resource_not_found', null],
    ['/competitions/team_aaa', 404, 'resource_not_found', null],
    ['/competitions/season_nope/standings', 404, 'resource_not_found', null],
    ['/competitions/season_fx-2030/standings?x=1', 400, 'parameter_unknown', 'x'],
    ['/competitions?per_page=0', 400, 'parameter_invalid', 'per_page'],
    ['/competitions/season_fx-2030/scorers?page=0', 400, 'parameter_invalid', 'page'],
    ['/competitions/season_fx-2030/nothing', 404, 'route_not_found', null],
  ])('%s → %i %s', async (path, status, code, param) => {
    const r = await h.get(`${V1}${path}`);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatchObject({ code, param });
  });
});

describe('GET /competitions/{id}/standings', () => {
  test("rows in the competition's order with points, goals and form; level teams in a stable order", async () => {
    const r = await h.get(`${C}/standings`);
    expect(r.status).toBe(200);
    expect(r.json.data).toHaveLength(1);
    const [t] = r.json.data;
    expect(t).toMatchObject({ stage: { name: 'Group stage' }, group: { name: 'Group A' }, live: false });
    expect(t.rows.map((x: any) => [x.position, x.team.id, x.played, x.points, x.goal_difference, x.form.join('')])).toEqual([
      [1, 'team_aaa', 1, 3, 1, 'W'], [2, 'team_ccc', 0, 0, 0, ''], [3, 'team_ddd', 0, 0, 0, ''], [4, 'team_bbb', 1, 0, -1, 'L'],
    ]);
    expect(Object.keys(t.rows[0])).toEqual(['position', 'team', 'played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against', 'goal_difference', 'points', 'form', 'adjustment', 'adjustment_reason', 'zone']);
    expect(r.headers['Cache-Control']).toBe('private, max-age=60');
  });

  test('a match in play counts with its current score and makes the table live (15 s)', async () => {
    const r = await live.get(`${C}/standings`);
    const [t] = r.json.data;
    expect(t.live).toBe(true);
    // Aland and Dalmoor level on points and goal difference: goals scored; Borea ahead of Cyrenia the same way.
    expect(t.rows.map((x: any) => [x.team.id, x.points])).toEqual([['team_aaa', 3], ['team_ddd', 3], ['team_bbb', 0], ['team_ccc', 0]]);
    expect(r.headers['Cache-Control']).toBe('private, max-age=15');
  });

  test('a completed competition is answered from ready bytes: a day of caching, a stable ETag and 304', async () => {
    const a = await done.get(`${C}/standings`);
    expect(a.headers['Cache-Control']).toBe('private, max-age=86400');
    const etag = a.headers.ETag!;
    expect(etag).toMatch(/^"/);
    expect((await done.get(`${C}/standings`)).headers.ETag).toBe(etag);
    const again = await done.get(`${C}/standings`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(a.json.data[0].rows.map((x: any) => [x.team.id, x.points])).toEqual([['team_aaa', 3], ['team_ccc', 1], ['team_ddd', 1], ['team_bbb', 0]]);
  });
});

describe('GET /competitions/{id}/bracket', () => {
  test('knockout rounds with teams, scores, shoot-out and winner', async () => {
    const r = await h.get(`${C}/bracket`);
    expect(r.json.data).toEqual({
      rounds: [{
        stage: { name: 'Final' },
        matches: [{
          match_id: 'match_fx-3', match_number: 3, scheduled_at: '2030-06-10T18:00:00.000Z', status: 'completed',
          home: { team: aland, slot: null, score: 2, penalty: 1 }, away: { team: { id: 'team_ccc', name: 'Cyrenia', code: 'QCC' }, slot: null, score: 2, penalty: 0 },
          winner: aland, replay_of: null,
          legs: [{ match_id: 'match_fx-3', match_number: 3, scheduled_at: '2030-06-10T18:00:00.000Z', status: 'completed', home_score: 2, away_score: 2 }], aggregate: null, decided_by: 'penalties',
        }],
      }],
    });
    expect(r.headers['X-Units-Cost']).toBe('1');
  });
});

describe('GET /competitions/{id}/scorers', () => {
  test('goals without own goals, then fewer penalties, fewer minutes, player order; paged; 2 units and match_events', async () => {
    const r = await h.get(`${C}/scorers`);
    expect(r.json.data.map((s: any) => [s.player.id, s.team.id, s.goals, s.penalties, s.matches, s.minutes])).toEqual([
      ['player_aaa-11', 'team_aaa', 2, 0, 2, null],
      ['player_ccc-9', 'team_ccc', 2, 0, 1, null],
      ['player_aaa-9', 'team_aaa', 1, 0, 1, 90],
      ['player_aaa-10', 'team_aaa', 1, 1, 2, null],
    ]);
    expect(r.json.data.some((s: any) => s.player.id === 'player_aaa-3')).toBe(false); // own goal
    expect(r.json.meta).toEqual({ page: 1, per_page: 20, total: 4 });
    expect(r.headers['X-Units-Cost']).toBe('2');
    expect((await h.get(`${C}/scorers?per_page=1&page=2`)).json.data.map((s: any) => s.player.id)).toEqual(['player_ccc-9']);
    const free = await h.get(`${C}/scorers`, { key: h.keys.free });
    expect(free.status).toBe(403);
    expect(free.json.error.message).toContain('match_events');
  });
});

describe('GET /teams and /teams/{id}', () => {
  test('by name, filtered by competition and accent-insensitive name search, paged', async () => {
    const all = await h.get(`${V1}/teams`);
    expect(all.json.data.map((t: any) => t.id)).toEqual(['team_aaa', 'team_bbb', 'team_ccc', 'team_ddd']);
    expect(all.json.data[0]).toEqual(aland);
    expect(all.headers['Cache-Control']).toBe('private, max-age=3600');
    expect((await h.get(`${V1}/teams?search=ÁLÁND`)).json.data.map((t: any) => t.id)).toEqual(['team_aaa']);
    expect((await h.get(`${V1}/teams?competition_id=season_fx-2030&per_page=2&page=2`)).json).toEqual({ data: [{ id: 'team_ccc', name: 'Cyrenia', code: 'QCC' }, { id: 'team_ddd', name: 'Dalmoor', code: 'QDD' }], meta: { page: 2, per_page: 2, total: 4 } });
    expect((await h.get(`${V1}/teams?competition_id=season_other`)).json).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
    expect((await h.get(`${V1}/teams?competition_id=team_aaa`)).json.error).toMatchObject({ code: 'parameter_invalid', param: 'competition_id' });
    expect((await h.get(`${V1}/teams?search=%CC%81`)).json.error).toMatchObject({ code: 'parameter_invalid', param: 'search' });
  });

  test('detail: country, kind and competitions; unknown → 404', async () => {
    const r = await h.get(`${V1}/teams/team_aaa`);
    expect(r.json.data).toEqual({ ...aland, country_name: 'Aland', kind: 'national', competitions: [{ id: 'season_fx-2030', name: 'Fixture Cup', year: 2030 }] });
    expect((await h.get(`${V1}/teams/team_zzz`)).json.error).toMatchObject({ code: 'resource_not_found' });
    expect((await h.get(`${V1}/teams/player_aaa-1`)).status).toBe(404);
  });
});

describe('GET /players/{id}/stats', () => {
  test('per competition: matches, starts, minutes from line-ups (a sending-off ends them), cards', async () => {
    const r = await h.get(`${V1}/players/player_aaa-6/stats`);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual([{
      competition: { id: 'season_fx-2030', name: 'Fixture Cup', year: 2030 }, team: aland,
      matches: 1, starts: 1, minutes: 80, goals: 0, penalties: 0, own_goals: 0, yellow_cards: 1, second_yellow_cards: 1, red_cards: 0, substituted_on: 0, substituted_off: 0,
    }]);
    expect(r.headers['X-Units-Cost']).toBe('2');
    expect(r.headers['Cache-Control']).toBe('private, max-age=3600');
    const sub = (await h.get(`${V1}/players/player_bbb-13/stats`)).json.data[0];
    expect(sub).toMatchObject({ matches: 1, starts: 0, minutes: 30, substituted_on: 1 });
    expect((await h.get(`${V1}/players/player_bbb-4/stats`)).json.data[0]).toMatchObject({ minutes: 60, substituted_off: 1, yellow_cards: 1 });
    // A match without line-ups makes the minutes unknown.
    expect((await h.get(`${V1}/players/player_aaa-11/stats`)).json.data[0]).toMatchObject({ matches: 2, minutes: null, goals: 2 });
  });

  test("competition filter, errors, permission, and 15 s while the player's team is in play", async () => {
    expect((await h.get(`${V1}/players/player_aaa-6/stats?competition_id=season_other`)).json).toEqual({ data: [] });
    expect((await h.get(`${V1}/players/player_aaa-6/stats?competition_id=match_x`)).json.error).toMatchObject({ code: 'parameter_invalid', param: 'competition_id' });
    expect((await h.get(`${V1}/players/player_nobody/stats`)).json.error).toMatchObject({ code: 'resource_not_found' });
    expect((await h.get(`${V1}/players/player_aaa-6/stats`, { key: h.keys.free })).status).toBe(403);
    expect((await h.get(`${V1}/players/player_nobody-1/stats`)).json.data).toBeUndefined();
    expect((await live.get(`${V1}/players/player_ddd-9/stats`)).headers['Cache-Control']).toBe('private, max-age=15');
  });
});
