/**
 * CONMEBOL Libertadores 2025 (<real data>/football.json 2025/copa.l.json): the source writes group
 * matches as `Group, Matchday N` without the letter. The importer finds each group from who plays
 * whom and names it from one team per group in the competition table. Expected groups: the draw of
 * 17 March 2025 (CONMEBOL, Luque; as reported by La Guardia and Rotonda Deportiva): A Botafogo,
 * Estudiantes, Universidad de Chile, Carabobo; B River Plate, Independiente del Valle,
 * Universitario, Barcelona; E Racing, Colo-Colo, Fortaleza, Atlético Bucaramanga; H Peñarol,
 * Olimpia, Vélez Sarsfield, San Antonio Bulo Bulo.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadContent } from '../../src/lib/content/load.ts';
import { nameGroups } from '../../src/lib/import/football-json/named-groups.ts';
import type { Phase } from '../../src/lib/import/football-json/round.ts';
import type { FjFile } from '../../src/lib/import/football-json/source.ts';
import { failuresOf, importInto, removeImport } from '../leagues/helpers.ts';

let dir = '';
let failed: string[] = [];

beforeAll(async () => {
  const r = await importInto({ competitions: ['copa.l'], seasons: ['2025'] });
  dir = r.dir;
  failed = failuresOf(r.result);
}, 120_000);

afterAll(() => removeImport(dir));

const members = (group: string): string[] => {
  const rows = parse(readFileSync(join(dir, 'copa-l-2025', 'teams.csv'), 'utf8'), { columns: true }) as { name: string; group: string }[];
  return rows.filter((r) => r.group === group).map((r) => r.name).sort();
};

describe('Libertadores 2025: groups the source does not name', () => {
  it('imports and validates with zero problems', async () => {
    expect(failed).toEqual([]);
    expect((await loadContent(dir)).problems).toEqual([]);
  });

  it('names each group as the draw did', () => {
    expect(members('Group A')).toEqual(['Botafogo FR', 'CF Universidad de Chile', 'Carabobo FC', 'Estudiantes de La Plata']);
    expect(members('Group B')).toEqual(['Barcelona SC', 'CA River Plate', 'CAR Independiente del Valle', 'Club Universitario de Deportes']);
    expect(members('Group E')).toEqual(['CA Bucaramanga', 'CSD Colo-Colo', 'Fortaleza EC', 'Racing Club']);
    expect(members('Group H')).toEqual(['CA Peñarol', 'CA Vélez Sarsfield', 'Olimpia Asuncion', 'San Antonio Bulo Bulo']);
  });
});

describe('nameGroups: never a guess', () => {
  const match = (index: number, a: string, b: string) => ({ index, team1: { name: a, code: null }, team2: { name: b, code: null } });
  const file = { matches: [match(0, 'A1', 'A2'), match(1, 'B1', 'B2')] } as unknown as FjFile;
  const phase: Phase = { stage: 'Group stage', kind: 'group', matchday: 1, group: null, round: null, leg: null };
  const phases = [phase, phase];

  it('names every group that has exactly one named team', () => {
    const r = nameGroups(file, phases, { 'Group A': 'A2', 'Group B': 'B1' }, 'x.json');
    expect(r.problems).toEqual([]);
    expect(r.phases.map((p) => p?.group)).toEqual(['Group A', 'Group B']);
  });

  it('reports a group with no named team, or two', () => {
    expect(nameGroups(file, phases, { 'Group A': 'A1' }, 'x.json').problems.map((p) => p.message)).toEqual(['the group of B1 is not named: the competition table names no team of it']);
    expect(nameGroups(file, phases, { 'Group A': 'A1', 'Group B': 'A2' }, 'x.json').problems.map((p) => p.message)).toContain('"A2" (Group B) plays in the same group as the team named for Group A');
  });
});
