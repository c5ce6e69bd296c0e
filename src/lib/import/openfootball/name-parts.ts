/**
 * First and last names. The Football.TXT files write the family name in capitals
 * (`Julian QUINONES`, `Jan Paul VAN HECKE`, `Weston McKENNIE`, family name first: `HWANG Inbeom`);
 * that tells where the JSON's accented full name (`Julián Quiñones`) splits.
 */
import { compactKey, foldAccents } from './text-keys.ts';

/** A word written in capitals: `QUINONES`, `McKENNIE`, `O'NEILL`, `DE`. */
function isCapitalWord(word: string): boolean {
  const w = foldAccents(word).replace(/^(Mc|Mac|O'|D'|d')(?=[A-Z])/, '');
  const letters = w.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
}

export interface TxtNameParts {
  /** The capitalised family name as written, e.g. `VAN HECKE`. */
  surname: string;
  /** True when the family name comes first (`HWANG Inbeom`). */
  familyFirst: boolean;
}

/**
 * The family name of a TXT name, or null when the capitals tell nothing (all words or no word in
 * capitals, e.g. `CRISTIANO RONALDO`, `Patrik Schick`).
 */
export function txtSurname(txtName: string): TxtNameParts | null {
  const words = txtName.trim().split(/\s+/).filter(Boolean);
  const caps = words.map(isCapitalWord);
  const first = caps.indexOf(true);
  const last = caps.lastIndexOf(true);
  if (first < 0 || (first === 0 && last === words.length - 1)) return null;
  if (caps.slice(first, last + 1).includes(false)) return null;
  if (last === words.length - 1) return { surname: words.slice(first).join(' '), familyFirst: false };
  if (first === 0) return { surname: words.slice(0, last + 1).join(' '), familyFirst: true };
  return null;
}

export interface NameParts {
  first: string;
  last: string;
  /** Family name written first (`Hwang In-beom`). */
  familyFirst: boolean;
  /** A single name (`Casemiro`): first and last are both the name. */
  mononym: boolean;
}

/**
 * Splits a full name using the TXT family name when it can be found in it, else before the last
 * word and any particles in front of it.
 * `splitName('Julián Quiñones', txtSurname('Julian QUINONES'))` → first `Julián`, last `Quiñones`.
 */
export function splitName(fullName: string, hint: TxtNameParts | null): NameParts {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: fullName.trim(), last: fullName.trim(), familyFirst: false, mononym: true };
  if (hint) {
    const key = compactKey(hint.surname);
    const fits = (i: number, j: number) => compactKey(words.slice(i, j).join(' ')) === key;
    if (hint.familyFirst) {
      for (let j = 1; j < words.length; j++)
        if (fits(0, j)) return { first: words.slice(j).join(' '), last: words.slice(0, j).join(' '), familyFirst: true, mononym: false };
    } else {
      for (let i = words.length - 1; i >= 1; i--)
        if (fits(i, words.length)) return { first: words.slice(0, i).join(' '), last: words.slice(i).join(' '), familyFirst: false, mononym: false };
    }
  }
  // else the last word, with the particles before it (`El Shenawy`, `Abu Dahab`, `van der Berg`)
  let i = words.length - 1;
  while (i > 1 && PARTICLES.has(words[i - 1]!.toLowerCase())) i--;
  return { first: words.slice(0, i).join(' '), last: words.slice(i).join(' '), familyFirst: false, mononym: false };
}

/** Words that belong to the family name that follows them. */
const PARTICLES = new Set([
  'de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'du', 'des', 'la', 'le', 'van', 'von', 'der', 'den', 'ter', 'ten', 'zu',
  'el', 'al', 'ben', 'bin', 'ibn', 'abu', 'abou', 'bou', 'mac', 'mc', 'st', 'st.', 'saint', 'san', 'santa',
]);

/** `J. Quiñones`; family-name-first and single names stay as written (`Hwang In-beom`, `Casemiro`). */
export function shortName(fullName: string, parts: NameParts): string {
  if (parts.mononym || parts.familyFirst) return fullName.trim();
  const initial = [...parts.first][0];
  return initial ? `${initial}. ${parts.last}` : parts.last;
}

/** No small letter (`ß` has no capital in most sources: `GROßKREUTZ` counts as capitals). */
const NO_SMALL = (s: string) => !/\p{Ll}/u.test(s.replace(/ß/g, ''));
const ROMAN = /^(?:I{2,3}|IV|VI{1,3})$/;

/** `ALEXANDER-ARNOLD` → `Alexander-Arnold`, `O'NEILL` → `O'Neill`: each part after a hyphen or apostrophe capitalised. */
function titleCase(word: string): string {
  return word
    .toLowerCase()
    .split(/([-'’‐])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('');
}

/**
 * The TXT's capitals as a name is written: `Trent ALEXANDER-ARNOLD` → `Trent Alexander-Arnold`,
 * `Weston McKENNIE` → `Weston McKennie`, `Kevin GROßKREUTZ` → `Kevin Großkreutz`, `Andy O BRIEN` →
 * `Andy O'Brien`, `Mick MC CARTHY` → `Mick McCarthy` (a lone `O` or `MC` before a family name in
 * capitals is its prefix),
 * `MARIO FERNANDES` → `Mario Fernandes`. Words in mixed case, initials and Roman numerals stay as
 * written. `guessed` lists the words whose case was made up here (a source in mixed case may
 * know better: `Van Dijk` / `van Dijk`).
 */
export function displayCase(name: string): { text: string; guessed: string[] } {
  const guessed: string[] = [];
  // Irish and Scottish prefixes the ASCII capitals write apart: `O BRIEN` → `O'Brien`, `MC CARTHY` → `McCarthy`
  const joined = name.trim().replace(/(^|\s)(O|MC)\s+(?=\p{Lu}{2,}(?:\s|$))/gu, (_, before: string, prefix: string) => `${before}${prefix === 'O' ? "O'" : 'Mc'}`);
  const words = joined.split(/\s+/).filter(Boolean).map((word) => {
    const letters = word.replace(/[^\p{L}]/gu, '');
    let out = word;
    if (letters.length >= 2 && NO_SMALL(word) && !ROMAN.test(word)) out = titleCase(word);
    else {
      // a capitalised prefix before capitals: `McKENNIE`, `MacLAREN`, `DeMERIT`
      const m = /^(\p{Lu}\p{Ll}{1,2})(\p{Lu}[^\s]+)$/u.exec(word);
      if (m && m[2]!.replace(/[^\p{L}]/gu, '').length >= 2 && NO_SMALL(m[2]!)) out = m[1]! + titleCase(m[2]!);
    }
    if (out !== word) guessed.push(out);
    return out;
  });
  return { text: words.join(' '), guessed };
}

