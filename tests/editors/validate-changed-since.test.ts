/**
 * `npm run validate -- --changed-since <ref>` and `--seasons`: the season folders a pull request
 * touched are checked fully, found by git in a temporary repository; a change to a shared file (or
 * git failing) means the full validation, and the summary says so. Exit codes as always.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentRepository, git } from './content-repository.ts';
import { scopeOfChanges } from '../../src/lib/content/changed-seasons.ts';
import { copySeason, edit, twoDemoSeasons } from '../content/two-demo-seasons.ts';

const SCRIPT = join(import.meta.dirname, '../../scripts/validate.ts');

interface Run {
  code: number | null;
  stderr: string;
  problems: { file: string; line: number; message: string }[];
  summary: { valid: boolean; mode: string; seasons: number; seasonsCheckedFully: number; matches: number; scope?: string };
}

/** validate --format json in the repository holding `root` (content/), as CI runs it. */
function validate(root: string, ...args: string[]): Run {
  const r = spawnSync(process.execPath, [SCRIPT, '--content', 'content', '--format', 'json', ...args], { encoding: 'utf8', cwd: dirname(root) });
  const doc = r.stdout ? (JSON.parse(r.stdout) as Pick<Run, 'problems' | 'summary'>) : { problems: [], summary: {} as Run['summary'] };
  return { code: r.status, stderr: r.stderr, ...doc };
}

describe('scopeOfChanges', () => {
  const folders = new Set(['a-2025', 'b-2026']);
  test('paths in season folders name those seasons, once, sorted; a removed season folder is left out', () => {
    expect(scopeOfChanges(['b-2026/matches.csv', 'a-2025/teams.csv', 'b-2026/events.csv', 'gone-2020/matches.csv'], folders, 'content')).toEqual({
      mode: 'partial', seasons: ['a-2025', 'b-2026'], reason: 'changed: a-2025, b-2026',
    });
    expect(scopeOfChanges([], folders, 'content')).toEqual({ mode: 'partial', seasons: [], reason: 'no season folder changed' });
  });
  test('any file outside a season folder means the full validation', () => {
    for (const f of ['countries.csv', 'players.csv', 'team-aliases.csv', 'league-overrides.json', 'README.md'])
      expect(scopeOfChanges(['a-2025/matches.csv', f], folders, 'content')).toEqual({ mode: 'full', reason: `content/${f} changed, a file every season shares` });
  });
});

