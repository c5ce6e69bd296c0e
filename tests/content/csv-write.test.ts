/**
 * Tools rewriting a file an editor saved (live:export, the importer's shared-file merge, the demo
 * generator) keep its BOM, line ends, column order and every untouched row byte for byte: the diff
 * shows only what the tool changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { toCsv } from '../../src/lib/content/csv-write.ts';
import { mergeShared } from '../../src/lib/content/write-content.ts';
import { countryRow, matchRow, teamStatsRow } from '../../src/schemas/content/index.ts';

const rowsOf = (text: string) => parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];

/** Lines that differ between two texts of the same number of lines. */
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\r\n'), b.split('\r\n')];
  expect(y).toHaveLength(x.length);
  return x.flatMap((line, i) => (line === y[i] ? [] : [i + 1]));
};

describe('toCsv without a previous file', () => {
  test('writes the schema order, minimal quoting, LF and a final newline', () => {
    expect(toCsv(countryRow, [{ code: 'QAA', name: 'Aland, "North"' }])).toBe('code,name\nQAA,"Aland, ""North"""\n');
  });
});

describe('toCsv over a file saved by a spreadsheet', () => {
  const saved =
    '\uFEFF"team_id","match_id","possession","shots","shots_on_target","corners","fouls","offsides","yellow_cards","red_cards","saves","passes","pass_accuracy"\r\n' +
    '"team_a","match_1","55","12","5","6","10","2","1","0","3","500","86"\r\n' +
    '"team_b","match_1","45","8","3","3","12","","1","0","4","410","81"\r\n' +
    'team_a,match_2,50,7,2,1,9,0,0,0,2,300,80\r\n';

  test('an unchanged rewrite is byte for byte the file', () => {
    expect(toCsv(teamStatsRow, rowsOf(saved), saved)).toBe(saved);
  });

  test('a changed row is the only changed line; BOM, CRLF, column order and quoting of the others are kept', () => {
    const rows = rowsOf(saved);
    rows[1]!.shots = '9';
    const out = toCsv(teamStatsRow, rows, saved);
    expect(out.startsWith('\uFEFF"team_id","match_id",')).toBe(true);
    expect(changedLines(saved, out)).toEqual([3]);
    expect(out.split('\r\n')[2]).toBe('team_b,match_1,45,9,3,3,12,,1,0,4,410,81');
  });

  test('added and removed rows; typed values equal to the cells count as unchanged', () => {
    const [a, , c] = rowsOf(saved);
    const typed = { ...a!, possession: 55, shots: 12, offsides: 2, saves: 3 };
    const out = toCsv(teamStatsRow, [typed, c!, { ...c!, match_id: 'match_3' }], saved);
    expect(out.split('\r\n')).toEqual([saved.split('\r\n')[0], saved.split('\r\n')[1], saved.split('\r\n')[3], 'team_a,match_3,50,7,2,1,9,0,0,0,2,300,80', '']);
  });

  test('a column the file leaves out stays out unless a row fills it; no final newline stays none', () => {
    const header = Object.keys(matchRow.shape).filter((c) => c !== 'events_recorded' && c !== 'home_slot');
    const old = `${header.join(',')}\n`;
    const row = Object.fromEntries(header.map((c) => [c, '']));
    expect(toCsv(matchRow, [row], old).split('\n')[0]).toBe(header.join(','));
    expect(toCsv(matchRow, [{ ...row, events_recorded: false }], old).split('\n')[0]).toBe(`${header.join(',')},events_recorded`);
    expect(toCsv(countryRow, [{ code: 'QAA', name: 'Aland' }], 'code,name\r\nQAA,Aland')).toBe('code,name\r\nQAA,Aland');
  });
});

test('mergeShared adds countries to a CRLF + BOM file without touching its other lines or their order', async () => {
  const root = await mkdtemp(join(tmpdir(), 'matchday-write-'));
  const saved = '\uFEFFcode,name\r\n"QAA","Aland"\r\nQCC,Cyrenia\r\nQAB,Added by hand\r\n';
  await writeFile(join(root, 'countries.csv'), saved);
  await writeFile(join(root, 'players.csv'), '');
  await mergeShared(root, { countries: [{ code: 'QZZ', name: 'Zed' }, { code: 'QBB', name: 'Borea' }, { code: 'QAA', name: 'Aland' }], players: [] });
  expect(await readFile(join(root, 'countries.csv'), 'utf8')).toBe('\uFEFFcode,name\r\n"QAA","Aland"\r\nQBB,Borea\r\nQCC,Cyrenia\r\nQAB,Added by hand\r\nQZZ,Zed\r\n');
});
