// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import { keepPrerenderBundle } from './src/lib/build/keep-prerender-bundle.ts';

// Pages are prerendered (static-first); the API is served by src/server (see README "Architecture").
// Middleware mode: the product server serves dist/client itself and hands Astro only the pages
// rendered on demand, with its data as Astro.locals (src/server/http/site-handler.ts).
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // keeps the prerender bundle in the build cache: a build where only content changed renders the
  // changed pages with it, without astro build (ADR 0002, decision 9; scripts/lib/render-pages.ts)
  integrations: [keepPrerenderBundle()],
  session: false,
  trailingSlash: 'ignore',
  build: { concurrency: 2, format: 'directory' },
  server: { host: '127.0.0.1', port: 4321 },
  // Incremental builds (docs/adr/0002-incremental-build.md): a page whose cacheKey (src/lib/site/
  // page-keys.ts) and code are unchanged is not rendered again, and the output folder is kept
  // between builds (scripts/build.ts removes what a build no longer makes). The cache folder is per
  // output folder (scripts/build.ts sets MATCHDAY_BUILD_CACHE), so two builds never share one.
  experimental: { incrementalBuild: true },
  ...(process.env.MATCHDAY_BUILD_CACHE ? { cacheDir: process.env.MATCHDAY_BUILD_CACHE } : {}),
  vite: { build: { emptyOutDir: false } },
});
