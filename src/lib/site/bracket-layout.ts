/**
 * How the bracket page lays out the competition view's bracket: rounds as columns, each round's
 * matches ordered so that the two matches feeding a later match sit next to each other (traced
 * through the teams that met again), starting from the final; matches that cannot be traced keep
 * match-number order. Placement matches (third place) are kept apart from the tree. Rounds
 * without published matches are left out.
 */
import type { Bracket, BracketMatch } from '../tournament/index.ts';

export interface BracketColumn {
  stage: string;
  matches: BracketMatch[];
}

export interface BracketLayout {
  rounds: BracketColumn[];
  /** Matches between losers of an earlier round, e.g. the third-place match. */
  placement: BracketColumn[];
}

const PLACEMENT_NAME = /third|3rd|bronze|place/i;

const teamIds = (m: BracketMatch): string[] => [m.home.team?.id, m.away.team?.id].filter((id): id is string => id !== undefined);

function loserOf(m: BracketMatch): string | null {
  if (!m.winner) return null;
  return teamIds(m).find((id) => id !== m.winner!.id) ?? null;
}

function isPlacement(stage: string, matches: readonly BracketMatch[], prev: BracketColumn | undefined): boolean {
  if (PLACEMENT_NAME.test(stage)) return true;
  if (!prev) return false;
  const losers = new Set(prev.matches.map(loserOf).filter((x): x is string => x !== null));
  return matches.every((m) => m.home.team !== null && m.away.team !== null && losers.has(m.home.team.id) && losers.has(m.away.team.id));
}

/** Orders `round` by the round after it: the feeders of each later match, in its order, first. */
function orderByNext(round: readonly BracketMatch[], later: readonly BracketMatch[]): BracketMatch[] {
  const pool = [...round];
  const ordered: BracketMatch[] = [];
  for (const id of later.flatMap(teamIds)) {
    const i = pool.findIndex((m) => teamIds(m).includes(id));
    if (i >= 0) ordered.push(pool.splice(i, 1)[0]!);
  }
  return [...ordered, ...pool];
}

export function bracketLayout(bracket: Bracket): BracketLayout {
  const rounds: BracketColumn[] = [];
  const placement: BracketColumn[] = [];
  for (const r of bracket.rounds) {
    if (r.matches.length === 0) continue;
    const column = { stage: r.stage.name, matches: [...r.matches] };
    (isPlacement(column.stage, column.matches, rounds.at(-1)) ? placement : rounds).push(column);
  }
  for (let i = rounds.length - 2; i >= 0; i--) rounds[i]!.matches = orderByNext(rounds[i]!.matches, rounds[i + 1]!.matches);
  return { rounds, placement };
}
