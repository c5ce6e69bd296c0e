/**
 * How the bracket page lays out the competition view's bracket: rounds as columns, each round's
 * matches ordered so that the two matches feeding a later match sit next to each other (traced
 * through the teams that met again, or, before they are known, the later match's `Winner match N`
 * slots), starting from the final; matches that cannot be traced keep match-number order.
 * Placement matches (third place) are kept apart from the tree. Rounds without published matches
 * are left out.
 *
 * Each round also says how its matches connect to the next round, for the connector lines of wide
 * screens: `pairs` (matches 1 and 2 feed the next round's match 1, 3 and 4 its match 2…),
 * `straight` (match k feeds the next round's match k, e.g. play-off winners meeting seeded teams)
 * or null (the last round, or a round whose matches do not line up with the next one). The layout
 * names the round a phone shows first: the first with a match still to finish, else the last.
 */
import type { Bracket, BracketMatch, BracketSide } from '../tournament/index.ts';

export type RoundLink = 'pairs' | 'straight' | null;

export interface BracketColumn {
  stage: string;
  matches: BracketMatch[];
  /** How this round's matches connect to the next round's (see above). */
  link: RoundLink;
}

export interface BracketLayout {
  rounds: BracketColumn[];
  /** Matches between losers of an earlier round, e.g. the third-place match. */
  placement: BracketColumn[];
  /** Index in `rounds` of the round shown first on a phone (0 when there is none). */
  current: number;
}

const PLACEMENT_NAME = /third|3rd|bronze|place/i;
const WINNER_SLOT = /^Winner match (\d+)$/;

const teamIds = (m: BracketMatch): string[] => [m.home.team?.id, m.away.team?.id].filter((id): id is string => id !== undefined);

/** The match number whose winner a side waits for (a `Winner match N` slot); null otherwise. */
function winnerSlot(side: BracketSide): number | null {
  const x = side.slot === null ? null : WINNER_SLOT.exec(side.slot);
  return x ? Number(x[1]) : null;
}

/** Whether the team of `side` comes from match `m`: it played in it, or the side waits for its winner. */
const comesFrom = (side: BracketSide, m: BracketMatch): boolean => (side.team ? teamIds(m).includes(side.team.id) : winnerSlot(side) === m.match_number);

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

/** Whether `earlier` feeds `later`: one of its teams plays in it, or `later` waits for its winner. */
const feeds = (earlier: BracketMatch, later: BracketMatch): boolean => comesFrom(later.home, earlier) || comesFrom(later.away, earlier);

/** Orders `round` by the round after it: the feeders of each later match, in its order, first. */
function orderByNext(round: readonly BracketMatch[], later: readonly BracketMatch[]): BracketMatch[] {
  const pool = [...round];
  const ordered: BracketMatch[] = [];
  // the home side's feeder first, then the away side's
  for (const side of later.flatMap((m) => [m.home, m.away])) {
    const i = pool.findIndex((m) => comesFrom(side, m));
    if (i >= 0) ordered.push(pool.splice(i, 1)[0]!);
  }
  return [...ordered, ...pool];
}

/** Index in `later` of the match that `m` feeds; null when none can be traced. */
function fedIndex(m: BracketMatch, later: readonly BracketMatch[]): number | null {
  const i = later.findIndex((x) => feeds(m, x));
  return i < 0 ? null : i;
}

/** How `round` connects to `later` (already in layout order). */
export function roundLink(round: readonly BracketMatch[], later: readonly BracketMatch[] | undefined): RoundLink {
  if (!later) return null;
  const fed = round.map((m) => fedIndex(m, later));
  // a halving round: untraced matches (teams not known yet) take their place in the tree
  if (round.length === later.length * 2 && fed.every((j, k) => j === null || j === Math.floor(k / 2))) return 'pairs';
  if (round.length === later.length && fed.every((j, k) => j === k)) return 'straight';
  return null;
}

const finished = (m: BracketMatch) => m.status === 'completed';

export function bracketLayout(bracket: Bracket): BracketLayout {
  const rounds: BracketColumn[] = [];
  const placement: BracketColumn[] = [];
  for (const r of bracket.rounds) {
    if (r.matches.length === 0) continue;
    const column = { stage: r.stage.name, matches: [...r.matches], link: null };
    (isPlacement(column.stage, column.matches, rounds.at(-1)) ? placement : rounds).push(column);
  }
  for (let i = rounds.length - 2; i >= 0; i--) rounds[i]!.matches = orderByNext(rounds[i]!.matches, rounds[i + 1]!.matches);
  for (const [i, r] of rounds.entries()) r.link = roundLink(r.matches, rounds[i + 1]?.matches);
  const open = rounds.findIndex((r) => !r.matches.every(finished));
  return { rounds, placement, current: open < 0 ? Math.max(0, rounds.length - 1) : open };
}
