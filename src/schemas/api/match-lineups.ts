import { z } from 'zod';
import { POSITIONS } from '../content/vocabulary.ts';
import { playerRef, teamRef } from './common.ts';

export const lineupEntry = z
  .object({
    player: playerRef,
    jersey_number: z.int().nullable().meta({ description: 'Shirt number; null only where the source does not know it.' }),
    position: z.enum(POSITIONS).meta({ description: 'Role in this match.' }),
    captain: z.boolean(),
  })
  .meta({ id: 'LineupEntry' });

export const teamLineup = z
  .object({
    team: teamRef,
    formation: z.string().nullable().meta({ description: 'Formation like `4-3-3`.' }),
    starting: z.array(lineupEntry).meta({ description: 'The starting eleven, goalkeeper first.' }),
    substitutes: z.array(lineupEntry),
  })
  .meta({ id: 'TeamLineup' });

export const matchLineups = z.object({ home: teamLineup, away: teamLineup }).meta({ id: 'MatchLineups' });
export type MatchLineups = z.output<typeof matchLineups>;
