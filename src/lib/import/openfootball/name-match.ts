/**
 * Finds a player in one team's squad from a name as another file writes it. Strict first, then
 * looser, and a looser rule only counts when exactly one player fits:
 * 1. same name (accents folded, case ignored, punctuation ignored: `Krejcí` = `KREJČÍ`; umlauts
 *    also as ae/oe/ue, on either side: `Rüdiger` = `RUEDIGER`, `MUELLER` = `Müller`)
 * 2. same words in another order (`HWANG Inbeom` = `Inbeom Hwang`)
 * 3. same letters without separators (`OH Hyeongyu` = `Oh Hyeon-Gyu`)
 * 4. unique near spelling of the whole name: one or two letters differ (`TREZEGUET` / `TREZIGUET`,
 *    `Oleg GUSEV` / `Oleg HUSYEV`, `Marc DEGRYSE` / `Marc DE GRIJSE`): one letter when the longer
 *    of the two has 7-9 letters, two from 10 letters, none when shorter (`Parra` is not `Zarra`);
 *    letters compared without separators, words as written or in alphabetical order
 * 5. unique family name (`Maxi Araújo` → the only Araújo); when the full family name fits several
 *    players, a shorter part of it (`Youssef` of `Ben Youssef`) is not tried
 * 6. unique initial + family name (`L. Martínez` when only one Martínez starts with L)
 * 7. unique name contained in the other (`Diney Borges` ⊇ `Diney`, `NEYMAR JR` ⊇ `Neymar`)
 * 8. a family name alone, when nothing else fits, by near spelling of the family names as in 4
 *    (`Jeppson` / `Hans JEPPSSON`)
 * Otherwise: no match, or ambiguous with the candidates named. Never a guess.
 */
import { compactKey, nameKey, nameTokens, nameVariants } from './text-keys.ts';
import { remembered } from '../../text/remembered.ts';
import { splitName, txtSurname } from './name-parts.ts';

export interface Candidate {
  id: string;
  /** Every way the sources write this player (JSON squad name, TXT squad name…). */
  names: string[];
  /** Family names known for this player (e.g. from the TXT capitals or the split full name). */
  surnames: string[];
}

export type MatchRule = 'exact' | 'word-order' | 'compact' | 'spelling' | 'surname' | 'initial-surname' | 'contained';

export type NameMatch =
  | { id: string; rule: MatchRule; /** Letters that differ (rule `spelling`). */ edits?: number }
  | { id: null; reason: 'none' | 'ambiguous'; candidates: string[] };

/** Rules that are not a plain equality of the names: the match is reported. */
export const LOOSE_RULES: ReadonlySet<MatchRule> = new Set(['spelling', 'surname', 'initial-surname', 'contained']);

/**
 * Letters to change, insert, delete or swap (two neighbours) to turn `a` into `b`, or `max + 1`
 * when it is more than `max` (optimal string alignment distance).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Letters that may differ between two spellings of one name whose longer form has `length` letters. */
function allowedEdits(length: number): number {
  return length >= 10 ? 2 : length >= 7 ? 1 : 0;
}

/** The fewest letters that differ between two names (as written or words sorted), if few enough. */
function spellingEdits(queryForms: readonly string[], names: readonly string[]): number | null {
  let best: number | null = null;
  for (const q of queryForms)
    for (const n of names)
      for (const [a, b] of [[compactKey(q), compactKey(n)], [compactKey(sortedKey(q)), compactKey(sortedKey(n))]] as const) {
        const max = allowedEdits(Math.max(a.length, b.length));
        if (max === 0) continue;
        const d = editDistance(a, b, max);
        if (d <= max && (best === null || d < best)) best = d;
      }
  return best;
}

/** The name's words in alphabetical order (remembered, as text-keys.ts remembers the words). */
const sortedKey: (s: string) => string = remembered((s) => [...nameTokens(s)].sort().join(' '));

/**
 * Family names of a query, most specific first: the TXT capitals when present, the last word with
 * the particles before it (`Ben Youssef`), the last word. Umlauts also as ae/oe/ue.
 */
