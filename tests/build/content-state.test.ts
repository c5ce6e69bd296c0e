/** What an incremental build validates again (src/lib/build/content-state.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentState, seasonsToCheck } from '../../src/lib/build/content-state.ts';

function folder(): string {
  const root = mkdtempSync(join(tmpdir(), 'md-state-'));
  writeFileSync(join(root, 'countries.csv'), 'code,name\n');
  for (const s of ['a-2020', 'b-2021']) {
    mkdirSync(join(root, s));
    writeFileSync(join(root, s, 'matches.csv'), `id\nmatch_${s}\n`);
  }
  return root;
}
const NOW = new Date('2026-11-27T00:00:00Z');

describe('seasonsToCheck', () => {
  test('nothing changed: no season; one season file changed: that season', async () => {
    const root = folder();
    const before = await contentState(root, 'code', NOW);
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW))).toEqual(new Set());
    writeFileSync(join(root, 'b-2021', 'matches.csv'), 'id\nmatch_b-2021\nmatch_b-2021-2\n');
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW))).toEqual(new Set(['b-2021']));
  });

  test('a new season folder is checked; a removed one is not', async () => {
    const root = folder();
    const before = await contentState(root, 'code', NOW);
    mkdirSync(join(root, 'c-2022'));
    writeFileSync(join(root, 'c-2022', 'matches.csv'), 'id\n');
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW))).toEqual(new Set(['c-2022']));
  });

  test('everything (null): no last build, other code, a changed shared file, an earlier clock', async () => {
    const root = folder();
    const before = await contentState(root, 'code', NOW);
    expect(seasonsToCheck(null, before)).toBeNull();
    expect(seasonsToCheck(before, await contentState(root, 'other code', NOW))).toBeNull();
    expect(seasonsToCheck(before, await contentState(root, 'code', new Date('2026-11-26T00:00:00Z')))).toBeNull();
    expect(seasonsToCheck(before, await contentState(root, 'code', new Date('2026-11-28T00:00:00Z')))).toEqual(new Set());
    writeFileSync(join(root, 'countries.csv'), 'code,name\nQAA,Aland\n');
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW))).toBeNull();
  });
});
