/**
 * matches.csv `updated_at` is required (rules/updated-at.ts): a file without it (written before the
 * column existed) is one problem naming the command that fills it, an empty cell is one problem, a
 * time after the validation's clock is refused, a malformed time says how to write it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';

/** The fixture's matches.csv as lines of cells, edited by `edit`, then the problems of the folder (at `now`). */
async function problemsAfter(edit: (rows: string[][], col: number) => string[][], now?: string): Promise<string[]> {
  const root = await writeFixture();
  const path = join(root, 'fx-2030', 'matches.csv');
  const rows = (await readFile(path, 'utf8')).trimEnd().split('\n').map((l) => l.split(','));
  await writeFile(path, `${edit(rows, rows[0]!.indexOf('updated_at')).map((r) => r.join(',')).join('\n')}\n`);
  const { problems } = await loadContent(root, now ? { now: new Date(now) } : {});
  return problems.map((p) => formatProblem({ ...p, file: p.file.slice(p.file.indexOf('fx-2030/')) }));
}

/** 1-based character column of cell `col` in line `cells`. */
const charColumn = (cells: string[], col: number) => cells.slice(0, col).join(',').length + (col > 0 ? 2 : 1);

describe('updated_at', () => {
  test('the fixture as written (writeSeason stamps it) is valid, with and without a clock', async () => {
    expect(await problemsAfter((rows) => rows)).toEqual([]);
    expect(await problemsAfter((rows) => rows, '2040-01-01T00:00:00Z')).toEqual([]);
  });

  test('a file without the column: one problem at its header, naming the command that fills it', async () => {
    expect(await problemsAfter((rows, col) => rows.map((r) => r.filter((_, i) => i !== col)))).toEqual([
      'fx-2030/matches.csv:1:1: no match has updated_at (the column is left out or empty): every match records when it last changed; npm run diff -- --stamp fills it',
    ]);
  });

  test('an empty cell: a problem at that cell', async () => {
    let at = 0;
    const p = await problemsAfter((rows, col) => {
      rows[2]![col] = '';
      at = charColumn(rows[2]!, col);
      return rows;
    });
    expect(p).toEqual([`fx-2030/matches.csv:3:${at}: updated_at is empty: every match records when it last changed (UTC, like 2026-11-25T21:04:00Z); npm run diff -- --stamp sets it`]);
  });

  test('after the clock: refused at its cell; no clock, no check', async () => {
    const future = (rows: string[][], col: number) => {
      rows[1]![col] = '2030-06-11T09:00:00Z'; // after every kick-off of the fixture
      return rows;
    };
    expect(await problemsAfter(future)).toEqual([]);
    expect(await problemsAfter(future, '2030-06-11T09:00:00Z')).toEqual([]);
    expect(await problemsAfter(future, '2030-06-11T08:59:59Z')).toEqual([
      expect.stringMatching(/^fx-2030\/matches\.csv:2:\d+: updated_at 2030-06-11T09:00:00\.000Z is after now \(2030-06-11T08:59:59\.000Z\): it is when match match_fx-1 last changed, which cannot be in the future$/),
    ]);
  });

  test('written otherwise than a UTC time: the cell says how', async () => {
    const p = await problemsAfter((rows, col) => {
      rows[1]![col] = '2030-06-02 09:00';
      return rows;
    });
    expect(p).toEqual([expect.stringMatching(/^fx-2030\/matches\.csv:2:\d+: updated_at "2030-06-02 09:00" must be a UTC time written like 2026-06-11T19:00:00Z: put a T between the date and the time$/)]);
  });
});
