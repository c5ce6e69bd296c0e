/**
 * Name keys for comparing names across openfootball files, on the project's one folding
 * (src/lib/text/fold.ts): accents folded, case ignored, apostrophes dropped, hyphens and other
 * punctuation treated as spaces.
 */
import { expandUmlauts, foldAccents } from '../../text/fold.ts';
import { slugify as slug } from '../../text/slug.ts';
import { remembered } from '../../text/remembered.ts';

export { expandUmlauts, foldAccents };

/**
 * Words of a name for comparison: folded, lower case, apostrophes removed, split on anything else.
 * Remembered (text/remembered.ts): the matcher folds the same names again and again; the array is
 * shared, so it is frozen.
 */
export const nameTokens: (s: string) => readonly string[] = remembered((s) =>
  Object.freeze(
    foldAccents(s)
      .toLowerCase()
      .replace(/['’‘`´]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  ),
);

/** `Julián  Quiñones` → `julian quinones`. */
export const nameKey: (s: string) => string = remembered((s) => nameTokens(s).join(' '));

/** Without any separators: `Hyeon-Gyu` and `Hyeongyu` → `hyeongyu`. */
export const compactKey: (s: string) => string = remembered((s) => nameTokens(s).join(''));

/** ASCII slug for IDs, at most `maxLength` characters: `AT&T Stadium` → `at-and-t-stadium`, `Levi's Stadium` → `levis-stadium`. */
export function slugify(s: string, maxLength = 64): string {
  return slug(s, maxLength);
}

/** The name and, when it differs, its umlaut-expanded form (`Rüdiger`, `Ruediger`): FIFA lists often use the latter (shared: copy before changing). */
export const nameVariants: (s: string) => readonly string[] = remembered((s) => {
  const e = expandUmlauts(s.normalize('NFC'));
  return Object.freeze(e === s.normalize('NFC') ? [s] : [s, e]);
});
