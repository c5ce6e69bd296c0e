/**
 * `import:all` on a copy where one World Cup has Football.TXT files and a host folder but no JSON
 * (a TXT-only year): reported as failed, with what was found and why, never left out unsaid.
 * Real data: the 1990 World Cup (openfootball, CC0) copied into a scratch folder as 2030 (complete)
 * and as 2034 (only `worldcup/2034--italy/` and `worldcup/more/2034_full.txt`). Before, 2034 was
 * not in the summary at all and the run exited 0.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENFOOTBALL } from '../helpers/all-tournaments.ts';

const repo = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'import-all-txt-only-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function layout(): string {
  const root = join(tmp, 'of');
  mkdirSync(join(root, 'worldcup.json', '2030'), { recursive: true });
  cpSync(join(OPENFOOTBALL, 'worldcup.json/1990/worldcup.json'), join(root, 'worldcup.json/2030/worldcup.json'));
  mkdirSync(join(root, 'worldcup', 'more'), { recursive: true });
  for (const y of [2030, 2034]) {
    mkdirSync(join(root, 'worldcup', `${y}--italy`), { recursive: true });
    cpSync(join(OPENFOOTBALL, 'worldcup/more/1990_full.txt'), join(root, 'worldcup/more', `${y}_full.txt`));
    cpSync(join(OPENFOOTBALL, 'worldcup/more/1990_squads.txt'), join(root, 'worldcup/more', `${y}_squads.txt`));
  }
  return root;
}

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/import-all.ts', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('import:all: a World Cup with TXT files but no JSON', () => {
  it('is reported as failed with what was found; the other year imports', () => {
    const root = layout();
    const r = run(root, '--content', join(tmp, 'content'));
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/\| wc-2030 +\| new +\| +52 \|/);
    expect(r.stdout).toMatch(/\| wc-2034 +\| failed +\|/);
    expect(r.stdout).toMatch(/wc-2034 +no worldcup\.json\/2034\/worldcup\.json \(found only worldcup\/2034--italy, worldcup\/more\/2034_full\.txt\); import:openfootball needs the JSON matches file/);
    expect(r.stdout).toMatch(/1 of 2 imported/);
  }, 120_000);

  it('--years names it like any other year', () => {
    const r = run(layout(), '--content', join(tmp, 'content-2034'), '--years', '2034');
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/0 of 1 imported/);
  }, 60_000);
});
