/**
 * Seeded randomness for the demo generator: mulberry32 streams derived from a seed and a label,
 * so one part of the generation (a match, a squad) can change without reshuffling every other part.
 * Nothing here reads the clock or Math.random.
 */

/** A stream of pseudo-random numbers with the helpers the generator needs. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with probability proportional to its weight (weights >= 0, some > 0). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Poisson-distributed count with mean `lambda` (Knuth), capped at `max`. */
  poisson(lambda: number, max?: number): number;
  /** Normally distributed float (Box-Muller). */
  normal(mean: number, sd: number): number;
  /** A string of `length` base-36 characters (0-9, a-z). */
  base36(length: number): string;
}

/** 32-bit FNV-1a hash of a string: turns `seed:label` into a stream seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An Rng over any uniform source. */
export function rngFrom(next: () => number): Rng {
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items, weight) => {
      const weights = items.map(weight);
      const total = weights.reduce((s, w) => s + w, 0);
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    poisson: (lambda, max = Infinity) => {
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit && k < max) {
        k++;
        p *= next();
      }
      return k;
    },
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    base36: (length) => {
      let s = '';
      for (let i = 0; i < length; i++) s += Math.floor(next() * 36).toString(36);
      return s;
    },
  };
  return rng;
}

/** The stream named `label` of generation `seed`: same seed and label, same numbers. */
export function stream(seed: number, label: string): Rng {
  return rngFrom(mulberry32(hashString(`${seed}:${label}`)));
}
