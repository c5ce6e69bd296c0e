/**
 * Reading CSV as editors write it: a syntax error is reported where it starts (an unclosed quote at
 * the line and column of the quote, not at the end of the file), and files saved by a spreadsheet
 * (UTF-8 BOM, CRLF line ends, quoted numbers) read like any other, with the same positions.
 */
import { describe, expect, test } from 'vitest';
import { readCsv } from '../../src/lib/content/csv-read.ts';
import { findQuoteProblem, recordLines } from '../../src/lib/content/csv-position.ts';
import { formatProblem, ProblemList } from '../../src/lib/content/problem.ts';
import { teamRow, venueRow } from '../../src/schemas/content/index.ts';

function read(text: string, schema: typeof teamRow | typeof venueRow = teamRow) {
  const problems = new ProblemList();
  const rows = readCsv('teams.csv', text, schema, problems);
  return { rows, problems: problems.sorted().map(formatProblem) };
}

const teams = (n: number) => Array.from({ length: n }, (_, i) => `team_t${i},Team ${i},Q${String.fromCharCode(65 + i)}A,Group A`);
const HEADER = 'id,name,code,group';

describe('syntax errors are reported where they start', () => {
  test('an unclosed quote on line 3 of 10 is reported at line 3, at the quote; the rows after it are read', () => {
    const lines = [HEADER, ...teams(9)];
    lines[2] = 'team_t1,"Team 1,QBA,Group A';
    const { rows, problems } = read(`${lines.join('\n')}\n`);
    expect(rows.map((r) => [r.value.id, r.origin.line])).toEqual([0, 2, 3, 4, 5, 6, 7, 8].map((i) => [`team_t${i}`, i + 2]));
    expect(problems).toEqual([
      'teams.csv:3:9: CSV syntax error: the quote opening this cell is never closed (the cell runs on to the end of the file, line 11); close it with " and write a quote inside a cell as ""',
    ]);
  });

  test('an unclosed quote that runs into a later quoted cell is reported where it opens, naming the line it ran to', () => {
    const lines = [HEADER, ...teams(9)];
    lines[2] = 'team_t1,"Team 1,QBA,Group A';
    lines[7] = 'team_t6,"Team, six",QGA,Group A';
    const { problems } = read(`${lines.join('\r\n')}\r\n`);
    expect(problems).toEqual([
      'teams.csv:3:9: CSV syntax error: the quote opening this cell is not closed on this line (the cell runs on to line 8, where a quote is followed by "T"); close it with " and write a quote inside a cell as ""',
    ]);
  });

  test('a stray quote inside a quoted cell is reported at that quote', () => {
    const { problems } = read(`${HEADER}\nteam_aa,"Aland "the" first",QAA,Group A\n`);
    expect(problems).toEqual(['teams.csv:2:16: CSV syntax error: a quote inside a quoted cell must be written twice (""); this one is followed by "t", not by a comma or the end of the line']);
  });

  test('the scanner finds nothing wrong in well-formed quoting (doubled quotes, quoted line breaks, BOM)', () => {
    expect(findQuoteProblem('\uFEFFa,"b ""c"", d"\r\n"x\r\ny",2\r\n')).toBeNull();
    expect(findQuoteProblem('a,"b')).toEqual({ kind: 'unclosed', open: { line: 1, column: 3 }, endLine: 1 });
  });
});

describe('files saved by a spreadsheet', () => {
  const spreadsheet = `\uFEFF"id","name","city","country_code","timezone","capacity"\r\n"venue_a","Arena, North","Aville","QAA","Europe/Lisbon","50000"\r\nvenue_b,B Park,Bville,QBB,Europe/Lisbon,\r\n`;

  test('UTF-8 BOM, CRLF line ends and quoted numbers validate, and the values are clean', () => {
    const { rows, problems } = read(spreadsheet, venueRow);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.value)).toEqual([
      { id: 'venue_a', name: 'Arena, North', city: 'Aville', country_code: 'QAA', timezone: 'Europe/Lisbon', capacity: 50000 },
      { id: 'venue_b', name: 'B Park', city: 'Bville', country_code: 'QBB', timezone: 'Europe/Lisbon', capacity: null },
    ]);
    expect(rows.map((r) => r.origin.line)).toEqual([2, 3]);
  });

  test('a bad cell in such a file is located as in any other (the BOM is not a column)', () => {
    const { problems } = read(spreadsheet.replace('"50000"', '"lots"'), venueRow);
    expect(problems).toEqual(['teams.csv:2:57: capacity "lots" must be a whole number from 0 to 250000']);
    const header = read(spreadsheet.replace('"city"', '"town"'), venueRow).problems;
    expect(header).toEqual([
      'teams.csv:1:1: missing column "city"',
      'teams.csv:1:13: unknown column "town" (columns are: id, name, city, country_code, timezone, capacity)',
    ]);
  });

  test('lines stay right after a quoted cell holding a CRLF line break, and after empty lines', () => {
    const text = `${HEADER}\r\nteam_a,"Two\r\nlines",QAA,Group A\r\n\r\nteam_b,B,bad,Group A\r\n`;
    expect(read(text).problems).toEqual(['teams.csv:5:10: code "bad" must be three capital letters, e.g. MEX']);
    expect(recordLines(text, ['id,name,code,group\r', 'team_a,"Two\r\nlines",QAA,Group A\r', 'team_b,B,bad,Group A\r'])).toEqual([1, 2, 5]);
  });
});
