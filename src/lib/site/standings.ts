/**
 * Group standings computed from results.
 *
 * Tie-breakers, in order (documented on /groups/):
 *  1. points (3 for a win, 1 for a draw),
 *  2. goal difference, 3. goals scored — over all group matches;
 *  4. head-to-head among the teams still level: points, then goal difference, then goals scored in
 *     the matches between those teams only; when that separates some of them, it is applied again to
 *     the ones still level (only their matches against each other);
 *  5. a stable order when nothing separates them: team name (English collation), then team ID.
 * Only completed matches count.
 */

export interface StandingTeam {
  id: string;
  name: string;
  code: string;
}

export interface StandingMatch {
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
  status: string;
  scheduled_at: string;
}

export type TieBreak = 'head_to_head' | 'stable_order';

export interface StandingRow {
  position: number;
  team: StandingTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  /** Results of the last (up to) five matches, oldest first. */
  form: ('W' | 'D' | 'L')[];
  /** Set when the team was level on points, goal difference and goals scored with another team. */
  tie_break: TieBreak | null;
}

interface Tally {
  played: number; won: number; drawn: number; lost: number; gf: number; ga: number; points: number;
}

function tally(teamIds: Iterable<string>, matches: readonly StandingMatch[]): Map<string, Tally> {
  const t = new Map<string, Tally>();
  for (const id of teamIds) t.set(id, { played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0, points: 0 });
  for (const m of matches) {
    const h = t.get(m.home_team_id);
    const a = t.get(m.away_team_id);
    if (!h || !a) continue;
    h.played++; a.played++;
    h.gf += m.home_score; h.ga += m.away_score;
    a.gf += m.away_score; a.ga += m.home_score;
    if (m.home_score > m.away_score) { h.won++; a.lost++; h.points += 3; }
    else if (m.home_score < m.away_score) { a.won++; h.lost++; a.points += 3; }
    else { h.drawn++; a.drawn++; h.points++; a.points++; }
  }
  return t;
}

const key = (x: Tally) => [x.points, x.gf - x.ga, x.gf] as const;
function cmpTally(a: Tally, b: Tally): number {
  const ka = key(a), kb = key(b);
  return kb[0] - ka[0] || kb[1] - ka[1] || kb[2] - ka[2];
}

/** Splits an ordered list into runs of equal elements. */
function runs<T>(list: T[], equal: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const x of list) {
    const last = out[out.length - 1];
    if (last && equal(last[0]!, x)) last.push(x);
    else out.push([x]);
  }
  return out;
}

const collator = new Intl.Collator('en');

/**
 * Orders `ids` (all level on the overall criteria) by head-to-head, recursively; records for each
 * team which rule placed it.
 */
function headToHead(ids: string[], matches: readonly StandingMatch[], teams: Map<string, StandingTeam>, how: Map<string, TieBreak>): string[] {
  const set = new Set(ids);
  const among = matches.filter((m) => set.has(m.home_team_id) && set.has(m.away_team_id));
  const mini = tally(ids, among);
  const ordered = [...ids].sort((a, b) => cmpTally(mini.get(a)!, mini.get(b)!));
  const blocks = runs(ordered, (a, b) => cmpTally(mini.get(a)!, mini.get(b)!) === 0);
  const out: string[] = [];
  for (const block of blocks) {
    if (block.length === 1) {
      how.set(block[0]!, 'head_to_head');
      out.push(block[0]!);
    } else if (block.length < ids.length) {
      out.push(...headToHead(block, matches, teams, how));
    } else {
      const stable = [...block].sort((a, b) => collator.compare(teams.get(a)!.name, teams.get(b)!.name) || (a < b ? -1 : a > b ? 1 : 0));
      for (const id of stable) how.set(id, 'stable_order');
      out.push(...stable);
    }
  }
  return out;
}

/** The table of one group: `teams` are the group's teams, `matches` its matches (any status). */
export function computeStandings(teams: readonly StandingTeam[], matches: readonly StandingMatch[]): StandingRow[] {
  const byId = new Map(teams.map((t) => [t.id, t]));
  const played = matches
    .filter((m) => m.status === 'completed' && byId.has(m.home_team_id) && byId.has(m.away_team_id))
    .sort((a, b) => (a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : 0));
  const all = tally(byId.keys(), played);
  const initial = [...byId.keys()].sort((a, b) => cmpTally(all.get(a)!, all.get(b)!));
  const how = new Map<string, TieBreak>();
  const order: string[] = [];
  for (const block of runs(initial, (a, b) => cmpTally(all.get(a)!, all.get(b)!) === 0)) {
    order.push(...(block.length === 1 ? block : headToHead(block, played, byId, how)));
  }
  return order.map((id, i) => {
    const t = all.get(id)!;
    const form = played
      .filter((m) => m.home_team_id === id || m.away_team_id === id)
      .slice(-5)
      .map((m): 'W' | 'D' | 'L' => {
        const [mine, theirs] = m.home_team_id === id ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
        return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
      });
    return {
      position: i + 1, team: byId.get(id)!, played: t.played, won: t.won, drawn: t.drawn, lost: t.lost,
      goals_for: t.gf, goals_against: t.ga, goal_difference: t.gf - t.ga, points: t.points, form, tie_break: how.get(id) ?? null,
    };
  });
}

/**
 * Ranking of rows from different groups (e.g. the third-placed teams): points, goal difference,
 * goals scored, then team name and ID. No head-to-head: these teams did not play each other.
 */
export function rankAcrossGroups<T extends { row: StandingRow }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.row.points - a.row.points || b.row.goal_difference - a.row.goal_difference || b.row.goals_for - a.row.goals_for ||
      collator.compare(a.row.team.name, b.row.team.name) || (a.row.team.id < b.row.team.id ? -1 : 1),
  );
}
