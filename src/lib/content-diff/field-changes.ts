/** Field-by-field differences of two rows (only the named fields; values compared as JSON). */
export function fieldChanges<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const f of fields) {
    if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) out[String(f)] = { before: before[f] ?? null, after: after[f] ?? null };
  }
  return out;
}

/** Pairs rows of two lists by key: [before, after] with undefined on the side that lacks it. */
export function pairBy<T>(before: readonly T[], after: readonly T[], key: (t: T) => string): [T | undefined, T | undefined][] {
  const a = new Map(before.map((t) => [key(t), t]));
  const b = new Map(after.map((t) => [key(t), t]));
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.map((k) => [a.get(k), b.get(k)]);
}
