/**
 * Players the TXT squad list has and the JSON squad lacks (issue 20, "Publish what is known"): one a
 * match report names is imported from the TXT squad and reported with both lists' view; the others
 * are reported, not imported. Real data: the 2026 World Cup as import:all imports it. Before,
 * every such player was left out: Bosnia and Herzegovina's line-up of match 50 (starter `Arjan
 * MALIC`) was withheld and four substitutions were dropped.
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
  imported = importYear(2026);
}, 120_000);

describe('World Cup 2026: TXT squad players the JSON squad lacks', () => {
  it('match 50: Bosnia and Herzegovina\'s line-up is published, Arjan Malic among the starters', () => {
    const match = csv('wc-2026/matches.csv').find((m) => m.match_number === '50')!;
    const rows = csv('wc-2026/lineups.csv').filter((l) => l.match_id === match.id && l.team_id === 'team_bih');
    expect(rows.filter((r) => r.starter === 'true')).toHaveLength(11);
    expect(rows.find((r) => r.player_id === 'player_bih-arjan-malic')).toMatchObject({ starter: 'true', jersey_number: '' });
    expect(csv('players.csv').find((p) => p.id === 'player_bih-arjan-malic')).toMatchObject({ full_name: 'Arjan Malic', date_of_birth: '2005-08-28', country_code: 'BIH' });
    expect(csv('wc-2026/squads.csv').filter((s) => s.player_id === 'player_bih-arjan-malic')).toEqual([{ team_id: 'team_bih', player_id: 'player_bih-arjan-malic', jersey_number: '' }]);
  });

  it('the substitutions naming them are published (2026_full.txt: 46\' Amar MEMIC for MALIC, 90+2\' JIYANOV, 78\' MACHINO, 87\' SAADANE)', () => {
    const subs = csv('wc-2026/events.csv').filter((e) => e.type === 'substitution');
    for (const [on, off] of [['player_bih-amar-memic', 'player_bih-arjan-malic'], ['player_uzb-ruslanbek-jiyanov', null], ['player_jpn-shuto-machino', null], ['player_mar-marwane-saadane', null]] as const) {
      const hit = subs.filter((e) => e.player_id === on || e.player_off_id === (off ?? '-'));
      expect(hit.length, on).toBeGreaterThan(0);
    }
  });

  it('each is reported once with both squad lists\' view; those no report names are reported as not imported', () => {
    const admitted = imported.items.filter((i) => /is in the TXT squad but not in the JSON squad; imported from the TXT squad/.test(i.message));
    expect(admitted.map((i) => i.message.slice(0, 9)).sort()).toEqual(['BIH: Arja', 'JPN: Shut', 'MAR: Marw', 'UZB: Rusl']);
    expect(admitted.every((i) => i.severity === 'warning')).toBe(true);
    const left = imported.items.filter((i) => /is in the TXT squad but not in the JSON squad, and no match report names him; not imported/.test(i.message));
    expect(left.map((i) => i.message.slice(0, 3)).sort()).toEqual(['ENG', 'HAI', 'MAR', 'NZL']);
  });
});
