/**
 * What a name is searched by (decisions.md "Accent folding"): its folded form and, for a name with
 * ä, ö or ü, also its German transliteration, so "Müller" is found by `muller`, `müller` and
 * `mueller`. The forms are joined into one key with a separator no query can contain, so a plain
 * substring test (or the n-gram index) over the key finds a query in any of them — and never
 * across two.
 */
import { expandUmlauts, foldText } from '../text/fold.ts';

const SEPARATOR = '\u0000';

/** The distinct folded forms of a name, the plain folding first. */
export function searchForms(name: string): string[] {
  const plain = foldText(name);
  const german = foldText(expandUmlauts(name));
  return german === plain ? [plain] : [plain, german];
}

/** The searchable key of a name: its forms joined by the separator. */
export function searchKey(name: string): string {
  return searchForms(name).join(SEPARATOR);
}

/** A query as it is looked up in keys: folded, without the separator character. */
export function searchNeedle(query: string): string {
  return foldText(query).replaceAll(SEPARATOR, '');
}

/** True when `query` is a substring of one of the forms of `name`. */
export function matchesSearch(name: string, query: string): boolean {
  return searchKey(name).includes(searchNeedle(query));
}
