/**
 * The new snapshot as the page renderer of a build where only content changed gets it
 * (scripts/lib/render-pages.ts, ADR 0002 decisions 9 and 11). The build's word names the seasons it
 * made again and, when they are small enough, the file it handed their parts in with the shared part
 * (before writing snapshot.json): with the last file's seasons for the others, that is the snapshot,
 * without waiting for the new file. Otherwise (no parts handed, or the last file lacks a season) the
 * renderer waits for the build to say the file is written and reads from it only the shared part, the
 * seasons made again and those the last file lacks; a file its index does not describe is read whole.
 */
import type { ContentSnapshot } from '../dataset/snapshot.ts';
import { parseSnapshot, snapshotFromParts, type HandedParts, type SnapshotFile, type SnapshotIndex } from './snapshot-file.ts';

/** The build's first line to the renderer: the seasons made again, and the file of their parts with the shared part (HandedParts; when small enough to hand). */
export interface RendererWord {
  made: string[];
  handed?: string;
}

/** Where the new snapshot can come from (the renderer's files; fakes in tests). */
export interface SnapshotSources {
  /** The text of the file the parts were handed in. */
  readHanded(path: string): string;
  /** The new file's index once the build says it is written; null when it never does. */
  written: Promise<SnapshotIndex | null>;
  /** The new file with its index (only the seasons `only` accepts, when given); null when the index does not describe it. */
  readFile(only?: (slug: string) => boolean): SnapshotFile | null;
  /** The whole new file, parsed. */
  readWhole(): ContentSnapshot;
}

export interface NewSnapshot {
  snapshot: ContentSnapshot;
  /** The shared part's bytes and the seasons' order, to compare with the last file's; null when the file was read whole. */
  head: Buffer | null;
  slugs: string[] | null;
}

export async function newSnapshot(word: RendererWord, lastSeasons: ReadonlyMap<string, unknown> | null, sources: SnapshotSources): Promise<NewSnapshot> {
  const made = new Set(word.made);
  if (word.handed && lastSeasons) {
    const parts = JSON.parse(sources.readHanded(word.handed)) as HandedParts;
    const snapshot = snapshotFromParts(parts, lastSeasons);
    if (snapshot) return { snapshot, head: Buffer.from(parts.head, 'latin1'), slugs: parts.slugs };
  }
  if (!(await sources.written)) throw new Error('the build did not say the snapshot was written');
  const file = sources.readFile(lastSeasons ? (slug) => made.has(slug) || !lastSeasons.has(slug) : undefined);
  if (!file) return { snapshot: sources.readWhole(), head: null, slugs: null };
  return { snapshot: parseSnapshot(file.bytes, file.index, lastSeasons, made), head: file.bytes.subarray(0, file.index.head), slugs: Object.keys(file.index.seasons) };
}
