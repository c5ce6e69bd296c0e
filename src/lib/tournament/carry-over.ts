/**
 * A split season: the points one team carries from an earlier stage's table into a later stage's
 * (competition.json `rules.carry_over`), which way a halved odd total was rounded, and how the
 * teams' positions in that earlier table order teams still level.
 */
import type { CarryOverPoints } from '../../schemas/content/competition-rules.ts';

/** Which way a halved odd total went: `down` lost the team a half point, `up` gained it one. */
export type Rounding = 'down' | 'up';

export interface CarriedPoints {
  /** The points the later stage's table starts with. */
  points: number;
  /** null when nothing was rounded (`all`, or an even total). */
  rounded: Rounding | null;
  /** The adjustment's reason, e.g. `Half of the 45 points of the regular season, rounded up`. */
  reason: string;
}

/** The points carried from `earlier` points of the stage named `from` under `rule`. */
export function carryPoints(earlier: number, rule: CarryOverPoints, from: string): CarriedPoints {
  const stage = from.toLowerCase();
  if (rule === 'all') return { points: earlier, rounded: null, reason: `The ${earlier} points of the ${stage}` };
  const odd = earlier % 2 !== 0;
  const rounded: Rounding | null = odd ? (rule === 'half_rounded_up' ? 'up' : 'down') : null;
  const points = rounded === 'up' ? Math.ceil(earlier / 2) : Math.floor(earlier / 2);
  return { points, rounded, reason: `Half of the ${earlier} points of the ${stage}${rounded ? `, rounded ${rounded}` : ''}` };
}

/**
 * The `carry_over_rounding` order of two teams level on points: negative when `a` ranks above.
 * A team rounded down ranks above one not rounded, which ranks above one rounded up.
 */
export function compareRounding(a: Rounding | undefined, b: Rounding | undefined): number {
  const rank = (r: Rounding | undefined) => (r === 'down' ? -1 : r === 'up' ? 1 : 0);
  return rank(a) - rank(b);
}

/**
 * The `carry_over_position` order of two teams: negative when `a` ranks above. The lower position
 * in the earlier stage's table ranks above; a team without one ranks below every team with one,
 * and two teams without one are level.
 */
export function comparePosition(a: number | undefined, b: number | undefined): number {
  const rank = (p: number | undefined) => p ?? Number.POSITIVE_INFINITY;
  const [x, y] = [rank(a), rank(b)];
  return x === y ? 0 : x < y ? -1 : 1;
}
