/**
 * Goal average (goals scored ÷ goals conceded), compared exactly. Conceding none after scoring
 * some is an infinite average (above every finite one; two such teams are level); 0 scored and 0
 * conceded counts as exactly 1, as if scored and conceded were equal.
 */

interface Goals {
  goals_for: number;
  goals_against: number;
}

/** The average as a fraction [numerator, denominator]; the denominator is 0 only for an infinite average. */
export function goalAverageFraction(t: Goals): [number, number] {
  return t.goals_for === 0 && t.goals_against === 0 ? [1, 1] : [t.goals_for, t.goals_against];
}

/** The average as a number (Infinity when nothing was conceded), for display. */
export function goalAverage(t: Goals): number {
  const [n, d] = goalAverageFraction(t);
  return d === 0 ? Infinity : n / d;
}

/** Negative when `a` has the better (higher) goal average, positive when `b` has, 0 when equal. */
export function compareGoalAverage(a: Goals, b: Goals): number {
  const [an, ad] = goalAverageFraction(a);
  const [bn, bd] = goalAverageFraction(b);
  return bn * ad - an * bd;
}
