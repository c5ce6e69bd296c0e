/**
 * The site step of a build where only content changed (docs/adr/0002-incremental-build.md, decision
 * 9): instead of `astro build`, the last build's kept prerender bundle (src/lib/build/kept-bundle.ts)
 * lists every prerendered page with its cache key (the routes' own getStaticPaths, from
 * MATCHDAY_SNAPSHOT) and renders, exactly as Astro's build does, the pages whose key changed, that
 * are new, whose file is missing or that have no key; the others keep their files. It updates
 * Astro's incremental manifest as Astro would, so the next `astro build` skips what this one kept.
 *
 * Run by scripts/build.ts in its own process: `node render-pages.ts <out> <cacheDir>`; prints one
 * JSON line (RenderedPages) on stdout. Any failure exits non-zero: the build then runs `astro build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { KEPT_DIR, readKeptContext } from '../../src/lib/build/kept-bundle.ts';
import { astroOutputFiles, uniquePaths } from '../../src/lib/build/keep-prerender-bundle.ts';

export interface RenderedPages {
  /** Output files written (relative to the output folder). */
  rendered: string[];
  /** Output files of the last build that this one no longer makes. */
  gone: string[];
  /** Every page's output file. */
  outputs: string[];
}

type RouteData = { component: string; type: string; route: string; pathname?: string; isIndex?: boolean };
type PathEntry = { cacheKey: string; outputFile: string; [more: string]: unknown };
type Manifest = { version: number; configHash: string; lockfileHash: string; keyDigest: string; routes: Record<string, { dependencyHash: string; paths: Record<string, PathEntry> }> };

const [out, cacheDir] = process.argv.slice(2);
const context = readKeptContext(cacheDir);
if (!context) throw new Error(`no kept prerender bundle in ${cacheDir}`);
if (context.base !== '/' || context.format !== 'directory') throw new Error(`a kept bundle with base ${context.base} and format ${context.format} is not supported`);
const MANIFEST = join(cacheDir, 'incremental-build.json');
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
const paths = uniquePaths(await new StaticPaths(app).getAll());
const next: Manifest = { ...previous, routes: {} };
const rendered: string[] = [];
const outputs: string[] = [];
for (const { pathname, route, cacheKey } of paths) {
  const outputFile = outputOf(config as never, { pathname, route });
  outputs.push(outputFile);
  const before = previous.routes[route.component];
  const entry = before?.paths[pathname];
  const record = (e: PathEntry) => {
    next.routes[route.component] ??= { dependencyHash: before?.dependencyHash ?? '', paths: {} };
    next.routes[route.component].paths[pathname] = e;
  };
  if (cacheKey !== undefined && entry?.cacheKey === cacheKey && existsSync(join(out, outputFile))) {
    record(entry);
    continue;
  }
  const request = createRequest({ url: urlOf(pathname, route), headers: new Headers(), logger: app.logger, isPrerendered: true, routePattern: route.component });
  const { response } = await renderForPrerender(app, request, { routeData: route, collectMetadata: true });
  if (response.status >= 300 && response.status < 400) throw new Error(`${pathname} answered a redirect: astro build makes those`);
  if (!response.body) continue;
  const body = Buffer.from(await response.arrayBuffer());
  await mkdir(dirname(join(out, outputFile)), { recursive: true });
  await writeFile(join(out, outputFile), body);
  rendered.push(outputFile);
  if (cacheKey === undefined) continue;
  // Astro's copy of a keyed page (it restores a page whose file went missing from it)
  await mkdir(dirname(join(cacheDir, 'dist', outputFile)), { recursive: true });
  await writeFile(join(cacheDir, 'dist', outputFile), body);
  record({ cacheKey, outputFile });
}
// copies of pages that are gone or lost their key (as Astro prunes them)
for (const [component, route] of Object.entries(previous.routes)) {
  for (const [pathname, entry] of Object.entries(route.paths)) if (!next.routes[component]?.paths[pathname]) await rm(join(cacheDir, 'dist', entry.outputFile), { force: true });
}
await writeFile(MANIFEST, JSON.stringify(next, null, '\t'));
const now = new Set(outputs);
const result: RenderedPages = { rendered, gone: context.outputs.filter((f) => !now.has(f)), outputs };
await writeFile(join(cacheDir, KEPT_DIR, 'context.json'), JSON.stringify({ ...context, outputs }));
process.stdout.write(`${JSON.stringify(result)}\n`);
