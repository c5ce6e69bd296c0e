/**
 * Group tables and the ranking of third-placed teams: points, goal difference, goals scored, then a
 * drawing of lots (a number each team drew once, before the tournament).
 */

export interface Result {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

export interface TableRow {
  teamId: string;
  group: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** Higher first: points, goal difference, goals scored, then the lot. */
export function compareRows(a: TableRow, b: TableRow, lots: ReadonlyMap<string, number>): number {
  return (
    b.points - a.points ||
    b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
    b.goalsFor - a.goalsFor ||
    lots.get(b.teamId)! - lots.get(a.teamId)!
  );
}

export function groupTable(group: string, teamIds: readonly string[], results: readonly Result[], lots: ReadonlyMap<string, number>): TableRow[] {
  const rows = new Map<string, TableRow>(
    teamIds.map((teamId) => [teamId, { teamId, group, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }]),
  );
  for (const r of results) {
    const home = rows.get(r.home);
    const away = rows.get(r.away);
    if (!home || !away) continue;
    home.played++;
    away.played++;
    home.goalsFor += r.homeGoals;
    home.goalsAgainst += r.awayGoals;
    away.goalsFor += r.awayGoals;
    away.goalsAgainst += r.homeGoals;
    if (r.homeGoals > r.awayGoals) {
      home.won++;
      home.points += 3;
      away.lost++;
    } else if (r.homeGoals < r.awayGoals) {
      away.won++;
      away.points += 3;
      home.lost++;
    } else {
      home.drawn++;
      away.drawn++;
      home.points++;
      away.points++;
    }
  }
  return [...rows.values()].sort((a, b) => compareRows(a, b, lots));
}

/** The `count` best of the third-placed teams, best first. */
export function bestThirds(thirds: readonly TableRow[], count: number, lots: ReadonlyMap<string, number>): TableRow[] {
  return [...thirds].sort((a, b) => compareRows(a, b, lots)).slice(0, count);
}
