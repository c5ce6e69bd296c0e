/** Page data of the groups page: every group's table, who reached the knockouts, third-placed teams. */
import type { Season } from '../dataset/dataset.ts';
import type { SiteIndex } from './site-index.ts';
import { computeStandings, rankAcrossGroups, type StandingRow } from './standings.ts';

export interface GroupTable {
  group: string;
  rows: StandingRow[];
}

export interface GroupsView {
  tables: GroupTable[];
  /** Teams that play at least one knockout match of the season. */
  qualified: Set<string>;
  /** Third-placed teams ranked across groups (only with three or more groups). */
  thirds: { group: string; row: StandingRow }[];
}

export function groupsView(idx: SiteIndex, season: Season): GroupsView {
  const matches = idx.seasonMatches.get(season.id) ?? [];
  const tables: GroupTable[] = [];
  for (const [group, ids] of idx.groups.get(season.id) ?? []) {
    const teams = ids.map((id) => {
      const t = idx.ds.teams.get(id)!;
      return { id: t.id, name: t.name, code: t.code };
    });
    tables.push({ group, rows: computeStandings(teams, matches.filter((m) => m.group === group)) });
  }
  const knockoutStages = new Set(season.stages.filter((s) => s.knockout).map((s) => s.name));
  const qualified = new Set(matches.filter((m) => knockoutStages.has(m.stage)).flatMap((m) => [m.home_team_id, m.away_team_id]));
  const thirds = tables.length >= 3 ? rankAcrossGroups(tables.filter((t) => t.rows.length >= 3).map((t) => ({ group: t.group, row: t.rows[2]! }))) : [];
  return { tables, qualified, thirds };
}
