/**
 * The SQLite schema of a download, from the definition list: tables with primary and foreign keys
 * (booleans as 0/1 with a CHECK), an index on every foreign key and the definition's extra indexes,
 * the `codebook` and `about` tables, and the views for common questions (VIEWS, documented in
 * docs/data-teams.md). Plain (not STRICT) tables, so older SQLite builds open the file too.
 */
import type { ColumnDef, ColumnType, TableDef } from './table-definition.ts';

export const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

const SQL_TYPES: Record<ColumnType, string> = { text: 'TEXT', integer: 'INTEGER', boolean: 'INTEGER', timestamp: 'TEXT', date: 'TEXT' };

function columnSql(c: ColumnDef): string {
  const check = c.type === 'boolean' ? ` CHECK (${q(c.name)} IN (0, 1))` : '';
  return `${q(c.name)} ${SQL_TYPES[c.type]}${c.empty === null ? ' NOT NULL' : ''}${check}`;
}

export function createTableSql(t: TableDef): string {
  const parts = [
    ...t.columns.map(columnSql),
    `PRIMARY KEY (${t.primaryKey.map(q).join(', ')})`,
    ...t.columns.filter((c) => c.references).map((c) => `FOREIGN KEY (${q(c.name)}) REFERENCES ${q(c.references!)} ("id")`),
  ];
  return `CREATE TABLE ${q(t.name)} (\n  ${parts.join(',\n  ')}\n)`;
}

/** Indexes: every foreign key column (unless it leads the primary key) and the definition's own. */
export function indexSql(t: TableDef): string[] {
  const lists = [
    ...t.columns.filter((c) => c.references && t.primaryKey[0] !== c.name).map((c) => [c.name]),
    ...t.indexes,
  ];
  return lists.map((cols) => `CREATE INDEX ${q(`idx_${t.name}_${cols.join('_')}`)} ON ${q(t.name)} (${cols.map(q).join(', ')})`);
}

export const ABOUT_SQL = 'CREATE TABLE "about" (\n  "key" TEXT NOT NULL PRIMARY KEY,\n  "value" TEXT NOT NULL\n)';

export interface ViewDef {
  name: string;
  description: string;
  sql: string;
}

/** Views for the common questions. Their rows come in the API's order (`ORDER BY`). */
export const VIEWS: readonly ViewDef[] = [
  {
    name: 'results',
    description: 'Every match with its teams\' names, score, shoot-out and winner, in the API\'s list order (kick-off, match number).',
    sql: `SELECT m.id AS match_id, m.match_number, m.scheduled_at, m.stage_name, m.group_name, m.status, m.status_detail,
  h.name AS home_team, a.name AS away_team, m.home_score, m.away_score, m.home_penalty, m.away_penalty, w.name AS winner,
  m.home_slot, m.away_slot
FROM matches m
LEFT JOIN teams h ON h.id = m.home_team_id
LEFT JOIN teams a ON a.id = m.away_team_id
LEFT JOIN teams w ON w.id = m.winner_team_id
ORDER BY m.scheduled_at, m.match_number, m.id`,
  },
  {
    name: 'scorers',
    description: 'Top scorers, as `GET /competitions/{id}/scorers`: goals (own goals not counted) descending, then fewer penalties, fewer minutes (unknown last), then the API\'s player order (last name, first name in English collation, ID: the order of the rows of `players`).',
    sql: `SELECT ROW_NUMBER() OVER (ORDER BY p.goals DESC, p.penalties, p.minutes IS NULL, p.minutes, p.rowid) AS rank,
  p.id AS player_id, p.short_name AS player, p.team_id, t.name AS team, p.goals, p.penalties, p.matches, p.minutes
FROM players p
LEFT JOIN teams t ON t.id = p.team_id
WHERE p.goals > 0
ORDER BY rank`,
  },
  {
    name: 'league_table',
    description: 'The standings with team names, table by table in the API\'s order (stages in playing order, groups, positions).',
    sql: `SELECT s.stage_name, s.group_name, s.position, s.team_id, t.name AS team, s.played, s.won, s.drawn, s.lost,
  s.goals_for, s.goals_against, s.goal_difference, s.points, s.form, s.zone_name
FROM standings s
JOIN teams t ON t.id = s.team_id
ORDER BY s.rowid`,
  },
];

export const viewSql = (v: ViewDef) => `CREATE VIEW ${q(v.name)} AS\n${v.sql}`;
