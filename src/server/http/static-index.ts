/**
 * The files of a static folder (the build's dist/client) by URL path, found on demand: nothing is
 * walked at start (a build of every season has ~100,000 pages, gigabytes; walking and hashing them
 * took 5–23 s and ~300 MiB per process). A request's path names at most two files (static-path.ts),
 * found with the folder's rules (static-folder.ts: no dotfiles, nothing a symlink leads outside to);
 * a found file becomes an entry with its precompressed `.br`/`.gz` siblings (written by the build,
 * used only when smaller), kept in an LRU bounded by bytes. Files up to `maxFileBytes` are read: the
 * entry holds their bytes and their strong ETag is a hash of them (every instance of a build agrees);
 * larger ones are streamed from disk per request, with an ETag of size and modification time (as
 * nginx makes them). The ETag of a file does not depend on what the cache holds.
 *
 * An incremental build changes files in place: an entry used again `recheckMs` (1 s) or more after
 * its last check has its files stat()ed again (the file, its `.br`, its `.gz`) and is dropped and
 * found anew when any size or modification time differs or one appeared or went. A path that names
 * no file is remembered as missing for `recheckMs`, in a second LRU bounded by bytes, so a flood of
 * the same 404 does not reach the disk.
 */
import { ByteLru } from '../api/byte-lru.ts';
import { etagOf } from './body.ts';
import { isCompressible } from './content-type.ts';
import { nodeStaticFs, stampOf, staticFolder, type FoundFile, type StaticFs } from './static-folder.ts';
import { candidatesOf, variantBaseOf } from './static-path.ts';

export type Encoding = 'br' | 'gzip';

export interface StaticVariant {
  /** Absolute (real) path of the file on disk. */
  file: string;
  size: number;
  etag: string;
  /** The bytes, when read (small files); null: streamed from disk per request (`size` as stat() saw it). */
  bytes: Buffer | null;
}

export interface StaticEntry {
  /** The file's own URL path, e.g. `/teams/index.html`. */
  path: string;
  mtimeMs: number;
  identity: StaticVariant;
  br: StaticVariant | null;
  gzip: StaticVariant | null;
}

export interface StaticIndex {
  /** The entry `path` (canonical, decoded) names, or null: a page is found as `/x/index.html`, `/x` and `/x/`. */
  lookup(path: string): StaticEntry | null;
  /** The prerendered 404 page (`/404.html` or `/404/index.html`), if the build has one. */
  notFound(): StaticEntry | null;
  /** Bytes the entry cache holds now (file bytes and a fixed overhead per entry). */
  readonly cachedBytes: number;
  readonly cachedEntries: number;
  /** Paths remembered as missing now. */
  readonly missingPaths: number;
  readonly missingBytes: number;
}

export interface StaticIndexOptions {
  /** Files up to this size are read, held with their entry and hashed for their ETag (default 256 KiB). */
  maxFileBytes?: number;
  /** The entry cache's budget in bytes (default 128 MiB): held bytes plus `STATIC_ENTRY_OVERHEAD` per entry. */
  memoryBytes?: number;
  /** The missing-path cache's budget in bytes (default 1 MiB): `STATIC_MISSING_OVERHEAD` plus 2 per character. */
  missingBytes?: number;
  /** How long a checked entry is trusted and a missing path remembered (default 1000 ms). */
  recheckMs?: number;
  now?: () => number;
  fs?: StaticFs;
}

export const STATIC_FILE_MEMORY_MAX = 256 * 1024;
export const STATIC_MEMORY_DEFAULT = 128 * 1024 * 1024;
export const STATIC_MISSING_DEFAULT = 1024 * 1024;
export const STATIC_RECHECK_MS = 1000;
/** What an entry costs the cache beside its bytes: paths, ETags, prepared headers (static-files.ts). */
export const STATIC_ENTRY_OVERHEAD = 1024;
export const STATIC_MISSING_OVERHEAD = 64;

