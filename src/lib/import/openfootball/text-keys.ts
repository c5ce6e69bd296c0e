/**
 * Name keys for comparing names across openfootball files, on the project's one folding
 * (src/lib/text/fold.ts): accents folded, case ignored, apostrophes dropped, hyphens and other
 * punctuation treated as spaces.
 */
import { expandUmlauts, foldAccents } from '../../text/fold.ts';
import { slugify as slug } from '../../text/slug.ts';

export { expandUmlauts, foldAccents };

/** Words of a name for comparison: folded, lower case, apostrophes removed, split on anything else. */
export function nameTokens(s: string): string[] {
  return foldAccents(s)
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** `Julián  Quiñones` → `julian quinones`. */
export function nameKey(s: string): string {
  return nameTokens(s).join(' ');
}

/** Without any separators: `Hyeon-Gyu` and `Hyeongyu` → `hyeongyu`. */
export function compactKey(s: string): string {
  return nameTokens(s).join('');
}

/** ASCII slug for IDs, at most `maxLength` characters: `AT&T Stadium` → `at-and-t-stadium`, `Levi's Stadium` → `levis-stadium`. */
export function slugify(s: string, maxLength = 64): string {
  return slug(s, maxLength);
}

/** The name and, when it differs, its umlaut-expanded form (`Rüdiger`, `Ruediger`): FIFA lists often use the latter. */
export function nameVariants(s: string): string[] {
  const e = expandUmlauts(s.normalize('NFC'));
  return e === s.normalize('NFC') ? [s] : [s, e];
}
