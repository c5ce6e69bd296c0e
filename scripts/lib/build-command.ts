/**
 * The build (`npm run build`, scripts/build.ts): validate content, build the site with Astro, then prerender the final API payloads
 * and precompress the site's text files (`.br`, `.gz` beside them, served by the product server).
 * Incremental (docs/adr/0002-incremental-build.md): pages and payloads whose inputs did not change
 * are neither rendered, compressed nor written again.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pLimit from 'p-limit';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { keepLightSeasons, loadContent } from '../../src/lib/content/load.ts';
import { validationNow } from '../../src/lib/content/validation-clock.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import type { PayloadGroups } from '../../src/server/api/payload-writer.ts';
import { codeHash } from '../../src/lib/build/code-hash.ts';
import { seasonInputKeys } from '../../src/lib/build/season-inputs.ts';
import { contentState, seasonsToCheck, type ContentState } from '../../src/lib/build/content-state.ts';
import { readSnapshotFileAhead, writeSnapshotFile, type SnapshotDigests, type HandedParts, type SnapshotFile, type SnapshotIndex, type SnapshotWrite } from '../../src/lib/build/snapshot-file.ts';
import { lightSeasonCache } from '../../src/lib/build/light-season-cache.ts';
import { sharedFileCache } from '../../src/lib/build/shared-file-cache.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';
import { addFigures, precompressStatic } from '../../src/server/http/precompress-static.ts';
import { buildInputsHash } from '../../src/lib/build/inputs-hash.ts';
import { keptByAstro, removeStaleFiles } from '../../src/lib/build/stale-files.ts';
import { listOutput, type OutputFile } from '../../src/lib/build/output-listing.ts';
import { writeSitemaps } from '../../src/lib/build/sitemap-files.ts';
import { datasetFacts, type BuildFacts } from '../../src/lib/site/dataset-facts.ts';
import { lightSnapshot } from '../../src/lib/build/light-snapshot.ts';
import { lineSplitter } from '../../src/lib/build/line-splitter.ts';
import { forgetApiInputs, othersUpToDate, readApiInputs, recordApiInputs } from '../../src/lib/build/api-inputs.ts';
import { LIBRARY_FLAGS } from '../../src/lib/site/flags.ts';
import { configVariable } from '../../src/config/load-config.ts';
import { CliFailure, runCli } from '../../src/lib/cli/run-cli.ts';
import { keptBundleUsable, markKeptBundle, siteCodeHash } from '../../src/lib/build/kept-bundle.ts';
import type { ListedPages, RenderedPages, RendererLine } from './render-pages.ts';
import type { RendererWord } from '../../src/lib/build/renderer-snapshot.ts';
import { whileRendering, type RendererEvents, type WhileRendering } from './while-rendering.ts';

const REPO = resolve(import.meta.dirname, '../..');

/** The incremental build's cache of an output folder: MATCHDAY_BUILD_CACHE, else one per output folder. */
function cacheDirOf(out: string): string {
  const configured = configVariable('MATCHDAY_BUILD_CACHE');
  return configured ? resolve(configured) : join(REPO, '.cache', 'build', createHash('sha1').update(out).digest('hex').slice(0, 12));
}

/** What this output folder's last build validated (src/lib/build/content-state.ts), in its cache folder. */
const STATE_FILE = 'content-state.json';
/** Where each season's bytes are in snapshot.json (src/lib/build/snapshot-file.ts), in the cache folder. */
const SNAPSHOT_INDEX = 'snapshot-index.json';
/** The seasons read light for the cross-season rules (light-season-cache.ts), in the cache folder. */
const LIGHT_SEASONS = 'light-seasons';
/** The shared CSV files as read (shared-file-cache.ts), in the cache folder. */
const SHARED_FILES = 'shared-files';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A validated content folder: the snapshot of the seasons checked fully, and which seasons come from the last build. */
interface Validated {
  /** The snapshot of the content as loaded: a season not checked fully is only what the cross-season rules read. */
  fresh: ContentSnapshot;
  /** The seasons not checked fully: unchanged since the last build, taken from its snapshot.json. */
  reuse: Set<string>;
  checked: number | null;
  state: ContentState;
}

