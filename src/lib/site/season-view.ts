/**
 * A season as the fan site shows it: the tournament domain's competition view (standings, bracket,
 * scorers, player statistics) over the built content. Every page reads tables and statistics from
 * here, so the site, the API and the live overlay compute them in one place.
 */
import { staticSource, type MatchSource } from '../dataset/match-source.ts';
import { competitionView, type CompetitionView } from '../dataset/competition-view.ts';
import type { Dataset, Season } from '../dataset/dataset.ts';
import { withSlots } from '../dataset/slot-source.ts';

const sources = new WeakMap<Dataset, MatchSource>();

/** The built content as the site shows it: fixtures' slots resolved as the API resolves them (no live overlay). */
export function siteSource(ds: Dataset): MatchSource {
  let source = sources.get(ds);
  if (!source) sources.set(ds, (source = withSlots(ds, staticSource(ds))));
  return source;
}

/** The competition view of `season` over the site's matches. */
export function seasonView(ds: Dataset, season: Season): CompetitionView {
  return competitionView(ds, season, siteSource(ds));
}
