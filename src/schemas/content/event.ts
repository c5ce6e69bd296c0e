import { z } from 'zod';
import { EVENT_TYPES } from './vocabulary.ts';
import { enumCell, idCell, intCell, optionalIdCell, optionalIntCell, textCell } from './cells.ts';

/**
 * `content/<season>/events.csv`: what happened in each match, one row per event.
 * Minutes are two integer columns: `minute` (1-120) and `extra_minute` (added time, empty when none):
 * 45+2 is minute 45, extra_minute 2.
 */
export const eventRow = z.object({
  /** Match (matches.csv). */
  match_id: idCell('match'),
  /** Sequence number of the event within the match, 1, 2, 3…; the API's event `id`. */
  seq: intCell(1, 9999),
  /** goal, card, substitution, missed_penalty, var or shootout. */
  type: enumCell(EVENT_TYPES),
  /** Subtype; allowed values depend on `type` (see the codebook). */
  detail: textCell,
  /** Minute of the match, 1-120 (shoot-out kicks: 120, or 90 without extra time). */
  minute: intCell(1, 130),
  /** Added time within `minute` (45+2 → 2); empty when not in added time. */
  extra_minute: optionalIntCell(1, 30),
  /** Team of the event. For an own goal, the team CREDITED with the goal. */
  team_id: idCell('team'),
  /** Player of the event: scorer, booked player, player coming ON for substitutions, kicker. Empty only for VAR reviews without a player. */
  player_id: optionalIdCell('player'),
  /** Substitutions only: the player going off. */
  player_off_id: optionalIdCell('player'),
  /**
   * Goals and shoot-out kicks: home score after the event (shoot-out: home kicks scored so far).
   * May be empty on a goal of a match whose goals are not all recorded (`events_recorded` false).
   */
  score_home: optionalIntCell(0, 99),
  /** Goals and shoot-out kicks: away score after the event. */
  score_away: optionalIntCell(0, 99),
});
export type EventRow = z.output<typeof eventRow>;