/**
 * Validates the content (any problem stops the build): only the seasons changed since the last build
 * of `out` are checked fully, the unchanged ones come from its snapshot (content-state.ts); without a
 * usable last build, everything.
 */
async function validated(content: string, out: string, cacheDir: string, code: string, full: boolean): Promise<Validated> {
  const now = validationNow();
  const previous = full ? null : await readJson<ContentState>(join(cacheDir, STATE_FILE));
  const state = await contentState(content, code, now, previous);
  const fully = seasonsToCheck(previous, state);
  const partial = fully && existsSync(join(out, 'matchday', 'snapshot.json')) ? fully : null;
  process.stderr.write(partial
    ? `[1/3] validating content: the ${partial.size} season(s) changed since the last build fully, the other ${Object.keys(state.seasons).length - partial.size} for the cross-season rules…\n`
    : '[1/3] validating content…\n');
  const light = lightSeasonCache(join(cacheDir, LIGHT_SEASONS), code, state.seasons);
  // a full validation reads every file itself, and leaves the shared ones for the next build
  const shared = sharedFileCache(join(cacheDir, SHARED_FILES), code);
  const sharedFiles = partial ? shared : { get: () => undefined, keep: shared.keep };
  const { raw, problems } = await loadContent(content, { now, sharedFiles, ...(partial ? { fully: partial, lightSeasons: light } : {}) });
  light.prune(Object.keys(state.seasons));
  if (problems.length > 0) {
    for (const p of problems) process.stdout.write(`${formatProblem(p)}\n`);
    throw new CliFailure(`${problems.length} content problem(s); nothing was built`);
  }
  const fresh = snapshotOf(raw);
  return { fresh, reuse: new Set(partial ? fresh.seasons.map((x) => x.slug).filter((slug) => !partial.has(slug)) : []), checked: partial?.size ?? null, state };
}

/**
 * Writes the build's snapshot.json (snapshot-file.ts: the unchanged seasons' bytes copied from the
 * last one) and returns the snapshot. A season the last snapshot lacks: everything is validated.
 */
async function writeSnapshot(content: string, out: string, cacheDir: string, code: string, valid: Validated, ahead?: Promise<SnapshotFile | null>, renderer?: Renderer | null): Promise<{ valid: Validated } & SnapshotWrite> {
  const file = join(out, 'matchday', 'snapshot.json');
  const { seasons, ...shared } = valid.fresh;
  const fresh = new Map(seasons.map((x) => [x.slug, x]));
  let before: Map<string, unknown> | null = null;
  const seasonOf = (slug: string) => {
    if (!valid.reuse.has(slug)) return fresh.get(slug);
    // a reused season the index does not have: from the last snapshot's objects
    before ??= new Map((JSON.parse(readFileSync(file, 'utf8')) as ContentSnapshot).seasons.map((x) => [x.slug, x]));
    if (!before.has(slug)) throw new Error(`season ${slug} is not in the last snapshot`);
    return before.get(slug);
  };
  try {
    const slugs = [...fresh.keys()];
    const write = await writeSnapshotFile(file, join(cacheDir, SNAPSHOT_INDEX), shared, slugs, seasonOf, valid.reuse, ahead, (p) => renderer?.hand(p, slugs));
    return { valid, ...write };
  } catch (err) {
    if (valid.reuse.size === 0) throw err;
    // the last snapshot lacks a season it should have: validate everything
    return writeSnapshot(content, out, cacheDir, code, await validated(content, out, cacheDir, code, true), undefined, renderer);
  }
}

/**
 * The API's files of this build: the prerendered payloads of completed matches and competitions and
 * the downloads of final competitions (made again only when their competition or the code changed);
 * and, from a whole dataset, what the finishing step needs of it (the pages served on demand, the
 * figures). With `light` (the kept bundle renders the site and tells those), the seasons that were
 * not made again are read without their matches when their files are up to date (api-inputs.ts,
 * light-snapshot.ts): at scale the whole 78 MB took 2.5 s of CPU beside the page renderer.
 */
