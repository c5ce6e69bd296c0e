import { z } from 'zod';
import { teamRef } from './common.ts';

export const playerCompetitionStats = z
  .object({
    competition: z.object({ id: z.string(), name: z.string(), year: z.int() }),
    team: teamRef.meta({ description: 'The team the player played for (in his latest match of the competition).' }),
    matches: z.int().meta({ description: 'Matches played (started or came on).' }),
    starts: z.int(),
    minutes: z.int().nullable().meta({ description: 'From line-ups and substitutions (120 for a match with extra time); null when a match has no recorded line-ups.' }),
    goals: z.int().meta({ description: 'Goals, own goals not counted.' }),
    penalties: z.int().meta({ description: 'Penalty goals (shoot-outs not counted).' }),
    own_goals: z.int(),
    yellow_cards: z.int(),
    second_yellow_cards: z.int(),
    red_cards: z.int().meta({ description: 'Straight red cards.' }),
    substituted_on: z.int(),
    substituted_off: z.int(),
  })
  .meta({ id: 'PlayerCompetitionStats' });
