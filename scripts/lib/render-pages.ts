/**
 * The site step of a build where only content changed (docs/adr/0002-incremental-build.md, decision
 * 9): instead of `astro build`, the last build's kept prerender bundle (src/lib/build/kept-bundle.ts)
 * lists every prerendered page with its cache key (the routes' own getStaticPaths, from
 * MATCHDAY_SNAPSHOT) and renders, exactly as Astro's build does, the pages whose key changed, that
 * are new, whose file is missing or that have no key; the others keep their files. It updates
 * Astro's incremental manifest as Astro would, so the next `astro build` skips what this one kept.
 *
 * Run by scripts/build.ts in its own process, started before the build validates the content:
 * `node render-pages.ts <out> <cacheDir> <snapshot index>`. While the build validates, it loads the
 * bundle and parses the last snapshot.json; then it waits for the build's word on stdin (RendererWord):
 * the seasons the new snapshot made again, with their parts and the shared part, handed before the
 * build writes the file (snapshot-file.ts); it parses those (or, when the build handed no parts, the
 * same parts of the new file once the build's second line says it is written) and hands the snapshot
 * to the site (site-data.ts HANDED_SNAPSHOT),
 * with the last build's match digests that still hold (match-digests.ts: the page keys then hash only
 * the matches of the seasons made again); it keeps this build's digests beside the bundle, and the
 * history seasons' page lists (dataset-facts.ts: the addresses served on demand, which it tells the
 * build with the figures, so that the build's own process needs no whole dataset).
 * Prints JSON lines on stdout (RendererLine): the file of the pages once listed, each file once
 * written (the build compresses it and writes the sitemaps while the others render), then the rest
 * of RenderedPages.
 * Any failure exits non-zero: the build then runs
 * `astro build`. Stdin closed without a line (the build stopped): exits 0, rendering nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import { HISTORY_PAGES_FILE, KEPT_DIR, readKeptContext } from '../../src/lib/build/kept-bundle.ts';
import { astroOutputFiles, uniquePaths } from '../../src/lib/build/keep-prerender-bundle.ts';
import { readSnapshotFile, type SnapshotIndex } from '../../src/lib/build/snapshot-file.ts';
import { newSnapshot, type RendererWord } from '../../src/lib/build/renderer-snapshot.ts';
import { carryDigests, DIGESTS_FILE as DIGESTS_FILE_NAME, keptDigests, MATCH_DIGESTS, type MatchDigestsFile, type PackedDigests, type SnapshotChange } from '../../src/lib/build/match-digests.ts';
import { DATASET_FACTS, HANDED_SNAPSHOT } from '../../src/lib/build/renderer-globals.ts';
import { lineSplitter } from '../../src/lib/build/line-splitter.ts';
import type { BuildFacts, FactsListener, HistoryPages } from '../../src/lib/site/dataset-facts.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';

/** A line of the renderer's output: the pages (before rendering), a file written, or the end. */
export type RendererLine =
  | { pages: string }
  | { written: string }
  | { end: Pick<RenderedPages, 'rendered' | 'digests'> };

/** The pages once listed, in the file a `pages` line names. */
export type ListedPages = Pick<RenderedPages, 'outputs' | 'gone' | 'facts'>;

export interface RenderedPages {
  /** Output files written (relative to the output folder). */
  rendered: string[];
  /** Output files of the last build that this one no longer makes. */
  gone: string[];
  /** Every page's output file. */
  outputs: string[];
  /** The match digests of the page keys (match-digests.ts): carried over from the last build, and in all. */
  digests: { carried: number; total: number };
  /** The pages served on demand and the figures, from the site's dataset (dataset-facts.ts); null if it said none. */
  facts: BuildFacts | null;
}

type RouteData = { component: string; type: string; route: string; pathname?: string; isIndex?: boolean };
type PathEntry = { cacheKey: string; outputFile: string; [more: string]: unknown };
type Manifest = { version: number; configHash: string; lockfileHash: string; keyDigest: string; routes: Record<string, { dependencyHash: string; paths: Record<string, PathEntry> }> };

/** How many pages render at once (see the rendering below). */
const RENDER_CONCURRENCY = 4;

