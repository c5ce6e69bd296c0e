/** `npm run import:openfootball` as a user runs it: options, errors, exit codes, files written. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const mini = resolve(repo, 'tests/fixtures/openfootball/mini');
const tmp = mkdtempSync(join(tmpdir(), 'openfootball-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/import-openfootball.ts', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const input = ['--json', mini, '--txt', join(mini, 'txt/cup_full.txt'), '--squads-txt', join(mini, 'txt/cup_squads.txt')];

describe('import:openfootball CLI', () => {
  it('--help prints the usage and exits 0', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: npm run import:openfootball -- --json/);
    expect(r.out).toMatch(/--dry-run/);
  });

  it('bad options and missing files are usage errors (exit 2) with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [[], /--json is required/],
      [['--json', mini], /--slug is required/],
      [['--json', mini, '--slug', 'Bad Slug'], /--slug "Bad Slug" must be lower-case/],
      [['--json', mini, '--slug', 'x', '--year', '26'], /--year "26" must be a year/],
      [['--json', join(tmp, 'nope'), '--slug', 'x'], /no such file or folder/],
      [['--json', mini, '--txt', join(tmp, 'nope.txt'), '--slug', 'x'], /--txt .*nope\.txt: no such file/],
      [['--json', mini, '--slug', 'x', '--bogus'], /Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
  });

  it('unusable input exits 1', () => {
    const broken = join(tmp, 'broken');
    cpSync(mini, broken, { recursive: true });
    writeFileSync(join(broken, 'cup.json'), '{"name": "Broken", "matches": [{"round": 1}]}');
    const r = run('--json', broken, '--slug', 'broken', '--content', join(tmp, 'c0'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/input unusable: .*cup\.json is not in the openfootball format/);
  });

  it('--dry-run converts and validates but writes nothing', () => {
    const content = join(tmp, 'dry');
    const r = run(...input, '--slug', 'test-2030', '--content', content, '--dry-run');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Dry run: Test Cup 2030 converted and valid/);
    expect(existsSync(content)).toBe(false);
  });

  it('imports, shows progress and a summary, refuses to overwrite without --force', () => {
    const content = join(tmp, 'content');
    const report = join(tmp, 'report.json');
    const r = run(...input, '--slug', 'test-2030', '--content', content, '--report', report);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.err).toMatch(/Converting matches 4\/4/);
    expect(r.err).toMatch(/Validating the result/);
    expect(r.out).toMatch(/matches {4}4 \(4 completed, 0 scheduled\)/);
    expect(r.out).toMatch(/events {5}25: card 3 \(red 1, yellow 2\); goal 7 \(normal 5, own_goal 1, penalty 1\); shootout 8 \(missed 3, scored 5\); substitution 7/);
    expect(r.out).toMatch(/Warnings:\n {2}! /);
    for (const f of ['competition.json', 'teams.csv', 'venues.csv', 'squads.csv', 'matches.csv', 'events.csv', 'lineups.csv', 'stats.csv'])
      expect(existsSync(join(content, 'test-2030', f)), f).toBe(true);
    expect(readFileSync(join(content, 'test-2030/stats.csv'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(readFileSync(join(content, 'players.csv'), 'utf8').trim().split('\n')).toHaveLength(36);
    const json = JSON.parse(readFileSync(report, 'utf8'));
    expect(json.figures).toMatchObject({ matches: 4, players: 35, teamLineups: 4, warnings: 5 });
    expect(json.validation.problems).toEqual([]);

    const again = run(...input, '--slug', 'test-2030', '--content', content);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/already exists; pass --force to replace it/);
    writeFileSync(join(content, 'test-2030/stray.txt'), 'left over');
    const forced = run(...input, '--slug', 'test-2030', '--content', content, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).not.toMatch(/already exists with different values/);
    expect(existsSync(join(content, 'test-2030/stray.txt'))).toBe(false);
  });

  it('validates the new season together with the seasons already there', () => {
    const content = join(tmp, 'content');
    // a second import of the same teams under another slug is consistent with the first
    const second = run(...input, '--slug', 'test-2030-replay', '--content', content);
    expect(second.code, second.out + second.err).toBe(0);
    // a team renamed between seasons breaks "one team, one name": refused, nothing written
    const renamed = join(tmp, 'renamed');
    cpSync(mini, renamed, { recursive: true });
    const teamsFile = join(renamed, 'cup.teams.json');
    writeFileSync(teamsFile, readFileSync(teamsFile, 'utf8').replace('"name": "Atlantis"', '"name": "Atlantis Republic"'));
    const r = run('--json', renamed, '--slug', 'test-2031', '--content', content);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Not imported: the result would not validate/);
    expect(r.out).toMatch(/team team_atl is "Atlantis Republic" \(ATL\) here but "Atlantis" \(ATL\)/);
    expect(existsSync(join(content, 'test-2031'))).toBe(false);
  });
});
