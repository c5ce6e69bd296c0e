/**
 * Every page the product server renders on demand instead of the build (docs/adr/0002-incremental-build.md,
 * "History on demand"): a history season's match pages (match-page-scope.ts) and its other pages
 * (season-pages.ts). One place for the server's lookup and the sitemaps.
 */
import type { Dataset } from '../dataset/dataset.ts';
import { onDemandMatches, onDemandRenderPath as onDemandMatchPath } from './match-page-scope.ts';
import { HISTORY_PAGE_BASE } from './live-pages.ts';
import { onDemandSeasonPage, onDemandSeasonPaths } from './season-pages.ts';

/** The on-demand route to render for `path` (a canonical site path), or null when it is not a page the build left out. */
export function onDemandRenderPath(path: string, ds: Dataset | undefined): string | null {
  if (!ds) return null;
  const match = onDemandMatchPath(path, ds);
  if (match !== null) return match;
  const page = onDemandSeasonPage(ds, path);
  return page ? `${HISTORY_PAGE_BASE}${page.path}` : null;
}

/** The addresses of every page rendered on demand (the sitemaps list them with the built ones). */
export function onDemandPaths(ds: Dataset): string[] {
  return [...onDemandMatches(ds).map((m) => `/matches/${m.id}/`), ...onDemandSeasonPaths(ds)];
}
