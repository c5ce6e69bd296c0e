/**
 * Cups and national-team tournaments imported from the real files (npm run import:football-json on
 * <real data>/football.json de.cup and at.cup, euro.json and copa-america.json), through the API.
 * Expected results are written out from the published ones: DFB.de and the English Wikipedia
 * articles "2018–19 DFB-Pokal", "2019–20 DFB-Pokal", "2020–21 DFB-Pokal", "2018–19 Austrian Cup",
 * "2019–20 Austrian Cup", "2020–21 Austrian Cup"; UEFA.com "EURO 2024" (groups, knockout results)
 * and the Wikipedia article "UEFA Euro 2024"; CONMEBOL "Copa América 2024" results.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLeagues, type SeasonResult } from '../../src/lib/import/football-json/import-leagues.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';
import { importInto } from '../leagues/helpers.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;
let results: SeasonResult[] = [];

beforeAll(async () => {
  requireRealData(['euro.json'], ['copa-america.json']);
  const r = await importInto({ competitions: ['de.cup', 'at.cup'] });
  dir = r.dir;
  results = [...r.result.results];
  for (const src of ['euro.json', 'copa-america.json']) results.push(...(await importLeagues({ source: realData(src), content: dir })).results);
  h = await apiHarness(dir);
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Slot {
  home: { team: { name: string } | null; score: number | null; penalty: number | null };
  away: { team: { name: string } | null; score: number | null; penalty: number | null };
  winner: { name: string } | null;
  legs: unknown[];
  aggregate: unknown;
  decided_by: string | null;
}
type Rounds = { stage: { name: string }; matches: Slot[] }[];

const bracket = async (id: string): Promise<Rounds> => (await h.get(`${V1}/competitions/${id}/bracket`)).json.data.rounds;
/** `Winner (how)` of every slot of a round, in match order; "A v B" names the teams. */
const outcomes = (rounds: Rounds, stage: string) =>
  rounds.find((r) => r.stage.name === stage)!.matches.map((s) => `${s.home.team?.name} v ${s.away.team?.name}: ${s.winner?.name} (${s.decided_by})`);

describe('every cup and tournament season', () => {
  it('imports and validates with zero problems', () => {
    expect(results.map((r) => `${r.slug} ${r.status} ${r.reasons.join('; ')}`.trim())).toEqual([
      'at-cup-2018-19 new', 'de-cup-2018-19 new', 'at-cup-2019-20 new', 'de-cup-2019-20 new', 'at-cup-2020-21 new', 'de-cup-2020-21 new', 'euro-2024 new', 'copa-2024 new',
    ]);
  });
});

