/**
 * The page renderer's process (scripts/lib/render-pages.ts) of a build where only content changed,
 * and what starting it needs: the build cache's folder and the site processes' settings. Light on
 * purpose (Node's modules and a few small ones): scripts/build.ts starts the renderer through
 * early-renderer.ts before it loads the build, so that the renderer's own start, its parse of the
 * last snapshot and its loading of the bundle overlap the build's loading and validation.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lineSplitter } from '../../src/lib/build/line-splitter.ts';
import type { HandedParts, SnapshotIndex } from '../../src/lib/build/snapshot-file.ts';
import type { RendererWord } from '../../src/lib/build/renderer-snapshot.ts';
import type { ListedPages, RenderedPages, RendererLine } from './render-pages.ts';
import type { RendererEvents } from './while-rendering.ts';

export const REPO = resolve(import.meta.dirname, '../..');

/** The build cache of an output folder when MATCHDAY_BUILD_CACHE does not name one: one per output folder. */
export const defaultCacheDir = (out: string): string => join(REPO, '.cache', 'build', createHash('sha1').update(out).digest('hex').slice(0, 12));

/** Where each season's bytes are in snapshot.json (src/lib/build/snapshot-file.ts), in the cache folder. */
export const SNAPSHOT_INDEX = 'snapshot-index.json';

/**
 * The Astro process's V8 heap cap (MiB) unless NODE_OPTIONS sets one: without a cap V8 lets the heap
 * grow far past what is live on a machine with memory to spare (2.1 GiB RSS building every shared
 * competition; with a 1,200 MiB cap the same build passed at 1.5 GiB). 1,536 leaves a margin.
 */
const ASTRO_HEAP_MIB = 1536;

