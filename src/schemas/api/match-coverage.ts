import { z } from 'zod';

/**
 * What is recorded of a match (decisions.md, "Incomplete sources and coverage"): clients use it to
 * tell "no goals" from "goals not recorded", and whether the line-ups and stats endpoints answer.
 */
export const matchCoverage = z
  .object({
    events: z.boolean().meta({ description: 'true when every goal is recorded with its minute and scorer: the goal events then add up to the score (always true before and during a match: events are recorded as they happen). false for a completed match from an incomplete source: the events endpoint answers what is recorded (possibly nothing).' }),
    lineups: z.boolean().meta({ description: 'true when both line-ups are recorded: `/matches/{id}/lineups` answers 200 (404 otherwise).' }),
    stats: z.boolean().meta({ description: 'true when team statistics of both teams are recorded: `/matches/{id}/stats` answers 200 (404 otherwise).' }),
  })
  .meta({ id: 'MatchCoverage', description: 'Which parts of the match are recorded.' });

export type MatchCoverage = z.output<typeof matchCoverage>;
