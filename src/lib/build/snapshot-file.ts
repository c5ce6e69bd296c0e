/**
 * Writes the build's `snapshot.json` at the cost of what changed. With every shared competition the
 * file is 78 MB, and `JSON.stringify` of it takes 3 s, on the critical path of a build with one
 * result changed (the site is rendered from the file). The file is the same bytes as
 * `asciiJson(snapshot)`, put together from parts: the shared content, then each season. An
 * index beside the build's cache (each season's byte range, and the file's size and modification
 * time, so an index that does not describe the file is never trusted) lets the next build copy the
 * bytes of every season it did not validate again from the last file, and stringify only the seasons
 * that changed.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, statSync, type Stats } from 'node:fs';
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { ContentSnapshot } from '../dataset/snapshot.ts';
import { asciiJson, sharedOf } from './snapshot-json.ts';
import { lightPrefixOf } from './light-snapshot.ts';

export { asciiJson } from './snapshot-json.ts';

export interface SnapshotIndex {
  size: number;
  mtimeMs: number;
  /** The length of the part before the seasons (`{…,"seasons":[`). */
  head: number;
  /** Season slug → [start, end) of its JSON in the file. */
  seasons: Record<string, [number, number]>;
  /** A hash of the shared part and of each season's part (absent in an index of an older build). */
  digests?: SnapshotDigests;
  /**
   * Season slug → the length of its part's light prefix (light-snapshot.ts): the season before its
   * matches, events, line-ups and statistics. Absent for a season whose part does not start so (and
   * in an index of an older build).
   */
  light?: Record<string, number>;
  /** True when the file is ASCII (asciiJson; an older build's may not be): it may be decoded as latin1, faster. */
  ascii?: true;
}

/** Hashes of the parts of a snapshot file: the shared part's, and each season's by slug. */
export interface SnapshotDigests {
  head: string;
  seasons: Record<string, string>;
}

const digestOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64url');

/** Whether `index` describes the file of stats `st` (an index of another file is never trusted). */
const describes = (index: SnapshotIndex, st: Stats): boolean => st.size === index.size && st.mtimeMs === index.mtimeMs && typeof index.head === 'number';

/** A snapshot file's bytes and index (readSnapshotFile). */
export type SnapshotFile = { bytes: Buffer; index: SnapshotIndex };

/**
 * The snapshot file's bytes and index, when the index describes the file exactly. The file is read
 * from one open descriptor, and a new file replaces the old one by a rename: a reader gets one
 * whole file while the next build writes. With `only`, only the shared part and the seasons it
 * accepts are read (the other bytes of the buffer are left as they were allocated): reading the whole
 * 78 MB file took 0.26 s on this machine, the parts a change needs 10 ms.
 */
