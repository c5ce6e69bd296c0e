/**
 * The ties of one knockout round: its matches grouped by the pair of teams that play them. A tie is
 * one match or two legs (home and away swapped); anything else is reported, never guessed.
 */
import type { TieGroupingProblem } from './types.ts';

/** What grouping needs of a match. */
export interface TieMatch {
  id: string;
  home: string;
  away: string;
  /** Sortable kick-off (ISO date or date-time). */
  at: string;
}

export interface GroupedTies<M extends TieMatch> {
  /** Each tie's matches in playing order; ties ordered by their first match. */
  ties: M[][];
  problems: TieGroupingProblem[];
}

const byKickOff = (a: TieMatch, b: TieMatch): number => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/** Same key for A v B and B v A. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/**
 * Groups the matches of ONE knockout round into ties. Reported (the tie is kept as found): more
 * than two matches between two teams, two legs at the same team's home, a team in two ties of the
 * round, a team playing itself.
 */
export function groupTies<M extends TieMatch>(matches: readonly M[]): GroupedTies<M> {
  const problems: TieGroupingProblem[] = [];
  const byPair = new Map<string, M[]>();
  for (const m of matches) {
    if (m.home === m.away) {
      problems.push({ ids: [m.id], message: `${m.home} cannot play itself` });
      continue;
    }
    const key = pairKey(m.home, m.away);
    const list = byPair.get(key) ?? [];
    list.push(m);
    byPair.set(key, list);
  }
  const ties = [...byPair.values()].map((legs) => [...legs].sort(byKickOff)).sort((a, b) => byKickOff(a[0]!, b[0]!));
  const tieOf = new Map<string, M[]>();
  for (const legs of ties) {
    const [first, second] = legs;
    const ids = legs.map((l) => l.id);
    if (legs.length > 2) problems.push({ ids, message: `${legs.length} matches between ${first!.home} and ${first!.away} in one round: a tie is one match or two legs` });
    else if (second && second.home === first!.home) problems.push({ ids, message: `both legs between ${first!.home} and ${first!.away} are at ${first!.home}'s home: the second leg swaps home and away` });
    for (const team of [first!.home, first!.away]) {
      const other = tieOf.get(team);
      if (other && other !== legs) problems.push({ ids: [...other.map((l) => l.id), ...ids], message: `${team} plays two ties in one round (against ${opponent(other[0]!, team)} and ${opponent(first!, team)})` });
      else tieOf.set(team, legs);
    }
  }
  return { ties, problems };
}

function opponent(m: TieMatch, team: string): string {
  return m.home === team ? m.away : m.home;
}
