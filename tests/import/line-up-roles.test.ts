/**
 * Two squad players of one name, told apart by where the line-up places the one who played. Real
 * data: the 2010 World Cup as import:all imports it. North Korea's squad has two `PAK Nam Chol`
 * (2010_squads.txt: #14 DF b. 1988, #4 MF b. 1985); every North Korean line-up of 2010_full.txt
 * has him in midfield (`… PAK Chol Jin - PAK Nam Chol, MUN In Guk …`), so he is #4. Before, the
 * name was ambiguous and all three North Korean line-ups were withheld.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { importYear, type ImportedYear } from './import-year.ts';

type Row = Record<string, string>;
let imported: ImportedYear;
const csv = (file: string): Row[] => parse(readFileSync(join(imported.content, file)), { columns: true, bom: true });

beforeAll(() => {
  imported = importYear(2010);
}, 120_000);

describe('World Cup 2010: North Korea\'s two PAK Nam Chol', () => {
  it('all three North Korean line-ups are published, with the midfielder #4', () => {
    const squad = csv('wc-2010/squads.csv').filter((s) => s.team_id === 'team_prk');
    const four = squad.find((s) => s.jersey_number === '4')!.player_id;
    const fourteen = squad.find((s) => s.jersey_number === '14')!.player_id;
    const rows = csv('wc-2010/lineups.csv').filter((l) => l.team_id === 'team_prk');
    expect(new Set(rows.map((r) => r.match_id)).size).toBe(3);
    const starters = rows.filter((r) => r.starter === 'true');
    expect(starters).toHaveLength(33);
    expect(starters.filter((r) => r.player_id === four).map((r) => r.position)).toEqual(['Midfielder', 'Midfielder', 'Midfielder']);
    expect(rows.filter((r) => r.player_id === fourteen)).toEqual([]);
  });

  it('the choice is reported as a warning naming both players', () => {
    const w = imported.items.filter((i) => i.kind === 'fuzzy_name' && i.message.startsWith('PRK: "PAK Nam Chol"'));
    expect(w).toHaveLength(1);
    expect(w[0]!.severity).toBe('warning');
    expect(w[0]!.message).toMatch(/taken as Pak Nam.Chol \(squad list: PAK Nam Chol, #4\), the only midfielder of them/);
    expect(imported.items.filter((i) => i.kind === 'lineup_skipped' && /PRK/.test(i.message))).toEqual([]);
  });
});
