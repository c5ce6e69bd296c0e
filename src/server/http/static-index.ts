/**
 * The index of a static folder (the build's dist/client), made once at server start: every file by
 * its URL path, with its precompressed `.br`/`.gz` siblings (written by the build, used only when
 * smaller), and the bytes themselves for small files while a total memory cap allows; the rest is
 * read from disk per request, and only stat()ed here (a build of every season has ~100,000 pages,
 * gigabytes). A strong ETag per variant: a hash of the bytes held in memory (every instance of a
 * build agrees), size and modification time for the others (as nginx makes them). Pages (`x/index.html`, Astro's `build.format: 'directory'`) are found as `/x`
 * and `/x/` too. Dotfiles (but `/.well-known/`) and anything a symlink leads outside the folder are
 * left out, so nothing outside it can ever be named. It reads synchronously: it runs once, before
 * the server listens, and a thread-pool round trip per file made it several times slower.
 */
import { readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { etagOf } from './body.ts';
import { isCompressible } from './content-type.ts';

export type Encoding = 'br' | 'gzip';

export interface StaticVariant {
  /** Absolute path of the file on disk. */
  file: string;
  size: number;
  etag: string;
  /** The bytes, when held in memory; null: read from disk per request (`size` as stat() saw it). */
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
  /** URL path → entry; a page is there as `/x/index.html`, `/x` and `/x/`. */
  byPath: Map<string, StaticEntry>;
  /** The prerendered 404 page (`/404.html` or `/404/index.html`), if the build has one. */
  notFound: StaticEntry | null;
  files: number;
  memoryBytes: number;
}

export interface StaticIndexOptions {
  /** Files up to this size are candidates for memory (default 256 KiB). */
  maxFileBytes?: number;
  /** Total bytes (every variant counted) held in memory (default 128 MiB); the rest is read from disk. */
  memoryBytes?: number;
  /** Files under this URL prefix are taken into memory first (default `/_astro/`: every page needs them). */
  assetsPrefix?: string;
}

export const STATIC_FILE_MEMORY_MAX = 256 * 1024;
export const STATIC_MEMORY_DEFAULT = 128 * 1024 * 1024;

interface Found {
  rel: string;
  abs: string;
  size: number;
  mtimeMs: number;
}

const hidden = (rel: string) => rel.split('/').some((seg, i) => seg.startsWith('.') && !(i === 0 && seg === '.well-known'));
const inside = (root: string, p: string) => p === root || p.startsWith(root + sep);

const statOrNull = (path: string): Stats | null => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};

const realpathOrNull = (path: string): string | null => {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
};

/** Every regular file under `root` (symlinks followed only while they stay inside it), relative paths with `/`. */
function walk(root: string): Found[] {
  const realRoot = realpathSync(root);
  const out: Found[] = [];
  const seen = new Set<string>();
  const visit = (dir: string, relDir: string): void => {
    // A directory reached twice through symlinks (a loop) is read once.
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const rel = relDir ? `${relDir}/${d.name}` : d.name;
      if (hidden(rel)) continue;
      let abs = join(dir, d.name);
      if (d.isSymbolicLink()) {
        const target = realpathOrNull(abs);
        if (!target || !inside(realRoot, target)) continue;
        abs = target;
      } else if (!d.isFile() && !d.isDirectory()) continue;
      const st = statOrNull(abs);
      if (st?.isDirectory()) visit(abs, rel);
      else if (st?.isFile()) out.push({ rel, abs, size: st.size, mtimeMs: st.mtimeMs });
    }
  };
  visit(realRoot, '');
  return out;
}

/** URL paths an entry answers: its own, and `/x`, `/x/` for `x/index.html` (`/` for the root's). */
function routesOf(rel: string): string[] {
  const own = `/${rel}`;
  if (rel === 'index.html') return [own, '/'];
  if (rel.endsWith('/index.html')) {
    const dir = own.slice(0, -'/index.html'.length);
    return [own, dir, `${dir}/`];
  }
  return [own];
}

/** Memory goes to the assets first (every page loads them), then shallow paths, then the rest. */
function priority(assetsPrefix: string) {
  const rank = (f: Found) => (`/${f.rel}`.startsWith(assetsPrefix) ? 0 : 1);
  const depth = (f: Found) => f.rel.split('/').length;
  return (a: Found, b: Found) => rank(a) - rank(b) || depth(a) - depth(b) || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
}

export function indexStaticFiles(root: string, opts: StaticIndexOptions = {}): StaticIndex {
  const maxFile = opts.maxFileBytes ?? STATIC_FILE_MEMORY_MAX;
  const budget = opts.memoryBytes ?? STATIC_MEMORY_DEFAULT;
  const found = walk(root);
  const byRel = new Map(found.map((f) => [f.rel, f]));
  // A `.br`/`.gz` beside a compressible file is its variant (used only when smaller), not a file of its own.
  const variantOf = (f: Found, ext: string): Found | null => {
    const v = byRel.get(`${f.rel}.${ext}`);
    return v && v.size < f.size ? v : null;
  };
  const isVariant = (f: Found) => {
    const m = /^(.*)\.(br|gz)$/.exec(f.rel);
    return m !== null && byRel.has(m[1]!) && isCompressible(m[1]!);
  };
  let memoryBytes = 0;
  const variant = (f: Found, keep: boolean): StaticVariant => {
    if (!keep) return { file: f.abs, size: f.size, etag: `"${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}"`, bytes: null };
    const bytes = readFileSync(f.abs);
    return { file: f.abs, size: bytes.length, etag: etagOf(bytes), bytes };
  };
  const byPath = new Map<string, StaticEntry>();
  const files = found.filter((f) => !isVariant(f)).sort(priority(opts.assetsPrefix ?? '/_astro/'));
  for (const f of files) {
    const br = isCompressible(f.rel) ? variantOf(f, 'br') : null;
    const gzip = isCompressible(f.rel) ? variantOf(f, 'gz') : null;
    const total = f.size + (br?.size ?? 0) + (gzip?.size ?? 0);
    const keep = f.size <= maxFile && memoryBytes + total <= budget;
    if (keep) memoryBytes += total;
    const entry: StaticEntry = {
      path: `/${f.rel}`,
      mtimeMs: f.mtimeMs,
      identity: variant(f, keep),
      br: br ? variant(br, keep) : null,
      gzip: gzip ? variant(gzip, keep) : null,
    };
    for (const route of routesOf(f.rel)) byPath.set(route, entry);
  }
  const notFound = byPath.get('/404.html') ?? byPath.get('/404/index.html') ?? null;
  return { byPath, notFound, files: files.length, memoryBytes };
}
