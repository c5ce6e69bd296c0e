/**
 * What the API reads matches from. The static source is the built content; the live overlay
 * (live store) wraps it and answers for matches being played.
 */
import type { EventRow, LineupRow, TeamStatsRow } from '../../schemas/content/index.ts';
import type { LivePeriod } from '../../schemas/content/vocabulary.ts';
import type { Dataset, Match } from './dataset.ts';

export interface LiveClock {
  minute: number;
  period: LivePeriod;
}

export interface MatchSource {
  match(id: string): Match | undefined;
  /** Every match in list order, with live state applied. */
  list(): readonly Match[];
  events(id: string): readonly EventRow[];
  lineups(id: string): readonly LineupRow[] | undefined;
  stats(id: string): readonly TeamStatsRow[] | undefined;
  /** Matches in play now, with their clock. */
  live(): { match: Match; clock: LiveClock }[];
  /** The clock of a match in play now; undefined otherwise (and from content alone: never in play). */
  clock?(id: string): LiveClock | undefined;
  /**
   * True while the live state answers for the match (in play, line-ups sent before kick-off, a
   * finished match content has not caught up with): its pages are then rendered live. Absent: never.
   */
  followsLive?(id: string): boolean;
  /**
   * True when the match is answered from a finished live state that content has not caught up with
   * yet (cached 60 s instead of the 24 h of final content). Absent: never.
   */
  provisional?(id: string): boolean;
}

export function staticSource(ds: Dataset): MatchSource {
  return {
    match: (id) => ds.matches.get(id),
    list: () => ds.matchList,
    events: (id) => ds.events.get(id) ?? [],
    lineups: (id) => ds.lineups.get(id),
    stats: (id) => ds.stats.get(id),
    live: () => [],
  };
}
