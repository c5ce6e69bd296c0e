/** English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st… */

/** The suffix of `n` (a positive integer). */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

/** `3` → `3rd`. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** `3rd` → 3; null unless the text is a positive integer (no leading zero) with its correct suffix. */
export function parseOrdinal(text: string): number | null {
  const m = /^([1-9][0-9]{0,3})(st|nd|rd|th)$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return ordinalSuffix(n) === m[2] ? n : null;
}
