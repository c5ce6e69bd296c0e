import { z } from 'zod';
import { LIVE_PERIODS, MATCH_STATUSES } from '../content/vocabulary.ts';
import { scorePair, teamRef } from './common.ts';
import { matchCoverage } from './match-coverage.ts';

const matchCore = {
  id: z.string().meta({ description: 'Match public ID, `match_<id>`.' }),
  match_number: z.int().meta({ description: 'Number of the match within the tournament.' }),
  home_team: teamRef.nullable().meta({ description: 'Home team; null while it is not known (a knockout fixture published before its teams: see `home_slot`).' }),
  away_team: teamRef.nullable().meta({ description: 'Away team; null while it is not known (see `away_slot`).' }),
  status: z.enum(MATCH_STATUSES).meta({ description: '`scheduled`, `in_play` or `completed`.' }),
  home_score: z.int().nullable().meta({ description: 'Goals of the home team (extra time included, shoot-out excluded); 0 before the match; null for a cancelled match (`status_detail`).' }),
  away_score: z.int().nullable().meta({ description: 'Goals of the away team; 0 before the match; null for a cancelled match.' }),
  status_detail: z.enum(['postponed', 'awarded', 'cancelled']).nullable().meta({ description: 'null, `postponed` (status `scheduled`), `awarded` (status `completed`, the awarded score; counts in tables) or `cancelled` (status `completed`, scores null; never counts in a table).' }),
  scheduled_at: z.string().meta({ description: 'Kick-off, ISO 8601 UTC with milliseconds and `Z`. When `start_time_tbd` is true: noon local time at the venue on the match day (the day is known, the time is not).', example: '2026-06-11T19:00:00.000Z' }),
  start_time_tbd: z.boolean().meta({ description: 'true when the sources know the day but not the kick-off time: `scheduled_at` then holds noon local time at the venue (so date filters and ordering still work) and clients show the date only.', example: false }),
  venue: z.object({ name: z.string(), city: z.string() }).nullable().meta({ description: 'Stadium name and city; null when the source does not record the ground (imported historic data, never for the demo or a live match).' }),
  home_slot: z.string().nullable().meta({ description: 'While the home team is not known, where it comes from in words, e.g. `Winner Group A`, `Runner-up Group B`, `Winner match 73`, `Loser match 101`, `3rd Group A/B/C/D/F`, `Winner match 170/171` (one of several matches), `To be decided` (the source does not say); null once the team is known.', example: 'Winner Group A' }),
  away_slot: z.string().nullable().meta({ description: 'While the away team is not known, where it comes from in words; null once the team is known.', example: 'Runner-up Group B' }),
};

/** When anything of the match last changed (list item and detail, the last key of both). */
const updatedAt = z.string().meta({
  format: 'date-time',
  description: 'When anything of the match last changed (its result, status, teams, kick-off, venue, events, line-ups or statistics), ISO 8601 UTC with milliseconds and `Z`: kept in content, so it is not the time the data was published; while the match is played, the time of its last live update. `GET /matches?updated_since=` lists the matches changed since a time.',
  example: '2026-11-25T21:04:00.000Z',
});

/** Match list item (interface.md 2.2). */
export const matchListItem = z
  .object({
    ...matchCore,
    competition: z
      .object({ id: z.string().meta({ description: '`season_<id>`' }), name: z.string(), year: z.int() })
      .meta({ description: 'The competition season.' }),
    stage: z.object({ name: z.string() }).meta({ description: 'Stage, e.g. `Group stage`, `Final`.' }),
    group: z.object({ name: z.string() }).nullable().meta({ description: 'Group, e.g. `Group A`; null for knockout matches.' }),
    updated_at: updatedAt,
  })
  .meta({ id: 'MatchListItem' });

/** Match detail (interface.md 2.3). */
export const matchDetail = z
  .object({
    ...matchCore,
    first_half: scorePair.nullable().meta({ description: 'Goals scored in the first half; null when the source does not know the half-time score (then `second_half` is null too).' }),
    second_half: scorePair.nullable().meta({ description: 'Goals scored in the second half; null when the source does not know the half-time score.' }),
    extra_time: scorePair.nullable().meta({ description: 'Goals scored in extra time; null when there was none (see `has_extra_time`), or when the source does not know its goals.' }),
    home_penalty: z.int().nullable().meta({ description: 'Home shoot-out goals; null without a shoot-out.' }),
    away_penalty: z.int().nullable().meta({ description: 'Away shoot-out goals; null without a shoot-out.' }),
    has_extra_time: z.boolean(),
    has_penalties: z.boolean(),
    home_formation: z.string().nullable().meta({ description: 'Formation like `4-3-3`; null while no line-ups are recorded.' }),
    away_formation: z.string().nullable().meta({ description: 'Formation like `4-3-3`; null while no line-ups are recorded.' }),
    coverage: matchCoverage,
    minute: z.int().nullable().meta({ description: 'Minute of play while the match is `in_play` (as on the live list); null otherwise.' }),
    period: z.enum(LIVE_PERIODS).nullable().meta({ description: 'Current period while the match is `in_play` (as on the live list); null otherwise.' }),
    updated_at: updatedAt,
  })
  .meta({ id: 'MatchDetail' });

/** Live match: a list item plus the clock (decisions.md). */
export const liveMatch = matchListItem
  .extend({
    minute: z.int().meta({ description: 'Minute of play.' }),
    period: z.enum(LIVE_PERIODS).meta({ description: 'Current period.' }),
  })
  .meta({ id: 'LiveMatch' });

export type MatchListItem = z.output<typeof matchListItem>;
export type MatchDetail = z.output<typeof matchDetail>;
export type LiveMatch = z.output<typeof liveMatch>;