const [out, cacheDir, snapshotIndex] = process.argv.slice(2);
const snapshotFile = join(out, 'matchday', 'snapshot.json');
/**
 * The build's two lines on stdin (RendererWord): the seasons its new snapshot made again (with their
 * parts and the shared part, when small enough), then the new file's index once written; null when
 * stdin closed without one.
 */
const stdinLines = (() => {
  const lines: ((line: string | null) => void)[] = [];
  const promises = [0, 1].map(() => new Promise<string | null>((resolveLine) => lines.push(resolveLine)));
  let n = 0;
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', lineSplitter((line) => {
    if (n < lines.length) lines[n++]!(line);
  }));
  process.stdin.once('end', () => { while (n < lines.length) lines[n++]!(null); });
  return promises;
})();
const word = stdinLines[0]!.then((line) => (line === null ? null : (JSON.parse(line) as RendererWord)));
const writtenIndex = stdinLines[1]!.then((line) => (line === null ? null : (JSON.parse(line) as { index: SnapshotIndex }).index));
word.catch(() => {});
writtenIndex.catch(() => {});
const context = readKeptContext(cacheDir);
if (!context) throw new Error(`no kept prerender bundle in ${cacheDir}`);
if (context.base !== '/' || context.format !== 'directory') throw new Error(`a kept bundle with base ${context.base} and format ${context.format} is not supported`);
// The last build's pages that are still there, looked up by a worker thread once the build's word came
// (it writes no page before) while this thread makes the dataset and the keys: a file check costs
// 20-30 µs of system time here, 24,666 of them 0.65 s on this thread with existsSync (0.4 s with
// fs.access callbacks). Before the word the two cores are busy with the validation and the parse of
// the last snapshot; after it the build's process soon has nothing to do.
const stillThere = word.then((said) => new Promise<Set<string>>((resolveFound, reject) => {
  if (!said) return resolveFound(new Set());
  const worker = new Worker(
    "const { parentPort, workerData } = require('node:worker_threads'); const { existsSync } = require('node:fs'); const { join } = require('node:path');" +
      ' parentPort.postMessage(workerData.outputs.filter((f) => !existsSync(join(workerData.out, f))));',
    { eval: true, workerData: { out, outputs: context.outputs } },
  );
  worker.once('message', (missing: string[]) => {
    const gone = new Set(missing);
    resolveFound(new Set(context.outputs.filter((f) => !gone.has(f))));
  });
  worker.once('error', reject);
}));
stillThere.catch(() => {});
// the last snapshot's seasons, parsed while the build validates (the new file replaces it by a rename)
const last = readSnapshotFile(snapshotFile, snapshotIndex);
// (a file its index says is ASCII is decoded as latin1: 0.2-0.3 s instead of 0.5 s as UTF-8)
const lastSeasons = last ? new Map((JSON.parse(last.bytes.toString(last.index.ascii ? 'latin1' : 'utf8')) as ContentSnapshot).seasons.map((x) => [x.slug, x] as const)) : null;
/** The page keys' match digests (match-digests.ts), kept beside the bundle: a new bundle starts without. */
const DIGESTS_FILE = join(cacheDir, KEPT_DIR, DIGESTS_FILE_NAME);
const keptDigestsFile = ((): MatchDigestsFile | null => {
  try {
    return existsSync(DIGESTS_FILE) ? (JSON.parse(readFileSync(DIGESTS_FILE, 'utf8')) as MatchDigestsFile) : null;
  } catch {
    return null; // unreadable: every match is hashed, and the file written again
  }
})();
/** The digests the page keys make (those carried over are on the rows: match-digests.ts carryDigests). */
const digests = new Map<string, string>();
(globalThis as { [MATCH_DIGESTS]?: Map<string, string> })[MATCH_DIGESTS] = digests;
let carried = 0;
/** The seasons carried packed: their entries hold for this build's file as they are. */
const carriedPacked = new Map<string, PackedDigests>();
const handed = word.then(async (said) => {
  if (!said) process.exit(0);
  const now = await newSnapshot(said, lastSeasons, {
    readHanded: (path) => readFileSync(path, 'utf8'),
    written: writtenIndex,
    readFile: (only) => readSnapshotFile(snapshotFile, snapshotIndex, only),
    readWhole: () => JSON.parse(readFileSync(snapshotFile, 'utf8')) as ContentSnapshot,
  });
  if (last && lastSeasons && now.head && now.slugs) {
    const nowSeasons = new Map(now.snapshot.seasons.map((x) => [x.slug, x] as const));
    const change: SnapshotChange = {
      last: last.index,
      sharedSame: last.bytes.subarray(0, last.index.head).equals(now.head),
      lastSlugs: Object.keys(last.index.seasons),
      nowSlugs: now.slugs,
      made: new Set(said.made),
      lastSeason: (slug) => lastSeasons.get(slug),
      nowSeason: (slug) => nowSeasons.get(slug),
    };
    carried = carryDigests(keptDigestsFile, change, carriedPacked);
  }
  return now.snapshot;
});
(globalThis as { [HANDED_SNAPSHOT]?: Promise<ContentSnapshot> })[HANDED_SNAPSHOT] = handed;
// the site's dataset tells its facts (the build's own process reads no whole dataset when it can help it)
let factsOf: Parameters<FactsListener>[0] | null = null;
(globalThis as { [DATASET_FACTS]?: FactsListener })[DATASET_FACTS] = (facts) => { factsOf = facts; };
/** The history seasons' page lists of the last build of this bundle (dataset-facts.ts), kept beside it. */
const HISTORY_FILE = join(cacheDir, KEPT_DIR, HISTORY_PAGES_FILE);
const lastHistory = ((): HistoryPages | null => {
  try {
    return existsSync(HISTORY_FILE) ? (JSON.parse(readFileSync(HISTORY_FILE, 'utf8')) as HistoryPages) : null;
  } catch {
    return null; // unreadable: every season's list is made again
  }
})();
const MANIFEST = join(cacheDir, 'incremental-build.json');
const PAGES_FILE = join(cacheDir, 'rendered-pages.json');
const previous = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const astro = async <T>(path: string) => (await import(pathToFileURL(join(astroDir, 'dist', path)).href)) as T;
const { StaticPaths } = await astro<{ StaticPaths: new (app: unknown) => { getAll(): Promise<{ pathname: string; route: RouteData; cacheKey?: string }[]> } }>('runtime/prerender/static-paths.js');
const { renderForPrerender } = await astro<{ renderForPrerender: (app: unknown, req: Request, o: object) => Promise<{ response: Response }> }>('core/app/prerender.js');
const { ensureAsyncRenderScope } = await astro<{ ensureAsyncRenderScope: () => void }>('core/render-scope/node-scope.js');
const { createRequest } = await astro<{ createRequest: (o: object) => Request }>('core/request.js');

