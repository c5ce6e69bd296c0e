/**
 * Replays of drawn knockout matches (1934, 1938): a match that ended level after extra time
 * without a shoot-out was played again. The drawn match has no winner (winningSide gives null);
 * the replay, which names it in `replay_of`, decides the tie. A drawn replay may be replayed in
 * turn: the tie is decided by the last match of the chain.
 */

/** The part of a match that links a replay to the match it replays. */
export interface ReplayLink {
  match_number: number;
  /** The match number of the drawn match this one replays; null/absent for a first match. */
  replay_of?: number | null;
}

/** Drawn match number → the match number of its replay (the first one named, if content names two). */
export function replayedBy(matches: readonly ReplayLink[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of matches) {
    const n = m.replay_of ?? null;
    if (n !== null && n !== m.match_number && !out.has(n)) out.set(n, m.match_number);
  }
  return out;
}

/**
 * The match that decides the tie match `n` started: `n` itself when it was not replayed, else its
 * replay (followed through replays of replays; a cycle stops where it would repeat).
 */
export function decidingMatchNumber(n: number, replays: ReadonlyMap<number, number>): number {
  const seen = new Set<number>([n]);
  let at = n;
  for (let next = replays.get(at); next !== undefined && !seen.has(next); next = replays.get(at)) {
    seen.add(next);
    at = next;
  }
  return at;
}

/** The matches no replay names: the ones that decide their tie (all of them without replays). */
export function decidingMatches<M extends ReplayLink>(matches: readonly M[]): M[] {
  const replays = replayedBy(matches);
  return matches.filter((m) => !replays.has(m.match_number));
}
