/**
 * How the page renderer gets the new snapshot (src/lib/build/renderer-snapshot.ts): from the parts
 * the build handed before writing the file, without waiting for it; otherwise from the file once
 * the build says it is written, reading only the parts it needs; always the snapshot the file holds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSnapshotFile, writeSnapshotFile, type SnapshotIndex } from '../../src/lib/build/snapshot-file.ts';
import { newSnapshot, type SnapshotSources } from '../../src/lib/build/renderer-snapshot.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';

let dir = '';
let file = '';
let index = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'renderer-snapshot-'));
  file = join(dir, 'snapshot.json');
  index = join(dir, 'snapshot-index.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const shared = { countries: [{ code: 'ESP', name: 'España' }], players: [] };
const season = (slug: string, goals: number) => ({ slug, matches: [{ id: `m-${slug}`, home_score: goals }] });
const last = new Map([season('a', 1), season('b', 2)].map((s) => [s.slug, s] as const));

/** The last build's file, then this build's (b changed), handing its parts into a file; what was handed and read. */
async function thisBuild(seasons: Record<string, unknown>, made: string[]) {
  await writeSnapshotFile(file, index, shared as never, ['a', 'b'], (slug) => (slug === 'a' ? season('a', 1) : season('b', 2)), new Set());
  const handedFile = join(dir, 'handed.json');
  let written: SnapshotIndex | null = null;
  await writeSnapshotFile(file, index, shared as never, Object.keys(seasons), (slug) => seasons[slug], new Set(Object.keys(seasons).filter((s) => !made.includes(s))), undefined, ({ head, made: parts }) => {
    writeFileSync(handedFile, JSON.stringify({ slugs: Object.keys(seasons), head: head.toString('latin1'), parts: Object.fromEntries([...parts].map(([slug, b]) => [slug, b.toString('latin1')])) }));
  });
  written = JSON.parse(readFileSync(index, 'utf8')) as SnapshotIndex;
  const reads: string[] = [];
  const sources = (whenWritten: Promise<SnapshotIndex | null>): SnapshotSources => ({
    readHanded: (path) => { reads.push('handed'); return readFileSync(path, 'utf8'); },
    written: whenWritten,
    readFile: (only) => { reads.push(only ? 'file parts' : 'file'); return readSnapshotFile(file, index, only); },
    readWhole: () => { reads.push('whole'); return JSON.parse(readFileSync(file, 'utf8')) as ContentSnapshot; },
  });
  return { handedFile, written: written!, reads, sources, expected: JSON.parse(readFileSync(file, 'utf8')) as ContentSnapshot };
}

describe('newSnapshot', () => {
  it('takes the handed parts with the last seasons, without waiting for the file', async () => {
    const b = await thisBuild({ a: season('a', 1), b: season('b', 7) }, ['b']);
    const never = new Promise<SnapshotIndex | null>(() => {});
    const now = await newSnapshot({ made: ['b'], handed: b.handedFile }, last, b.sources(never));
    expect(now.snapshot).toEqual(b.expected);
    expect(now.slugs).toEqual(['a', 'b']);
    expect(now.head!.toString()).toBe(readFileSync(file, 'utf8').slice(0, b.written.head));
    expect(b.reads).toEqual(['handed']);
  });

  it('without parts handed, waits for the file and reads only the seasons made again', async () => {
    const b = await thisBuild({ a: season('a', 1), b: season('b', 7) }, ['b']);
    const now = await newSnapshot({ made: ['b'] }, last, b.sources(Promise.resolve(b.written)));
    expect(now.snapshot).toEqual(b.expected);
    expect(b.reads).toEqual(['file parts']);
  });

  it('a season neither handed nor in the last file: read from the file; without the last file, the whole file', async () => {
    const b = await thisBuild({ a: season('a', 1), b: season('b', 7) }, ['b']);
    // the renderer's last file lacks a (this build's writer copied it from its own)
    const lacking = new Map([['b', season('b', 2)]]);
    const now = await newSnapshot({ made: ['b'], handed: b.handedFile }, lacking, b.sources(Promise.resolve(b.written)));
    expect(now.snapshot).toEqual(b.expected);
    expect(b.reads).toEqual(['handed', 'file parts']);
    const alone = await newSnapshot({ made: ['b'], handed: b.handedFile }, null, b.sources(Promise.resolve(b.written)));
    expect(alone.snapshot).toEqual(b.expected);
    expect(b.reads.slice(2)).toEqual(['file']);
  });

  it('a file its index does not describe is read whole (no head to compare); a build that never says it wrote fails', async () => {
    const b = await thisBuild({ a: season('a', 1), b: season('b', 7) }, ['b']);
    writeFileSync(index, JSON.stringify({ ...b.written, size: 1 }));
    const now = await newSnapshot({ made: ['b'] }, last, b.sources(Promise.resolve(b.written)));
    expect(now).toEqual({ snapshot: b.expected, head: null, slugs: null });
    await expect(newSnapshot({ made: ['b'] }, last, b.sources(Promise.resolve(null)))).rejects.toThrow('did not say the snapshot was written');
  });
});
