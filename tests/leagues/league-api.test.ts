/** The API publishes an imported league season: season fields and filters, zones, adjustments, tables at a cut-off, status details. */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { importInto } from './helpers.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;

beforeAll(async () => {
  ({ dir } = await importInto({ competitions: ['en.1', 'fr.1'], seasons: ['2019-20', '2023-24'] }));
  h = await apiHarness(dir);
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('league seasons in the API', () => {
  test('competitions carry series, season, kind and country, and filter on them', async () => {
    const all = (await h.get(`${V1}/competitions?per_page=100`)).json.data;
    expect(all).toHaveLength(4);
    const pl = all.find((c: any) => c.id === 'season_en-1-2023-24');
    expect(pl).toMatchObject({ name: 'Premier League', year: 2023, series: { id: 'series_en-1', name: 'Premier League' }, season: '2023-24', kind: 'league', country_code: 'ENG', teams_count: 20, matches_count: 380, status: 'completed' });
    const fra = (await h.get(`${V1}/competitions?country_code=FRA`)).json.data.map((c: any) => c.id);
    expect(fra.sort()).toEqual(['season_fr-1-2019-20', 'season_fr-1-2023-24']);
    expect((await h.get(`${V1}/competitions?series_id=series_en-1&season=2019-20`)).json.data.map((c: any) => c.id)).toEqual(['season_en-1-2019-20']);
    expect((await h.get(`${V1}/competitions?kind=tournament`)).json.data).toEqual([]);
    expect((await h.get(`${V1}/competitions?kind=friendly`)).status).toBe(400);
  });

  test('standings rows carry adjustments with their reason and zones', async () => {
    const [t] = (await h.get(`${V1}/competitions/season_en-1-2023-24/standings`)).json.data;
    expect(t.ranked_by).toBe('points');
    const everton = t.rows.find((r: any) => r.team.name === 'Everton FC');
    expect([everton.position, everton.points, everton.adjustment]).toEqual([15, 40, -8]);
    expect(everton.adjustment_reason).toMatch(/profitability and sustainability/);
    expect(t.rows[0].zone).toEqual({ id: 'champions-league', name: 'Champions League' });
    expect(t.rows[19].zone).toEqual({ id: 'relegation', name: 'Relegation' });
    expect(t.rows[10]).toMatchObject({ adjustment: 0, adjustment_reason: null, zone: null });
  });

  test('a table after a matchday and on a date (Premier League 2023-24 after matchday 1: 10 matches counted)', async () => {
    const [md1] = (await h.get(`${V1}/competitions/season_en-1-2023-24/standings?matchday=1`)).json.data;
    expect(md1.rows.reduce((n: number, r: any) => n + r.played, 0)).toBe(20);
    const [early] = (await h.get(`${V1}/competitions/season_en-1-2023-24/standings?date=2023-08-11`)).json.data;
    // the season opened on Friday 11 August 2023 with Burnley 0–3 Manchester City
    expect(early.rows.filter((r: any) => r.played > 0).map((r: any) => `${r.team.name} ${r.points}`)).toEqual(['Manchester City 3', 'Burnley FC 0']);
    expect((await h.get(`${V1}/competitions/season_en-1-2023-24/standings?matchday=0`)).status).toBe(400);
  });

  test('Ligue 1 2019-20: ranked by points per match; cancelled matches have null scores', async () => {
    const [t] = (await h.get(`${V1}/competitions/season_fr-1-2019-20/standings`)).json.data;
    expect(t.ranked_by).toBe('points_per_match');
    expect(t.rows.slice(9, 11).map((r: any) => `${r.team.name} ${r.played} ${r.points}`)).toEqual(['RC Strasbourg 27 38', 'Angers SCO 28 39']);
    const list = (await h.get(`${V1}/matches?competition_id=season_fr-1-2019-20&per_page=100&page=4`)).json.data;
    const cancelled = list.filter((m: any) => m.status_detail === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((m: any) => m.status === 'completed' && m.home_score === null && m.away_score === null)).toBe(true);
    const detail = (await h.get(`${V1}/matches/${cancelled[0].id}`)).json.data;
    expect(detail).toMatchObject({ status_detail: 'cancelled', home_score: null, coverage: { events: false, lineups: false, stats: false } });
  });
});
