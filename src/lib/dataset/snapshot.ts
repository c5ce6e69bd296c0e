/** The validated content as plain rows: what the build hands to the server and the site. */
import type { SeasonContent, SharedContent } from '../content/season-content.ts';
import type { RawContent } from '../content/raw-content.ts';

export interface ContentSnapshot extends SharedContent {
  seasons: (SeasonContent & { slug: string })[];
}

/** Drops the origins of a loaded (and validated) content folder. */
export function snapshotOf(raw: RawContent): ContentSnapshot {
  const values = <T>(rows: { value: T }[]) => rows.map((r) => r.value);
  return {
    countries: values(raw.countries),
    players: values(raw.players),
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
