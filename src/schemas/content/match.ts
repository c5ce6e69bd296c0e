import { z } from 'zod';
import { MATCH_STATUSES, STATUS_DETAILS, type StatusDetail } from './vocabulary.ts';
import { boolCell, enumCell, flagCell, idCell, intCell, OMITTABLE, optional, optionalIdCell, optionalIntCell, optionalTextCell, textCell, utcTimestampCell } from './cells.ts';
import { optionalFormationCell } from './formation.ts';

const goals = optionalIntCell(0, 99);

/**
 * `content/<season>/matches.csv`: one row per match. Score columns hold goals scored IN each period
 * (not running totals); `home_score`/`away_score` include extra time and never the shoot-out.
 * Incomplete sources: the four half cells are empty when the half-time score is not known, the
 * extra-time cells when its goals are not known, and `events_recorded` is false when events.csv
 * does not hold every goal of the match.
 */
export const matchRow = z.object({
  /** Stable public ID, `match_…`. */
  id: idCell('match'),
  /** Number of the match within the tournament, unique in the season. */
  match_number: intCell(1, 9999),
  /** Stage name from competition.json `stages`, e.g. `Group stage`, `Final`. */
  stage: textCell,
  /** Group name for group-stage matches (e.g. `Group A`); empty for knockout matches. */
  group: optionalTextCell,
  /** Home team (teams.csv); empty while the team is not known (then `home_slot` says who it will be). */
  home_team_id: optionalIdCell('team'),
  /** Away team (teams.csv); empty while the team is not known. */
  away_team_id: optionalIdCell('team'),
  /**
   * Where the home team comes from, in words: `Winner Group A`, `Runner-up Group B`, `3rd Group C`,
   * `3rd Group A/B/C/D/F`, `Winner match 73`, `Loser match 101`, `Winner match 170/171` (one of
   * several matches), `To be decided` (nobody says yet). The team resolves by itself once its
   * source is final; an explicit `home_team_id` always wins. Empty for a match whose teams were
   * known when it was published. The column may be left out of the file.
   */
  home_slot: optionalTextCell.meta(OMITTABLE),
  /** Where the away team comes from (as `home_slot`). */
  away_slot: optionalTextCell.meta(OMITTABLE),
  /**
   * Venue (venues.csv); empty when the source does not record the ground (imported historic data,
   * e.g. the Club World Cup 2025 files). The API then gives `venue: null`.
   */
  venue_id: optionalIdCell('venue'),
  /** Kick-off, UTC, ISO 8601 with `Z`: `2026-06-11T19:00:00Z`. */
  scheduled_at: utcTimestampCell,
  /**
   * true when the sources know the day but not the kick-off time: `scheduled_at` then holds noon
   * local time at the venue on that day (so date filters and ordering still work), and the API
   * and the site give the date only (decisions.md, "Incomplete sources and coverage"). Empty, or
   * the column left out: false. Optional in the row type too; read it through `startTimeTbd`.
   */
  start_time_tbd: flagCell(false).optional().meta(OMITTABLE),
  /** `scheduled`, `in_play` or `completed`. Committed content is normally scheduled or completed. */
  status: enumCell(MATCH_STATUSES),
  /** Home goals including extra time, excluding the shoot-out; 0 before the match. */
  home_score: intCell(0, 99),
  /** Away goals including extra time, excluding the shoot-out; 0 before the match. */
  away_score: intCell(0, 99),
  /**
   * Home goals in the first half. Empty before the match; empty for a completed match whose
   * half-time score the source does not know (then all four half cells are empty).
   */
  first_half_home: goals,
  /** Away goals in the first half. */
  first_half_away: goals,
  /** Home goals in the second half. */
  second_half_home: goals,
  /** Away goals in the second half. */
  second_half_away: goals,
  /**
   * Home goals in extra time; empty when there was no extra time, or when its goals are not known
   * (only with an unknown half-time score).
   */
  extra_time_home: goals,
  /** Away goals in extra time; empty when there was no extra time. */
  extra_time_away: goals,
  /** true when extra time was played. */
  has_extra_time: boolCell,
  /** true when a penalty shoot-out decided the match. */
  has_penalties: boolCell,
  /** Home shoot-out goals; empty when there was no shoot-out. */
  home_penalty: goals,
  /** Away shoot-out goals; empty when there was no shoot-out. */
  away_penalty: goals,
  /** Home formation, e.g. `4-3-3`; empty while no line-ups are recorded. */
  home_formation: optionalFormationCell,
  /** Away formation; empty while no line-ups are recorded. */
  away_formation: optionalFormationCell,
  /** Spectators; empty when not known. */
  attendance: optionalIntCell(0, 250000),
  /**
   * false when events.csv does not hold every goal of this completed match with its minute and
   * scorer (an incomplete source): the score is then not compared with the goal events, and the
   * events recorded are published as they are. Empty, or the column left out: true. Optional in
   * the row type too (rows built in code may leave it out); read it through `eventsRecorded`.
   */
  events_recorded: flagCell(true).optional().meta(OMITTABLE),
  /**
   * On the replay of a drawn knockout match (1934, 1938: a match level after extra time was
   * played again, there were no shoot-outs): the `match_number` of the match it replays. That
   * match may then end level without a shoot-out; the replay is in its stage, between its teams,
   * and decides the tie ("Winner match N" names the replay's winner). Empty on every other match;
   * the column may be left out of the file. Optional in the row type too.
   */
  replay_of: optionalIntCell(1, 9999).optional().meta(OMITTABLE),
  /**
   * League and group stages: the round (matchday) the match belongs to in the competition's
   * schedule, from 1; the table after a matchday counts the matches of that round and before.
   * Empty when the source names none; the column may be left out of the file.
   */
  matchday: optionalIntCell(1, 999).optional().meta(OMITTABLE),
  /**
   * Why a match is not an ordinary result (decisions.md "Match status details"): empty (nothing
   * special), `postponed` (status `scheduled`), `awarded` (status `completed`, the awarded score;
   * counts in tables), `cancelled` (status `completed`, scores written 0, published as null;
   * never counts). The column may be left out of the file; read it through `statusDetail`.
   */
  status_detail: optional(enumCell(STATUS_DETAILS)).optional().meta(OMITTABLE),
  /**
   * Knockout ties over two legs: a key the two legs share (any text unique in the season, e.g.
   * `R16-1`); the bracket shows them as one tie. Empty for a single match (which is a tie of its
   * own). The column may be left out of the file.
   */
  tie: optionalTextCell.optional().meta(OMITTABLE),
  /** `1` or `2`: the leg of a two-legged tie (`tie`); empty for a single match. The column may be left out of the file. */
  leg: optionalIntCell(1, 2).optional().meta(OMITTABLE),
  /**
   * When anything of the match last changed: its row, its events, line-ups or statistics (UTC,
   * ISO 8601 with `Z`, written to the second: `2026-11-25T21:04:00Z`). Not the build time: it is
   * kept in content so a rebuild from a fresh clone gives the same value. Tools set it: the
   * importers, `live:export` and `generate:demo` write it, `npm run diff -- --stamp` sets it after a
   * hand edit (content/README.md). Required: validation refuses an empty cell, and a time after now.
   * The column may be left out of files written before it existed only to be reported as such (one
   * problem naming the command that fills it); optional in the row type, read it through `updatedAt`.
   */
  updated_at: optional(utcTimestampCell).optional().meta(OMITTABLE),
});
export type MatchRow = z.output<typeof matchRow>;