async function writeApiFiles(out: string, cacheDir: string, snapshot: SnapshotWrite, code: string, light: boolean) {
  // (imported here, once the content is validated: the API's modules and the download formats'
  // libraries took 100-120 ms of the build's start, before the renderer's word)
  const [{ payloadEntries }, { writePayloadsIncrementally }, { writeExportsIncrementally }] = await Promise.all([
    import('../../src/server/api/prerender.ts'),
    import('../../src/server/api/payload-writer.ts'),
    import('../../src/server/api/export-writer.ts'),
  ]);
  const last = light ? readApiInputs(cacheDir) : null;
  await forgetApiInputs(cacheDir);
  const made = new Set(snapshot.made);
  const slugs = [...snapshot.seasonParts.keys()];
  const lightDs = (() => {
    if (!last || last.code !== code) return null;
    const lighter = lightSnapshot(snapshot.parts[0]!, slugs, (slug) => snapshot.seasonParts.get(slug)!, snapshot.index.light ?? {}, made);
    if (!lighter) return null;
    const ds = buildDataset(lighter, { adopt: true });
    const key = seasonInputKeys(ds, snapshot.digests);
    return othersUpToDate(last, code, ds.seasons.keys(), (id) => made.has(ds.seasons.get(id)!.slug), key) ? ds : null;
  })();
  // parsed here, while the renderer renders the site; the parts (and the last file they were copied
  // from) are let go once parsed. Latin1 only for a file known to be ASCII: parts copied from an older
  // build's file may be UTF-8.
  const parts = snapshot.parts.splice(0);
  snapshot.seasonParts.clear();
  const ds = lightDs ?? buildDataset(JSON.parse(Buffer.concat(parts).toString(snapshot.index.ascii ? 'latin1' : 'utf8')) as ContentSnapshot, { adopt: true });
  const seasonKey = seasonInputKeys(ds, snapshot.digests);
  /** A season whose files are the last build's, read without its matches. */
  const carried = (seasonId: string) => lightDs !== null && !made.has(ds.seasons.get(seasonId)?.slug ?? '');
  // A season's payloads are made again only when the code or the season's inputs changed.
  const groups: PayloadGroups = {
    of: (key) => {
      const id = key.slice(key.indexOf(':') + 1);
      return key.startsWith('getCompetition') ? id : (ds.matches.get(id)?.season_id ?? null);
    },
    key: (seasonId) => createHash('sha256').update(`${code}\n${seasonKey(seasonId)}`).digest('base64url').slice(0, 32),
  };
  const payloads = (unchanged: (seasonId: string) => boolean) => {
    // a carried season has no matches here: its payloads must be the last build's
    for (const id of ds.seasons.keys()) if (carried(id) && !unchanged(id)) throw new Error(`the payloads of ${id} are not the last build's, yet its season was taken as unchanged`);
    return payloadEntries(ds, false, undefined, unchanged);
  };
  const written = await writePayloadsIncrementally(join(out, 'matchday', 'api'), payloads, { groups });
  const exported = await writeExportsIncrementally(join(out, 'matchday', 'exports'), ds, { codeKey: code, seasonKey, carried });
  await recordApiInputs(cacheDir, { code, keys: Object.fromEntries([...ds.seasons.keys()].map((id) => [id, seasonKey(id)])) });
  return { written, exported, whole: lightDs ? null : datasetFacts(ds), seasonsRead: lightDs ? `${made.size} of ${ds.seasons.size} seasons read whole` : 'every season read whole' };
}

/**
 * The flags of the flag-icons package (MIT) that src/lib/site/flags.ts names, copied into
 * <client>/flags/ (served as /flags/<name>.svg beside the project's own drawings from public/flags/),
 * with the package's licence as /flags/LICENSE-flag-icons.txt. A flag is written only when its
 * bytes changed, so an unchanged flag is not precompressed again; the licence, a text file without
 * a cache key like robots.txt, is written by every build. Returns the flags' paths relative to the
 * output folder (the stale file step keeps them) and, for the listing, each flag with the time 0
 * when it was left as it was, the time of its writing otherwise (what the precompression compares
 * with the build's start). The files are read and compared all at once: one after the other, they
 * and a stat of each took 0.13-0.35 s of a build's finishing.
 */
