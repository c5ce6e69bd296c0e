/** The validated content as plain rows: what the build hands to the server and the site. */
import type { SeasonContent, SharedContent } from '../content/season-content.ts';
import type { RawContent } from '../content/raw-content.ts';
import type { TeamColorRow } from '../../schemas/content/index.ts';

export interface ContentSnapshot extends SharedContent {
  seasons: (SeasonContent & { slug: string })[];
  /** team-colors.csv (optional file; absent in snapshots written before it existed). */
  teamColors?: TeamColorRow[];
}

/** Drops the origins of a loaded (and validated) content folder. */
export function snapshotOf(raw: RawContent): ContentSnapshot {
  const values = <T>(rows: { value: T }[]) => rows.map((r) => r.value);
  return {
    countries: values(raw.countries),
    players: values(raw.players),
    // only when the folder has colours: a snapshot without them stays as it was
    ...(raw.teamColors?.length ? { teamColors: values(raw.teamColors) } : {}),
    seasons: raw.seasons.map((s) => ({
      slug: s.slug,
      competition: s.competition!,
      teams: values(s.teams),
      venues: values(s.venues),
      squads: values(s.squads),
      matches: values(s.matches),
      events: values(s.events),
      lineups: values(s.lineups),
      stats: values(s.stats),
    })),
  };
}
