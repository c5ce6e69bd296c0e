/** Lookup tables the cross-file rules share, built once per load. */
import type { CountryRow, EventRow, LineupRow, MatchRow, PlayerRow, SquadRow, TeamRow, TeamStatsRow, VenueRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import { stageKind, type StageKind } from '../../../schemas/content/competition.ts';
import type { RawContent, RawSeason } from '../raw-content.ts';
import { byMatchTime } from '../../match-time.ts';
import { groupBy } from '../../group-by.ts';

/**
 * Every row of a file with the cells that are valid: the valid rows, and the rows left out for a bad
 * cell (holding their other cells), in line order. The reference and uniqueness checks run on
 * these, so a bad score does not hide an unknown team in the same row.
 */
export type Cells<T> = ReadRow<Partial<T>>[];

/** The valid rows and the partial ones of a file, in line order. */
function cellsOf<T>(rows: readonly ReadRow<T>[], partial: readonly ReadRow<Partial<T>>[] = []): Cells<T> {
  return partial.length === 0 ? [...rows] : [...rows, ...partial].sort((a, b) => a.origin.line - b.origin.line);
}

export interface SeasonContext {
  season: RawSeason;
  /** Each file's rows with their valid cells (see Cells). */
  cells: { teams: Cells<TeamRow>; venues: Cells<VenueRow>; squads: Cells<SquadRow>; matches: Cells<MatchRow>; events: Cells<EventRow>; lineups: Cells<LineupRow>; stats: Cells<TeamStatsRow> };
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
  /**
   * The first stage of kind `group` in competition.json, or null. teams.csv `group` is a team's
   * group in this stage; a later group stage (1974, 1978) takes its groups' members from its matches.
   */
  firstGroupStage: string | null;
  /** group name → the stage of the first match (in file order) that names it. */
  groupStage: Map<string, string>;
  /** match number → the rows whose `replay_of` names it (normally one). */
  replays: Map<number, ReadRow<MatchRow>[]>;
  /** True when the ID exists, or its row/file was rejected and already reported. */
  knownTeam(id: string): boolean;
  knownVenue(id: string): boolean;
  knownMatch(id: string): boolean;
  /** True when the player is in the team's squad (or the squad entry was already reported). */
  inSquad(teamId: string, playerId: string): boolean;
}

export interface ContentContext {
  raw: RawContent;
  /** countries.csv and players.csv rows with their valid cells (see Cells). */
  cells: { countries: Cells<CountryRow>; players: Cells<PlayerRow> };
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
    cells: { countries: cellsOf(raw.countries, raw.partial?.countries), players: cellsOf(raw.players, raw.partial?.players) },
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
      const p = season.partial ?? {};
      return {
        season,
        cells: {
          teams: cellsOf(season.teams, p.teams), venues: cellsOf(season.venues, p.venues), squads: cellsOf(season.squads, p.squads), matches: cellsOf(season.matches, p.matches),
          events: cellsOf(season.events, p.events), lineups: cellsOf(season.lineups, p.lineups), stats: cellsOf(season.stats, p.stats),
        },
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
        firstGroupStage: season.competition?.stages.find((s) => stageKind(s) === 'group')?.name ?? null,
        groupStage: groupStages(season.matches),
        replays: replaysOf(season.matches),
      };
    }),
  };
}

function replaysOf(matches: readonly ReadRow<MatchRow>[]): Map<number, ReadRow<MatchRow>[]> {
  const out = new Map<number, ReadRow<MatchRow>[]>();
  for (const r of matches) {
    const n = r.value.replay_of;
    if (n === null || n === undefined) continue;
    out.set(n, [...(out.get(n) ?? []), r]);
  }
  return out;
}

function groupStages(matches: readonly ReadRow<MatchRow>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of matches) if (r.value.group !== null && !out.has(r.value.group)) out.set(r.value.group, r.value.stage);
  return out;
}

/**
 * The members of a group: for a group of a later group stage (its matches are in a group stage
 * other than the first), the teams its matches name; otherwise the teams teams.csv puts in it.
 */
export function groupMembers(sc: SeasonContext, group: string): { ids: string[]; from: 'teams.csv' | 'matches' } {
  const stage = sc.groupStage.get(group);
  if (stage !== undefined && stage !== sc.firstGroupStage && sc.stages.get(stage) === 'group') {
    const ids = new Set(sc.season.matches.filter((r) => r.value.group === group).flatMap((r) => [r.value.home_team_id, r.value.away_team_id]).filter((t): t is string => t !== null));
    return { ids: [...ids], from: 'matches' };
  }
  return { ids: sc.season.teams.filter((r) => r.value.group === group).map((r) => r.value.id), from: 'teams.csv' };
}
