import { z } from 'zod';
import { MATCH_STATUSES } from '../content/vocabulary.ts';
import { teamRef } from './common.ts';

const DECIDED_BY = ['score', 'aggregate', 'away_goals', 'extra_time', 'penalties', 'replay', 'awarded', 'league_position'] as const;

const bracketSide = z
  .object({
    team: teamRef.nullable().meta({ description: 'The team; null while it is not known.' }),
    slot: z.string().nullable().meta({ description: 'While the team is not known, the slot in words (e.g. `Winner Group A`); null once it is.' }),
    score: z.int().nullable().meta({ description: 'Goals (extra time included); null before kick-off.' }),
    penalty: z.int().nullable().meta({ description: 'Shoot-out goals; null without a shoot-out.' }),
  })
  .meta({ id: 'BracketSide' });

const bracketLeg = z
  .object({
    match_id: z.string(),
    match_number: z.int(),
    scheduled_at: z.string(),
    status: z.enum(MATCH_STATUSES),
    home_score: z.int().nullable().meta({ description: 'Goals of this match\'s home team (extra time included); null before kick-off and for a cancelled match.' }),
    away_score: z.int().nullable().meta({ description: 'Goals of this match\'s away team; null before kick-off and for a cancelled match.' }),
  })
  .meta({ id: 'BracketLeg' });

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
    legs: z.array(bracketLeg).min(1).meta({ description: 'The matches of the tie in playing order: one for a single match, two for a tie over two legs (each with its own home and away). For two legs, `match_id`, `match_number`, `scheduled_at` and `status` are the last leg\'s, `home` is the first leg\'s home team, and the sides\' `score` is the aggregate.' }),
    aggregate: z
      .object({ home: z.int(), away: z.int() })
      .nullable()
      .meta({ description: 'Goals of `home` and `away` over the legs played (extra time included); null for a single match and before the first leg.' }),
    decided_by: z
      .enum(DECIDED_BY)
      .nullable()
      .meta({ description: 'How the winner went through: `score`, `aggregate`, `away_goals` (where the competition applied the rule that season), `extra_time`, `penalties`, `replay`, `awarded`, `league_position` (still level with no shoot-out: the team placed higher in the league table went through, as in Serie B\'s play-offs); null while undecided.' }),
  })
  .meta({ id: 'BracketSlot' });

export const bracket = z
  .object({
    rounds: z.array(z.object({ stage: z.object({ name: z.string() }), matches: z.array(bracketSlot) })).meta({ description: 'Knockout stages in playing order.' }),
  })
  .meta({ id: 'Bracket' });
