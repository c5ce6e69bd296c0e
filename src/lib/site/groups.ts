/**
 * Page data of the groups page, from the season's competition view: every table (with its `live`
 * and `complete` state and why each row is placed), who reached the knockouts, the ranking of
 * third-placed teams, and the competition's fixed positions.
 */
import type { Season } from '../dataset/dataset.ts';
import type { StandingsEntry } from '../dataset/competition-view.ts';
import { rankAcrossGroups, type Bracket, type GroupStandingRow } from '../tournament/index.ts';
import { slugify } from './format.ts';
import { seasonView } from './season-view.ts';
import type { SiteIndex } from './site-index.ts';

export interface GroupTable {
  /** Element id, unique on the page. */
  id: string;
  /** `Group A`, or the stage name of a league table; prefixed by the stage when there are several. */
  caption: string;
  stage: string;
  /** Group name, null for a league table. */
  group: string | null;
  live: boolean;
  complete: boolean;
  rows: GroupStandingRow[];
}

export interface FixedPositionNote {
  group: string;
  team: string;
  position: number;
  reason: string;
}

export interface GroupsView {
  tables: GroupTable[];
  /** Teams that play at least one knockout match of the season. */
  qualified: Set<string>;
  /** Third-placed teams of the first group stage ranked across groups (three groups or more). */
  thirds: { group: string; row: GroupStandingRow }[];
  fixed: FixedPositionNote[];
}

export function knockoutTeams(bracket: Bracket): Set<string> {
  const ids = bracket.rounds.flatMap((r) => r.matches.flatMap((m) => [m.home.team?.id, m.away.team?.id]));
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** A table of the view as pages show it; `stages` is how many stages have tables (captions then name the stage). */
export function groupTable(s: StandingsEntry, stages: number): GroupTable {
  const name = s.group?.name ?? s.stage.name;
  const caption = stages > 1 && s.group ? `${s.stage.name} · ${s.group.name}` : name;
  const id = `g-${stages > 1 && s.group ? `${slugify(s.stage.name)}-` : ''}${slugify(name)}`;
  return { id, caption, stage: s.stage.name, group: s.group?.name ?? null, live: s.live, complete: s.complete, rows: s.rows };
}

export function groupsView(idx: SiteIndex, season: Season): GroupsView {
  const view = seasonView(idx.ds, season);
  const stages = new Set(view.standings.map((s) => s.stage.name)).size;
  const tables = view.standings.map((s) => groupTable(s, stages));
  const firstGroupStage = view.standings.find((s) => s.group !== null)?.stage.name;
  const groups = view.standings.filter((s) => s.group !== null && s.stage.name === firstGroupStage && s.rows.length >= 3);
  const thirds = groups.length >= 3 ? rankAcrossGroups(groups.map((s) => ({ group: s.group!.name, row: s.rows[2]! }))) : [];
  const fixed = (season.rules.positions ?? []).map((p) => ({ group: p.group, team: idx.ds.teams.get(p.team_id)?.name ?? p.team_id, position: p.position, reason: p.reason }));
  return { tables, qualified: knockoutTeams(view.bracket), thirds, fixed };
}
