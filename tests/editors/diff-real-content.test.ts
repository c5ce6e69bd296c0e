/**
 * The content diff on real content: edits of the shipped demo and of the imported World Cup 2026
 * (from the real data, tests/helpers/real-data.ts, into a scratch folder) show exactly the edit, in football terms.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { diffContent } from '../../src/lib/content-diff/index.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';
import { REPO, runScript } from '../helpers/server-process.ts';

/** Copies a content folder, applies text edits to files in it, and diffs the two versions. */
async function diffOfEdits(content: string, edits: Record<string, (text: string) => string>) {
  const copy = join(mkdtempSync(join(tmpdir(), 'matchday-real-diff-')), 'content');
  cpSync(content, copy, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const p = join(copy, file);
    const before = readFileSync(p, 'utf8');
    const after = edit(before);
    expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(p, after);
  }
  return diffContent(await datasetFrom(content), await datasetFrom(copy));
}

describe('content diff on real content', () => {
  test('the demo: a corrected substitution minute and a renamed player', async () => {
    const changes = await diffOfEdits(resolve('content'), {
      'demo-2026/events.csv': (t) => t.replace(/^(match_demo-2026-001,3,substitution,substitution,)46,/m, '$152,'),
      'players.csv': (t) => t.replace(/^(player_[^,]+),([^,]+),([^,]+),([^,]+),/m, (_m, id, first, last) => `${id},${first},${last}-Neu,${first} ${last}-Neu,`),
    });
    expect(changes.map((c) => [c.entity, c.kind])).toEqual([['player', 'changed'], ['event', 'changed']]);
    expect(changes[0]!.text).toMatch(/-Neu"/);
    expect(changes[1]!.text).toMatch(/^match 1 .*: substitution 46′ .* → substitution 52′ /);
  });

  test('the imported World Cup 2026: a goal moved into stoppage time', async () => {
    requireRealData(['openfootball-2026', 'worldcup.json']);
    const source = realData('openfootball-2026');
    const content = join(mkdtempSync(join(REPO, '.tmp', 'diff-wc2026-')), 'content');
    const imported = await runScript('import-openfootball', [
      '--json', source, '--txt', join(source, 'txt', '2026_full.txt'), '--squads-txt', join(source, 'txt', '2026_squads.txt'),
      '--slug', 'wc-2026', '--name', 'World Cup', '--year', '2026', '--content', content,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    // The first goal scored in the second half, moved to 90+5.
    const changes = await diffOfEdits(content, {
      'wc-2026/events.csv': (t) => t.replace(/^(match_[^,]+,\d+,goal,normal,)(4[6-9]|[5-8]\d),,/m, '$190,5,'),
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ entity: 'event', kind: 'changed' });
    expect(changes[0]!.text).toMatch(/goal \d+′ .* → goal 90\+5′ /);
  }, 120_000);
});
