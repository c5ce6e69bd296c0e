/** Content as read from disk: typed rows with their origin, before cross-file checks. */
import type {
  CompetitionFile, CountryRow, EventRow, LineupRow, MatchRow, PlayerRow, SquadRow, TeamColorRow, TeamRow, TeamStatsRow, VenueRow,
} from '../../schemas/content/index.ts';
import type { ReadRow, ReadTolerance } from './csv-read.ts';
import type { Origin } from './problem.ts';

export interface RawSeason {
  /** Folder name, e.g. `demo-2026`. */
  slug: string;
  /** Path of the folder as shown in problems, e.g. `content/demo-2026`. */
  path: string;
  competition: CompetitionFile | null;
  competitionOrigin: Origin;
  teams: ReadRow<TeamRow>[];
  venues: ReadRow<VenueRow>[];
  squads: ReadRow<SquadRow>[];
  matches: ReadRow<MatchRow>[];
  events: ReadRow<EventRow>[];
  lineups: ReadRow<LineupRow>[];
  stats: ReadRow<TeamStatsRow>[];
  /** Rows left out above for a bad cell, with their valid cells (csv-read.ts `partial`); absent: none. */
  partial?: PartialRows<Omit<RawSeason, 'slug' | 'path' | 'competition' | 'competitionOrigin' | 'partial'>>;
}

/** For each file's rows, the rows with a bad cell, holding their valid cells only. */
export type PartialRows<Files> = {
  [K in keyof Files]?: Files[K] extends ReadRow<infer T>[] ? ReadRow<Partial<T>>[] : never;
};

export interface RawContent {
  /** Rows and files already reported as broken: references to them are not reported again. */
  tolerance: ReadTolerance;
  countries: ReadRow<CountryRow>[];
  players: ReadRow<PlayerRow>[];
  seasons: RawSeason[];
  /** team-colors.csv (optional file); absent or empty: no team has colours. */
  teamColors?: ReadRow<TeamColorRow>[];
  /** Rows of countries.csv, players.csv and team-colors.csv with a bad cell, with their valid cells; absent: none. */
  partial?: PartialRows<Pick<RawContent, 'countries' | 'players'>> & { teamColors?: ReadRow<Partial<TeamColorRow>>[] };
}
