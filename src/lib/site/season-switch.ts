/**
 * The seasons a season switch offers (SeasonSwitch.astro, on the schedule, groups, bracket and
 * scorers pages of a season): the seasons of the shown season's competition only (its series, or
 * its name without one, as on the competitions index), at most SWITCH_MAX around the one shown.
 * Listing every season of the content grew every season page by some 90 bytes a season (28 KB with
 * 300 seasons); other competitions are one link away (/competitions/).
 */
import type { Season } from '../dataset/dataset.ts';
import { seriesOf } from '../../schemas/content/competition.ts';
import { seasonLinks } from './club-history-pages.ts';
import type { SiteIndex } from './site-index.ts';

/** Seasons a switch lists at most (every World Cup since 1930: 23). */
export const SWITCH_MAX = 30;

/** The competitions index's key of a season's competition: its series ID, or `name:<name>`. */
export function competitionKey(season: Pick<Season, 'series' | 'name'>): string {
  return seriesOf(season)?.id ?? `name:${season.name}`;
}

/** The seasons of the season's competition, newest first; more than `max`: the `max` around the season shown. */
export function switchSeasons(idx: SiteIndex, season: Season, max = SWITCH_MAX): Season[] {
  const key = competitionKey(season);
  return seasonLinks(idx.seasons.filter((s) => competitionKey(s) === key), season.id, max, max);
}
