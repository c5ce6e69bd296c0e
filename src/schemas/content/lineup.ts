import { z } from 'zod';
import { POSITIONS } from './vocabulary.ts';
import { boolCell, enumCell, idCell, optionalIntCell } from './cells.ts';

/**
 * `content/<season>/lineups.csv`: each team's match-day squad. Starters are listed first, in
 * formation order (goalkeeper, then each line from defence to attack, left to right).
 */
export const lineupRow = z.object({
  /** Match (matches.csv). */
  match_id: idCell('match'),
  /** Team (home or away team of the match). */
  team_id: idCell('team'),
  /** Player; must be in the team's squad. */
  player_id: idCell('player'),
  /** Shirt number in this match; empty when not known. */
  jersey_number: optionalIntCell(1, 99),
  /** Role in this match: Goalkeeper, Defender, Midfielder or Forward. */
  position: enumCell(POSITIONS),
  /** true for the starting eleven, false for substitutes. */
  starter: boolCell,
  /** true for the captain. */
  captain: boolCell,
});
export type LineupRow = z.output<typeof lineupRow>;
