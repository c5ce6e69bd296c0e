/** The content model: every file of `content/` and the schema of its rows. */
import type { z } from 'zod';
import { countryRow } from './country.ts';
import { playerRow } from './player.ts';
import { teamRow } from './team.ts';
import { venueRow } from './venue.ts';
import { squadRow } from './squad.ts';
import { matchRow } from './match.ts';
import { eventRow } from './event.ts';
import { lineupRow } from './lineup.ts';
import { teamStatsRow } from './team-stats.ts';
import { teamColorRow } from './team-color.ts';

export * from './country.ts';
export * from './player.ts';
export * from './team.ts';
export * from './venue.ts';
export * from './squad.ts';
export * from './match.ts';
export * from './event.ts';
export * from './lineup.ts';
export * from './team-stats.ts';
export * from './team-color.ts';
export * from './competition.ts';
export * from './vocabulary.ts';

/** CSV files shared by all competitions, at the top of `content/`. */
export const SHARED_FILES = {
  'countries.csv': countryRow,
  'players.csv': playerRow,
} as const;

/** Shared CSV files a content folder may leave out (read and validated when present). */
export const OPTIONAL_SHARED_FILES = {
  'team-colors.csv': teamColorRow,
} as const;

/** CSV files of each season folder `content/<season>/`. Order = loading order. */
export const SEASON_FILES = {
  'teams.csv': teamRow,
  'venues.csv': venueRow,
  'squads.csv': squadRow,
  'matches.csv': matchRow,
  'events.csv': eventRow,
  'lineups.csv': lineupRow,
  'stats.csv': teamStatsRow,
} as const;


/** Column order of a CSV file = the key order of its row schema. */
export function columnsOf(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}
