/**
 * snapshot.json written at the cost of what changed (src/lib/build/snapshot-file.ts): the same bytes
 * as JSON.stringify of the snapshot with non-ASCII characters escaped, the reused seasons copied from the last file, and an index that
 * no longer describes the file never trusted.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asciiJson, parseSnapshot, readSnapshotFile, readSnapshotFileAhead, snapshotFromParts, writeSnapshotFile } from '../../src/lib/build/snapshot-file.ts';

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
    const first = JSON.parse(readFileSync(index, 'utf8')).digests;
    const w = await write({ a: 'not asked for', b: season('b', 3) }, ['a']);
    expect(w.copied).toBe(1);
    // the parts' digests: the copied part keeps its own, the part made again has another
    const hash = (slug: 'a' | 'b', goals: number) => createHash('sha256').update(asciiJson(season(slug, goals))).digest('base64url');
    expect(first.seasons).toEqual({ a: hash('a', 1), b: hash('b', 2) });
    expect(w.digests).toEqual({ head: first.head, seasons: { a: hash('a', 1), b: hash('b', 3) } });
    expect(JSON.parse(readFileSync(index, 'utf8')).digests).toEqual(w.digests);
    expect(readFileSync(file, 'utf8')).toBe(asciiJson({ ...shared, seasons: [season('a', 1), season('b', 3)] }));
  });

  it('says the file is ASCII only when every part is: a part copied from a file not known to be keeps it from saying so', async () => {
    await write({ a: season('a', 1), b: season('b', 2) });
    expect(JSON.parse(readFileSync(index, 'utf8')).ascii).toBe(true);
    // an older build's index, which did not say: its copied bytes may be UTF-8
    const older = JSON.parse(readFileSync(index, 'utf8'));
    delete older.ascii;
    writeFileSync(index, JSON.stringify(older));
    await write({ a: 'not asked for', b: season('b', 3) }, ['a']);
    expect(JSON.parse(readFileSync(index, 'utf8')).ascii).toBeUndefined();
    // every season made again: ASCII, whatever the last file was
    await write({ a: season('a', 4), b: season('b', 5) });
    expect(JSON.parse(readFileSync(index, 'utf8')).ascii).toBe(true);
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

  it('takes the last file as read ahead while it is still the file there; a file replaced since is read again', async () => {
    await write({ a: season('a', 1), b: season('b', 2) });
    const ahead = readSnapshotFileAhead(file, index);
    expect(await ahead).toEqual(readSnapshotFile(file, index));
    const w = await writeSnapshotFile(file, index, shared as never, ['a', 'b'], (slug) => (slug === 'b' ? season('b', 3) : 'not asked for'), new Set(['a']), ahead);
    expect(w.copied).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).seasons).toEqual([season('a', 1), season('b', 3)]);
    // read ahead, then the file is replaced (another size): the bytes read ahead describe another file
    const stale = readSnapshotFileAhead(file, index);
    await stale;
    await write({ a: season('a', 11), b: season('b', 3) });
    const again = await writeSnapshotFile(file, index, shared as never, ['a', 'b'], (slug) => (slug === 'b' ? season('b', 4) : 'not asked for'), new Set(['a']), stale);
    expect(again.copied).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).seasons).toEqual([season('a', 11), season('b', 4)]);
  });
});

describe('readSnapshotFile of some seasons only', () => {
  it('reads the shared part and the seasons asked for: parsed with the last seasons, the same snapshot as the whole file', async () => {
    await write({ a: season('a', 1), b: season('b', 2), c: season('c', 3) });
    const last = new Map([season('a', 1), season('b', 2), season('c', 3)].map((s) => [s.slug, s] as const));
    await write({ a: 'not asked for', b: season('b', 7), c: 'not asked for' }, ['a', 'c']);
    const whole = readSnapshotFile(file, index)!;
    const some = readSnapshotFile(file, index, (slug) => slug === 'b')!;
    expect(some.index).toEqual(whole.index);
    const [start, end] = whole.index.seasons.b!;
    expect(some.bytes.subarray(0, whole.index.head)).toEqual(whole.bytes.subarray(0, whole.index.head));
    expect(some.bytes.subarray(start, end)).toEqual(whole.bytes.subarray(start, end));
    const expected = { ...shared, seasons: [season('a', 1), season('b', 7), season('c', 3)] };
    expect(parseSnapshot(some.bytes, some.index, last, new Set(['b']))).toEqual(expected);
    expect(JSON.parse(whole.bytes.toString())).toEqual(expected);
  });
});

describe('the parts handed before the file is written', () => {
  it('are the head and the seasons made again; with the last seasons, the snapshot the written file holds', async () => {
    await write({ a: season('a', 1), b: season('b', 2), c: season('c', 3) });
    const last = new Map([season('a', 1), season('b', 2), season('c', 3)].map((s) => [s.slug, s] as const));
    let handed: { head: Buffer; made: ReadonlyMap<string, Buffer> } | null = null;
    await writeSnapshotFile(file, index, shared as never, ['a', 'b', 'c'], (slug) => (slug === 'b' ? season('b', 7) : 'not asked for'), new Set(['a', 'c']), undefined, (p) => { handed = p; });
    const { head, made } = handed!;
    expect([...made.keys()]).toEqual(['b']);
    const parts = { slugs: ['a', 'b', 'c'], head: head.toString('latin1'), parts: Object.fromEntries([...made].map(([slug, b]) => [slug, b.toString('latin1')])) };
    expect(snapshotFromParts(parts, last)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    // a season neither handed nor in the last file: no snapshot from the parts (the file is read instead)
    expect(snapshotFromParts({ ...parts, slugs: ['a', 'b', 'c', 'd'] }, last)).toBeNull();
  });
});