type App = { setInternals(i: object): void; setOptions(o: object): void; logger: unknown };
const app = ((await import(pathToFileURL(join(cacheDir, KEPT_DIR, context.entry)).href)) as { app: App }).app;
app.setInternals({
  pagesByKeys: new Map(context.pageStyles.map(([key, styles]) => [key, { styles }])),
  entrySpecifierToBundleMap: new Map(context.entrySpecifiers),
});
// warnings and errors of a render go to stderr, as astro build's would
const destination = { write: (e: { level: string; message: string }) => (e.level === 'warn' || e.level === 'error' ? process.stderr.write(`${e.message}\n`) : true) };
app.setOptions({ settings: { scripts: context.scripts }, logger: { options: { destination } } });

const config = { outDir: pathToFileURL(`${out}/`), build: { format: context.format, client: pathToFileURL(join(out, 'client') + '/') } };
const outputOf = await astroOutputFiles();
/** The address Astro's build requests a page at (format "directory", base "/"). */
const urlOf = (pathname: string, route: RouteData) => {
  const ending = context.trailingSlash === 'never' ? '' : '/';
  const path = pathname === '/' || pathname === '' ? ending || '/' : route.type === 'endpoint' ? pathname : `${pathname.replace(/^\/|\/$/g, '')}${ending}`;
  return new URL(path.startsWith('/') ? path : `/${path}`, context.origin);
};

