/** Lookup tables the cross-file rules share, built once per load. */
import type { EventRow, LineupRow, MatchRow, SquadRow, TeamRow, TeamStatsRow, VenueRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { RawContent, RawSeason } from '../raw-content.ts';
import { byMatchTime } from '../../match-time.ts';

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
  stages: Map<string, boolean>;
}

export interface ContentContext {
  raw: RawContent;
  countries: Set<string>;
  players: Set<string>;
  seasons: SeasonContext[];
}

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

export function buildContext(raw: RawContent): ContentContext {
  return {
    raw,
    countries: new Set(raw.countries.map((r) => r.value.code)),
    players: new Set(raw.players.map((r) => r.value.id)),
    seasons: raw.seasons.map((season) => {
      const squads = new Map<string, Map<string, ReadRow<SquadRow>>>();
      for (const r of season.squads) {
        if (!squads.has(r.value.team_id)) squads.set(r.value.team_id, new Map());
        squads.get(r.value.team_id)!.set(r.value.player_id, r);
      }
      const events = group(season.events, (r) => r.value.match_id);
      for (const list of events.values()) list.sort((a, b) => byMatchTime(a.value, b.value));
      const lineups = new Map<string, Map<string, ReadRow<LineupRow>[]>>();
      for (const [matchId, rows] of group(season.lineups, (r) => r.value.match_id)) lineups.set(matchId, group(rows, (r) => r.value.team_id));
      return {
        season,
        teams: new Map(season.teams.map((r) => [r.value.id, r])),
        venues: new Map(season.venues.map((r) => [r.value.id, r])),
        squads,
        matches: new Map(season.matches.map((r) => [r.value.id, r])),
        events,
        lineups,
        stats: group(season.stats, (r) => r.value.match_id),
        stages: new Map((season.competition?.stages ?? []).map((s) => [s.name, s.knockout])),
      };
    }),
  };
}
