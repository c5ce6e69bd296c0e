/**
 * Rows of `teams` and `players`: the API's team and player resources, for the teams and players the
 * competition's other rows name (so every reference of the file resolves inside it).
 */
import { toPlayerCompetitionStats } from '../api/competition-resources.ts';
import { toPlayerDetail } from '../api/resources.ts';
import { compareTeamRows, filterTeams, teamSeasons } from '../api/team-list.ts';
import { stageKind } from '../../schemas/content/competition.ts';
import type { CompetitionView } from '../dataset/competition-view.ts';
import { comparePlayers, type Dataset, type Season } from '../dataset/dataset.ts';
import { teamRef } from '../dataset/team-ref.ts';
import type { Row } from './table-definition.ts';

/** The team's country and kind, as `GET /teams/{id}` answers them: a team whose code is a country's is that country's national team. */
function teamKind(ds: Dataset, code: string): { kind: 'national' | 'club'; country_name: string | null } {
  const country = ds.countries.get(code)?.name ?? null;
  return { kind: country === null ? 'club' : 'national', country_name: country };
}

/** team id → its group in the competition's first group stage, from the tables (as the competition detail lists groups). */
function firstStageGroups(v: CompetitionView): Map<string, string> {
  const stage = v.season.stages.find((s) => stageKind(s) === 'group')?.name;
  const out = new Map<string, string>();
  for (const t of v.standings) if (t.stage.name === stage && t.group !== null) for (const r of t.rows) out.set(r.team.id, t.group.name);
  return out;
}

/** The competition's teams (`GET /teams?competition_id=…`) and any other team `named` refers to, in the API's team order. */
export function teamRows(ds: Dataset, v: CompetitionView, named: ReadonlySet<string>): Row[] {
  const ids = new Set(filterTeams(ds, teamSeasons(ds), { competition_id: v.season.id, page: 1, per_page: 1 }).map((t) => t.id));
  for (const id of named) ids.add(id);
  const groups = firstStageGroups(v);
  return [...ids].map((id) => ds.teams.get(id)!).sort(compareTeamRows).map((t) => ({
    ...teamRef(ds, t.id),
    group_name: groups.get(t.id) ?? null,
    ...teamKind(ds, t.code),
  }));
}

/** player id → his team and squad number in the season's squads (the first squad listing him). */
export function seasonSquads(ds: Dataset, season: Season, teamIds: Iterable<string>): Map<string, { team_id: string; jersey_number: number | null }> {
  const out = new Map<string, { team_id: string; jersey_number: number | null }>();
  for (const team of teamIds) {
    for (const r of ds.squads.get(team) ?? []) {
      if (r.season_id === season.id && !out.has(r.player_id)) out.set(r.player_id, { team_id: r.team_id, jersey_number: r.jersey_number });
    }
  }
  return out;
}

const STAT_KEYS = ['matches', 'starts', 'minutes', 'goals', 'penalties', 'own_goals', 'yellow_cards', 'second_yellow_cards', 'red_cards', 'substituted_on', 'substituted_off'] as const;

/**
 * The players of the season's squads, of `named` (line-ups and events of the file) and every player
 * with statistics in the competition, in the API's player order, each with his statistics there.
 */
export function playerRows(ds: Dataset, v: CompetitionView, squads: ReadonlyMap<string, { team_id: string; jersey_number: number | null }>, named: ReadonlySet<string>): Row[] {
  const ids = new Set([...squads.keys(), ...v.playerStats.keys(), ...named]);
  return [...ids].map((id) => ds.players.get(id)!).sort(comparePlayers).map((p) => {
    const st = v.playerStats.get(p.id);
    const stats = st ? toPlayerCompetitionStats(ds, v.season, st) : undefined;
    const squad = squads.get(p.id);
    return {
      ...toPlayerDetail(ds, p),
      team_id: stats?.team.id ?? squad?.team_id ?? null,
      jersey_number: squad?.jersey_number ?? null,
      ...Object.fromEntries(STAT_KEYS.map((k) => [k, stats ? stats[k] : null])),
    };
  });
}
