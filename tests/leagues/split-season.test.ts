/**
 * Austria's split season (at.1 2018-19, <real data>/football.json): after 22 rounds the points are
 * halved (an odd total rounded down) and carried into a championship and a relegation group; on
 * equal points a team that lost a half point ranks above. Expected table: laola1.at, "Qualifikations-
 * Gruppe: So sieht Tabelle ohne Punktehalbierung aus" (May 2019), "Die Tabelle mit Punkteteilung":
 * Rapid 32, Mattersburg 28, Altach 28, Admira 22, Hartberg 22, Wacker Innsbruck 20 ("die Admira
 * [wird] aufgrund des Abrundens nach der Punkte-Halbierung immer vorgereiht"); champions Red Bull
 * Salzburg. The Europa League play-off final went to Sturm Graz on away goals (Rapid 1-2 Sturm,
 * Sturm 0-1 Rapid).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../helpers/api-harness.ts';
import { importWithApi, removeImport } from './helpers.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;
let failed: string[] = [];

beforeAll(async () => {
  ({ dir, failed, h } = await importWithApi({ competitions: ['at.1'] }));
}, 180_000);
afterAll(() => removeImport(dir));

describe('Austrian Bundesliga, split seasons', () => {
  it('every season imports and validates with zero problems', () => {
    expect(failed).toEqual([]);
  });

  it('2018-19: the relegation group starts with half the regular-season points, rounded down, and ranks the rounded-down team ahead', async () => {
    const tables = (await h.get(`${V1}/competitions/season_at-1-2018-19/standings`)).json.data;
    expect(tables.map((t: any) => t.stage.name).sort()).toEqual(['Championship round', 'Regular season', 'Relegation round']);
    const table = (name: string) => tables.find((t: any) => t.stage.name === name);
    const rel = table('Relegation round');
    // FC Admira Wacker is one team with its earlier sponsor name FC Trenkwalder Admira (team-aliases.csv):
    // a team keeps the name of the first season imported
    expect(rel.rows.map((r: any) => `${r.team.id} ${r.points}`)).toEqual([
      'team_rapid-wien 32', 'team_mattersburg 28', 'team_scr-altach 28', 'team_admira-wacker 22', 'team_tsv-hartberg 22', 'team_wacker-innsbruck 20',
    ]);
    const admira = rel.rows[3];
    expect(admira.adjustment_reason).toMatch(/^Half of the \d+ points of the regular season, rounded down$/);
    expect(rel.rows[5].zone).toEqual({ id: 'relegation', name: 'Relegation' });
    const season = (await h.get(`${V1}/competitions/season_at-1-2018-19`)).json.data;
    expect(season.winner?.name).toMatch(/Salzburg/);
    expect(table('Championship round').rows[0]).toMatchObject({ team: { name: expect.stringMatching(/Salzburg/) }, zone: { id: 'champions', name: 'Champions' } });
  });

  it('2018-19: the Europa League play-off final went to Sturm Graz on away goals', async () => {
    const rounds = (await h.get(`${V1}/competitions/season_at-1-2018-19/bracket`)).json.data.rounds;
    const final = rounds.find((r: any) => r.stage.name === 'Europa League play-offs: Final').matches[0];
    expect([final.home.team.name, final.away.team.name, final.aggregate, final.winner.name, final.decided_by]).toEqual(['Rapid Wien', 'Sturm Graz', { home: 2, away: 2 }, 'Sturm Graz', 'away_goals']);
  });
});
