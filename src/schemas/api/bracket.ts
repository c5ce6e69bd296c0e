import { z } from 'zod';
import { MATCH_STATUSES } from '../content/vocabulary.ts';
import { teamRef } from './common.ts';

const bracketSide = z
  .object({
    team: teamRef.nullable().meta({ description: 'The team; null while it is not known.' }),
    slot: z.string().nullable().meta({ description: 'While the team is not known, the slot in words (e.g. `Winner Group A`); null once it is.' }),
    score: z.int().nullable().meta({ description: 'Goals (extra time included); null before kick-off.' }),
    penalty: z.int().nullable().meta({ description: 'Shoot-out goals; null without a shoot-out.' }),
  })
  .meta({ id: 'BracketSide' });

export const bracketSlot = z
  .object({
    match_id: z.string(),
    match_number: z.int(),
    scheduled_at: z.string(),
    status: z.enum(MATCH_STATUSES),
    home: bracketSide,
    away: bracketSide,
    winner: teamRef.nullable().meta({ description: 'The winner once the match is completed; null before, and null for a drawn match that was replayed (the replay has the winner).' }),
    replay_of: z.int().nullable().meta({ description: 'On the replay of a drawn match (World Cups 1934, 1938): the match number of the match it replays, in the same round. Null otherwise.' }),
  })
  .meta({ id: 'BracketSlot' });

export const bracket = z
  .object({
    rounds: z.array(z.object({ stage: z.object({ name: z.string() }), matches: z.array(bracketSlot) })).meta({ description: 'Knockout stages in playing order.' }),
  })
  .meta({ id: 'Bracket' });
