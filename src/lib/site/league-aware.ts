/**
 * What the shared pages (/groups/, the home page, the kick-off time note) say when a season is a
 * league rather than a tournament with groups (docs/league-pages.md "Shared pages"). Pure.
 */
import type { Season } from '../dataset/dataset.ts';
import { isLeagueSeason } from './competitions-index.ts';

export interface GroupsPageText {
  /** The navigation label and page title: `Groups`, or `Table` for a league. */
  label: string;
  heading: string;
  /** The season's league table page (with zones, form, adjustments, matchdays); null for a tournament. */
  league: string | null;
}

export function groupsPageText(season: Pick<Season, 'kind' | 'stages' | 'slug'>): GroupsPageText {
  if (!isLeagueSeason(season)) return { label: 'Groups', heading: 'Group standings', league: null };
  return { label: 'Table', heading: 'League table', league: `/leagues/${season.slug}/` };
}

/** Whether any of the matches has a venue (only then does a match list give a venue's local time). */
export const anyVenue = (matches: readonly { venue_id: string | null }[]): boolean => matches.some((m) => m.venue_id !== null);

/**
 * The kick-off time note of a match list: which zone its times are in. As built (`zone` null), each
 * venue's local time, or UTC where the matches have no venue; once the script knows the fan's zone,
 * that zone, with the venue's local time beside a time when it differs (only where there are venues).
 */
export function tzNote(venues: boolean, zone: string | null = null): string {
  if (zone === null) return venues ? "Kick-off times are each venue's local time." : 'Kick-off times are in UTC.';
  return `Kick-off times are in your time zone (${zone})${venues ? "; the venue's local time is beside them when it differs" : ''}.`;
}
