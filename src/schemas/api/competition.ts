import { z } from 'zod';
import { teamRef } from './common.ts';

export const COMPETITION_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;

const competitionCore = {
  id: z.string().meta({ description: 'Competition (season) public ID, `season_<id>`.', example: 'season_demo-2026' }),
  name: z.string().meta({ description: 'Competition name, e.g. `World Cup`.' }),
  year: z.int().meta({ description: 'Year of the season.' }),
  starts_on: z.string().nullable().meta({ description: 'UTC day (`YYYY-MM-DD`) of the first match; null while no match is published.' }),
  ends_on: z.string().nullable().meta({ description: 'UTC day of the last match; null while no match is published.' }),
  status: z.enum(COMPETITION_STATUSES).meta({ description: '`scheduled` (no match started), `in_progress`, or `completed` (every match completed).' }),
  teams_count: z.int().meta({ description: 'Teams taking part.' }),
  matches_count: z.int().meta({ description: 'Matches published, including fixtures.' }),
  series: z.object({ id: z.string(), name: z.string() }).nullable().meta({ description: 'The competition across its seasons (`series_<id>`, e.g. Premier League); null when content names none.' }),
  season: z.string().meta({ description: 'The season: `2024-25` across two years, `2026` otherwise.', example: '2024-25' }),
  kind: z.enum(['tournament', 'league', 'cup']).meta({ description: '`tournament`, `league` or `cup`.' }),
  country_code: z.string().nullable().meta({ description: 'Country of a domestic competition (three capital letters); null for an international one.', example: 'ENG' }),
};

/** Competition list item (decisions.md "The rest of the service"). */
export const competitionListItem = z.object(competitionCore).meta({ id: 'CompetitionListItem' });

export const competitionStage = z
  .object({
    name: z.string().meta({ description: 'Stage name, e.g. `Group stage`, `Round of 16`.' }),
    kind: z.enum(['group', 'knockout', 'league']).meta({ description: '`group` (several groups), `knockout`, or `league` (one table).' }),
    groups: z
      .array(z.object({ name: z.string(), teams: z.array(teamRef) }))
      .meta({ description: 'The groups of a group stage with their teams; `[]` for knockout and league stages.' }),
  })
  .meta({ id: 'CompetitionStage' });

/** Competition detail: the list item plus stages and winner. */
export const competitionDetail = z
  .object({
    ...competitionCore,
    stages: z.array(competitionStage).meta({ description: 'Stages in playing order.' }),
    winner: teamRef.nullable().meta({ description: 'The winner once the last stage is decided; null before.' }),
  })
  .meta({ id: 'CompetitionDetail' });

export type CompetitionListItem = z.output<typeof competitionListItem>;
export type CompetitionDetail = z.output<typeof competitionDetail>;
