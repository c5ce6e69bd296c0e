/**
 * The Round of 32 from the group tables: eight group winners meet the eight best third-placed
 * teams, four winners meet runners-up and the other eight runners-up meet each other; nobody meets
 * a team from its own group. The list is in bracket order: matches 2k and 2k+1 feed Round of 16
 * match k; every Round of 16 tie joins a winner-v-third match with one of the other kinds.
 */

/** A team at its place: its group, and (in a table) its position by order. */
export interface Placed {
  group: string;
  teamId: string;
}

export interface Pairing {
  home: string;
  away: string;
}

const index = (letter: string) => letter.charCodeAt(0) - 65;

/** Winners that face third-placed teams, and the fixed winner-v-runner-up and runner-up pairs. */
const WINNERS_V_THIRDS = ['A', 'C', 'D', 'F', 'G', 'I', 'J', 'L'];
const WINNER_V_RUNNER_UP: [string, string][] = [['B', 'D'], ['E', 'G'], ['H', 'J'], ['K', 'A']];
const RUNNER_UP_PAIRS: [string, string][] = [['B', 'I'], ['C', 'H'], ['E', 'L'], ['F', 'K']];

/** Matches each winner (by WINNERS_V_THIRDS order) with a third from another group; backtracking, always succeeds. */
function matchThirds(winnerGroups: string[], thirds: Placed[]): Placed[] {
  const sorted = [...thirds].sort((a, b) => (a.group < b.group ? -1 : 1));
  const used = new Set<number>();
  const chosen: Placed[] = [];
  const solve = (i: number): boolean => {
    if (i === winnerGroups.length) return true;
    for (let j = 0; j < sorted.length; j++) {
      if (used.has(j) || sorted[j]!.group === `Group ${winnerGroups[i]}`) continue;
      used.add(j);
      chosen.push(sorted[j]!);
      if (solve(i + 1)) return true;
      used.delete(j);
      chosen.pop();
    }
    return false;
  };
  if (!solve(0)) throw new Error('no valid pairing of group winners and third-placed teams');
  return chosen;
}

/** `tables[g]` = final table of group g (A..L), best first; `thirds` = the 8 qualified third-placed teams. */
export function roundOf32(tables: readonly (readonly Placed[])[], thirds: readonly Placed[]): Pairing[] {
  const winner = (g: string) => tables[index(g)]![0]!.teamId;
  const runnerUp = (g: string) => tables[index(g)]![1]!.teamId;
  const third = matchThirds(WINNERS_V_THIRDS, [...thirds]);
  const wt: Pairing[] = WINNERS_V_THIRDS.map((g, i) => ({ home: winner(g), away: third[i]!.teamId }));
  const wr: Pairing[] = WINNER_V_RUNNER_UP.map(([w, r]) => ({ home: winner(w), away: runnerUp(r) }));
  const rr: Pairing[] = RUNNER_UP_PAIRS.map(([a, b]) => ({ home: runnerUp(a), away: runnerUp(b) }));
  // Each Round of 16 tie: one winner-v-third match and one match without two group winners in it.
  const others = [wr[0]!, rr[0]!, wr[1]!, rr[1]!, wr[2]!, rr[2]!, wr[3]!, rr[3]!];
  return wt.flatMap((m, i) => [m, others[i]!]);
}
