/** The command line: help, usage errors (exit 2), a real run with its summary (exit 0). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/generate-demo.ts', ...args], { encoding: 'utf8', cwd: join(import.meta.dirname, '../..') });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('scripts/generate-demo.ts', () => {
  it('--help prints the usage and exits 0', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: npm run generate:demo');
    expect(r.stdout).toContain('--seasons');
  });

  it.each([
    [['--seed', 'abc'], '--seed must be a whole number'],
    [['--seasons', '0', '--out', 'x'], '--seasons must be a whole number from 1 to 200'],
    [['--competitions', '2.5', '--out', 'x'], '--competitions must be a whole number'],
    [['--seasons', '3'], '--out <dir>'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--out'], "'--out <value>' argument missing"],
    [['--now', '2026-02-30', '--out', 'x'], '--now must be a date (2026-12-03) or a date-time with Z or an offset'],
    [['--now', '2026-12-03T12:00', '--out', 'x'], '--now must be a date'],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('reports a folder it cannot write to in one line (exit 1)', () => {
    const r = run('--out', '/dev/null/demo');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^generate-demo: cannot write to .*demo\/: /);
    expect(r.stderr).not.toContain('    at ');
  });

  it('writes and validates a season, reporting progress on stderr and a summary on stdout', () => {
    const out = mkdtempSync(join(tmpdir(), 'matchday-cli-'));
    dirs.push(out);
    const r = run('--seed', '11', '--seasons', '2', '--now', '2026-12-03', '--out', out, '--validate');
    expect(r.stderr).toMatch(/\[1\/2\] .*demo-2025: 104 matches, [\d,]+ events/);
    expect(r.stderr).toMatch(/\[2\/2\] .*demo-2026/);
    expect(r.stdout).toMatch(/^Wrote 2 season\(s\) to .* \(seed 11, published 2026-12-03T00:00:00\.000Z\) in [\d.]+ s: 208 matches, [\d,]+ players, [\d,]+ events \(.*goal [\d,]+.*\), 18 files\.$/m);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['countries.csv', 'demo-2025', 'demo-2026', 'players.csv']);
  });
});
