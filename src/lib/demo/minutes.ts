/** Match minutes: when in a period something happens, and the order of two moments. */
import type { Rng } from './prng.ts';

export type Period = 'first_half' | 'second_half' | 'extra_first' | 'extra_second';

export interface Moment {
  minute: number;
  /** Added time within `minute` (45+2 → 2), null when none. */
  extra: number | null;
}

const SPAN: Record<Period, { from: number; to: number; added: number; addedRate: number }> = {
  first_half: { from: 1, to: 45, added: 4, addedRate: 0.07 },
  second_half: { from: 46, to: 90, added: 6, addedRate: 0.09 },
  extra_first: { from: 91, to: 105, added: 2, addedRate: 0.05 },
  extra_second: { from: 106, to: 120, added: 3, addedRate: 0.06 },
};

/** A random moment of the period; now and then in added time. */
export function momentIn(rng: Rng, period: Period, from?: number, to?: number): Moment {
  const span = SPAN[period];
  const lo = Math.max(span.from, from ?? span.from);
  const hi = Math.min(span.to, to ?? span.to);
  if (hi === span.to && rng.chance(span.addedRate)) return { minute: span.to, extra: rng.int(1, span.added) };
  return { minute: rng.int(lo, hi), extra: null };
}

/** Chronological order of two moments (added time after the plain minute). */
export function compareMoments(a: Moment, b: Moment): number {
  return a.minute - b.minute || (a.extra ?? 0) - (b.extra ?? 0);
}

/** The period a goal at this moment counts for in the score breakdown. */
export function breakdownPeriod(m: Moment): 'first_half' | 'second_half' | 'extra_time' {
  return m.minute <= 45 ? 'first_half' : m.minute <= 90 ? 'second_half' : 'extra_time';
}
