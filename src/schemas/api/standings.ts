import { z } from 'zod';
import { teamRef } from './common.ts';

export const standingsRow = z
  .object({
    position: z.int().meta({ description: 'Position in the table, from 1, after the competition\'s tie-breakers.' }),
    team: teamRef,
    played: z.int(),
    won: z.int(),
    drawn: z.int(),
    lost: z.int(),
    goals_for: z.int(),
    goals_against: z.int(),
    goal_difference: z.int(),
    points: z.int().meta({ description: 'Points, with the competition\'s points per win (3, or 2 before 1994).' }),
    form: z.array(z.enum(['W', 'D', 'L'])).meta({ description: 'Results of the team\'s last five matches of the stage, oldest first.' }),
    adjustment: z.int().meta({ description: 'Points added (positive) or deducted (negative) by the competition; `points` already includes them. 0 by default.' }),
    adjustment_reason: z.string().nullable().meta({ description: 'Why the points were adjusted; null without an adjustment.' }),
    zone: z.object({ id: z.string(), name: z.string() }).nullable().meta({ description: 'The zone of the position (e.g. `Champions League`, `Relegation`), from content; null outside every zone.' }),
  })
  .meta({ id: 'StandingsRow' });

/** One table: a group of a group stage, or a league stage (group null). */
export const standingsTable = z
  .object({
    stage: z.object({ name: z.string() }),
    group: z.object({ name: z.string() }).nullable().meta({ description: 'The group; null for a league stage.' }),
    live: z.boolean().meta({ description: 'True while a match of the group is in play: its current score counts.' }),
    ranked_by: z.enum(['points', 'points_per_match']).meta({ description: 'What ranks the table before its tie-breakers: `points`, or `points_per_match` for a season curtailed by that rule.' }),
    rows: z.array(standingsRow),
  })
  .meta({ id: 'StandingsTable' });

export type StandingsTable = z.output<typeof standingsTable>;
