/**
 * Spellings of one name: `Luka Modric` and `Luka Modrić`, `Thomas Mueller` and `Thomas Müller` are
 * the same letters; the better spelling is the one with more accents (sources written in ASCII
 * drop them, none adds accents a name does not have). Case is not compared: `CJ dos Santos` is
 * written so on purpose.
 */
import { expandUmlauts, foldAccents } from '../text/fold.ts';

/** Letters carrying an accent or a letter ASCII lacks (`ć`, `ü`, `ð`, `ø`, `ß`…). */
export function accentCount(s: string): number {
  let n = 0;
  for (const c of s.normalize('NFC')) if (/\p{L}/u.test(c) && foldAccents(c) !== c) n++;
  return n;
}

/** Comparison keys of a word: accents folded, lower case; umlauts also as ae/oe/ue. */
function wordKeys(word: string): string[] {
  const n = word.normalize('NFC');
  return [...new Set([foldAccents(n), foldAccents(expandUmlauts(n))].map((k) => k.toLowerCase()))];
}

/** Same letters word by word, ignoring accents and case (`Müller` = `MUELLER` = `Muller`). */
export function sameWord(a: string, b: string): boolean {
  const kb = wordKeys(b);
  return wordKeys(a).some((k) => kb.includes(k));
}

export function sameLetters(a: string, b: string): boolean {
  const wa = a.trim().split(/\s+/);
  const wb = b.trim().split(/\s+/);
  return wa.length === wb.length && wa.every((w, i) => sameWord(w, wb[i]!));
}

/** Whether `candidate` is a better spelling of the same name as `current` (see the module comment). */
export function isBetterSpelling(current: string, candidate: string): boolean {
  return sameLetters(current, candidate) && accentCount(candidate) > accentCount(current);
}
