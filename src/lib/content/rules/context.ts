/** Lookup tables the cross-file rules share, built once per load. */
import type { EventRow, LineupRow, MatchRow, SquadRow, TeamRow, TeamStatsRow, VenueRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import { stageKind, type StageKind } from '../../../schemas/content/competition.ts';
import type { RawContent, RawSeason } from '../raw-content.ts';
import { byMatchTime } from '../../match-time.ts';
import { groupBy } from '../../group-by.ts';

export interface SeasonContext {
  season: RawSeason;
  teams: Map<string, ReadRow<TeamRow>>;
  venues: Map<string, ReadRow<VenueRow>>;
  /** team id → player id → squad row */
  squads: Map<string, Map<string, ReadRow<SquadRow>>>;
  matches: Map<string, ReadRow<MatchRow>>;
  /** match id → events in match-time order (minute, extra minute, seq), shoot-out kicks last */
  events: Map<string, ReadRow<EventRow>[]>;
  /** match id → team id → line-up rows in file order */
  lineups: Map<string, Map<string, ReadRow<LineupRow>[]>>;
  stats: Map<string, ReadRow<TeamStatsRow>[]>;
  /** stage name → its kind (group, knockout, league). */
  stages: Map<string, StageKind>;
  /** True when the ID exists, or its row/file was rejected and already reported. */
  knownTeam(id: string): boolean;
  knownVenue(id: string): boolean;
  knownMatch(id: string): boolean;
  /** True when the player is in the team's squad (or the squad entry was already reported). */
  inSquad(teamId: string, playerId: string): boolean;
}

export interface ContentContext {
  raw: RawContent;
  countries: Set<string>;
  players: Set<string>;
  seasons: SeasonContext[];
  knownPlayer(id: string): boolean;
  knownCountry(code: string): boolean;
}

export function buildContext(raw: RawContent): ContentContext {
  const { rejected, unreadable } = raw.tolerance;
  const sharedUnreadable = (name: string) => [...unreadable].some((f) => f.endsWith(`/${name}`) && f.split('/').length === 2);
  const countries = new Set(raw.countries.map((r) => r.value.code));
  const players = new Set(raw.players.map((r) => r.value.id));
  const countriesBroken = sharedUnreadable('countries.csv');
  const playersBroken = sharedUnreadable('players.csv');
  return {
    raw,
    countries,
    players,
    knownPlayer: (id) => players.has(id) || rejected.has(id) || playersBroken,
    knownCountry: (code) => countries.has(code) || rejected.has(code) || countriesBroken,
    seasons: raw.seasons.map((season) => {
      const broken = (file: string) => unreadable.has(`${season.path}/${file}`);
      const squads = new Map<string, Map<string, ReadRow<SquadRow>>>();
      for (const r of season.squads) {
        if (!squads.has(r.value.team_id)) squads.set(r.value.team_id, new Map());
        squads.get(r.value.team_id)!.set(r.value.player_id, r);
      }
      const events = groupBy(season.events, (r) => r.value.match_id);
      for (const list of events.values()) list.sort((a, b) => byMatchTime(a.value, b.value));
      const lineups = new Map<string, Map<string, ReadRow<LineupRow>[]>>();
      for (const [matchId, rows] of groupBy(season.lineups, (r) => r.value.match_id)) lineups.set(matchId, groupBy(rows, (r) => r.value.team_id));
      const teams = new Map(season.teams.map((r) => [r.value.id, r]));
      const venues = new Map(season.venues.map((r) => [r.value.id, r]));
      const matches = new Map(season.matches.map((r) => [r.value.id, r]));
      const [teamsBroken, venuesBroken, matchesBroken, squadsBroken] = ['teams.csv', 'venues.csv', 'matches.csv', 'squads.csv'].map(broken);
      return {
        season,
        teams,
        venues,
        squads,
        matches,
        knownTeam: (id: string) => teams.has(id) || rejected.has(id) || teamsBroken!,
        knownVenue: (id: string) => venues.has(id) || rejected.has(id) || venuesBroken!,
        knownMatch: (id: string) => matches.has(id) || rejected.has(id) || matchesBroken!,
        inSquad: (teamId: string, playerId: string) => squads.get(teamId)?.has(playerId) === true || rejected.has(`${teamId}/${playerId}`) || squadsBroken! || !teams.has(teamId),
        events,
        lineups,
        stats: groupBy(season.stats, (r) => r.value.match_id),
        stages: new Map((season.competition?.stages ?? []).map((s) => [s.name, stageKind(s)])),
      };
    }),
  };
}
