/**
 * The league table a play-off tie falls back on (competition.json `level_tie:
 * "better_league_position"`): the table of the last league stage finished before the knockout
 * stage starts (Serie B: the regular season; Liga MX: the Apertura for the Apertura play-offs, the
 * Clausura for the Clausura's). Positions as the caller's tables rank them.
 */

export interface PositionTable {
  stage: string;
  rows: readonly { team: { id: string }; position: number }[];
}

export interface StagedMatch {
  stage: string;
  scheduled_at: string;
}

/** team ID → position in the last league table whose stage ended before `stage` began; null when there is none. */
export function leaguePositionsBefore(tables: readonly PositionTable[], matches: readonly StagedMatch[], stage: string): ReadonlyMap<string, number> | null {
  const times = (name: string) => matches.filter((m) => m.stage === name).map((m) => m.scheduled_at).sort();
  const start = times(stage)[0];
  if (start === undefined) return null;
  let best: { table: PositionTable; end: string } | null = null;
  for (const table of tables) {
    const end = times(table.stage).at(-1);
    if (end === undefined || end > start) continue;
    if (best === null || end > best.end) best = { table, end };
  }
  return best === null ? null : new Map(best.table.rows.map((r) => [r.team.id, r.position]));
}