describe('DFB-Pokal and ÖFB-Cup', () => {
  it('DFB-Pokal: the real semi-finals and final, single matches', async () => {
    const r2019 = await bracket('season_de-cup-2018-19');
    expect(r2019.map((r) => r.stage.name)).toEqual(['Round 1', 'Round 2', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(r2019.flatMap((r) => r.matches).every((s) => s.legs.length === 1 && s.aggregate === null)).toBe(true);
    // 23-24 April 2019: Hamburger SV 1-3 RB Leipzig, Werder Bremen 2-3 Bayern; Berlin, 25 May 2019: RB Leipzig 0-3 Bayern
    expect(outcomes(r2019, 'Semi-finals')).toEqual(['Hamburger SV v RB Leipzig: RB Leipzig (score)', 'Werder Bremen v Bayern München: Bayern München (score)']);
    expect(outcomes(r2019, 'Final')).toEqual(['RB Leipzig v Bayern München: Bayern München (score)']);
    const r2020 = await bracket('season_de-cup-2019-20');
    // 4 July 2020: Bayer Leverkusen 2-4 Bayern München
    expect(outcomes(r2020, 'Final')).toEqual(['Bayer Leverkusen v Bayern München: Bayern München (score)']);
    // Round 1, 10 August 2019: Würzburger Kickers 3-3 Hoffenheim after extra time, Hoffenheim 5-4 on penalties
    const wue = r2020[0]!.matches.find((s) => s.home.team?.name === 'Würzburger Kickers')!;
    expect([wue.home.score, wue.away.score, wue.home.penalty, wue.away.penalty, wue.winner?.name, wue.decided_by]).toEqual([3, 3, 4, 5, '1899 Hoffenheim', 'penalties']);
    const r2021 = await bracket('season_de-cup-2020-21');
    // 1 May 2021: Borussia Dortmund 5-0 Holstein Kiel; 30 April: Werder Bremen 1-2 RB Leipzig after extra time; 13 May: RB Leipzig 1-4 Dortmund
    expect(outcomes(r2021, 'Semi-finals').sort()).toEqual(['Borussia Dortmund v Holstein Kiel: Borussia Dortmund (score)', 'Werder Bremen v RB Leipzig: RB Leipzig (extra_time)']);
    expect(outcomes(r2021, 'Final')).toEqual(['RB Leipzig v Borussia Dortmund: Borussia Dortmund (score)']);
    expect((await h.get(`${V1}/competitions/season_de-cup-2020-21`)).json.data).toMatchObject({ kind: 'cup', country_code: 'GER', winner: { name: 'Borussia Dortmund' } });
  });

  it('ÖFB-Cup: the winners (Salzburg 2019, 2020, 2021)', async () => {
    for (const season of ['2018-19', '2019-20', '2020-21']) {
      expect((await h.get(`${V1}/competitions/season_at-cup-${season}`)).json.data.winner?.name).toMatch(/Salzburg/);
    }
  });
});

describe('Euro 2024', () => {
  it('groups: the third-placed teams, four of whom went through as the best thirds', async () => {
    const tables = (await h.get(`${V1}/competitions/season_euro-2024/standings`)).json.data;
    expect(tables.map((t: any) => `${t.group.name}: ${t.rows[2].team.name} ${t.rows[2].points}`)).toEqual([
      'Group A: Hungary 3', 'Group B: Croatia 2', 'Group C: Slovenia 3', 'Group D: Netherlands 4', 'Group E: Slovakia 4', 'Group F: Georgia 4',
    ]);
    // Group E: all four on 4 points, ordered by their matches among them (Romania, Belgium, Slovakia, Ukraine)
    expect(tables[4].rows.map((r: any) => r.team.name)).toEqual(['Romania', 'Belgium', 'Slovakia', 'Ukraine']);
  });

  it('knockout: the round of 16 teams (best thirds Netherlands, Georgia, Slovakia, Slovenia) and Spain the winner', async () => {
    const rounds = await bracket('season_euro-2024');
    expect(rounds.map((r) => r.stage.name)).toEqual(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    const r16 = rounds[0]!.matches.flatMap((s) => [s.home.team!.name, s.away.team!.name]).sort();
    expect(r16).toEqual(['Austria', 'Belgium', 'Denmark', 'England', 'France', 'Georgia', 'Germany', 'Italy', 'Netherlands', 'Portugal', 'Romania', 'Slovakia', 'Slovenia', 'Spain', 'Switzerland', 'Turkey']);
    expect(outcomes(rounds, 'Round of 16').filter((o) => !o.endsWith('(score)')).sort()).toEqual(['England v Slovakia: England (extra_time)', 'Portugal v Slovenia: Portugal (penalties)']);
    expect(outcomes(rounds, 'Quarter-finals').sort()).toEqual([
      'England v Switzerland: England (penalties)', 'Netherlands v Turkey: Netherlands (score)', 'Portugal v France: France (penalties)', 'Spain v Germany: Spain (extra_time)',
    ].sort());
    expect(outcomes(rounds, 'Final')).toEqual(['Spain v England: Spain (score)']);
    expect((await h.get(`${V1}/competitions/season_euro-2024`)).json.data).toMatchObject({ kind: 'tournament', country_code: null, winner: { name: 'Spain' } });
  });
});

describe('Copa América 2024', () => {
  it('quarter-finals on penalties (shoot-outs the source lacks, corrected on import) and Argentina the winner after extra time', async () => {
    const rounds = await bracket('season_copa-2024');
    expect(outcomes(rounds, 'Quarter-finals')).toEqual([
      'Argentina v Ecuador: Argentina (penalties)', 'Venezuela v Canada: Canada (penalties)', 'Colombia v Panama: Colombia (score)', 'Uruguay v Brazil: Uruguay (penalties)',
    ]);
    expect(outcomes(rounds, 'Final')).toEqual(['Argentina v Colombia: Argentina (extra_time)']);
    expect((await h.get(`${V1}/competitions/season_copa-2024`)).json.data.winner?.name).toBe('Argentina');
  });
});
