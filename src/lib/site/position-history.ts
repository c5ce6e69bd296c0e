/**
 * A team's position after every matchday of a league season, for its season page's chart. The
 * table after matchday N is the domain's (tournament/table-cutoff.ts through the dataset's
 * standingsAt: the matches of rounds 1..N count, whenever they were played), so the chart agrees
 * with the API's `?matchday=N` table.
 */
import type { Season } from '../dataset/dataset.ts';
import { standingsAt, type StandingsEntry } from '../dataset/competition-view.ts';
import { leagueStandings } from './league-table.ts';
import { siteSource } from './season-view.ts';
import type { SiteIndex } from './site-index.ts';
import type { MatchSource } from '../dataset/match-source.ts';

export interface PositionPoint {
  matchday: number;
  position: number;
  points: number;
  played: number;
}

/** The rows of a table that the history needs. */
export interface TableRow {
  team: { id: string };
  position: number;
  points: number;
  played: number;
}

/** How many teams each table has and every team's position after each matchday. */
export interface PositionHistory {
  teams: number;
  /** team id → one point per matchday, in matchday order. */
  byTeam: Map<string, PositionPoint[]>;
}

/**
 * Positions after each of `matchdays` (ascending), from `tableAfter(n)`: the table after matchday n.
 * Matchdays after the last one with a counted match are left out (nothing changed: the season goes on).
 */
export function positionHistory(matchdays: readonly number[], tableAfter: (matchday: number) => readonly TableRow[]): PositionHistory {
  const byTeam = new Map<string, PositionPoint[]>();
  let teams = 0;
  const tables = matchdays.map((n) => ({ n, rows: tableAfter(n) }));
  const counted = tables.map((t) => t.rows.reduce((s, r) => s + r.played, 0));
  const lastPlayed = counted.findLastIndex((c, i) => c > (i === 0 ? 0 : counted[i - 1]!));
  for (const { n, rows } of tables.slice(0, lastPlayed + 1)) {
    teams = Math.max(teams, rows.length);
    for (const r of rows) {
      const list = byTeam.get(r.team.id) ?? [];
      list.push({ matchday: n, position: r.position, points: r.points, played: r.played });
      byTeam.set(r.team.id, list);
    }
  }
  return { teams, byTeam };
}

const memo = new WeakMap<SiteIndex, Map<string, PositionHistory>>();

/** Every team's positions in the season's league table, computed once per season per build. */
export function seasonPositions(idx: SiteIndex, season: Season): PositionHistory {
  let bySeason = memo.get(idx);
  if (!bySeason) memo.set(idx, (bySeason = new Map()));
  let h = bySeason.get(season.id);
  if (!h) {
    // standingsAt takes the season's matches from the source's list: give it the season's alone
    // (42 tables of one league season filtered 93,000 matches each: 1 s with every shared competition)
    const all = siteSource(idx.ds);
    const inSeason = idx.seasonMatches.get(season.id) ?? [];
    const source: MatchSource = Object.assign(Object.create(all) as MatchSource, { list: () => inSeason });
    const matchdays = [...new Set((idx.seasonMatches.get(season.id) ?? []).map((m) => m.matchday ?? null).filter((n): n is number => n !== null))].sort((a, b) => a - b);
    const table = (n: number): StandingsEntry['rows'] => leagueStandings(standingsAt(idx.ds, season, source, { matchday: n }))?.rows ?? [];
    bySeason.set(season.id, (h = positionHistory(matchdays, table)));
  }
  return h;
}
