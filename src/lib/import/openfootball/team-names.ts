/**
 * Team names → FIFA codes. The files name teams differently (`USA` / `United States`,
 * `Bosnia & Herzegovina` / `Bosnia and Herzegovina`, TXT `Czechia`, `Côte d'Ivoire`, `Türkiye`,
 * `Cabo Verde`, `Congo DR`). The index is built from the data itself (teams file `name` and
 * `name_normalised`, squads file `name`, the codes), compared accent- and case-insensitively;
 * `&` and `and` are the same. A short table of FIFA's official forms is the last resort.
 */
import { nameKey } from './text-keys.ts';

/** FIFA's official short names that differ from common English ones (used only when the data does not say). */
const FIFA_FORMS: Record<string, string> = {
  'korea republic': 'KOR', 'south korea': 'KOR', 'korea dpr': 'PRK', 'north korea': 'PRK',
  'ir iran': 'IRN', iran: 'IRN', 'united states': 'USA', usa: 'USA', czechia: 'CZE', 'czech republic': 'CZE',
  turkiye: 'TUR', turkey: 'TUR', 'cabo verde': 'CPV', 'cape verde': 'CPV', 'congo dr': 'COD', 'dr congo': 'COD',
  'cote divoire': 'CIV', 'ivory coast': 'CIV', 'china pr': 'CHN', 'bosnia and herzegovina': 'BIH',
};

function teamKey(name: string): string {
  return nameKey(name.replace(/&/g, ' and '));
}

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
      const fifa = FIFA_FORMS[key];
      return fifa && codes.has(fifa) ? fifa : null;
    },
    add,
    codes: () => new Set(codes),
  };
}
