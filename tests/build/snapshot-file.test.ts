/**
 * snapshot.json written at the cost of what changed (src/lib/build/snapshot-file.ts): the same bytes
 * as JSON.stringify of the snapshot with non-ASCII characters escaped, the reused seasons copied from the last file, and an index that
 * no longer describes the file never trusted.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asciiJson, writeSnapshotFile } from '../../src/lib/build/snapshot-file.ts';

let dir = '';
let file = '';
let index = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-file-'));
  file = join(dir, 'snapshot.json');
  index = join(dir, 'snapshot-index.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const shared = { countries: [{ code: 'ESP', name: 'España' }], players: [{ id: 'player_a', name: 'Ä "quoted"' }] };
const season = (slug: string, goals: number) => ({ slug, matches: [{ id: `m-${slug}`, home_score: goals, note: 'ü 🏆 中\n' }] });
const write = (seasons: Record<string, unknown>, reuse: string[] = []) =>
  writeSnapshotFile(file, index, shared as never, Object.keys(seasons), (slug) => seasons[slug], new Set(reuse));

describe('writeSnapshotFile', () => {
  it('writes the whole snapshot as JSON in ASCII: every other character escaped, the same value', async () => {
    const seasons = { a: season('a', 1), b: season('b', 2) };
    const w = await write(seasons);
    expect(w.written).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(asciiJson({ ...shared, seasons: Object.values(seasons) }));
    expect(text).toMatch(/"Espa\\u00f1a"/);
    expect(/[^\x00-\x7e]/.test(text)).toBe(false);
    expect(JSON.parse(text)).toEqual({ ...shared, seasons: Object.values(seasons) });
    expect(JSON.parse(Buffer.concat(w.parts).toString())).toEqual({ ...shared, seasons: Object.values(seasons) });
  });

  it('copies a reused season from the last file and stringifies the others', async () => {
    await write({ a: season('a', 1), b: season('b', 2) });
    // "a" is reused: its bytes come from the file, whatever the object says (it is never asked for)
    const w = await write({ a: 'not asked for', b: season('b', 3) }, ['a']);
    expect(w.copied).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(asciiJson({ ...shared, seasons: [season('a', 1), season('b', 3)] }));
  });

  it('leaves the file as it was when its bytes are the same', async () => {
    await write({ a: season('a', 1) });
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, old, old);
    writeFileSync(index, JSON.stringify({ ...JSON.parse(readFileSync(index, 'utf8')), mtimeMs: old.getTime() }));
    const w = await write({ a: 'not asked for' }, ['a']);
    expect(w.written).toBe(false);
    expect(w.copied).toBe(1);
  });

  it('does not trust an index that does not describe the file: every season is stringified', async () => {
    await write({ a: season('a', 1), b: season('b', 2) });
    writeFileSync(file, JSON.stringify({ ...shared, seasons: [season('a', 9), season('b', 2)] })); // changed behind the index's back
    const asked: string[] = [];
    const w = await writeSnapshotFile(file, index, shared as never, ['a', 'b'], (slug) => { asked.push(slug); return season(slug, 5); }, new Set(['a']));
    expect(w.copied).toBe(0);
    expect(asked).toEqual(['a', 'b']);
    expect(JSON.parse(readFileSync(file, 'utf8')).seasons).toEqual([season('a', 5), season('b', 5)]);
  });

  it('asks for a reused season the index lacks', async () => {
    await write({ a: season('a', 1) });
    const w = await write({ a: 'not asked for', c: season('c', 4) }, ['a', 'c']);
    expect(w.copied).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).seasons).toEqual([season('a', 1), season('c', 4)]);
  });
});
