/**
 * Which match pages the build prerenders, and which the server renders on demand
 * (docs/adr/0002-incremental-build.md, "History on demand"). A season is history when every match of
 * it is completed (cancelled ones included) and it is not the season the main pages show. Its match
 * pages are most of a big site (81,650 of 130,913 pages with every shared competition) and never
 * change after the season, so the build does not render them: the product server renders one the
 * first time it is asked for (the same MatchPage component, src/pages/live/matches/[id].astro) and
 * keeps it (src/server/http/rendered-pages.ts). Every other page, and every match page of a season
 * in progress, is prerendered as before.
 */
import type { Dataset, Match } from '../dataset/dataset.ts';
import { LIVE_MATCH_BASE, matchIdOfPage } from './live-pages.ts';
import { siteIndex, type SiteIndex } from './site-index.ts';

const memo = new WeakMap<Dataset, ReadonlySet<string>>();

/** The IDs of the history seasons (see above). */
export function historySeasons(idx: SiteIndex): ReadonlySet<string> {
  let out = memo.get(idx.ds);
  if (!out) {
    const ids = new Set<string>();
    for (const s of idx.seasons) {
      if (s.id === idx.current.id) continue;
      const matches = idx.seasonMatches.get(s.id) ?? [];
      if (matches.length > 0 && matches.every((m) => m.status === 'completed')) ids.add(s.id);
    }
    out = ids;
    memo.set(idx.ds, out);
  }
  return out;
}

/** True when the build prerenders the match's page (false: the server renders it on demand). */
export function matchPagePrerendered(idx: SiteIndex, m: Pick<Match, 'season_id'>): boolean {
  return !historySeasons(idx).has(m.season_id);
}

/** The matches whose pages the server renders on demand. */
export function onDemandMatches(ds: Dataset): Match[] {
  const idx = siteIndex(ds);
  return idx.matches.filter((m) => !matchPagePrerendered(idx, m));
}

/** The on-demand page to render for `path` (a canonical site path) when it is a history match's page; else null. */
export function onDemandRenderPath(path: string, ds: Dataset | undefined): string | null {
  const id = ds ? matchIdOfPage(path) : null;
  const m = id === null ? undefined : ds!.matches.get(id);
  return m && !matchPagePrerendered(siteIndex(ds!), m) ? `${LIVE_MATCH_BASE}${m.id}/` : null;
}