function querySurnames(query: string): string[] {
  const out = new Set<string>();
  for (const form of nameVariants(query)) {
    const txt = txtSurname(form);
    if (txt) out.add(compactKey(txt.surname));
    const words = nameTokens(form);
    if (words.length > 1) {
      out.add(compactKey(splitName(form, null).last));
      out.add(words[words.length - 1]!);
    }
  }
  return [...out];
}

function firstInitial(query: string, surnameKey: string): string | null {
  const txt = txtSurname(query);
  let given = query;
  if (txt) given = txt.familyFirst ? query.trim().slice(txt.surname.length) : query.trim().slice(0, -txt.surname.length);
  const words = nameTokens(given).filter((w) => w !== surnameKey);
  return words.length > 0 ? words[0]![0]! : null;
}

function contained(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.every((w) => b.includes(w));
}

export function matchName(query: string, candidates: readonly Candidate[]): NameMatch {
  const unique = (rule: MatchRule, test: (c: Candidate) => boolean): NameMatch | null => {
    const hits = candidates.filter(test);
    if (hits.length === 1) return { id: hits[0]!.id, rule };
    if (hits.length > 1) return { id: null, reason: 'ambiguous', candidates: hits.map((h) => h.id) };
    return null;
  };
  if (nameKey(query) === '') return { id: null, reason: 'none', candidates: [] };
  // umlauts count as ae/oe/ue on either side: `Müller` = `MUELLER` as well as `MUELLER` = `Müller`
  const queryForms = nameVariants(query);
  const keys = new Set(queryForms.map(nameKey));
  const sorted = new Set(queryForms.map(sortedKey));
  const compact = new Set(queryForms.map(compactKey));
  const forms = (c: Candidate) => c.names.flatMap(nameVariants);
  const strict: [MatchRule, (c: Candidate) => boolean][] = [
    ['exact', (c) => forms(c).some((n) => keys.has(nameKey(n)))],
    ['word-order', (c) => forms(c).some((n) => sorted.has(sortedKey(n)))],
    ['compact', (c) => forms(c).some((n) => compact.has(compactKey(n)))],
  ];
  for (const [rule, test] of strict) {
    const r = unique(rule, test);
    if (r) return r;
  }
  const spelling = (namesOf: (c: Candidate) => string[]): NameMatch | null => {
    const near = candidates.map((c) => ({ c, edits: spellingEdits(queryForms, namesOf(c)) })).filter((x) => x.edits !== null);
    if (near.length === 1) return { id: near[0]!.c.id, rule: 'spelling', edits: near[0]!.edits! };
    return near.length > 1 ? { id: null, reason: 'ambiguous', candidates: near.map((x) => x.c.id) } : null;
  };
  const byFullName = spelling(forms);
  if (byFullName?.id) return byFullName;
  let ambiguous: NameMatch | null = byFullName;
  const surnames = querySurnames(query);
  const hasSurname = (c: Candidate, s: string) =>
    c.surnames.some((x) => nameVariants(x).some((v) => compactKey(v) === s)) || c.names.some((n) => { const w = nameTokens(n); return w.length > 1 && w[w.length - 1] === s; });
  for (const s of surnames) {
    const r = unique('surname', (c) => hasSurname(c, s));
    if (r?.id) return r;
    if (r && !ambiguous) ambiguous = r;
    const initial = firstInitial(query, s);
    if (initial) {
      const r2 = unique('initial-surname', (c) => hasSurname(c, s) && c.names.some((n) => nameTokens(n)[0]?.[0] === initial));
      if (r2?.id) return r2;
      if (r2) ambiguous = r2; // narrower than the surname alone
    }
    // several players have this family name: a shorter part of it would pick one by luck
    if (r) break;
  }
  const qs = queryForms.map(nameTokens);
  const r = unique('contained', (c) => forms(c).some((n) => { const w = nameTokens(n); return qs.some((q) => contained(w, q) || contained(q, w)); }));
  if (r?.id) return r;
  // a family name alone spelt differently (`Jeppson` in a goal list, `Hans JEPPSSON` in the squad)
  if (!ambiguous && !r && nameTokens(query).length === 1) {
    const bySurname = spelling((c) => c.surnames.flatMap(nameVariants));
    if (bySurname) return bySurname;
  }
  return ambiguous ?? r ?? { id: null, reason: 'none', candidates: [] };
}
