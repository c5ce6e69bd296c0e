/** `npm run import:all` on a small openfootball-shaped folder (the mini fixture as year 2030): options, failures, idempotence. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findTournaments, importArgs } from '../../src/lib/import/bulk/tournaments.ts';
import { failureReason, shortenPaths } from '../../src/lib/import/bulk/summary.ts';
import { treeState } from '../helpers/tree-state.ts';

const repo = resolve(import.meta.dirname, '../..');
const mini = resolve(repo, 'tests/fixtures/openfootball/mini');
const tmp = mkdtempSync(join(tmpdir(), 'import-all-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** An openfootball-shaped copy: worldcup.json/2030/worldcup*.json (the mini cup) and worldcup/more/2030_*.txt. */
function layout(name: string): string {
  const root = join(tmp, name);
  const year = join(root, 'worldcup.json', '2030');
  mkdirSync(year, { recursive: true });
  for (const f of readdirSync(mini).filter((f) => f.endsWith('.json'))) cpSync(join(mini, f), join(year, f.replace(/^cup/, 'worldcup')));
  mkdirSync(join(root, 'worldcup', 'more'), { recursive: true });
  cpSync(join(mini, 'txt/cup_full.txt'), join(root, 'worldcup/more/2030_full.txt'));
  cpSync(join(mini, 'txt/cup_squads.txt'), join(root, 'worldcup/more/2030_squads.txt'));
  return root;
}

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/import-all.ts', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}


