/** Content as plain rows, the shape generators and importers produce and `write-content.ts` writes. */
import type {
  CompetitionFile, CountryRow, EventRow, LineupRow, MatchRow, PlayerRow, SquadRow, TeamRow, TeamStatsRow, VenueRow,
} from '../../schemas/content/index.ts';

/** Rows of one season folder, in the form the content files hold (IDs, not objects). */
export interface SeasonContent {
  competition: CompetitionFile;
  teams: TeamRow[];
  venues: VenueRow[];
  squads: SquadRow[];
  matches: MatchRow[];
  events: EventRow[];
  lineups: LineupRow[];
  stats: TeamStatsRow[];
}

/** Shared rows at the top of `content/`. */
export interface SharedContent {
  countries: CountryRow[];
  players: PlayerRow[];
}
