/** What an incremental build validates again (src/lib/build/content-state.ts). */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
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

describe('contentState with the last state', () => {
  const old = new Date('2026-01-01T00:00:00Z');
  /** Writes `text` into `file` with an old modification time (long before any state is recorded). */
  const writeOld = (file: string, text: string) => {
    writeFileSync(file, text);
    utimesSync(file, old, old);
  };

  test('a file of the same size and time keeps its recorded hash unread; another time or size is read', async () => {
    const root = folder();
    writeOld(join(root, 'a-2020', 'matches.csv'), 'id\nmatch_a-2020\n');
    const before = await contentState(root, 'code', NOW);
    expect(before.files?.['a-2020/matches.csv']?.slice(0, 2)).toEqual([16, old.getTime()]);
    const again = await contentState(root, 'code', NOW, before);
    expect(again.seasons).toEqual(before.seasons);
    // the same size and time: not read (as git's index does), so this edit is not seen…
    writeOld(join(root, 'a-2020', 'matches.csv'), 'id\nmatch_a-2029\n');
    expect((await contentState(root, 'code', NOW, again)).seasons).toEqual(before.seasons);
    // …while a fresh read (no last state) sees it, and so does a new modification time
    expect((await contentState(root, 'code', NOW)).seasons['a-2020']).not.toBe(before.seasons['a-2020']);
    utimesSync(join(root, 'a-2020', 'matches.csv'), new Date('2026-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW, again))).toEqual(new Set(['a-2020']));
  });

  test('a file modified just before the last state was recorded is read again, whatever its size and time', async () => {
    const root = folder();
    const before = await contentState(root, 'code', NOW); // its files were written a moment ago
    writeFileSync(join(root, 'b-2021', 'matches.csv'), 'id\nmatch_b-2029\n'); // the same size
    const st = before.files!['b-2021/matches.csv']!;
    utimesSync(join(root, 'b-2021', 'matches.csv'), new Date(st[1]), new Date(st[1])); // and the recorded time
    expect(seasonsToCheck(before, await contentState(root, 'code', NOW, before))).toEqual(new Set(['b-2021']));
  });
});
