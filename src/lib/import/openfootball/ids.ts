/**
 * Stable public IDs. The opaque part matches `[A-Za-z0-9-]{1,64}` and depends only on the source
 * data (never on row order of the output), so a re-import gives the same IDs.
 */
import { slugify } from './text-keys.ts';

const OPAQUE = /^[A-Za-z0-9-]{1,64}$/;

/** A season slug usable as folder name and ID part: lower-case letters, digits, hyphens. */
export function isSeasonSlug(slug: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,47}$/.test(slug);
}

export function seasonId(slug: string): string {
  return `season_${slug}`;
}

/** `match_wc-2026-007`. */
export function matchId(slug: string, matchNumber: number): string {
  return `match_${slug}-${String(matchNumber).padStart(3, '0')}`;
}

/** `team_mex`. */
export function teamId(code: string): string {
  return `team_${code.toLowerCase()}`;
}

/** `venue_estadio-azteca`; `taken` makes it unique (`-2`, `-3`…). */
export function venueId(name: string, taken: Set<string>): string {
  return uniqueId(`venue_${slugify(name, 58) || 'venue'}`, taken);
}

/**
 * `player_mex-julian-quinones`. Two players of one team with the same name slug: the first in
 * source order keeps it, the next get `-2`, `-3`…
 */
export function playerId(code: string, name: string, taken: Set<string>, fallback: string): string {
  const slug = slugify(name, 56) || fallback;
  return uniqueId(`player_${code.toLowerCase()}-${slug}`, taken);
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  const opaque = id.slice(id.indexOf('_') + 1);
  if (!OPAQUE.test(opaque)) throw new Error(`internal: generated ID ${id} is not a valid public ID`);
  return id;
}