describe('import:all', () => {
  it('--help prints the usage and exits 0', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: npm run import:all -- <openfootball folder>/);
    expect(r.out).toMatch(/--allow-failures/);
  });

  it('usage errors exit 2 with a clear message', () => {
    const root = layout('usage');
    const cases: [string[], RegExp][] = [
      [[], /give the openfootball folder/],
      [[root, root], /one openfootball folder expected, got 2/],
      [[join(tmp, 'nope')], /no such folder/],
      [[tmp], /has no worldcup\.json\/ folder/],
      [[root, '--years', '30'], /--years takes years separated by commas/],
      [[root, '--years', '1930'], /--years: no tournament for 1930 .*found: 2030/],
      [[root, '--bogus'], /Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
  });

  it('finds the tournaments and passes the documented options', () => {
    const root = layout('find');
    mkdirSync(join(root, 'worldcup.json', '1950'));
    writeFileSync(join(root, 'worldcup.json', '1950', 'worldcup.json'), '{}');
    mkdirSync(join(root, 'worldcup.json', '2025'));
    writeFileSync(join(root, 'worldcup.json', '2025', 'clubworldcup.json'), '{}');
    const found = findTournaments(root);
    expect(found.map((t) => t.slug)).toEqual(['wc-1950', 'cwc-2025', 'wc-2030']);
    expect(found[0]!.txt).toBeNull();
    expect(found[2]!.txt).toBe(join(root, 'worldcup/more/2030_full.txt'));
    // no worldcup/1950--<host> folder here: only what no file says (the final round-robin)
    expect(importArgs(found[0]!, '/c', '/r.json')).toEqual([
      '--json', join(root, 'worldcup.json/1950/worldcup.json'), '--slug', 'wc-1950',
      '--league-stage', 'Final Round', '--content', '/c', '--report', '/r.json', '--force',
    ]);
    mkdirSync(join(root, 'worldcup', '1950--brazil'));
    expect(importArgs(findTournaments(root)[0]!, '/c', '/r.json')).toContain('BRA');
    expect(importArgs(found[1]!, '/c', '/r.json')).toContain('UTC-4');
  });

  it('reasons name the problems on one line, without scratch paths', () => {
    expect(shortenPaths('in ../../tmp/openfootball-import-X1/content/wc-1930/teams.csv; x')).toBe('in wc-1930/teams.csv; x');
    expect(shortenPaths('/data/openfootball/worldcup.json/2025/clubworldcup.squads.json is missing')).toBe('/data/openfootball/worldcup.json/2025/clubworldcup.squads.json is missing');
    const problems = [1, 2, 3].map((line) => ({ file: '.tmp/a/content/wc-1934/matches.csv', line, column: 4, message: 'a knockout match cannot end level' }));
    expect(failureReason(problems, '', 1)).toBe('3 validation problems: wc-1934/matches.csv:1: a knockout match cannot end level; wc-1934/matches.csv:2: a knockout match cannot end level (+1 more)');
    expect(failureReason(null, 'import:openfootball: /x/2025/clubworldcup.squads.json is missing\n\nRun with --help for usage.\n', 2)).toBe('/x/2025/clubworldcup.squads.json is missing');
    // the detail lines under the importer's message are part of the reason
    expect(failureReason(null, 'import:openfootball: input unusable: x.json is not in the openfootball format:\n  matches.0.round: expected string\n', 1)).toBe('input unusable: x.json is not in the openfootball format: matches.0.round: expected string');
  });

  it('imports into one folder with a summary; a failure is reported and exits 1 (0 with --allow-failures); a second run changes nothing', () => {
    const root = layout('run');
    mkdirSync(join(root, 'worldcup.json', '2031'));
    writeFileSync(join(root, 'worldcup.json', '2031', 'worldcup.json'), '{"name": "Broken", "matches": [{"round": 1}]}');
    const content = join(tmp, 'run-content');
    mkdirSync(content);
    cpSync(join(repo, 'content/README.md'), join(content, 'README.md'));
    const report = join(tmp, 'run-report.json');

    const first = run(root, '--content', content, '--report', report);
    expect(first.code, first.out + first.err).toBe(1);
    expect(first.err).toMatch(/\[1\/2\] wc-2030 +✓ 4 matches, 5 warning\(s\)/);
    expect(first.err).toMatch(/\[2\/2\] wc-2031 +✗ failed: input unusable: [^ ]*\/run\/worldcup\.json\/2031\/worldcup\.json is not in the openfootball format: matches\.0\.round: /);
    expect(first.out).toMatch(/\| tournament +\| status +\| matches \| +goals \| cards \| subs \| line-ups \| incomplete \| warnings \| notes \|/);
    expect(first.out).toMatch(/\| wc-2030 +\| new +\| +4 \| +7\/7 \| +3 \| +7 \| +4 \| +0 \| +5 \|/);
    expect(first.out).toMatch(/\| wc-2031 +\| failed +\| +– \|/);
    expect(first.out).toMatch(/Failed \(1; season folders left as they were\):\n {2}wc-2031 +.*2031\/worldcup\.json is not in the openfootball format: matches\.0\.round: /);
    expect(first.out).toMatch(/1 of 2 imported \(1 new, 0 updated, 0 unchanged\), 1 failed/);
    expect(existsSync(join(content, 'wc-2030', 'matches.csv'))).toBe(true);
    expect(existsSync(join(content, 'wc-2031'))).toBe(false);
    expect(readFileSync(join(content, 'README.md'), 'utf8')).toBe(readFileSync(join(repo, 'content/README.md'), 'utf8'));
    const json = JSON.parse(readFileSync(report, 'utf8'));
    expect(json.tournaments.map((t: { slug: string; status: string }) => [t.slug, t.status])).toEqual([['wc-2030', 'new'], ['wc-2031', 'failed']]);
    expect(json.tournaments[0].figures).toMatchObject({ matches: 4, goals: 7, scoreGoals: 7, lineups: 4, warnings: 5 });

    const before = treeState(content);
    const second = run(root, '--content', content, '--allow-failures');
    expect(second.code, second.out + second.err).toBe(0);
    expect(second.out).toMatch(/\| wc-2030 +\| unchanged +\|/);
    expect(second.out).toMatch(/Shared files: unchanged/);
    expect(second.err).toMatch(/0 file\(s\) written, 0 removed/);
    expect(treeState(content)).toEqual(before);

    // A stray or edited file of an imported season is put back; only that season's files change.
    writeFileSync(join(content, 'wc-2030', 'stray.txt'), 'left over');
    writeFileSync(join(content, 'wc-2030', 'stats.csv'), 'edited\n');
    const third = run(root, '--content', content, '--years', '2030');
    expect(third.code, third.out + third.err).toBe(0);
    expect(third.out).toMatch(/\| wc-2030 +\| updated \(2 files\) +\|/);
    expect(existsSync(join(content, 'wc-2030', 'stray.txt'))).toBe(false);
    expect(treeState(content)['wc-2030/stats.csv']!.split(' ')[0]).toBe(before['wc-2030/stats.csv']!.split(' ')[0]);

    // A tournament that fails now keeps its earlier import.
    writeFileSync(join(root, 'worldcup.json', '2030', 'worldcup.json'), '{"name": "Broken", "matches": [{"round": 1}]}');
    const kept = treeState(content);
    const fourth = run(root, '--content', content, '--years', '2030');
    expect(fourth.code).toBe(1);
    expect(fourth.out).toMatch(/wc-2030 +input unusable: .*worldcup\.json is not in the openfootball format.* \(the earlier import is kept\)/);
    expect(treeState(content)).toEqual(kept);
  });
});