describe('validate --changed-since', () => {
  test('a committed change to one season: that season checked fully, its problem found (exit 1)', async () => {
    const root = await contentRepository();
    await edit(root, 'demo-2027/teams.csv', 'team_qcl,Caledor,QCL', 'team_qcl,Caledoria,QCL');
    git(root, 'commit', '-q', '-am', 'rename');
    const r = validate(root, '--changed-since', 'main');
    expect(r.code).toBe(1);
    expect(r.summary).toMatchObject({ valid: false, mode: 'partial', seasons: 2, seasonsCheckedFully: 1, matches: 104, scope: 'changed: demo-2027' });
    expect(r.problems).toEqual([
      { file: 'content/demo-2027/teams.csv', line: 2, column: 10, message: 'team team_qcl is "Caledoria" (QCL) here but "Caledor" (QCL) in content/demo-2026/teams.csv; one team keeps one name and code' },
    ]);
    expect(r.stderr).toContain('✗ 1 problem(s) in 1 file(s) — partial (changed: demo-2027): 1 of 2 season(s) checked fully, the others for the cross-season rules');
  });

  test('uncommitted and untracked changes count too: a new season folder not yet added', async () => {
    const root = await contentRepository();
    await copySeason(root, 'demo-2027', 'demo-2028');
    let r = validate(root, '--changed-since', 'main');
    expect(r.code).toBe(0);
    expect(r.summary).toMatchObject({ valid: true, mode: 'partial', seasons: 3, seasonsCheckedFully: 1, scope: 'changed: demo-2028' });
    await edit(root, 'demo-2026/matches.csv', 'match_demo-2026-104,', 'match_demo-2028-104,'); // unstaged: a match ID demo-2028 has
    r = validate(root, '--changed-since', 'main');
    expect(r.code).toBe(1);
    expect(r.summary).toMatchObject({ mode: 'partial', seasonsCheckedFully: 2, scope: 'changed: demo-2026, demo-2028' });
    expect(r.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'content/demo-2028/matches.csv:105: duplicate match ID match_demo-2028-104 (first defined at content/demo-2026/matches.csv:105)',
    ]);
  });

  test('nothing changed under content/: no season checked fully, exit 0', async () => {
    const root = await contentRepository();
    await writeFile(join(dirname(root), 'notes.txt'), 'outside the content folder\n');
    const r = validate(root, '--changed-since', 'main');
    expect(r.code).toBe(0);
    expect(r.summary).toMatchObject({ mode: 'partial', seasonsCheckedFully: 0, scope: 'no season folder changed' });
  });

  test('a changed shared file: the full validation, and it says why', async () => {
    const root = await contentRepository();
    await edit(root, 'demo-2026/teams.csv', 'team_qcl,Caledor,QCL', 'team_qcl,Caledoria,QCL');
    git(root, 'commit', '-q', '-am', 'rename');
    await writeFile(join(root, 'team-aliases.csv'), 'alias,team_id\nCaledor FC,team_qcl\n');
    const shared = validate(root, '--changed-since', 'main');
    expect(shared.code).toBe(1);
    expect(shared.summary).toMatchObject({ mode: 'full', seasons: 2, seasonsCheckedFully: 2, matches: 208, scope: 'content/team-aliases.csv changed, a file every season shares' });
    // the full validation meets demo-2027 second and reports the clash there
    expect(shared.problems.map((p) => p.file)).toEqual(['content/demo-2027/teams.csv']);
    expect(shared.stderr).toContain('full (content/team-aliases.csv changed, a file every season shares): 2 season(s)');
    await rm(join(root, 'team-aliases.csv'));
    const partial = validate(root, '--changed-since', 'main');
    expect(partial.summary).toMatchObject({ mode: 'partial', scope: 'changed: demo-2026' });
    expect(partial.problems.map((p) => p.file)).toEqual(['content/demo-2026/teams.csv']);
  });

  test('a ref git does not know: the full validation, and it says why', async () => {
    const root = await contentRepository();
    const unknown = validate(root, '--changed-since', 'no-such-branch');
    expect(unknown.code).toBe(0);
    expect(unknown.summary).toMatchObject({ mode: 'full', seasonsCheckedFully: 2 });
    expect(unknown.summary.scope).toMatch(/^git could not list the changes since no-such-branch \(fatal: .*no-such-branch/);
  });
});

describe('validate --seasons', () => {
  test('the named folders are checked fully; content/<folder> is accepted', async () => {
    const root = await twoDemoSeasons();
    const r = validate(root, '--seasons', 'content/demo-2026/');
    expect(r.code).toBe(0);
    expect(r.summary).toMatchObject({ mode: 'partial', seasons: 2, seasonsCheckedFully: 1, matches: 104, scope: '--seasons demo-2026' });
  });
  test('an unknown folder, an empty list or both options: usage errors (exit 2)', async () => {
    const root = await twoDemoSeasons();
    for (const [args, message] of [
      [['--seasons', 'demo-2026,demo-2099'], '--seasons: no season folder "demo-2099" in content'],
      [['--seasons', ','], '--seasons needs at least one season folder'],
      [['--seasons', 'demo-2026', '--changed-since', 'main'], '--seasons and --changed-since cannot be combined'],
      [['--changed-since=--output=x'], '--changed-since needs a git ref'],
    ] as const) {
      const r = validate(root, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});

describe('.github/workflows/pull-request.yml', () => {
  test('validates the seasons the pull request touches against its base branch, with the history git needs', () => {
    const text = readFileSync(join(import.meta.dirname, '../../.github/workflows/pull-request.yml'), 'utf8');
    expect(text).toContain('npm run validate -- --format github --changed-since "origin/${{ github.base_ref }}"');
    expect(text).toMatch(/fetch-depth: 0/);
  });
});
