import { z } from 'zod';
import { idCell, optionalIntCell } from './cells.ts';

const count = optionalIntCell(0, 2000);
const percent = optionalIntCell(0, 100);

/** `content/<season>/stats.csv`: team statistics per match. Empty cell = not recorded, 0 = zero. */
export const teamStatsRow = z.object({
  /** Match (matches.csv). */
  match_id: idCell('match'),
  /** Team (home or away team of the match). */
  team_id: idCell('team'),
  /** Ball possession in percent; home + away = 100. */
  possession: percent,
  shots: count,
  shots_on_target: count,
  corners: count,
  fouls: count,
  offsides: count,
  yellow_cards: count,
  red_cards: count,
  saves: count,
  passes: count,
  /** Completed passes in percent. */
  pass_accuracy: percent,
});
export type TeamStatsRow = z.output<typeof teamStatsRow>;

export const STAT_FIELDS = [
  'possession', 'shots', 'shots_on_target', 'corners', 'fouls', 'offsides',
  'yellow_cards', 'red_cards', 'saves', 'passes', 'pass_accuracy',
] as const;
