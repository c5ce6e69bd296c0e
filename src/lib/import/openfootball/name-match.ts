/**
 * Finds a player in one team's squad from a name as another file writes it. Strict first, then
 * looser, and a looser rule only counts when exactly one player fits:
 * 1. same name (accents folded, case ignored, punctuation ignored: `Krejcí` = `KREJČÍ`; umlauts
 *    also as ae/oe/ue, on either side: `Rüdiger` = `RUEDIGER`, `MUELLER` = `Müller`)
 * 2. same words in another order (`HWANG Inbeom` = `Inbeom Hwang`)
 * 3. same letters without separators (`OH Hyeongyu` = `Oh Hyeon-Gyu`)
 * 4. unique family name (`Maxi Araújo` → the only Araújo)
 * 5. unique initial + family name (`L. Martínez` when only one Martínez starts with L)
 * 6. unique name contained in the other (`Diney Borges` ⊇ `Diney`, `NEYMAR JR` ⊇ `Neymar`)
 * Otherwise: no match, or ambiguous with the candidates named. Never a guess.
 */
import { compactKey, nameKey, nameTokens, nameVariants } from './text-keys.ts';
import { txtSurname } from './name-parts.ts';

export interface Candidate {
  id: string;
  /** Every way the sources write this player (JSON squad name, TXT squad name…). */
  names: string[];
  /** Family names known for this player (e.g. from the TXT capitals or the split full name). */
  surnames: string[];
}

export type MatchRule = 'exact' | 'word-order' | 'compact' | 'surname' | 'initial-surname' | 'contained';

export type NameMatch =
  | { id: string; rule: MatchRule }
  | { id: null; reason: 'none' | 'ambiguous'; candidates: string[] };

function sortedKey(s: string): string {
  return [...nameTokens(s)].sort().join(' ');
}

/** Family name of a query as written: the TXT capitals when present, else the last word. */
function querySurnames(query: string): string[] {
  const txt = txtSurname(query);
  const out = new Set<string>();
  if (txt) out.add(compactKey(txt.surname));
  const words = nameTokens(query);
  if (words.length > 1) out.add(words[words.length - 1]!);
  return [...out];
}

function firstInitial(query: string, surnameKey: string): string | null {
  const txt = txtSurname(query);
  let given = query;
  if (txt) given = txt.familyFirst ? query.trim().slice(txt.surname.length) : query.trim().slice(0, -txt.surname.length);
  const words = nameTokens(given).filter((w) => w !== surnameKey);
  return words.length > 0 ? words[0]![0]! : null;
}

function contained(a: string[], b: string[]): boolean {
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
  const surnames = querySurnames(query);
  const hasSurname = (c: Candidate, s: string) =>
    c.surnames.some((x) => compactKey(x) === s) || c.names.some((n) => { const w = nameTokens(n); return w.length > 1 && w[w.length - 1] === s; });
  let ambiguous: NameMatch | null = null;
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
  }
  const q = nameTokens(query);
  const r = unique('contained', (c) => c.names.some((n) => { const w = nameTokens(n); return contained(w, q) || contained(q, w); }));
  if (r?.id) return r;
  return ambiguous ?? r ?? { id: null, reason: 'none', candidates: [] };
}