/** The heap cap of a site process (astro build, the renderer), unless NODE_OPTIONS sets one. */
export const heapCap = (): string[] => (/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${ASTRO_HEAP_MIB}`]);

/**
 * Node's compile cache for the site's processes (as `npm start` has, scripts/start.ts): the renderer
 * loads the bundle's modules in 0.5 s instead of 1.2 s at scale. NODE_COMPILE_CACHE names another
 * folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
const COMPILE_CACHE = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache') };

/**
 * glibc's malloc asks the kernel for transparent huge pages (the tunable glibc.malloc.hugetlb=1;
 * granted where /sys/kernel/mm/transparent_hugepage/enabled is "madvise" or "always", ignored
 * elsewhere), other tunables set kept. On this machine a first touch of fresh memory costs about
 * 16 µs per 4 KiB page: reading the 78 MB snapshot into a buffer took 340 ms, 41 ms with the
 * tunable (the renderer reads, decodes and parses it before the build's word).
 */
const HUGE_PAGES = { GLIBC_TUNABLES: [process.env.GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':') };

/**
 * The renderer's young generation (V8's semi-space, MiB) unless NODE_OPTIONS sets one. Under the
 * renderer's allocation rate V8 grows it to 64 MiB (a 128 MiB new space); its scavenges then keep
 * touching fresh pages, and here a first touch costs ~16 µs a 4 KiB page. With 16 MiB the
 * renderer's work on the whole history (parse, dataset, site index, keys) took 2.9 s instead of
 * 3.3 s in alternating runs, its keys 1.45-1.6 s instead of 1.8-2.1 s in the build, and its peak
 * fell from 530-590 MiB to 450 MiB. (v8.setFlagsFromString is too late for it: the flag has to be
 * on the command line.)
 */
const SEMI_SPACE_MIB = 16;
const youngGeneration = (): string[] => (/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [`--max-semi-space-size=${SEMI_SPACE_MIB}`]);

/** The page renderer of a build where only content changed, started before the content is validated. */
export interface Renderer {
  /** Hands it the new snapshot's parts, before the file is written (writeSnapshotFile's beforeWrite). */
  hand(parts: { head: Buffer; made: ReadonlyMap<string, Buffer> }, slugs: readonly string[]): void;
  /** Tells it the new snapshot file is written, with its index. */
  written(index: SnapshotIndex): void;
  /** Resolves with what it rendered, telling `events` as it goes. */
  go(events: RendererEvents): Promise<RenderedPages>;
  /** Stops it (the build failed before the site step). */
  cancel(): void;
}

/**
 * The most bytes of seasons the build hands the renderer on its stdin: a build with one result
 * changed hands one season (0.3 MB at scale) and the shared part; a build that made every season
 * again (a shared file changed) lets it read the file once written.
 */
const MAX_HANDED_BYTES = 8 * 1024 * 1024;
/** The file in the cache folder the parts are handed in. */
const HANDED_FILE = 'handed-snapshot.json';

/**
 * Starts the site step of a build where only content changed: the kept bundle renders the pages
 * whose keys changed (scripts/lib/render-pages.ts, its own process like astro build). It loads the
 * bundle and the last snapshot while this process validates the content.
 */
export function startRenderer(content: string, snapshot: string, out: string, cacheDir: string): Renderer {
  const heap = heapCap();
  const child = spawn(process.execPath, [...heap, ...youngGeneration(), join(REPO, 'scripts', 'lib', 'render-pages.ts'), out, cacheDir, join(cacheDir, SNAPSHOT_INDEX)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...COMPILE_CACHE, ...HUGE_PAGES, MATCHDAY_CONTENT: content, MATCHDAY_SNAPSHOT: snapshot },
  });
  // a renderer that died early: its exit says so, not a write to its closed stdin
  child.stdin.on('error', () => {});
  // one JSON line at a time (RendererLine): the pages, each file written, the end; what comes before
  // go() is told then
  let events: RendererEvents | null = null;
  const early: string[] = [];
  let pages: ListedPages | null = null;
  let end: Pick<RenderedPages, 'rendered' | 'digests'> | null = null;
  let unreadable: string | null = null;
  child.stdout.setEncoding('utf8').on('data', lineSplitter((text) => {
    if (text.trim() === '' || unreadable) return;
    try {
      const line = JSON.parse(text) as RendererLine;
      if ('pages' in line) events?.pages((pages = JSON.parse(readFileSync(line.pages, 'utf8')) as ListedPages));
      else if ('written' in line) {
        if (events) events.written(line.written);
        else early.push(line.written);
      }
      else if ('end' in line) end = line.end;
    } catch {
      unreadable = text.slice(0, 200);
    }
  }));
  const done = new Promise<RenderedPages>((resolvePages, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`the page renderer failed (${signal ?? `exit ${code}`})`));
      if (unreadable !== null || !pages || !end) return reject(new Error(`the page renderer's output could not be read (${unreadable ?? 'it ended early'})`));
      resolvePages({ ...pages, ...end });
    });
  });
  done.catch(() => {});
  return {
    hand(parts, slugs) {
      // the parts go through a file, written at once: through the pipe, most of them would wait for
      // this process's event loop, busy with the API files
      const bytes = [...parts.made.values()].reduce((n, b) => n + b.length, 0);
      let handed: string | undefined;
      if (bytes <= MAX_HANDED_BYTES) {
        handed = join(cacheDir, HANDED_FILE);
        writeFileSync(handed, JSON.stringify({ slugs: [...slugs], head: parts.head.toString('latin1'), parts: Object.fromEntries([...parts.made].map(([slug, b]) => [slug, b.toString('latin1')])) } satisfies HandedParts));
      }
      child.stdin.write(`${JSON.stringify({ made: [...parts.made.keys()], ...(handed ? { handed } : {}) } satisfies RendererWord)}\n`);
    },
    written(index) {
      child.stdin.end(`${JSON.stringify({ index })}\n`);
    },
    go(on) {
      events = on;
      if (pages) on.pages(pages);
      for (const file of early.splice(0)) on.written(file);
      process.stderr.write('[2/3] building the site: only content changed, the last build\'s bundle renders the pages whose content changed (the API payloads are written meanwhile)…\n');
      return done;
    },
    cancel() {
      child.stdin.end();
      child.kill();
    },
  };
}
