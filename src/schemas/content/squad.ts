import { z } from 'zod';
import { idCell, optionalIntCell } from './cells.ts';

/** `content/<season>/squads.csv`: which player is in which team's squad this season. */
export const squadRow = z.object({
  /** Team of teams.csv. */
  team_id: idCell('team'),
  /** Player of players.csv. */
  player_id: idCell('player'),
  /** Shirt number for the season; empty when not known. */
  jersey_number: optionalIntCell(1, 99),
});
export type SquadRow = z.output<typeof squadRow>;
