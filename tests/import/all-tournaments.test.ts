/**
 * Every openfootball tournament of <real data>/openfootball (tests/helpers/real-data.ts) imported into one content folder
 * with `npm run import:all`: the tournaments docs/imported-tournaments.md lists as importable
 * import, exactly the ones it lists as not importable fail (with a reason), and a second run
 * (of three of them) changes nothing. The contract suite on the result: tests/contract/all-tournaments.test.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runScript } from '../helpers/server-process.ts';
import { OPENFOOTBALL, documentedMatches, documentedStatus, importAllOnce, type AllImport } from '../helpers/all-tournaments.ts';
import { treeState } from '../helpers/tree-state.ts';

let imp: AllImport;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

beforeAll(async () => {
  imp = await importAllOnce();
  process.stderr.write(`[all-tournaments] import:all of ${imp.tournaments.length} tournaments: ${imp.seconds.toFixed(1)} s\n`);
}, 600_000);


describe('import:all on every openfootball tournament', () => {
  test('imports what docs/imported-tournaments.md lists as importable; exactly the documented ones fail, with a reason', () => {
    const docs = documentedStatus();
    const found = imp.tournaments.map((t) => t.slug);
    expect(found.length, imp.stderr).toBeGreaterThanOrEqual(21);
    expect([...docs.keys()].filter((s) => !found.includes(s)), 'documented but not found in the openfootball folder').toEqual([]);
    expect(found.filter((s) => !docs.has(s)), `found in ${OPENFOOTBALL} but not in docs/imported-tournaments.md`).toEqual([]);
    const failed = imp.tournaments.filter((t) => t.status === 'failed');
    const documentedFailures = [...docs].filter(([, s]) => s !== true).map(([slug]) => slug).sort();
    const why = failed.map((t) => `${t.slug}: ${t.reason}`).join('\n');
    expect(
      failed.map((t) => t.slug).filter((s) => !documentedFailures.includes(s)),
      `failed but documented as importable (a regression, or add it to docs/imported-tournaments.md):\n${why}`,
    ).toEqual([]);
    expect(
      documentedFailures.filter((s) => !failed.some((t) => t.slug === s)),
      'imported but documented as not importable: update docs/imported-tournaments.md',
    ).toEqual([]);
    for (const t of failed) expect(t.reason, t.slug).toMatch(/\S/);
    expect(imp.code, imp.stderr).toBe(failed.length > 0 ? 1 : 0);
  });

  test('the summary: a row per tournament, the documented match counts, and the reason of each failure', () => {
    const matches = documentedMatches();
    for (const t of imp.tournaments) {
      expect(imp.stdout, t.slug).toMatch(new RegExp(`^\\| ${t.slug} +\\| ${t.status === 'failed' ? 'failed' : 'new'} +\\|`, 'm'));
      expect(imp.stderr, t.slug).toMatch(new RegExp(`\\] ${t.slug} +${t.status === 'failed' ? '✗ failed' : '✓'}`));
      if (t.status !== 'failed') {
        expect(t.figures?.matches, t.slug).toBe(matches.get(t.slug));
        expect(t.figures!.goals, t.slug).toBeLessThanOrEqual(t.figures!.scoreGoals!);
      } else expect(imp.stdout).toContain(`  ${t.slug.padEnd(9)} ${t.reason}`);
    }
    expect(imp.stdout).toMatch(/^\| all imported \(\d+\) +\|/m);
  });

  // Three tournaments of different eras and sources (a 1934 play-off, 2014's many spelling conflicts,
  // 2026's squad players only the TXT lists) again: every tournament again would double the file's time.
  const AGAIN = ['1934', '2014', '2026'];
  test(`a second run changes nothing (same bytes, same modification times): ${AGAIN.join(', ')} again`, async () => {
    const dir = mkdtempSync(join(REPO, '.tmp', 'all-tournaments-again-'));
    scratch.push(dir);
    const content = join(dir, 'content');
    cpSync(imp.content, content, { recursive: true, preserveTimestamps: true });
    const before = treeState(content);
    const started = performance.now();
    const again = await runScript('import-all', [OPENFOOTBALL, '--content', content, '--allow-failures', '--years', AGAIN.join(',')]);
    process.stderr.write(`[all-tournaments] second import:all run: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    expect(again.code, again.stderr).toBe(0);
    const imported = imp.tournaments.filter((t) => t.status !== 'failed' && AGAIN.includes(String(t.year))).length;
    expect(imported).toBe(AGAIN.length);
    expect(again.stdout).toMatch(new RegExp(`${imported} of ${AGAIN.length} imported \\(0 new, 0 updated, ${imported} unchanged\\)`));
    expect(again.stdout).toMatch(/Shared files: unchanged/);
    expect(treeState(content)).toEqual(before);
  }, 600_000);
});