export function readSnapshotFile(file: string, indexFile: string, only?: (slug: string) => boolean): SnapshotFile | null {
  let fd: number | null = null;
  try {
    if (!existsSync(file) || !existsSync(indexFile)) return null;
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as SnapshotIndex;
    fd = openSync(file, 'r');
    if (!describes(index, fstatSync(fd))) return null;
    if (!only) return { bytes: readFileSync(fd), index };
    const bytes = Buffer.allocUnsafe(index.size);
    const read = (start: number, end: number) => {
      for (let at = start; at < end;) {
        const n = readSync(fd!, bytes, at, end - at, at);
        if (n === 0) throw new Error('the snapshot file ended early');
        at += n;
      }
    };
    read(0, index.head);
    for (const [slug, range] of Object.entries(index.seasons)) if (only(slug)) read(...range);
    return { bytes, index };
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * readSnapshotFile on libuv's threads: started early (the build does while it validates), the bytes
 * are there when needed. Read in one call into one buffer: FileHandle.readFile reads 512 KiB at a
 * time, and had not read the 78 MB file in the 1.6 s the validation took.
 */
export async function readSnapshotFileAhead(file: string, indexFile: string): Promise<SnapshotFile | null> {
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  try {
    const index = JSON.parse(await readFile(indexFile, 'utf8')) as SnapshotIndex;
    handle = await open(file, 'r');
    if (!describes(index, await handle.stat())) return null;
    const bytes = Buffer.allocUnsafe(index.size);
    for (let at = 0; at < bytes.length;) {
      const { bytesRead } = await handle.read(bytes, at, bytes.length - at, at);
      if (bytesRead === 0) return null;
      at += bytesRead;
    }
    return { bytes, index };
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}


/**
 * The snapshot in `bytes` (a file written by writeSnapshotFile, `index` its index). With `previous`
 * (the last file's seasons, parsed), only the shared part and the seasons in `changed` are parsed;
 * the others are taken from `previous`.
 */
export function parseSnapshot(bytes: Buffer, index: SnapshotIndex, previous: ReadonlyMap<string, unknown> | null, changed: ReadonlySet<string>): ContentSnapshot {
  if (!previous) return JSON.parse(bytes.toString('utf8')) as ContentSnapshot;
  const seasons = Object.entries(index.seasons).map(([slug, [start, end]]) =>
    !changed.has(slug) && previous.has(slug) ? previous.get(slug) : JSON.parse(bytes.toString('utf8', start, end)));
  return { ...sharedOf(bytes.toString('utf8', 0, index.head)), seasons } as ContentSnapshot;
}

/** A new snapshot's parts, as the build hands them to the page renderer before the file is written: the head, and the seasons made again (JSON). */
export interface HandedParts {
  slugs: string[];
  head: string;
  parts: Record<string, string>;
}

/** The snapshot of handed parts: a season not among them is the last file's (`previous`); null when `previous` lacks one. */
export function snapshotFromParts(handed: HandedParts, previous: ReadonlyMap<string, unknown>): ContentSnapshot | null {
  if (!handed.slugs.every((slug) => Object.hasOwn(handed.parts, slug) || previous.has(slug))) return null;
  const seasons = handed.slugs.map((slug) => (Object.hasOwn(handed.parts, slug) ? JSON.parse(handed.parts[slug]!) : previous.get(slug)));
  return { ...sharedOf(handed.head), seasons } as ContentSnapshot;
}

export interface SnapshotWrite {
  /** The file's bytes in parts (written, or the same as before): `Buffer.concat` them for the whole. */
  parts: Buffer[];
  /** Whether the file was written (false: the same bytes as the last build's). */
  written: boolean;
  /** How many seasons were copied from the last file as bytes. */
  copied: number;
  /** The seasons made from their objects (not copied): what changed since the last file, at most. */
  made: string[];
  /** The parts' hashes (a copied part keeps the last file's). */
  digests: SnapshotDigests;
  /** The index of the file as written. */
  index: SnapshotIndex;
  /** Each season's part (JSON bytes) by slug. */
  seasonParts: Map<string, Buffer>;
}

/**
 * Writes `snapshot` into `file` (its index into `indexFile`). The seasons in `reuse` are taken from
 * the last file as they are there when the index has them: pass only seasons whose content is known
 * unchanged since. `seasonOf(slug)` gives a season's object when the index lacks it (or every season
 * when there is no usable index); `snapshot.seasons` may then hold placeholders for the reused ones.
 * `ahead`: the last file as readSnapshotFileAhead read it (taken only if the file is still the same).
 * `beforeWrite` is given the head and the parts made, before the file is written (the build hands
 * them to the page renderer, which then need not wait for the 78 MB to be written and read back).
 */
export async function writeSnapshotFile(file: string, indexFile: string, snapshot: Omit<ContentSnapshot, 'seasons'>, slugs: readonly string[], seasonOf: (slug: string) => unknown, reuse: ReadonlySet<string>, ahead?: Promise<SnapshotFile | null>, beforeWrite?: (parts: { head: Buffer; made: ReadonlyMap<string, Buffer> }) => void): Promise<SnapshotWrite> {
  // the last file as read ahead, when it still is the file there
  const lastFile = async () => {
    const read = await ahead;
    if (read) {
      const st = existsSync(file) ? statSync(file) : null;
      if (st && describes(read.index, st)) return read;
    }
    return readSnapshotFile(file, indexFile);
  };
  const last = reuse.size > 0 ? await lastFile() : null;
  const shared = asciiJson(snapshot);
  const parts: Buffer[] = [Buffer.from(`${shared.length > 2 ? `${shared.slice(0, -1)},` : '{'}"seasons":[`)];
  let at = parts[0]!.length;
  const seasons: SnapshotIndex['seasons'] = {};
  let copied = 0;
  const made: string[] = [];
  const head = at;
  const madeParts = new Map<string, Buffer>();
  const digests: SnapshotDigests = { head: digestOf(parts[0]!), seasons: {} };
  const light: Record<string, number> = {};
  const seasonParts = new Map<string, Buffer>();
  slugs.forEach((slug, i) => {
    if (i > 0) {
      parts.push(Buffer.from(','));
      at += 1;
    }
    const range = last && reuse.has(slug) ? last.index.seasons[slug] : undefined;
    const object = range ? undefined : seasonOf(slug);
    const part = range ? last!.bytes.subarray(range[0], range[1]) : Buffer.from(asciiJson(object));
    if (range) copied++;
    else {
      made.push(slug);
      madeParts.set(slug, part);
    }
    const prefix = range ? last!.index.light?.[slug] : lightPrefixOf(object, part);
    if (prefix !== undefined) light[slug] = prefix;
    seasonParts.set(slug, part);
    digests.seasons[slug] = (range ? last!.index.digests?.seasons[slug] : undefined) ?? digestOf(part);
    parts.push(part);
    seasons[slug] = [at, at + part.length];
    at += part.length;
  });
  parts.push(Buffer.from(']}'));
  at += 2;
  beforeWrite?.({ head: parts[0]!, made: madeParts });
  // compared and written part by part: one 78 MB buffer more costs 0.3–0.6 s on this machine
  const before = last ?? (await lastFile());
  let offset = 0;
  // a part copied from the last file to where it was there is the same bytes: not compared
  const same = (part: Buffer, from: number) => (part.buffer === before!.bytes.buffer && part.byteOffset === before!.bytes.byteOffset + from) || part.equals(before!.bytes.subarray(from, from + part.length));
  const written = !before || before.bytes.length !== at || !parts.every((part) => same(part, (offset += part.length) - part.length));
  if (written) {
    const next = await open(`${file}.next`, 'w');
    try {
      for (let i = 0; i < parts.length; i += 256) await next.writev(parts.slice(i, i + 256));
    } finally {
      await next.close();
    }
    await rename(`${file}.next`, file);
  }
  const st = statSync(file);
  // ASCII when every part is: made here by asciiJson, or copied from a file known to be
  const ascii = copied === 0 || last?.index.ascii === true;
  const index: SnapshotIndex = { size: st.size, mtimeMs: st.mtimeMs, head, seasons, digests, light, ...(ascii ? { ascii: true as const } : {}) };
  await writeFile(indexFile, JSON.stringify(index));
  return { parts, written, copied, made, digests, index, seasonParts };
}
