/** Played/won/drawn/lost, goals and points of teams over a set of matches. */

/** A match between two known teams with its (current) score. */
export interface TallyMatch {
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
}

export interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

/** An empty tally. */
export function emptyTally(): Tally {
  return { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 };
}

function add(t: Tally, scored: number, conceded: number, pointsPerWin: number): void {
  t.played++;
  t.goals_for += scored;
  t.goals_against += conceded;
  if (scored > conceded) {
    t.won++;
    t.points += pointsPerWin;
  } else if (scored < conceded) t.lost++;
  else {
    t.drawn++;
    t.points++;
  }
}

/**
 * Tallies of `teamIds` over `matches`; a match counts only when both of its teams are among
 * `teamIds` (so the same function gives the whole table and a head-to-head mini-table).
 */
export function tallyMatches(teamIds: Iterable<string>, matches: readonly TallyMatch[], pointsPerWin: number): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const id of teamIds) out.set(id, emptyTally());
  for (const m of matches) {
    const home = out.get(m.home_team_id);
    const away = out.get(m.away_team_id);
    if (!home || !away || m.home_team_id === m.away_team_id) continue;
    add(home, m.home_score, m.away_score, pointsPerWin);
    add(away, m.away_score, m.home_score, pointsPerWin);
  }
  return out;
}
