/**
 * An Astro integration that keeps the prerender bundle of every `astro build` in the build cache
 * (kept-bundle.ts; docs/adr/0002-incremental-build.md, decision 9). Astro deletes the bundle once the
 * pages are generated; this wraps Astro's own prerenderer, notes what the build hands the bundle
 * besides the code (each page's stylesheets, the page scripts, the injected scripts) and every page's
 * output file, and copies the bundle into `<cacheDir>/prerender/` before Astro removes it, with the
 * match digests the page keys made (match-digests.ts: the next build's renderer starts from them, as
 * from its own; without, the first build after `astro build` hashed every match again, 0.9 s at
 * scale) and the history seasons' page lists (dataset-facts.ts). Nothing of the build's own output
 * changes.
 */
import { statSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { CONTEXT_FILE, HISTORY_PAGES_FILE, KEPT_DIR, type KeptContext, type KeptStyle } from './kept-bundle.ts';
import { DATASET_FACTS, MATCH_DIGESTS } from './renderer-globals.ts';
import { DIGESTS_FILE, keptDigests } from './match-digests.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { FactsListener } from '../site/dataset-facts.ts';

type RouteData = { component: string; type: string; route: string };
type PathWithRoute = { pathname: string; route: RouteData; cacheKey?: string };
type Prerenderer = {
  name: string;
  setup?: () => Promise<void>;
  getStaticPaths: () => Promise<PathWithRoute[]>;
  render: (...args: never[]) => Promise<unknown>;
  teardown?: () => Promise<void>;
};
/** What the bundle's app is given by Astro's build (only the parts the kept context needs). */
type Internals = { pagesByKeys: Map<string, { styles: KeptStyle[] }>; entrySpecifierToBundleMap: Map<string, string> };
type Options = { settings: { scripts: { stage: string; content: string }[] } };
type App = { setInternals: (i: Internals) => void; setOptions: (o: Options) => void };

/** Astro's own output-file functions (not exported by the package: imported by path, as the version is pinned). */
export async function astroOutputFiles() {
  const dir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const common = (await import(pathToFileURL(join(dir, 'dist', 'core', 'build', 'common.js')).href)) as {
    getOutFolder: (settings: unknown, pathname: string, route: RouteData) => URL;
    getOutFile: (format: string, folder: URL, pathname: string, route: RouteData) => URL;
  };
  /** A page's output file, relative to the output folder. */
  return (config: Pick<AstroConfig, 'outDir' | 'build'>, path: PathWithRoute): string => {
    const settings = { buildOutput: 'server', config, adapter: { adapterFeatures: {} } };
    const encoded = encodeURI(path.pathname);
    const file = common.getOutFile(config.build.format, common.getOutFolder(settings, encoded, path.route), encoded, path.route);
    return relative(fileURLToPath(config.outDir), fileURLToPath(file)).split('\\').join('/');
  };
}

/** The paths Astro generates: the first of two that name the same page wins (as Astro's generate does). */
export function uniquePaths<P extends { pathname: string }>(paths: readonly P[]): P[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const normalized = p.pathname.length > 1 ? p.pathname.replace(/\/$/, '') : p.pathname;
    if (seen.has(normalized)) return false;
    seen.add(normalized);
    return true;
  });
}