/** Whether events.csv holds every goal of the match (`events_recorded`; absent means true). */
export const eventsRecorded = (m: Pick<MatchRow, 'events_recorded'>): boolean => m.events_recorded !== false;

/** The status detail of a match (`status_detail`; absent means null). */
export const statusDetail = (m: Pick<MatchRow, 'status_detail'>): StatusDetail | null => m.status_detail ?? null;

/** A cancelled match: completed, never counts in a table, its scores published as null. */
export const isCancelled = (m: Pick<MatchRow, 'status_detail'>): boolean => m.status_detail === 'cancelled';

/** Whether the kick-off time is not known (`start_time_tbd`; absent means false). */
export const startTimeTbd = (m: Pick<MatchRow, 'start_time_tbd'>): boolean => m.start_time_tbd === true;

/**
 * What the API gives for a match whose row has no `updated_at` (built in code, or a snapshot built
 * before the column existed; validated content always has one): the Unix epoch, "no known change".
 */
export const NO_UPDATE = '1970-01-01T00:00:00.000Z';

/** When anything of the match last changed (`updated_at`; absent: NO_UPDATE). */
export const updatedAt = (m: Pick<MatchRow, 'updated_at'>): string => m.updated_at ?? NO_UPDATE;

/** The tie key of a match (`tie`; absent or empty means none: a single match). */
export const tieOf = (m: Pick<MatchRow, 'tie'>): string | null => m.tie ?? null;

/** The leg of a two-legged tie (`leg`; absent or empty means none). */
export const legOf = (m: Pick<MatchRow, 'leg'>): 1 | 2 | null => (m.leg === 1 || m.leg === 2 ? m.leg : null);
