/**
 * Knockout ties: one match, or two legs between the same two teams with home and away swapped.
 * Plain data, independent of any source format or content file (decisions.md, "Ties over two legs").
 */

/** Goals of the two sides of a match or of a tie, in the order of that match's (or tie's) home and away. */
export interface Score {
  home: number;
  away: number;
}

/**
 * How a tie was decided (decisions.md `decided_by`; `null` there means undecided). `replay` (a drawn
 * match played again, 1934/1938) is handled by src/lib/tournament/replays.ts and never produced here.
 * `league_position`: a tie still level where the competition holds no shoot-out went to the team
 * placed higher in the league table (Serie B play-offs, Liga MX Liguilla; `TieRules.levelTie`).
 */
export type DecidedBy = 'score' | 'aggregate' | 'away_goals' | 'extra_time' | 'penalties' | 'replay' | 'awarded' | 'league_position';

/** Whether a leg counts: `played` (its scores are the result), `awarded` (a result given by the competition), `not_played` (scheduled, postponed, cancelled, abandoned). */
export type LegState = 'played' | 'awarded' | 'not_played';

/** One match of a tie, as the tie logic needs it. */
export interface TieLeg {
  /** The caller's key for the match (a match ID, a source index…); returned untouched. */
  id: string;
  /** Team keys (any stable text: a team ID, a source spelling). */
  home: string;
  away: string;
  /** Sortable kick-off (ISO date or date-time): gives the playing order of the legs. */
  at: string;
  state: LegState;
  /** Score after 90 minutes (the awarded score for an `awarded` leg); null when unknown or not played. */
  regular: Score | null;
  /** Score after extra time, 90-minute goals included (cumulative); null when no extra time was played. */
  extraTime: Score | null;
  /** Penalty shoot-out score; null when there was none. */
  penalties: Score | null;
}

/** The rules that decide a tie level on aggregate. */
export interface TieRules {
  /** Away-goals rule: after the second leg's 90 minutes, the team with more goals scored away goes through. */
  awayGoals: boolean;
  /**
   * Whether the second leg's extra-time goals count as away goals too, so a tie still level after
   * extra time goes to the visiting team when it scored there (UEFA until 2020-21). Needs `awayGoals`.
   */
  awayGoalsInExtraTime: boolean;
  /**
   * A league's play-offs (competition.json `level_tie: "better_league_position"`): a tie (or a single
   * match) still level after the last leg (after its extra time, when played) with no shoot-out goes
   * to the team placed higher in the league table. `positions`: team → final position in that
   * table; null when the caller does not know the table (the tie is then undecided, not a problem).
   * Absent: a level tie needs a shoot-out.
   */
  levelTie?: { rule: 'better_league_position'; positions: ReadonlyMap<string, number> | null };
}

/** A tie with its outcome. `home` is the home team of the first leg (decisions.md). */
export interface TieResult {
  home: string;
  away: string;
  /** The legs in playing order. */
  legs: TieLeg[];
  /** Goals of `home` and `away` over the legs that count (extra time included); null for a one-match tie or before any leg counts. */
  aggregate: Score | null;
  /** The team that goes through; null while undecided (or when the data cannot decide it: see `problems`). */
  winner: string | null;
  decidedBy: DecidedBy | null;
  /** Why the data cannot decide the tie, or what contradicts itself in it; plain sentences. */
  problems: string[];
}

/** Matches of one round the tie logic could not place in a tie. */
export interface TieGroupingProblem {
  /** The `id`s of the matches concerned. */
  ids: string[];
  message: string;
}
