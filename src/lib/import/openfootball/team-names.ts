/**
 * Team names → FIFA codes. The files name teams differently (`USA` / `United States`,
 * `Bosnia & Herzegovina` / `Bosnia and Herzegovina`, TXT `Czechia`, `Côte d'Ivoire`, `Türkiye`,
 * `Cabo Verde`, `Congo DR`). The index is built from the data itself (teams file `name` and
 * `name_normalised`, squads file `name`, the codes), compared accent- and case-insensitively;
 * `&` and `and` are the same. The built-in table of associations (associations.ts) is the last
 * resort, for codes of this tournament only.
 */
import { associationByName, teamNameKey as teamKey } from './associations.ts';

export interface TeamIndex {
  /** Code for a written name, or null. */
  resolve(name: string): string | null;
  /** Adds a name for a code; a name already used for another code becomes ambiguous (unresolvable). */
  add(name: string, code: string): void;
  /** Every code known. */
  codes(): Set<string>;
}

export function createTeamIndex(known: { name: string; code: string }[]): TeamIndex {
  const byKey = new Map<string, string | null>();
  const codes = new Set<string>();
  const add = (name: string, code: string) => {
    const key = teamKey(name);
    if (key === '') return;
    codes.add(code);
    const prev = byKey.get(key);
    if (prev === undefined) byKey.set(key, code);
    else if (prev !== code) byKey.set(key, null);
  };
  for (const t of known) {
    add(t.name, t.code);
    add(t.code, t.code);
  }
  return {
    resolve(name) {
      const key = teamKey(name);
      const hit = byKey.get(key);
      if (hit) return hit;
      if (hit === null) return null;
      const known = associationByName(name)?.code;
      return known && codes.has(known) ? known : null;
    },
    add,
    codes: () => new Set(codes),
  };
}