export function keepPrerenderBundle(): AstroIntegration {
  let config: AstroConfig | null = null;
  let setLater: ((p: never) => void) | null = null;
  return {
    name: 'matchday:keep-prerender-bundle',
    hooks: {
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      // Set once Vite built the bundles (astro:build:ssr comes just before the pages are generated):
      // a prerenderer set at astro:build:start would make Astro leave its own prerender entry out.
      'astro:build:start': ({ setPrerenderer }) => {
        setLater = setPrerenderer;
      },
      'astro:build:ssr': () => {
        setLater?.(((astroDefault: Prerenderer): Prerenderer => {
          const bundleDir = new URL('./.prerender/', config!.build.server);
          let internals: Internals | null = null;
          let options: Options | null = null;
          let paths: PathWithRoute[] = [];
          // the page keys' match digests and the dataset they were made of, in this process
          const digests = new Map<string, string>();
          let dataset: { ds: Dataset; facts: Parameters<FactsListener>[0] } | null = null;
          return {
            name: 'matchday:keep-prerender-bundle',
            async setup() {
              const globals = globalThis as { [MATCH_DIGESTS]?: Map<string, string>; [DATASET_FACTS]?: FactsListener };
              globals[MATCH_DIGESTS] = digests;
              globals[DATASET_FACTS] = (facts, ds) => { dataset = { ds, facts }; };
              // the same module Astro's prerenderer imports: note what it hands the app
              const entry = (await readdir(bundleDir)).find((f) => /^prerender-entry.*\.mjs$/.test(f));
              if (entry) {
                const app = ((await import(new URL(entry, bundleDir).href)) as { app: App }).app;
                const [setInternals, setOptions] = [app.setInternals.bind(app), app.setOptions.bind(app)];
                app.setInternals = (i) => { internals = i; setInternals(i); };
                app.setOptions = (o) => { options = o; setOptions(o); };
              }
              await astroDefault.setup?.();
            },
            async getStaticPaths() {
              paths = await astroDefault.getStaticPaths();
              return paths;
            },
            render: (...args) => astroDefault.render(...args),
            async teardown() {
              await astroDefault.teardown?.();
              if (internals && options) await keep(config!, bundleDir, internals, options, paths, dataset && { ...dataset, digests });
            },
          };
        }) as never);
      },
    },
  };
}

/** Copies the bundle into the cache folder with its context (replacing the last build's). */
async function keep(config: AstroConfig, bundleDir: URL, internals: Internals, options: Options, paths: readonly PathWithRoute[], made: { ds: Dataset; facts: Parameters<FactsListener>[0]; digests: ReadonlyMap<string, string> } | null) {
  const entry = (await readdir(bundleDir)).find((f) => /^prerender-entry.*\.mjs$/.test(f))!;
  const outputOf = await astroOutputFiles();
  const context: KeptContext = {
    entry,
    pageStyles: [...internals.pagesByKeys].map(([key, data]) => [key, data.styles]),
    entrySpecifiers: [...internals.entrySpecifierToBundleMap],
    scripts: options.settings.scripts.map(({ stage, content }) => ({ stage, content })),
    origin: config.site ? new URL(config.site).origin : `http://localhost:${config.server.port}`,
    base: config.base,
    format: config.build.format,
    trailingSlash: config.trailingSlash,
    outputs: uniquePaths(paths).map((p) => outputOf(config, p)),
  };
  const cache = fileURLToPath(config.cacheDir);
  const kept = join(cache, KEPT_DIR);
  const next = `${kept}.next`;
  await rm(next, { recursive: true, force: true });
  await mkdir(cache, { recursive: true });
  await cp(fileURLToPath(bundleDir), next, { recursive: true });
  await writeFile(join(next, CONTEXT_FILE), JSON.stringify(context));
  // the digests describe the snapshot the build handed (MATCHDAY_SNAPSHOT), as it is on disk
  const snapshot = process.env.MATCHDAY_SNAPSHOT;
  if (made && snapshot) {
    // each season's matches in the snapshot's order: the dataset's map has them so (its list is by kick-off)
    const bySeason = new Map<string, { id: string }[]>();
    for (const m of made.ds.matches.values()) {
      const list = bySeason.get(m.season_id);
      if (list) list.push(m);
      else bySeason.set(m.season_id, [m]);
    }
    const seasons = [...made.ds.seasons.values()].map((s) => ({ slug: s.slug, matches: bySeason.get(s.id) ?? [] }));
    await writeFile(join(next, DIGESTS_FILE), JSON.stringify(keptDigests(statSync(resolve(snapshot)), seasons, made.digests)));
  }
  // the history seasons' page lists (dataset-facts.ts), which the next renderer takes again
  if (made) await writeFile(join(next, HISTORY_PAGES_FILE), JSON.stringify(made.facts().history));
  // the bundle imports its packages by name: from the project's node_modules wherever the cache is
  await symlink(fileURLToPath(new URL('./node_modules/', config.root)), join(next, 'node_modules'), 'dir');
  await rm(kept, { recursive: true, force: true });
  await rename(next, kept);
}
