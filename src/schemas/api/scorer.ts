import { z } from 'zod';
import { playerRef, teamRef } from './common.ts';

export const scorer = z
  .object({
    player: playerRef,
    team: teamRef,
    goals: z.int().meta({ description: 'Goals, own goals not counted.' }),
    penalties: z.int().meta({ description: 'Of which penalties (shoot-outs not counted).' }),
    matches: z.int().meta({ description: 'Matches played in the competition.' }),
    minutes: z.int().nullable().meta({ description: 'Minutes played; null when a match of the player has no recorded line-ups.' }),
  })
  .meta({ id: 'Scorer' });
