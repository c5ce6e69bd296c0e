import { z } from 'zod';
import { EVENT_TYPES } from '../content/vocabulary.ts';
import { playerRef, scorePair, teamRef } from './common.ts';

/** One match event (interface.md 2.4 + decisions.md vocabulary). */
export const matchEvent = z
  .object({
    id: z.int().meta({ description: 'Sequence number of the event within the match, from 1.' }),
    type: z.enum(EVENT_TYPES).meta({ description: 'goal, card, substitution, missed_penalty, var or shootout.' }),
    detail: z.string().meta({
      description:
        'Subtype. goal: normal|penalty|own_goal; card: yellow|second_yellow|red; substitution: substitution; missed_penalty: saved|missed; var: goal_disallowed|penalty_awarded|penalty_cancelled|red_card|card_cancelled; shootout: scored|missed.',
    }),
    minute: z.int().meta({ description: 'Minute of the match.' }),
    extra_minute: z.int().nullable().optional().meta({ description: 'Added time. Always present on goals (null when not in added time); on other events only when not null.' }),
    team: teamRef.meta({ description: 'Team of the event; for an own goal, the team credited with the goal.' }),
    player: playerRef.nullable().meta({ description: 'Scorer, booked player, player coming on, kicker; null for a VAR review without a player.' }),
    player_off: playerRef.optional().meta({ description: 'Substitutions only: the player leaving.' }),
    score: scorePair.optional().meta({ description: 'Goals and shoot-out kicks: running score after the event (shoot-out: running shoot-out score).' }),
  })
  .meta({ id: 'MatchEvent' });
export type MatchEvent = z.output<typeof matchEvent>;
