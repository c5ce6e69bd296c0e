/**
 * `fn` remembering its results by argument, at most `max` of them (the cache is emptied when full).
 * For pure functions of a string called again and again with the same few thousand strings: the
 * openfootball name matcher compares every name of a tournament's sources with every squad
 * candidate's, and folded the same names again each time (4.5 s of a 7 s World Cup import).
 */
export function remembered<T>(fn: (s: string) => T, max = 50_000): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      if (cache.size >= max) cache.clear();
      v = fn(s);
      cache.set(s, v);
    }
    return v;
  };
}