ensureAsyncRenderScope();
await handed;
const paths = uniquePaths(await new StaticPaths(app).getAll());
// (the page-file check ran on its worker meanwhile)
const present = await stillThere;
const next: Manifest = { ...previous, routes: {} };
const outputs: string[] = [];
const record = (component: string, pathname: string, e: PathEntry) => {
  next.routes[component] ??= { dependencyHash: previous.routes[component]?.dependencyHash ?? '', paths: {} };
  next.routes[component].paths[pathname] = e;
};
/** The pages to render, in the order of the list (a keyed page's manifest entry is recorded in that order too). */
const toRender: { pathname: string; route: RouteData; cacheKey: string | undefined; outputFile: string }[] = [];
for (const { pathname, route, cacheKey } of paths) {
  const entry = previous.routes[route.component]?.paths[pathname];
  // a page's file follows from its address and route: the last build's, when it had the page (0.2 s at scale)
  const outputFile = entry?.outputFile ?? outputOf(config as never, { pathname, route });
  outputs.push(outputFile);
  if (cacheKey !== undefined && entry?.cacheKey === cacheKey && present.has(outputFile)) {
    record(route.component, pathname, entry);
    continue;
  }
  if (cacheKey !== undefined) record(route.component, pathname, { cacheKey, outputFile });
  toRender.push({ pathname, route, cacheKey, outputFile });
}
const listed = new Set(outputs);
const gone = context.outputs.filter((f) => !listed.has(f));
const say = (line: RendererLine) => process.stdout.write(`${JSON.stringify(line)}\n`);
// The page list and the addresses served on demand (6 MB at scale) go through a file: through the
// pipe they reached the build a second later, 64 KiB per turn of this busy event loop.
const made = new Set((await word)?.made ?? []);
const facts = (factsOf as Parameters<FactsListener>[0] | null)?.(lastHistory, (slug) => !made.has(slug)) ?? null;
writeFileSync(PAGES_FILE, JSON.stringify({ outputs, gone, facts: facts && { onDemand: facts.onDemand, matches: facts.matches, players: facts.players } } satisfies ListedPages));
say({ pages: PAGES_FILE });
// A few pages at once: one renders while the others' files are written (rendering one after the other
// left the thread idle a quarter of the time at scale).
const limit = pLimit(RENDER_CONCURRENCY);
const written = await Promise.all(toRender.map((page) => limit(async () => {
  const { pathname, route, cacheKey, outputFile } = page;
  const request = createRequest({ url: urlOf(pathname, route), headers: new Headers(), logger: app.logger, isPrerendered: true, routePattern: route.component });
  const { response } = await renderForPrerender(app, request, { routeData: route, collectMetadata: true });
  if (response.status >= 300 && response.status < 400) throw new Error(`${pathname} answered a redirect: astro build makes those`);
  if (!response.body) {
    delete next.routes[route.component]?.paths[pathname];
    return null;
  }
  const body = Buffer.from(await response.arrayBuffer());
  await mkdir(dirname(join(out, outputFile)), { recursive: true });
  await writeFile(join(out, outputFile), body);
  if (cacheKey !== undefined) {
    // Astro's copy of a keyed page (it restores a page whose file went missing from it)
    await mkdir(dirname(join(cacheDir, 'dist', outputFile)), { recursive: true });
    await writeFile(join(cacheDir, 'dist', outputFile), body);
  }
  say({ written: outputFile });
  return outputFile;
})));
const rendered = written.filter((f): f is string => f !== null);
// copies of pages that are gone or lost their key (as Astro prunes them)
for (const [component, route] of Object.entries(previous.routes)) {
  for (const [pathname, entry] of Object.entries(route.paths)) if (!next.routes[component]?.paths[pathname]) await rm(join(cacheDir, 'dist', entry.outputFile), { force: true });
}
// (Astro reads it as JSON: unindented, it is made in half the time of Astro's tabs)
await writeFile(MANIFEST, JSON.stringify(next));
// the digests describe the new file, as written (its size and time)
const nowFile = await writtenIndex;
if (nowFile) await writeFile(DIGESTS_FILE, JSON.stringify(keptDigests(nowFile, (await handed).seasons, digests, carriedPacked)));
// the history seasons' page lists, when one was made again
const history = facts?.history;
if (history && (history.shape !== lastHistory?.shape || Object.entries(history.pages).some(([slug, list]) => list !== lastHistory.pages[slug]))) await writeFile(HISTORY_FILE, JSON.stringify(history));
// the page list, when it changed (a result adds or removes no page)
if (outputs.length !== context.outputs.length || outputs.some((f, i) => f !== context.outputs[i])) await writeFile(join(cacheDir, KEPT_DIR, 'context.json'), JSON.stringify({ ...context, outputs }));
say({ end: { rendered, digests: { carried, total: carried + digests.size } } });