interface Cached {
  entry: StaticEntry;
  /** The folder-relative files checked again on use, and their stamps when the entry was made. */
  rels: string[];
  stamps: string[];
  checkedAt: number;
  bytes: number;
}

const sizeEtag = (f: FoundFile) => `"${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}"`;

/** The index over the folder `root` (its real path is taken now; nothing else is read before the first request). */
export function openStaticIndex(root: string, opts: StaticIndexOptions = {}): StaticIndex {
  const folder = staticFolder(root, opts.fs ?? nodeStaticFs);
  const maxFile = opts.maxFileBytes ?? STATIC_FILE_MEMORY_MAX;
  const recheckMs = opts.recheckMs ?? STATIC_RECHECK_MS;
  const now = opts.now ?? Date.now;
  const entries = new ByteLru<Cached>(opts.memoryBytes ?? STATIC_MEMORY_DEFAULT);
  const missing = new ByteLru<number>(opts.missingBytes ?? STATIC_MISSING_DEFAULT);

  const variantOf = (f: FoundFile, keep: boolean): StaticVariant => {
    if (!keep) return { file: f.file, size: f.size, etag: sizeEtag(f), bytes: null };
    const bytes = folder.read(f.file);
    return { file: f.file, size: bytes.length, etag: etagOf(bytes), bytes };
  };

  /** The entry of the file `rel`, from disk, or null when it is none (missing, refused, a variant of another). */
  const load = (rel: string): Cached | null => {
    const f = folder.find(rel);
    if (!f) return null;
    const base = variantBaseOf(rel);
    if (base !== null && folder.find(base)) return null;
    const rels = isCompressible(rel) ? [rel, `${rel}.br`, `${rel}.gz`] : [rel];
    const found = rels.map((r, i) => (i === 0 ? f : folder.find(r)));
    const checkedAt = now();
    // Stamps first, bytes after: a file changed while it is read is seen changed at the next check.
    const stamps = found.map(stampOf);
    const keep = f.size <= maxFile;
    const smaller = (v: FoundFile | null | undefined) => (v && v.size < f.size ? variantOf(v, keep) : null);
    const entry: StaticEntry = { path: `/${rel}`, mtimeMs: f.mtimeMs, identity: variantOf(f, keep), br: smaller(found[1]), gzip: smaller(found[2]) };
    const held = [entry.identity, entry.br, entry.gzip].reduce((sum, v) => sum + (v?.bytes?.length ?? 0), 0);
    return { entry, rels, stamps, checkedAt, bytes: STATIC_ENTRY_OVERHEAD + held };
  };

  /** True when the entry may be used: checked less than `recheckMs` ago, or its files are as they were. */
  const current = (c: Cached): boolean => {
    const t = now();
    if (t - c.checkedAt < recheckMs) return true;
    if (!c.rels.every((rel, i) => folder.stamp(rel) === c.stamps[i])) return false;
    c.checkedAt = t;
    return true;
  };

  const lookup = (path: string): StaticEntry | null => {
    const rels = candidatesOf(path);
    if (rels.length === 0) return null;
    // Of the two candidates at most one can exist (`x` is a file or a directory), so any cached one answers.
    for (const rel of rels) {
      const c = entries.get(rel);
      if (!c) continue;
      if (current(c)) return c.entry;
      entries.delete(rel);
    }
    const missed = missing.get(path);
    if (missed !== undefined && now() - missed < recheckMs) return null;
    for (const rel of rels) {
      const c = load(rel);
      if (!c) continue;
      entries.set(rel, c, c.bytes);
      missing.delete(path);
      return c.entry;
    }
    missing.set(path, now(), STATIC_MISSING_OVERHEAD + 2 * path.length);
    return null;
  };

  return {
    lookup,
    notFound: () => lookup('/404.html') ?? lookup('/404/index.html'),
    get cachedBytes() {
      return entries.bytes;
    },
    get cachedEntries() {
      return entries.size;
    },
    get missingPaths() {
      return missing.size;
    },
    get missingBytes() {
      return missing.bytes;
    },
  };
}
