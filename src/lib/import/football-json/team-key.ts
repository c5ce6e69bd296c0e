/**
 * The comparison key of a club name: what is left when the spelling differences seen between
 * seasons are taken away (docs/leagues.md "One club, one team ID"). `Manchester United FC` and
 * `Manchester United` → `manchester united`; `1. FC Köln` → `koln`; `RCD Espanyol de Barcelona`
 * and `Espanyol Barcelona` → `espanyol barcelona`; `Bor. Mönchengladbach` → `borussia monchengladbach`.
 */
import { foldText } from '../../text/fold.ts';

/** Words that say what kind of club it is, not which club (legal forms, "club", "de"). */
const DESIGNATORS = new Set([
  'fc', 'afc', 'cf', 'ac', 'acf', 'as', 'ss', 'ssc', 'us', 'uc', 'rc', 'rcd', 'sd', 'cd', 'ud', 'sc', 'ca', 'cfc', 'bc', 'sco', 'fco', 'hsc', 'osc',
  'calcio', 'club', 'de', 'del', 'di', 'da', 'the', 'and', 'tsg', 'sv', 'vfl', 'vfb', 'spvgg', 'fsv', 'bsc', 'futbol', 'balompie', 'foot', 'kv', 'krc', 'rsc', 'sk', 'bk', 'if', 'cp', 'sad',
]);

/** Abbreviations some seasons write. */
const EXPAND: Record<string, string> = { bor: 'borussia', utd: 'united', st: 'saint', ste: 'sainte' };

/** Lower case, folded by the project's one folding (src/lib/text/fold.ts: ß → ss, ø → o, þ → th…), punctuation to spaces. */
export function foldName(name: string): string {
  return foldText(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key's words: designators and numbers (founding years, `04`, `1.`) left out; never empty. */
export function keyWords(name: string): string[] {
  const words = foldName(name).split(' ').filter(Boolean).map((w) => EXPAND[w] ?? w);
  const kept = words.filter((w) => !DESIGNATORS.has(w) && !/^\d+$/.test(w));
  return kept.length > 0 ? kept : words;
}

/** The key as one string. */
export function teamKey(name: string): string {
  return keyWords(name).join(' ');
}

/**
 * Whether two keys are alike without being equal: every word of the shorter one is a word of the
 * longer one or the start of one (`lazio` / `lazio roma`, `inter` / `internazionale milano`,
 * `celta` / `celta vigo`). Two keys that only share a word (`manchester city` / `manchester
 * united`) are not alike.
 */
export function keysAlike(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.split(' ').length <= b.split(' ').length ? [a.split(' '), b.split(' ')] : [b.split(' '), a.split(' ')];
  return short.every((w) => long.some((l) => l === w || (w.length >= 3 && l.startsWith(w))));
}

/**
 * An international club competition's spelling split into the club's name and its country
 * (`FC Bayern München (GER)` → `FC Bayern München`, `GER`); country null when none is written.
 */
export function splitClubCountry(spelling: string): { name: string; country: string | null } {
  const m = /^(.*\S)\s+\(([A-Z]{3})\)$/.exec(spelling.trim());
  return m ? { name: m[1]!, country: m[2]! } : { name: spelling, country: null };
}