async function copyFlags(client: string): Promise<{ paths: string[]; files: OutputFile[] }> {
  const lib = dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'));
  await mkdir(join(client, 'flags'), { recursive: true });
  await writeFile(join(client, 'flags', 'LICENSE-flag-icons.txt'), await readFile(join(lib, 'LICENSE')));
  const limit = pLimit(16);
  const files = await Promise.all(LIBRARY_FLAGS.map((name) => limit(async (): Promise<OutputFile> => {
    const to = join(client, 'flags', `${name}.svg`);
    const [bytes, now] = await Promise.all([readFile(join(lib, 'flags', '4x3', `${name}.svg`)), readFile(to).catch(() => null)]);
    if (now !== null && bytes.equals(now)) return { path: to, mtimeMs: 0 };
    await writeFile(to, bytes);
    return { path: to, mtimeMs: Date.now() };
  })));
  return { paths: LIBRARY_FLAGS.map((name) => join('client', 'flags', `${name}.svg`)), files };
}

/**
 * The output after `astro build`, in one walk (output-listing.ts), without what the build no longer
 * makes: files older than the build that Astro's manifest does not keep (nor the flags, sitemaps and
 * robots.txt, written when they change), and the server bundle's old chunks.
 */
async function listAfterAstro(out: string, cacheDir: string, startedAt: number, flags: readonly string[]) {
  const client = join(out, 'client');
  const kept = keptByAstro(join(cacheDir, 'incremental-build.json'));
  for (const f of flags) kept.add(f);
  for (const f of await readdir(client)) if (/^(sitemap(-\d+)?\.xml|robots\.txt)$/.test(f)) kept.add(join('client', f));
  const listed = await listOutput(client);
  const removed = await removeStaleFiles(client, out, startedAt, kept, listed);
  const gone = new Set(removed.map((r) => join(client, r)));
  const listing = listed.filter((f) => !gone.has(f.path));
  return { listing, stale: [...removed, ...(await removeStaleFiles(join(out, 'server'), out, startedAt, new Set()))] };
}

/**
 * The output after the kept bundle rendered the changed pages: no walk, the renderer said what it
 * wrote and which pages are gone (removed here with their .br and .gz). The listing holds every
 * page (those not rendered with time 0: older than the build) and the flags.
 */
async function listRendered(out: string, pages: RenderedPages, flags: readonly OutputFile[]) {
  const rendered = new Set(pages.rendered);
  const listing: OutputFile[] = pages.outputs.map((f) => ({ path: join(out, f), mtimeMs: rendered.has(f) ? Date.now() : 0 }));
  listing.push(...flags);
  listing.push({ path: join(out, 'client', 'flags', 'LICENSE-flag-icons.txt'), mtimeMs: Date.now() });
  for (const f of pages.gone) for (const variant of ['', '.br', '.gz']) await rm(join(out, f + variant), { force: true });
  return { listing, stale: pages.gone };
}

/** HTML pages under `client` and how many of them this build wrote (modified since `since`). */
function pageCounts(listing: readonly OutputFile[], since: number): { pages: number; rendered: number } {
  const pages = listing.filter((f) => f.path.endsWith('.html'));
  return { pages: pages.length, rendered: pages.filter((f) => f.mtimeMs >= since).length };
}

/**
 * The Astro process's V8 heap cap (MiB) unless NODE_OPTIONS sets one: without a cap V8 lets the heap
 * grow far past what is live on a machine with memory to spare (2.1 GiB RSS building every shared
 * competition; with a 1,200 MiB cap the same build passed at 1.5 GiB). 1,536 leaves a margin.
 */
const ASTRO_HEAP_MIB = 1536;

