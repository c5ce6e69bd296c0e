/**
 * Which site pages follow live play. Pages are prerendered from content; while the live state
 * changes what a page shows, the server renders it on demand instead, from the live-aware source, at
 * the page's path under LIVE_BASE (`/matches/<id>/` → `/live/matches/<id>/`,
 * src/pages/live/matches/[id].astro; `/groups/` → `/live/groups/`, src/pages/live/**). The address
 * the reader sees does not change: the server routes the page's own path there, and the page's
 * script polls the live address.
 * - A match page: while the live state answers for its match (src/lib/live/overlay.ts: in play,
 *   line-ups before kick-off, a finished match content has not caught up with).
 * - A season's groups and bracket pages (`/groups/`, `/bracket/` for the season the main pages
 *   show, `/seasons/<slug>/groups/` and `/bracket/` for the others) and a league season's table
 *   (`/leagues/<slug>/`): while a match of the season is in play, or finished live and not yet in
 *   content (line-ups alone change none of them).
 */
import type { Dataset, Match, Season } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';
import { siteIndex } from './site-index.ts';
import { isLeagueSeason } from './competitions-index.ts';

/** Where the on-demand, live-aware pages are: `${LIVE_BASE}<page path>`. */
export const LIVE_BASE = '/live';

/**
 * Where a history season's pages other than its match pages are rendered on demand:
 * `${HISTORY_PAGE_BASE}<page path>` (src/lib/site/season-pages.ts; not live, but served the same way).
 */
export const HISTORY_PAGE_BASE = '/on-demand';

/** The on-demand, live-aware match page: `${LIVE_MATCH_BASE}<id>/`. */
export const LIVE_MATCH_BASE = `${LIVE_BASE}/matches/`;

const MATCH_PAGE = /^\/matches\/([^/]+)\/?$/;
const SEASON_PAGE = /^(?:(?:\/seasons\/[^/]+)?\/(?:groups|bracket)|\/leagues\/[^/]+)\/?$/;
const LIVE_PAGE = new RegExp(`^${LIVE_BASE}((?:/seasons/[^/]+)?/(?:groups|bracket)|/leagues/[^/]+|/matches/[^/]+)/?$`);

/** The match ID of a match page's path (`/matches/<id>/`, with or without the slash), else null. */
export function matchIdOfPage(path: string): string | null {
  return MATCH_PAGE.exec(path)?.[1] ?? null;
}

/** The season pages that follow live play: groups, bracket, and a league season's table (`/leagues/<slug>/`). */
export type LiveSeasonKind = 'groups' | 'bracket' | 'league';

export interface SeasonPage {
  season: Season;
  kind: LiveSeasonKind;
  /** The page's canonical path, with its trailing slash (`/groups/`, `/seasons/<slug>/bracket/`, `/leagues/<slug>/`). */
  path: string;
}

const seasonPages = new WeakMap<Dataset, Map<string, Omit<SeasonPage, 'path'>>>();

/** Every groups, bracket and league table page path of the site → the season it shows. */
function pagesOf(ds: Dataset): Map<string, Omit<SeasonPage, 'path'>> {
  let pages = seasonPages.get(ds);
  if (!pages) {
    const idx = siteIndex(ds);
    pages = new Map();
    for (const s of idx.seasons) {
      const base = s.id === idx.current.id ? '' : `/seasons/${s.slug}`;
      pages.set(`${base}/groups/`, { season: s, kind: 'groups' }).set(`${base}/bracket/`, { season: s, kind: 'bracket' });
      if (isLeagueSeason(s)) pages.set(`/leagues/${s.slug}/`, { season: s, kind: 'league' });
    }
    seasonPages.set(ds, pages);
  }
  return pages;
}

/** The season a groups, bracket or league table page shows (its path with or without the trailing slash); null for any other path. */
export function seasonOfPage(ds: Dataset, path: string): SeasonPage | null {
  if (!SEASON_PAGE.test(path)) return null;
  const canonical = path.endsWith('/') ? path : `${path}/`;
  const page = pagesOf(ds).get(canonical);
  return page ? { ...page, path: canonical } : null;
}

type LiveAware = Partial<Pick<MatchSource, 'followsLive' | 'match'>>;

/** True when the live state changes a season's tables or bracket: one of `matches` in play, or finished live and not yet in content. */
export function seasonFollowsLive(matches: readonly Pick<Match, 'id'>[], source: LiveAware): boolean {
  const follows = source.followsLive;
  return follows !== undefined && matches.some((m) => follows(m.id) && source.match?.(m.id)?.status !== 'scheduled');
}

/**
 * The live page to render instead of `path` (a canonical site path), or null to serve the built page.
 * Groups and bracket pages need the dataset (`ds`) to know their season.
 */
export function liveRenderPath(path: string, source: LiveAware | undefined, ds?: Dataset): string | null {
  if (!source?.followsLive) return null;
  const id = matchIdOfPage(path);
  if (id !== null) return source.followsLive(id) ? `${LIVE_MATCH_BASE}${id}/` : null;
  const page = ds ? seasonOfPage(ds, path) : null;
  return page && seasonFollowsLive(siteIndex(ds!).seasonMatches.get(page.season.id) ?? [], source) ? `${LIVE_BASE}${page.path}` : null;
}

/** The page a live page is served as (`/live/groups/` → `/groups/`, with the trailing slash), for its canonical address; null for any other path. */
export function pageOfLivePath(path: string): string | null {
  const page = LIVE_PAGE.exec(path)?.[1];
  return page === undefined ? null : `${page}/`;
}
