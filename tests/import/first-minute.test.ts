/**
 * A Football.TXT minute `0'` is the first minute. Real data: the 1986 World Cup as import:all
 * imports it. 1986_full.txt, Scotland v Uruguay: `Jose BATISTA [R 0']` (sent off after 56
 * seconds). Before, the card could not be read and the red card was missing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTxtMinute } from '../../src/lib/import/openfootball/minute.ts';
import { importYear, type ImportedYear } from './import-year.ts';

type Row = Record<string, string>;
let imported: ImportedYear;
const csv = (file: string): Row[] => parse(readFileSync(join(imported.content, file)), { columns: true, bom: true });

beforeAll(() => {
  imported = importYear(1986);
}, 120_000);

describe("a card at 0'", () => {
  it('1986 Scotland v Uruguay: Batista\'s red card is published at minute 1, and the reading is noted', () => {
    const match = csv('wc-1986/matches.csv').find((m) => [m.home_team_id, m.away_team_id].sort().join() === 'team_sco,team_uru')!;
    const reds = csv('wc-1986/events.csv').filter((e) => e.match_id === match.id && e.type === 'card' && e.detail === 'red');
    expect(reds.map((e) => [e.player_id, e.minute, e.extra_minute])).toEqual([['player_uru-jose-batista', '1', '']]);
    expect(imported.items.filter((i) => i.kind === 'source_unreadable' && /BATISTA/.test(i.message))).toEqual([]);
    expect(imported.items.find((i) => i.kind === 'minute_normalised' && /BATISTA/.test(i.message))?.message).toMatch(/"\[R 0'\]" read as the first minute \(1'\)/);
  });

  it('parseTxtMinute: 0 is the first minute, other minutes as written', () => {
    expect(parseTxtMinute("0'")).toEqual({ minute: { minute: 1, extra: null }, zero: true });
    expect(parseTxtMinute('45+2')).toEqual({ minute: { minute: 45, extra: 2 }, zero: false });
    expect(parseTxtMinute('x')).toBeNull();
  });
});