/** The heap cap of a site process (astro build, the renderer), unless NODE_OPTIONS sets one. */
const heapCap = (): string[] => (/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${ASTRO_HEAP_MIB}`]);

/** Runs `astro build` in its own process; resolves when it succeeded. */
function buildSite(content: string, snapshot: string, out: string, cacheDir: string, full: boolean): Promise<void> {
  process.stderr.write(`[2/3] building the site with Astro${full ? ' (every page)' : ''} (the API payloads are written meanwhile)…\n`);
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
  const heap = heapCap();
  const child = spawn(process.execPath, [...heap, astro, 'build', '--outDir', out, ...(full ? ['--force'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', MATCHDAY_CONTENT: content, MATCHDAY_SNAPSHOT: snapshot, MATCHDAY_BUILD_CACHE: cacheDir },
  });
  return new Promise((resolveSite, reject) => {
    child.once('error', (err) => reject(new CliFailure(`astro build could not start: ${err.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) return resolveSite();
      const hint = heap.length > 0 ? `; if it ran out of memory ("heap out of memory" above), give it more: NODE_OPTIONS=--max-old-space-size=<MiB> npm run build` : '';
      reject(new CliFailure(`astro build failed (${signal ?? `exit ${code}`})${hint}`));
    });
  });
}

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
 * on the command line.) It starts at that size too: growing from 1 MiB made more scavenges early
 * on, while nearly everything the renderer allocates survives (the last snapshot, the dataset).
 * Measured with a GC observer in seven alternating pairs of one-result builds at scale: 47 instead
 * of 52-55 scavenges, 390-530 ms of scavenges instead of 650-860 ms, the build 0.1 s shorter on
 * average (5 of the 7 pairs). (--minor-ms, V8's non-moving young generation, halved the pauses but
 * made the build 1.1 s longer.)
 */
const SEMI_SPACE_MIB = 16;
const youngGeneration = (): string[] => (/-semi-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [`--min-semi-space-size=${SEMI_SPACE_MIB}`, `--max-semi-space-size=${SEMI_SPACE_MIB}`]);

