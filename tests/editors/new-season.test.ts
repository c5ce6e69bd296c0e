/** `npm run new:season`: an empty season folder that validates, for editors to fill in. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatProblem, formatStages } from '../../src/lib/content/new-season.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { SEASON_FILES } from '../../src/schemas/content/index.ts';
import { FIXTURE_NOW, writeFixture } from '../fixtures/minimal-content.ts';

const REPO = join(import.meta.dirname, '../..');
function run(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(REPO, 'scripts', script), ...args], { encoding: 'utf8', cwd: REPO, env: { ...process.env, MATCHDAY_NOW: FIXTURE_NOW } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const names = (teams: number, groups: number, thirdPlace = false) => formatStages({ teams, groups, thirdPlace }).map((s) => s.name);

describe('the format', () => {
  test('groups, then knockout rounds from the group winners and runners-up (best thirds fill up to a power of two)', () => {
    expect(names(32, 8)).toEqual(['Group stage', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(names(48, 12, true)).toEqual(['Group stage', 'Round of 32', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Match for third place', 'Final']);
    expect(names(24, 6)).toEqual(['Group stage', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(names(16, 0)).toEqual(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(names(2, 0)).toEqual(['Final']);
    expect(formatStages({ teams: 32, groups: 8, thirdPlace: false })[0]).toEqual({ name: 'Group stage', knockout: false, kind: 'group' });
  });
  test('impossible formats are refused', () => {
    expect(formatProblem({ teams: 10, groups: 6, thirdPlace: false })).toBe('10 teams cannot make 6 groups of at least 2 teams');
    expect(formatProblem({ teams: 1, groups: 0, thirdPlace: false })).toMatch(/^--teams must be/);
    expect(formatProblem({ teams: 32, groups: 8, thirdPlace: false })).toBeNull();
  });
});

describe('scripts/new-season.ts', () => {
  test('scaffolds a season next to existing content; npm run validate passes on it', async () => {
    const root = await writeFixture();
    const r = run('new-season.ts', '--slug', 'cup-2030', '--name', 'Cup', '--year', '2030', '--content', root, '--teams', '48', '--groups', '12');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('stages: Group stage, Round of 32, Round of 16, Quarter-finals, Semi-finals, Final; groups: Group A…Group L');
    expect(r.stdout).toContain('content/README.md');
    const dir = join(root, 'cup-2030');
    expect(readdirSync(dir).sort()).toEqual(['competition.json', ...Object.keys(SEASON_FILES)].sort());
    for (const [file, schema] of Object.entries(SEASON_FILES)) expect(readFileSync(join(dir, file), 'utf8')).toBe(`${Object.keys(schema.shape).join(',')}\n`);
    const competition = JSON.parse(readFileSync(join(dir, 'competition.json'), 'utf8'));
    expect(competition).toMatchObject({ id: 'season_cup-2030', name: 'Cup', year: 2030, demo: false, rules: { points_per_win: 3 } });
    expect(competition.groups).toHaveLength(12);
    const { problems, raw } = await loadContent(root);
    expect(problems).toEqual([]);
    expect(raw.seasons.map((s) => s.slug)).toEqual(['cup-2030', 'fx-2030']);
    const v = run('validate.ts', '--content', root);
    expect(v.code, v.stdout).toBe(0);
  });

  test('in an empty content folder it also writes the shared files, with headers only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'matchday-new-'));
    const r = run('new-season.ts', '--slug', 'ko-1990', '--name', 'Knockout Cup', '--year', '1990', '--teams', '16', '--groups', '0', '--content', root);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(root, 'players.csv'), 'utf8')).toMatch(/^id,first_name,/);
    expect((await loadContent(root)).problems).toEqual([]);
  });

  test('refuses a folder that exists (exit 1), and changes nothing', async () => {
    const root = await writeFixture();
    writeFileSync(join(root, 'fx-2030', 'teams.csv'), 'kept');
    const r = run('new-season.ts', '--slug', 'fx-2030', '--name', 'Cup', '--year', '2030', '--content', root);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^new:season: \S*fx-2030 already exists; choose another --slug \(nothing was written\)\n$/);
    expect(readFileSync(join(root, 'fx-2030', 'teams.csv'), 'utf8')).toBe('kept');
  });

  test('--help, and usage errors (exit 2) before anything is written', () => {
    const help = run('new-season.ts', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run new:season -- --slug <slug> --name "<name>" --year <yyyy>');
    const root = mkdtempSync(join(tmpdir(), 'matchday-new-'));
    for (const [args, message] of [
      [['--slug', 'x'], '--slug, --name and --year are required'],
      [['--slug', 'Cup 2030', '--name', 'Cup', '--year', '2030'], '--slug "Cup 2030": use lower-case letters, digits and hyphens'],
      [['--slug', 'c', '--name', 'Cup', '--year', '20x0'], '--year must be a whole number (got "20x0")'],
      [['--slug', 'c', '--name', 'Cup', '--year', '2030', '--teams', '10', '--groups', '6'], '10 teams cannot make 6 groups of at least 2 teams'],
    ] as const) {
      const r = run('new-season.ts', ...args, '--content', root);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
    expect(readdirSync(root)).toEqual([]);
    expect(existsSync(join(root, 'c'))).toBe(false);
  });
});
