/** What an incremental build validates again (src/lib/build/content-state.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentState, mergeSnapshot, seasonsToCheck } from '../../src/lib/build/content-state.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';

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

describe('mergeSnapshot', () => {
  const season = (slug: string, n: number) => ({ slug, matches: Array.from({ length: n }, (_, i) => ({ id: `m${i}` })) }) as unknown as ContentSnapshot['seasons'][number];
  test('checked seasons from the fresh snapshot, the others from the last one, in the fresh folder order', () => {
    const previous = { countries: [], players: [], seasons: [season('a', 3), season('b', 1), season('gone', 1)] } as ContentSnapshot;
    const fresh = { countries: [{ code: 'X' }], players: [], seasons: [season('a', 0), season('b', 2)] } as unknown as ContentSnapshot;
    const merged = mergeSnapshot(previous, fresh, new Set(['b']));
    expect(merged.seasons.map((s) => [s.slug, s.matches.length])).toEqual([['a', 3], ['b', 2]]);
    expect(merged.countries).toEqual([{ code: 'X' }]);
  });
  test('an unchanged season the last snapshot lacks: an error (the build then validates everything)', () => {
    expect(() => mergeSnapshot({ countries: [], players: [], seasons: [] } as ContentSnapshot, { countries: [], players: [], seasons: [season('a', 1)] } as ContentSnapshot, new Set())).toThrow(/not in the previous snapshot/);
  });
});
