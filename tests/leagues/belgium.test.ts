/**
 * Belgium's Pro League 2024-25 (<real data>/football.json): 30 rounds, then the champions' play-offs
 * (1-6) and Europe play-offs (7-12) start with half the regular-season points, an odd total rounded
 * UP; the relegation play-offs (13-16) keep every point (proleague.be, "Comment se déroulent les
 * play-offs ?"). On equal points the league ranks by the number of wins (voetbalkrant.com, March
 * 2025): Dender and Cercle Brugge ended level on 32 points and the source's play-off groups put
 * Dender (8 wins) in the Europe play-offs and Cercle Brugge (7 wins, the better goal difference) in
 * the relegation play-offs. Union Saint-Gilloise won the title.
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
const table = (name: string): Table => {
  const t = tables.find((x) => x.stage.name === name);
  if (!t) throw new Error(`no table for ${name}: ${tables.map((x) => x.stage.name).join(', ')}`);
  return t;
};

beforeAll(async () => {
  ({ dir, failed, h } = await importWithApi({ competitions: ['be.1'], seasons: ['2024-25'] }));
  tables = (await h.get(`${V1}/competitions/season_be-1-2024-25/standings`)).json.data;
}, 180_000);
afterAll(() => removeImport(dir));

describe('Belgian Pro League 2024-25', () => {
  it('imports and validates with zero problems', () => {
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
});