/** The page renderer of a build where only content changed, started before the content is validated. */
interface Renderer {
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
function startRenderer(content: string, snapshot: string, out: string, cacheDir: string): Renderer {
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

/**
 * The site: rendered by the kept bundle's renderer when one was started (the site's code is the
 * last build's), else (or when that fails) by `astro build`. Returns what the renderer rendered, or
 * null after `astro build`.
 */
async function siteStep(renderer: Renderer | null, meanwhile: WhileRendering | null, events: RendererEvents | null, content: string, snapshot: string, out: string, cacheDir: string, full: boolean, siteHash: string): Promise<RenderedPages | null> {
  if (renderer && meanwhile && events) {
    try {
      return await renderer.go(events);
    } catch (err) {
      process.stderr.write(`  ${(err as Error).message}: building the site with astro build instead\n`);
      await meanwhile.settle();
    }
  }
  await buildSite(content, snapshot, out, cacheDir, full);
  await markKeptBundle(cacheDir, siteHash);
  return null;
}

await runCli({
  name: 'build',
  usage: `Usage: npm run build -- [--content <dir>] [--out <dir>] [--full] [--skip-site]

1. validates the content folder (as npm run validate; any problem stops the build),
2. builds the fan site with Astro into <out> (default dist/) while it prerenders the final API
   payloads of completed matches and writes those that changed into <out>/matchday/api (JSON, gzip,
   br; outside the public static folder: only the API gate serves them), and the downloads of
   completed competitions (csv, sqlite, jsonl) into <out>/matchday/exports, then
3. copies the flags the site shows from the flag-icons package into <out>/client/flags/, removes
   what the build no longer makes, writes sitemap.xml (an index of parts of at most 50,000
   URLs) and robots.txt, and a .br and a .gz beside every text file of the site that changed
   (<out>/client: html, css, js, svg, ics, txt, xml…) when smaller.

Incremental: only the seasons whose files changed since the last build of <out> are validated fully
(the others for the cross-season rules; they come from that build's snapshot.json); a changed shared
file (countries.csv, players.csv…), other code or an earlier MATCHDAY_NOW validates everything. A page whose inputs (content it shows, code, dependencies, configuration) are the same
as in the previous build of <out> is not rendered again and keeps its file; a payload whose JSON is
the same is not compressed or written again. When only content changed (src/, public/, the
lockfile and astro.config.mjs as at the last build of <out>), the site is not built by astro build:
the bundle that build kept renders the pages whose content changed (it says so; any failure of it
falls back to astro build). --full renders and writes everything.

Environment: MATCHDAY_CONTENT (content folder for the site build), MATCHDAY_NOW (the build's "now":
the home page's today, and no match may be completed before it kicks off; default the real time),
MATCHDAY_SITE_URL (the public address in the sitemaps), MATCHDAY_BUILD_CACHE (the cache folder).
Exit codes: 0 built, 1 failed, 2 usage.`,
  options: { content: { type: 'string', default: 'content' }, out: { type: 'string', default: 'dist' }, full: { type: 'boolean', default: false }, 'skip-site': { type: 'boolean', default: false } },
  async run({ values }) {
    const t0 = performance.now();
    const content = resolve(String(values.content));
    const out = resolve(String(values.out));
    const full = Boolean(values.full);
    const cacheDir = cacheDirOf(out);
    const code = codeHash(REPO);
    const siteHash = siteCodeHash(REPO, code);
    const snapshotFile = join(out, 'matchday', 'snapshot.json');
    // Only content changed (the site's code is the last build's): the renderer starts now.
    const renderer = !full && !values['skip-site'] && keptBundleUsable(cacheDir, siteHash) ? startRenderer(content, snapshotFile, out, cacheDir) : null;
    // the last snapshot, read on libuv's threads while the content is validated (0.26 s at scale)
    const ahead = full ? undefined : readSnapshotFileAhead(snapshotFile, join(cacheDir, SNAPSHOT_INDEX));
    const firstCheck = await validated(content, out, cacheDir, code, full).catch((err: unknown) => {
      renderer?.cancel();
      throw err;
    });
    if (full) await Promise.all([rm(out, { recursive: true, force: true }), rm(cacheDir, { recursive: true, force: true })]);
    // Gone while the output changes: a build stopped half-way validates everything next time.
    await rm(join(cacheDir, STATE_FILE), { force: true });
    // Files of this build are those modified from here on (a second early, for coarse file-system clocks).
    const startedAt = Date.now() - 1000;
    // The site is built from this snapshot (not from the content folder, read and validated again).
    await mkdir(join(out, 'matchday'), { recursive: true });
    await mkdir(cacheDir, { recursive: true });
    const written = await writeSnapshot(content, out, cacheDir, code, firstCheck, ahead, renderer).catch((err: unknown) => {
      renderer?.cancel();
      throw err;
    });
    renderer?.written(written.index);
    const { checked, state } = written.valid;
    const t1 = performance.now();
    // The site builds in its own process while this one writes the API payloads that changed: the
    // compression runs on libuv's pool, so the two overlap on a multi-core machine.
    // While the kept bundle renders: each page compressed once written, the sitemaps once the pages
    // are listed and the addresses served on demand known (from the API files' dataset).
    // The pages served on demand and the figures: told by the renderer with its pages, else from the
    // API files' whole dataset.
    let knowFacts: (facts: BuildFacts) => void = () => {};
    const factsKnown = new Promise<BuildFacts>((resolveKnown) => { knowFacts = resolveKnown; });
    const meanwhile = renderer && !values['skip-site'] ? whileRendering(out, cacheDir, configVariable('MATCHDAY_SITE_URL'), factsKnown.then((f) => f.onDemand)) : null;
    const events: RendererEvents | null = meanwhile && {
      pages(pages) {
        if (pages.facts) knowFacts(pages.facts);
        meanwhile.events.pages(pages);
      },
      written: (file) => meanwhile.events.written(file),
    };
    const site = values['skip-site'] ? Promise.resolve(null) : siteStep(renderer, meanwhile, events, content, snapshotFile, out, cacheDir, full, siteHash);
    // the flags while the kept bundle renders (it writes only pages; astro build's output is done first)
    const flagsCopied = meanwhile ? copyFlags(join(out, 'client')) : null;
    flagsCopied?.catch(() => {});
    // The dataset lives only in this call: its memory is free again while Astro renders.
    const { written: payloads, exported, whole, seasonsRead } = await writeApiFiles(out, cacheDir, written, code, renderer !== null);
    if (whole) knowFacts(whole);
    // After validating everything, the seasons as the next build's cross-season rules read them, while the site builds.
    if (checked === null) await keepLightSeasons(content, lightSeasonCache(join(cacheDir, LIGHT_SEASONS), code, state.seasons));
    const t2 = performance.now();
    const byBundle = await site;
    // (light API files and a renderer that told none: it failed, and astro build made the site)
    const facts = whole ?? byBundle?.facts ?? datasetFacts(buildDataset(JSON.parse(await readFile(snapshotFile, 'utf8')) as ContentSnapshot));
    knowFacts(facts);
    const t2b = performance.now();
    let summary = '';
    if (!values['skip-site']) {
      process.stderr.write('[3/3] copying the flags, removing what the build no longer makes, writing the sitemaps, precompressing what changed…\n');
      const client = join(out, 'client');
      // (after astro build, the fallback when the renderer failed: copied again into its output)
      const flags = await (byBundle && flagsCopied ? flagsCopied : copyFlags(client));
      const { listing, stale } = byBundle ? await listRendered(out, byBundle, flags.files) : await listAfterAstro(out, cacheDir, startedAt, flags.paths);
      const early = byBundle ? meanwhile?.sitemaps() : null;
      const urls = early ? await early : await writeSitemaps(client, cacheDir, listing, facts.onDemand, configVariable('MATCHDAY_SITE_URL'));
      const counts = pageCounts(listing, startedAt);
      const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
      // (the sitemaps and robots.txt were just written: listed again if they changed)
      const written = (await Promise.all(['robots.txt', ...(await readdir(client)).filter((f) => /^sitemap(-\d+)?\.xml$/.test(f))].map(async (name) => ({ path: join(client, name), mtimeMs: (await stat(join(client, name))).mtimeMs }))));
      const names = new Set(written.map((f) => f.path));
      const done = byBundle && meanwhile ? await meanwhile.compressed() : null;
      const siteFiles = await precompressStatic(client, 4, undefined, startedAt, [...listing.filter((f) => !names.has(f.path) && !done?.files.has(f.path)), ...written]);
      if (done) addFigures(siteFiles, done.sum);
      summary = `, ${counts.pages} pages (incremental: ${counts.rendered} rendered, ${counts.pages - counts.rendered} kept; ${byBundle ? `only content changed: rendered by the last build's bundle, without astro build; ${byBundle.digests.carried} of ${byBundle.digests.total} match digests carried over` : 'built by astro build'}), ${stale.length} stale files removed, ${urls} URLs in the sitemaps` +
        `, ${siteFiles.files} site files precompressed (${mib(siteFiles.bytes)} → br ${mib(siteFiles.brBytes)}, gzip ${mib(siteFiles.gzipBytes)})`;
    }
    await mkdir(cacheDir, { recursive: true });
    await writeFile(join(cacheDir, STATE_FILE), JSON.stringify(state));
    await writeFile(join(out, 'matchday', 'build-info.json'), JSON.stringify({ inputs: buildInputsHash(), built_at: new Date().toISOString(), content }));
    const t3 = performance.now();
    const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
    process.stderr.write(
      `✓ built ${out}: ${facts.matches} matches, ${facts.players} players, ${payloads.total} prerendered payloads (${payloads.written.length} written, ${payloads.removed.length} removed), ${exported.total} downloads (${exported.written.length} made, ${exported.removed.length} removed; ${seasonsRead})${summary}` +
        ` (validate ${s(t0, t1)}${checked === null ? '' : ` (${checked} changed season(s) fully)`}, payloads ${s(t1, t2)} alongside the site, site ${s(t1, t2b)}, finishing ${s(t2b, t3)}, total ${s(t0, t3)})\n`,
    );
  },
});
