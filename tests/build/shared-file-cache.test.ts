/**
 * The shared CSV files an incremental build read, kept for the next build (src/lib/build/shared-file-cache.ts,
 * src/lib/content/shared-file-reads.ts): given back only for the same text, path and code; a file
 * read with a problem is not kept; loading with the cache finds what loading without it finds.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sharedFileCache } from '../../src/lib/build/shared-file-cache.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import type { ReadFile } from '../../src/lib/content/csv-read.ts';
import type { SharedFileReads } from '../../src/lib/content/shared-file-reads.ts';
import { edit, twoDemoSeasons } from '../content/two-demo-seasons.ts';

const NOW = new Date('2027-12-31T00:00:00Z');
const cacheDir = () => join(mkdtempSync(join(tmpdir(), 'md-shared-')), 'shared-files');

/** A cache that counts what it gives back and keeps. */
function counted(inner: SharedFileReads): SharedFileReads & { hits: string[]; kept: string[] } {
  const hits: string[] = [];
  const kept: string[] = [];
  // the files by name (problems name them from the working directory)
  return {
    hits, kept,
    get(file, text) {
      const r = inner.get(file, text);
      if (r) hits.push(basename(file));
      return r;
    },
    keep(file, text, read) {
      kept.push(basename(file));
      inner.keep(file, text, read);
    },
  };
}

describe('sharedFileCache', () => {
  const read: ReadFile<unknown> = { rows: [{ value: { code: 'ALG', name: 'Algeria' }, origin: { file: 'content/countries.csv', line: 2, columns: { code: 1, name: 5 } } }], partial: [] };

  test('gives a file back for the same text, path and code only', () => {
    const dir = cacheDir();
    sharedFileCache(dir, 'code').keep('content/countries.csv', 'code,name\nALG,Algeria\n', read);
    expect(sharedFileCache(dir, 'code').get('content/countries.csv', 'code,name\nALG,Algeria\n')).toEqual(read);
    expect(sharedFileCache(dir, 'code').get('content/countries.csv', 'code,name\nALG,Algérie\n')).toBeUndefined();
    expect(sharedFileCache(dir, 'other code').get('content/countries.csv', 'code,name\nALG,Algeria\n')).toBeUndefined();
    expect(sharedFileCache(dir, 'code').get('data/countries.csv', 'code,name\nALG,Algeria\n')).toBeUndefined();
    expect(sharedFileCache(dir, 'code').get('content/players.csv', 'id\n')).toBeUndefined(); // never kept
  });

  test('a damaged cache file is a file not kept', () => {
    const dir = cacheDir();
    const cache = sharedFileCache(dir, 'code');
    cache.keep('content/countries.csv', 'x', read);
    writeFileSync(join(dir, 'countries.csv.json'), '{"key":');
    expect(cache.get('content/countries.csv', 'x')).toBeUndefined();
  });
});

describe('loadContent with sharedFiles', () => {
  test('the second load takes players.csv and countries.csv from the cache and gives the same content and problems', async () => {
    const root = await twoDemoSeasons();
    const cache = counted(sharedFileCache(cacheDir(), 'code'));
    const first = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(cache.hits).toEqual([]);
    expect(cache.kept.sort()).toEqual(['countries.csv', 'players.csv']);
    const second = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(cache.hits.sort()).toEqual(['countries.csv', 'players.csv']);
    const without = await loadContent(root, { now: NOW });
    expect(second.raw.players).toEqual(without.raw.players);
    expect(second.raw.countries).toEqual(without.raw.countries);
    expect(second.problems).toEqual(without.problems);
    expect(first.problems).toEqual(without.problems);
  });

  test('a shared file read with a bad cell is not kept, and its problem is found again on the next load', async () => {
    const root = await twoDemoSeasons();
    const lines = readFileSync(join(root, 'players.csv'), 'utf8').split('\n');
    const header = lines[0]!.split(',');
    const row = lines[1]!.split(',');
    row[header.indexOf('date_of_birth')] = 'not-a-date';
    writeFileSync(join(root, 'players.csv'), [lines[0], row.join(','), ...lines.slice(2)].join('\n'));
    const cache = counted(sharedFileCache(cacheDir(), 'code'));
    const first = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(first.problems.filter((p) => p.file.endsWith('/players.csv') && p.line === 2)).toHaveLength(1);
    expect(cache.kept).toEqual(['countries.csv']);
    const second = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(cache.hits).toEqual(['countries.csv']);
    expect(second.problems).toEqual(first.problems);
  });

  test('a problem between files (a duplicate player ID) is found again with the kept read', async () => {
    const root = await twoDemoSeasons();
    const players = readFileSync(join(root, 'players.csv'), 'utf8').split('\n');
    const [, id] = /^(player_[^,]+),/.exec(players[1]!)!;
    writeFileSync(join(root, 'players.csv'), [...players.slice(0, 2), players[1]!, ...players.slice(2)].join('\n'));
    const cache = counted(sharedFileCache(cacheDir(), 'code'));
    const first = await loadContent(root, { now: NOW, sharedFiles: cache });
    const duplicate = (r: typeof first) => r.problems.filter((p) => p.message.startsWith(`duplicate player ID ${id} `));
    expect(duplicate(first)).toHaveLength(1);
    const second = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(cache.hits).toContain('players.csv');
    expect(duplicate(second)).toEqual(duplicate(first));
  });

  test('an edited shared file is read again', async () => {
    const root = await twoDemoSeasons();
    const cache = counted(sharedFileCache(cacheDir(), 'code'));
    await loadContent(root, { now: NOW, sharedFiles: cache });
    const text = readFileSync(join(root, 'countries.csv'), 'utf8');
    const [code, name] = text.split('\n')[1]!.split(',');
    await edit(root, 'countries.csv', `${code},${name}`, `${code},${name}ia`);
    const after = await loadContent(root, { now: NOW, sharedFiles: cache });
    expect(cache.hits).toEqual(['players.csv']);
    expect(after.raw.countries.find((r) => r.value.code === code)?.value.name).toBe(`${name}ia`);
  });
});
