/**
 * ASCII slugs of names, for IDs (venues, imported teams and players) and page anchors: folded as
 * every text is (fold.ts), lower case, `&` read as "and", apostrophes dropped, anything else that
 * is not a letter or digit one hyphen: `Martin Ødegaard` → `martin-odegaard`, `AT&T Stadium` →
 * `at-and-t-stadium`, `Levi's Stadium` → `levis-stadium`, `Round of 32` → `round-of-32`.
 */
import { foldText } from './fold.ts';

/** The slug, cut at a hyphen-free end within `maxLength` characters when it is longer. */
export function slugify(s: string, maxLength = Number.POSITIVE_INFINITY): string {
  const slug = foldText(s.replace(/&/g, ' and '))
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length <= maxLength ? slug : slug.slice(0, maxLength).replace(/-+$/, '');
}
