/**
 * Belgium's Pro League 2024-25 (<real data>/football.json): 30 rounds, then the champions' play-offs
 * (1-6) and Europe play-offs (7-12) start with half the regular-season points, an odd total rounded
 * UP; the relegation play-offs (13-16) keep every point (proleague.be, "Comment se déroulent les
 * play-offs ?"). On equal points the league ranks by the number of wins (voetbalkrant.com, March
 * 2025): Dender and Cercle Brugge ended level on 32 points and the source's play-off groups put
 * Dender (8 wins) in the Europe play-offs and Cercle Brugge (7 wins, the better goal difference) in
 * the relegation play-offs. Union Saint-Gilloise won the title.
 *
 * Play-off teams still level after the rounding go by their regular-season position (tie-breaker
 * `carry_over_position`): "De positie in de reguliere competitie is dan leidend" (sportnieuws.nl,
 * March 2024). 2020-21: Club Brugge and Genk ended the champions' play-offs level on 44 points and
 * Club Brugge, the regular season's leader, were champions ("Op basis van de reguliere competitie
 * (waarin Club Brugge ruim bovenaan eindigde) gaat de titel naar Brugge, ook als Genk zondag in
 * punten nog gelijk komt", tubantia.nl, 20 May 2021; the Pro League's 2020-21 final standings:
 * Club Brugge 1st, Genk 2nd, both 44).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../helpers/api-harness.ts';
import { importWithApi, removeImport } from './helpers.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;
let failed: string[] = [];

interface Row { position: number; team: { id: string; name: string }; won: number; drawn: number; goal_difference: number; points: number; adjustment: number; adjustment_reason: string | null }
interface Table { stage: { name: string }; rows: Row[] }

let tables: Table[] = [];
let tables2021: Table[] = [];
const tableOf = (list: Table[], name: string): Table => {
  const t = list.find((x) => x.stage.name === name);
  if (!t) throw new Error(`no table for ${name}: ${list.map((x) => x.stage.name).join(', ')}`);
  return t;
};
const table = (name: string): Table => tableOf(tables, name);
const rowOf = (t: Table, name: RegExp): Row => {
  const r = t.rows.find((x) => name.test(x.team.name));
  if (!r) throw new Error(`no ${name} in ${t.stage.name}`);
  return r;
};

beforeAll(async () => {
  ({ dir, failed, h } = await importWithApi({ competitions: ['be.1'], seasons: ['2020-21', '2024-25'] }));
  tables = (await h.get(`${V1}/competitions/season_be-1-2024-25/standings`)).json.data;
  tables2021 = (await h.get(`${V1}/competitions/season_be-1-2020-21/standings`)).json.data;
}, 180_000);
afterAll(() => removeImport(dir));

describe('Belgian Pro League 2024-25', () => {
  it('imports and validates with zero problems (2020-21 too)', () => {
    expect(failed).toEqual([]);
    expect(tables.map((t) => t.stage.name).sort()).toEqual(['Championship round', 'Europe play-offs', 'Regular season', 'Relegation round']);
  });

  it('the regular season ranks teams level on points by their wins', () => {
    const rows = table('Regular season').rows;
    const level = rows.slice(1).map((r, i) => [rows[i]!, r] as const).filter(([a, b]) => a.points === b.points);
    expect(level.length).toBeGreaterThan(0);
    for (const [above, below] of level) expect(above.won, `${above.team.name} above ${below.team.name}`).toBeGreaterThanOrEqual(below.won);
    // the source's play-off groups: positions 1-6, 7-12 and 13-16 of the table
    const ids = (name: string) => table(name).rows.map((r) => r.team.id).sort();
    expect(rows.slice(0, 6).map((r) => r.team.id).sort()).toEqual(ids('Championship round'));
    expect(rows.slice(6, 12).map((r) => r.team.id).sort()).toEqual(ids('Europe play-offs'));
    expect(rows.slice(12).map((r) => r.team.id).sort()).toEqual(ids('Relegation round'));
    const dender = rows.find((r) => /Dender/.test(r.team.name))!;
    const cercle = rows.find((r) => /Cercle/.test(r.team.name))!;
    expect([dender.position, dender.points, cercle.position, cercle.points]).toEqual([12, 32, 13, 32]);
    expect(cercle.goal_difference).toBeGreaterThan(dender.goal_difference);
  });

  it.each(['Championship round', 'Europe play-offs'])('the %s start with half the regular-season points, an odd total rounded up', (stage) => {
    const regular = new Map(table('Regular season').rows.map((r) => [r.team.id, r.points]));
    const rows = table(stage).rows;
    expect(rows).toHaveLength(6);
    expect(rows.some((r) => regular.get(r.team.id)! % 2 === 1)).toBe(true);
    for (const r of rows) {
      const p = regular.get(r.team.id)!;
      expect(r.adjustment, r.team.name).toBe(Math.ceil(p / 2));
      expect(r.adjustment_reason, r.team.name).toBe(`Half of the ${p} points of the regular season${p % 2 === 1 ? ', rounded up' : ''}`);
      expect(r.points, r.team.name).toBe(r.adjustment + 3 * r.won + r.drawn);
    }
  });

  it('the relegation play-offs start with every regular-season point', () => {
    const regular = new Map(table('Regular season').rows.map((r) => [r.team.id, r.points]));
    for (const r of table('Relegation round').rows) {
      expect(r.adjustment, r.team.name).toBe(regular.get(r.team.id));
      expect(r.adjustment_reason).toBe(`The ${regular.get(r.team.id)} points of the regular season`);
    }
  });

  it('the leader of the champions’ play-offs is champion: Union Saint-Gilloise', async () => {
    expect(table('Championship round').rows[0]!.team.name).toMatch(/Union/);
    const season = (await h.get(`${V1}/competitions/season_be-1-2024-25`)).json.data;
    expect(season.winner?.name).toMatch(/Union Saint-Gilloise/);
  });

  it('the Europe play-offs rank Standard and Oud-Heverlee Leuven, level on 27 points and both rounded up, by their regular-season positions', () => {
    const europe = table('Europe play-offs');
    const standard = rowOf(europe, /Standard/);
    const ohl = rowOf(europe, /Leuven/);
    expect([standard.points, ohl.points]).toEqual([27, 27]);
    for (const r of [standard, ohl]) expect(r.adjustment_reason, r.team.name).toMatch(/, rounded up$/);
    // wins would have put OH Leuven first: the position decides, not the next criterion
    expect(ohl.won).toBeGreaterThan(standard.won);
    const regular = new Map(table('Regular season').rows.map((r) => [r.team.id, r.position]));
    const earlier = (r: Row) => regular.get(r.team.id)!;
    const expected = [standard, ohl].sort((a, b) => earlier(a) - earlier(b)).map((r) => r.team.name);
    expect([standard, ohl].sort((a, b) => a.position - b.position).map((r) => r.team.name)).toEqual(expected);
    expect(Math.abs(standard.position - ohl.position)).toBe(1);
  });
});

describe('Belgian Pro League 2020-21', () => {
  it('Club Brugge, level with Genk on 44 points, lead the champions’ play-offs on their regular-season position and are champions', async () => {
    const playOffs = tableOf(tables2021, 'Championship round');
    const regular = tableOf(tables2021, 'Regular season');
    const [first, second] = playOffs.rows;
    expect([first!.team.name, second!.team.name]).toEqual([expect.stringMatching(/Club Brugge/), expect.stringMatching(/Genk/)]);
    expect([first!.points, second!.points]).toEqual([44, 44]);
    // neither carried a rounded half point, and Genk won more play-off matches: only the position separates them
    for (const r of [first!, second!]) expect(r.adjustment_reason, r.team.name).not.toMatch(/rounded/);
    expect(second!.won).toBeGreaterThan(first!.won);
    const earlier = new Map(regular.rows.map((r) => [r.team.id, r.position]));
    expect(earlier.get(first!.team.id)!).toBeLessThan(earlier.get(second!.team.id)!);
    const season = (await h.get(`${V1}/competitions/season_be-1-2020-21`)).json.data;
    expect(season.winner?.name).toMatch(/Club Brugge/);
  });
});
