/**
 * `npm run validate` reports every problem of a file in one run, each at its own line and column:
 * a bad cell does not hide an unknown team in the same row, a misplaced quote does not hide the
 * other rows (nor does it turn into csv-parse's message at column 1), and a row left out for a
 * problem does not come back as "not in teams.csv" elsewhere. Small fixture content.
 */
import { describe, expect, test } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { writeFixture, type Fixture } from '../fixtures/minimal-content.ts';

interface Written {
  /** The file's lines as written (line n is lines[n - 1]). */
  lines: string[];
  problems: string[];
}

/**
 * Writes the fixture after `mutate`, then replaces lines of `file` (1-based line → new text), and
 * validates. Problems of every file, as `file:line:column: message` with the file relative to the season.
 */
async function validate(file: string, mutate: (f: Fixture) => void, lineEdits: Record<number, (line: string) => string> = {}): Promise<Written> {
  const root = await writeFixture(mutate);
  const path = join(root, 'fx-2030', file);
  const lines = (await readFile(path, 'utf8')).split('\n');
  for (const [n, edit] of Object.entries(lineEdits)) lines[Number(n) - 1] = edit(lines[Number(n) - 1]!);
  await writeFile(path, lines.join('\n'));
  const { problems } = await loadContent(root);
  return { lines, problems: problems.map((p) => formatProblem({ ...p, file: p.file.slice(p.file.indexOf('fx-2030/')) })) };
}

/** 1-based character column of the cell `name` in a line without quotes, by the header of `lines`. */
function columnOf(lines: string[], line: number, name: string): number {
  const index = lines[0]!.split(',').indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return lines[line - 1]!.split(',').slice(0, index).join(',').length + (index > 0 ? 2 : 1);
}

describe('one file with problems of several kinds', () => {
  test('a bad cell, an unknown team in the same row, a short row and an impossible date are all reported, each at its own line and column', async () => {
    const { lines, problems } = await validate(
      'matches.csv',
      (f) => {
        const [m1, , m3] = f.season.matches;
        (m1 as { home_score: unknown }).home_score = 'two';
        m1!.away_team_id = 'team_zzz';
        m3!.scheduled_at = '2030-06-31T18:00:00Z';
      },
      { 3: (l) => l.slice(0, l.lastIndexOf(',')) },
    );
    const header = lines[0]!.split(',').length;
    expect(problems).toEqual([
      `fx-2030/matches.csv:2:${columnOf(lines, 2, 'away_team_id')}: away_team_id team_zzz is not in this season's teams.csv`,
      `fx-2030/matches.csv:2:${columnOf(lines, 2, 'home_score')}: home_score "two" must be a whole number from 0 to 99`,
      `fx-2030/matches.csv:3:1: has ${header - 1} cells but the header has ${header}`,
      `fx-2030/matches.csv:4:${columnOf(lines, 4, 'scheduled_at')}: scheduled_at "2030-06-31T18:00:00Z" is not a real time: June has 30 days`,
    ]);
  });

  test('a row with a bad cell still takes part in the uniqueness checks with its other cells', async () => {
    const { lines, problems } = await validate('matches.csv', (f) => {
      const m2 = f.season.matches[1]!;
      m2.id = 'match_fx-1';
      (m2 as { attendance: unknown }).attendance = 'full';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^fx-2030\/matches\.csv:3:1: duplicate match ID match_fx-1 \(first defined at \S*fx-2030\/matches\.csv:2\)$/),
      `fx-2030/matches.csv:3:${columnOf(lines, 3, 'attendance')}: attendance "full" must be a whole number from 0 to 250000`,
    ]);
  });
});

describe('no follow-on errors from a row left out', () => {
  test('a match with a bad cell is still a match that a slot can name', async () => {
    const { lines, problems } = await validate('matches.csv', (f) => {
      const [m1, m2] = f.season.matches;
      Object.assign(m2!, { stage: 'Final', group: null, home_team_id: null, away_team_id: null, home_slot: 'Winner match 1', away_slot: 'Runner-up Group A' });
      (m1 as { attendance: unknown }).attendance = 'lots';
    });
    expect(problems).toEqual([`fx-2030/matches.csv:2:${columnOf(lines, 2, 'attendance')}: attendance "lots" must be a whole number from 0 to 250000`]);
  });
});

describe('misplaced quotes', () => {
  test('a stray quote mid-cell is reported at its line and column in plain words; the other rows\' problems still show, and no follow-on errors', async () => {
    const { lines, problems } = await validate('teams.csv', () => {}, {
      3: (l) => l.replace('Borea', 'Bo"rea'),
      4: (l) => l.replace('QCC', 'qcc'),
      5: (l) => l.slice(0, l.lastIndexOf(',')),
    });
    expect(lines[2]).toBe('team_bbb,Bo"rea,QBB,Group A');
    expect(problems).toEqual([
      `fx-2030/teams.csv:3:${lines[2]!.indexOf('"') + 1}: CSV syntax error: a quote inside a cell must be written twice, in a cell that starts and ends with a quote: "Bo""rea"`,
      `fx-2030/teams.csv:4:${columnOf(lines, 4, 'code')}: code "qcc" must be three capital letters, e.g. MEX`,
      'fx-2030/teams.csv:5:1: has 3 cells but the header has 4',
    ]);
  });

  test('a quote never closed is reported where it opens, and the rows after it are read and checked', async () => {
    const { lines, problems } = await validate('teams.csv', () => {}, {
      2: (l) => l.replace('Aland', '"Aland'),
      4: (l) => l.replace('QCC', 'qcc'),
    });
    expect(problems).toEqual([
      `fx-2030/teams.csv:2:${lines[1]!.indexOf('"') + 1}: CSV syntax error: the quote opening this cell is never closed (the cell runs on to the end of the file, line ${lines.length}); close it with " and write a quote inside a cell as ""`,
      `fx-2030/teams.csv:4:${columnOf(lines, 4, 'code')}: code "qcc" must be three capital letters, e.g. MEX`,
    ]);
  });

  test('a quote closed too early in a quoted cell, and another file\'s problems, all in one run', async () => {
    const { lines, problems } = await validate('teams.csv', (f) => (f.season.venues[0]!.capacity = -1), {
      3: (l) => l.replace('Borea', '"Borea "the" North"'),
    });
    expect(problems).toEqual([
      `fx-2030/teams.csv:3:${lines[2]!.indexOf('"the') + 1}: CSV syntax error: a quote inside a quoted cell must be written twice (""); this one is followed by "t", not by a comma or the end of the line`,
      expect.stringMatching(/^fx-2030\/venues\.csv:2:\d+: capacity "-1" must be a whole number from 0 to \d+$/),
    ]);
  });

  test('a broken header makes the file unreadable, and nothing else is reported for it', async () => {
    const { lines, problems } = await validate('teams.csv', () => {}, { 1: (l) => l.replace('name', 'na"me') });
    expect(problems).toEqual([`fx-2030/teams.csv:1:${lines[0]!.indexOf('"') + 1}: CSV syntax error: a quote inside a cell must be written twice, in a cell that starts and ends with a quote: "na""me"`]);
  });
});
