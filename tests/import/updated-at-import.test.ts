/**
 * The importers set `updated_at` (content/README.md "Who sets updated_at"): a first import stamps
 * every match at the run's clock (MATCHDAY_NOW here), a re-import that changes nothing changes no
 * time (import:openfootball --force, which replaces the folder, and import:all, which imports into a
 * staging copy without the season), and a re-import of a corrected source moves only that match.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const mini = resolve(repo, 'tests/fixtures/openfootball/mini');
const tmp = mkdtempSync(join(tmpdir(), 'updated-at-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(script: string, now: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [`scripts/${script}`, ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', MATCHDAY_NOW: now } });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r;
}

const updatedAt = (file: string) => Object.fromEntries((parse(readFileSync(file, 'utf8'), { columns: true }) as Record<string, string>[]).map((m) => [m.scheduled_at, m.updated_at]));

describe('updated_at of imported matches', () => {
  it('import:openfootball: stamped at the clock; --force with nothing changed keeps every byte; a corrected kick-off moves that match only', () => {
    const source = join(tmp, 'source');
    cpSync(mini, source, { recursive: true });
    const content = join(tmp, 'content');
    const file = join(content, 'test-2030', 'matches.csv');
    const args = ['--json', source, '--slug', 'test-2030', '--content', content];
    run('import-openfootball.ts', '2030-07-01T00:00:00Z', ...args);
    const first = readFileSync(file, 'utf8');
    expect(new Set(Object.values(updatedAt(file)))).toEqual(new Set(['2030-07-01T00:00:00Z']));

    run('import-openfootball.ts', '2030-07-02T00:00:00Z', ...args, '--force');
    expect(readFileSync(file, 'utf8')).toBe(first);

    const cup = join(source, 'cup.json');
    writeFileSync(cup, readFileSync(cup, 'utf8').replace('"time": "15:00 UTC-4"', '"time": "16:00 UTC-4"'));
    run('import-openfootball.ts', '2030-07-03T00:00:00Z', ...args, '--force');
    const after = updatedAt(file);
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((k) => [k, k === '2030-06-10T20:00:00Z' ? '2030-07-03T00:00:00Z' : '2030-07-01T00:00:00Z'])));
    expect(Object.keys(after)).toContain('2030-06-10T20:00:00Z'); // the corrected kick-off (16:00 UTC-4)
  });

  it('import:all: a second run at a later clock writes nothing, every match keeps the first run\'s time', () => {
    const root = join(tmp, 'openfootball');
    const year = join(root, 'worldcup.json', '2030');
    mkdirSync(year, { recursive: true });
    for (const f of readdirSync(mini).filter((f) => f.endsWith('.json'))) cpSync(join(mini, f), join(year, f.replace(/^cup/, 'worldcup')));
    const content = join(tmp, 'all-content');
    run('import-all.ts', '2030-07-01T00:00:00Z', root, '--content', content);
    const file = join(content, 'wc-2030', 'matches.csv');
    const first = readFileSync(file, 'utf8');
    const again = run('import-all.ts', '2030-07-02T00:00:00Z', root, '--content', content);
    expect(again.stdout).toMatch(/\| wc-2030 +\| unchanged +\|/);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(new Set(Object.values(updatedAt(file)))).toEqual(new Set(['2030-07-01T00:00:00Z']));
  });
});
