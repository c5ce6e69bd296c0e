/**
 * What a build needs to know of the whole dataset besides its pages: the addresses the server
 * renders on demand (for the sitemaps) and the figures of its summary. When only content changed,
 * the page renderer (scripts/lib/render-pages.ts) tells them from the dataset the site's code built
 * (site-data.ts, under DATASET_FACTS), so that the build's own process needs no whole dataset
 * (docs/adr/0002-incremental-build.md, decision 12).
 *
 * Listing a history season's pages costs what making their props does (0.4 s for every history
 * season at scale): the facts keep each season's list (HistoryPages), and the next build takes a
 * season's list again when the season did not change and nothing another season decides did. What
 * other seasons decide of a season's pages: its place among the seasons (the current one is not a
 * history season) and, for its teams' pages, whether it is a team's newest season (whose page is
 * /teams/<id>/); both follow from each season's last kick-off and the teams it knows, the `shape`.
 */
import type { Dataset, Season } from '../dataset/dataset.ts';
import { teamsOf } from '../dataset/competition-view.ts';
import { onDemandMatches } from './match-page-scope.ts';
import { historySeasonList, onDemandPathsOf } from './season-pages.ts';
import { siteIndex, type SiteIndex } from './site-index.ts';

/** Each history season's on-demand addresses by slug, and the shape of the seasons they were listed in. */
export interface HistoryPages {
  shape: string;
  pages: Record<string, string[]>;
}

export interface DatasetFacts {
  onDemand: string[];
  matches: number;
  players: number;
  history: HistoryPages;
}

/** The facts the build itself uses (the history pages stay with the renderer). */
export type BuildFacts = Omit<DatasetFacts, 'history'>;

/**
 * What a page renderer (or the build's integration, keep-prerender-bundle.ts) sets under
 * DATASET_FACTS (renderer-globals.ts): the site's code calls it with the dataset it built and its
 * facts (made when asked, with the site's own index; `last` and `unchanged` as datasetFacts takes them).
 */
export type FactsListener = (facts: (last?: HistoryPages | null, unchanged?: (slug: string) => boolean) => DatasetFacts, ds: Dataset) => void;

/** Every season in the site's order, with its last kick-off and the teams it knows (matches and squads). */
function shapeOf(idx: SiteIndex): string {
  const teams = (s: Season) => {
    const ids = new Set((idx.seasonMatches.get(s.id) ?? []).flatMap(teamsOf));
    for (const id of idx.seasonSquads.get(s.id)?.keys() ?? []) ids.add(id);
    return [...ids].sort();
  };
  return JSON.stringify(idx.seasons.map((s) => [s.slug, idx.seasonMatches.get(s.id)?.at(-1)?.scheduled_at ?? null, teams(s)]));
}

/**
 * The facts of `ds`. With `last` (the history pages of the last build of the same code) a history
 * season for which `unchanged(slug)` holds takes its list from there, when the seasons' shape is the same.
 */
export function datasetFacts(ds: Dataset, last?: HistoryPages | null, unchanged: (slug: string) => boolean = () => false): DatasetFacts {
  const idx = siteIndex(ds);
  const shape = shapeOf(idx);
  const same = last?.shape === shape;
  const pages: Record<string, string[]> = {};
  for (const season of historySeasonList(idx)) {
    const kept = same && unchanged(season.slug) && Object.hasOwn(last!.pages, season.slug) ? last!.pages[season.slug] : undefined;
    pages[season.slug] = kept ?? onDemandPathsOf(idx, season);
  }
  const onDemand = [...onDemandMatches(ds).map((m) => `/matches/${m.id}/`), ...Object.values(pages).flat()];
  return { onDemand, matches: ds.matches.size, players: ds.players.size, history: { shape, pages } };
}
