/**
 * What a season's groups, bracket and league table pages render from while they follow live play (live-pages.ts,
 * src/pages/live/**): the site index as built, over a view of the dataset in which every match the
 * live state answers for is the live-aware source's (its row, events, line-ups and statistics), and
 * every match row and the match list are the source's (slots resolved). The pages' own code (seasonView, the bracket's match lookups) then
 * counts a match in play with its current score without knowing about the live state, exactly as
 * the competition view does for the API. The rest of the index (seasons, groups, squads) is the
 * built one. One view per source list: the live overlay makes a new list with every live change, so
 * a view is built at most once per change, and not at all when nothing is live.
 */
import type { EventRow, LineupRow, TeamStatsRow } from '../../schemas/content/index.ts';
import type { Dataset, Match, Season } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';
import { LIVE_BASE, seasonFollowsLive, seasonOfPage, type LiveSeasonKind } from './live-pages.ts';
import { seasonView } from './season-view.ts';
import { siteIndex, type SiteIndex } from './site-index.ts';

const views = new WeakMap<readonly Match[], SiteIndex>();

function put<V>(map: Map<string, V>, id: string, value: V | undefined): void {
  if (value === undefined) map.delete(id);
  else map.set(id, value);
}

function build(ds: Dataset, source: MatchSource, list: readonly Match[]): SiteIndex {
  const site = siteIndex(ds);
  const followed = list.filter((m) => source.followsLive?.(m.id));
  if (followed.length === 0) return site;
  // Every row as the source has it, not only the followed ones: the source resolves slots, so a
  // fixture that waits for a finished match (a third-place match's "Loser match 101") is looked up
  // by id with its teams, as on the built page.
  const matches = new Map(ds.matches);
  for (const m of list) if (matches.get(m.id) !== m) matches.set(m.id, m);
  const events = new Map(ds.events);
  const lineups = new Map(ds.lineups);
  const stats = new Map(ds.stats);
  for (const m of followed) {
    // The pages only read these rows; the source's are readonly.
    events.set(m.id, source.events(m.id) as EventRow[]);
    put(lineups, m.id, source.lineups(m.id) as LineupRow[] | undefined);
    put(stats, m.id, source.stats(m.id) as TeamStatsRow[] | undefined);
  }
  const view: Dataset = { ...ds, matches, matchList: list as Match[], events, lineups, stats };
  return { ...site, ds: view, matches: list };
}

/** The site index over the live state of `source` (the built index itself while nothing is live). */
export function liveSiteIndex(ds: Dataset, source: MatchSource): SiteIndex {
  const list = source.list();
  let idx = views.get(list);
  if (!idx) views.set(list, (idx = build(ds, source, list)));
  return idx;
}

/**
 * How a page rendered live follows play: the address its script fetches, and its season's state:
 * a match in play (`playing`: the script keeps fetching, the page refreshes itself without
 * JavaScript), results from the live feed content does not have yet (`unpublished`), or nothing
 * from the live feed (`published`: the script's last fetch after content caught up).
 */
export interface LiveFollow {
  url: string;
  state: 'playing' | 'unpublished' | 'published';
}

export interface LiveSeasonPage {
  idx: SiteIndex;
  season: Season;
  kind: LiveSeasonKind;
  live: LiveFollow;
}

/**
 * The groups, bracket or league table page at `path` (its canonical path, e.g. `/groups/`) as the live state has
 * it now; null when the server has no live state or no such page exists.
 */
export function liveSeasonPage(ds: Dataset | undefined, source: MatchSource | undefined, path: string): LiveSeasonPage | null {
  const page = ds && source ? seasonOfPage(ds, path) : null;
  if (!page) return null;
  const idx = liveSiteIndex(ds!, source!);
  const state = seasonView(idx.ds, page.season).live ? 'playing' : seasonFollowsLive(idx.seasonMatches.get(page.season.id) ?? [], source!) ? 'unpublished' : 'published';
  return { idx, season: page.season, kind: page.kind, live: { url: `${LIVE_BASE}${page.path}`, state } };
}
