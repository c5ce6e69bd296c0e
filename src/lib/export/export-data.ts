/**
 * The rows of every table of one competition's download, from a MatchSource (content, or content
 * with the live overlay), in the order the API lists them. The three formats write this same data.
 */
import { competitionView } from '../dataset/competition-view.ts';
import type { Dataset, Season } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';
import { aboutEntries, type AboutEntry } from './about.ts';
import { competitionRow, standingRows } from './competition-rows.ts';
import { eventRows, lineupRows, matchRow, statsRows } from './match-rows.ts';
import { playerRows, seasonSquads, teamRows } from './people-rows.ts';
import { TABLE_BY_NAME, type TableName } from './tables.ts';
import type { Row, TableDef } from './table-definition.ts';

export interface ExportTable {
  def: TableDef;
  rows: Row[];
}

export interface ExportData {
  season: Season;
  about: AboutEntry[];
  /** Every table of EXPORT_TABLES, in its order. */
  tables: ExportTable[];
}

/** The values of `columns` in `rows` that are not null. */
function named(rows: readonly Row[], ...columns: string[]): Set<string> {
  const out = new Set<string>();
  for (const r of rows) for (const c of columns) if (typeof r[c] === 'string') out.add(r[c]);
  return out;
}

export function exportData(ds: Dataset, season: Season, source: MatchSource): ExportData {
  const v = competitionView(ds, season, source);
  const matches = v.matches.map((m) => matchRow(ds, m, source));
  const events = v.matches.flatMap((m) => eventRows(ds, m, source));
  const lineups = v.matches.flatMap((m) => lineupRows(ds, m, source));
  const stats = v.matches.flatMap((m) => statsRows(ds, m, source));
  const standings = standingRows(v);
  const competition = competitionRow(v);
  const teamIds = new Set([
    ...named(matches, 'home_team_id', 'away_team_id', 'winner_team_id'), ...named(events, 'team_id'), ...named(lineups, 'team_id'),
    ...named(stats, 'team_id'), ...named(standings, 'team_id'), ...named([competition], 'winner_team_id'),
  ]);
  const teamsFirst = teamRows(ds, v, teamIds);
  const squads = seasonSquads(ds, season, teamsFirst.map((t) => t.id as string));
  const players = playerRows(ds, v, squads, new Set([...named(events, 'player_id', 'player_off_id'), ...named(lineups, 'player_id')]));
  // a player's team (from his statistics) is one of the competition's: listed already, added if not
  const teams = teamRows(ds, v, new Set([...teamIds, ...named(players, 'team_id')]));
  const rows: Record<TableName, Row[]> = { competitions: [competition], teams, players, matches, events, lineups, stats, standings };
  return {
    season,
    about: aboutEntries(season, v.status),
    tables: [...TABLE_BY_NAME.entries()].map(([name, def]) => ({ def, rows: rows[name] })),
  };
}
