/**
 * The pull-request check of `updated_at`: `npm run validate -- --changed-since <ref>` refuses a match
 * whose rows (matches.csv row, events, line-ups, statistics) differ from the merge base's while its
 * updated_at is the same, and `npm run diff -- --stamp` is the fix it names. In a temporary git
 * repository holding two demo seasons (as validate-changed-since.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentRepository, git } from './content-repository.ts';
import { edit } from '../content/two-demo-seasons.ts';

const SCRIPTS = join(import.meta.dirname, '../../scripts');
/** After every time in the demo content (its clock: 2026-11-26T00:00:00Z). */
const NOW = '2026-11-26T12:00:00Z';

function run(root: string, script: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(SCRIPTS, script), ...args], { encoding: 'utf8', cwd: dirname(root), env: { ...process.env, MATCHDAY_NOW: NOW } });
}

function validate(root: string) {
  const r = run(root, 'validate.ts', '--content', 'content', '--format', 'json', '--changed-since', 'main');
  return { code: r.status, problems: (JSON.parse(r.stdout) as { problems: { file: string; line: number; column: number; message: string }[] }).problems };
}

/** Line (1-based) and updated_at cell of a match in a matches.csv text. */
function rowOf(text: string, id: string): { line: number; column: number; updatedAt: string } {
  const lines = text.split('\n');
  const col = lines[0]!.split(',').indexOf('updated_at');
  const line = lines.findIndex((l) => l.startsWith(`${id},`));
  const cells = lines[line]!.split(',');
  return { line: line + 1, column: cells.slice(0, col).join(',').length + 2, updatedAt: cells[col]! };
}

describe('validate --changed-since: updated_at must move with a change', () => {
  test('a changed row and changed events with the old time are refused at the cell; diff --stamp sets it and the branch validates', async () => {
    const root = await contentRepository();
    const matches = join(root, 'demo-2027', 'matches.csv');
    const before = await readFile(matches, 'utf8');
    await edit(root, 'demo-2027/matches.csv', ',54888,', ',54889,'); // match 10: attendance
    git(root, 'commit', '-q', '-am', 'attendance');
    await edit(root, 'demo-2027/events.csv', 'match_demo-2027-005,3,card,yellow,51,', 'match_demo-2027-005,3,card,yellow,52,'); // uncommitted
    const refused = validate(root);
    expect(refused.code).toBe(1);
    const [m5, m10] = [rowOf(before, 'match_demo-2027-005'), rowOf(before, 'match_demo-2027-010')];
    const says = (id: string, what: string, at: string) =>
      `match ${id} changed since main (${what}) but its updated_at is still ${at}: set it to the time of the change; npm run diff -- --stamp does (the importers and live:export set it themselves)`;
    expect(refused.problems).toEqual([
      { file: 'content/demo-2027/matches.csv', line: m5.line, column: m5.column, message: says('match_demo-2027-005', 'events', m5.updatedAt) },
      { file: 'content/demo-2027/matches.csv', line: m10.line, column: m10.column, message: says('match_demo-2027-010', 'row', m10.updatedAt) },
    ]);

    const stamped = run(root, 'diff.ts', 'main', '--content', 'content', '--stamp');
    expect(stamped.status, stamped.stderr).toBe(0);
    expect(stamped.stderr).toContain('updated_at set for 2 match(es)');
    expect(stamped.stdout).toContain('attendance 54888 → 54889'); // and the diff as usual
    const after = await readFile(matches, 'utf8');
    expect([rowOf(after, 'match_demo-2027-005').updatedAt, rowOf(after, 'match_demo-2027-010').updatedAt]).toEqual(['2026-11-26T12:00:00Z', '2026-11-26T12:00:00Z']);
    // nothing else of the file moved
    const others = (t: string) => t.split('\n').filter((l) => !/^match_demo-2027-0(05|10),/.test(l));
    expect(others(after)).toEqual(others(before));
    expect(validate(root)).toEqual({ code: 0, problems: [] });
  }, 120_000);

  test('a changed match whose time was moved by hand passes', async () => {
    const root = await contentRepository();
    const at = rowOf(await readFile(join(root, 'demo-2027', 'matches.csv'), 'utf8'), 'match_demo-2027-010').updatedAt;
    await edit(root, 'demo-2027/matches.csv', `,54888,,${at}`, ',54889,,2026-11-26T11:00:00Z');
    expect(validate(root)).toEqual({ code: 0, problems: [] });
  }, 60_000);
});

describe('diff --stamp usage', () => {
  test('cannot be combined with --head', async () => {
    const root = await contentRepository();
    const r = run(root, 'diff.ts', 'main', '--head', 'main', '--content', 'content', '--stamp');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--stamp writes the working tree; it cannot be combined with --head');
  }, 30_000);
});
