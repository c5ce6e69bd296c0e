/**
 * A snapshot with every season's light part and only some seasons whole: what the build's API files
 * step needs when only a few seasons changed (docs/adr/0002-incremental-build.md, decision 12). A
 * season's payloads and downloads are made from its own part, the shared part and its teams' rows
 * (season-inputs.ts); a team's row is the last season's that lists it, so every season's teams are
 * needed, but not the matches, events, line-ups and statistics of the seasons that did not change:
 * 75 of the file's 78 MB at scale, whose parsing and dataset cost the build 2.5 s of CPU beside the
 * page renderer.
 *
 * A season's light part is the prefix of its JSON before its heavy keys (the snapshot writes a
 * season's keys in the order of snapshot.ts, the heavy ones last); its length is kept in the
 * snapshot's index (snapshot-file.ts), so a copied part is not searched or parsed.
 */
import type { ContentSnapshot } from '../dataset/snapshot.ts';
import { asciiJson, sharedOf } from './snapshot-json.ts';

/** A season's keys left out of its light part, in the order they come last in its JSON. */
const HEAVY = ['matches', 'events', 'lineups', 'stats'] as const;

/**
 * The length of the light prefix of `part` (asciiJson(season)): the bytes before `,"matches":`, an
 * object once `}` is added. Undefined when the season's keys do not end with the heavy ones (or the
 * part is not the season's JSON): such a season is always parsed whole.
 */
export function lightPrefixOf(season: unknown, part: Buffer): number | undefined {
  if (season === null || typeof season !== 'object') return undefined;
  const entries = Object.entries(season);
  const first = entries.findIndex(([key]) => (HEAVY as readonly string[]).includes(key));
  if (first <= 0 || entries.slice(first).map(([key]) => key).join() !== HEAVY.join()) return undefined;
  const text = asciiJson(Object.fromEntries(entries.slice(0, first)));
  const length = text.length - 1;
  const expected = `${text.slice(0, -1)},"${HEAVY[0]}":`;
  return part.length > expected.length && part.toString('latin1', 0, expected.length) === expected ? length : undefined;
}

/**
 * The snapshot of `head` (the shared part, `{…,"seasons":[`) and the seasons `slugs`: those in
 * `whole` parsed whole, the others from their light prefix with no matches, events, line-ups or
 * statistics. Null when a season outside `whole` has no light prefix length.
 */
export function lightSnapshot(head: Buffer, slugs: readonly string[], partOf: (slug: string) => Buffer, light: Readonly<Record<string, number>>, whole: ReadonlySet<string>): ContentSnapshot | null {
  if (!slugs.every((slug) => whole.has(slug) || Object.hasOwn(light, slug))) return null;
  const seasons = slugs.map((slug) => {
    const part = partOf(slug);
    if (whole.has(slug)) return JSON.parse(part.toString('utf8')) as ContentSnapshot['seasons'][number];
    const prefix = JSON.parse(`${part.toString('utf8', 0, light[slug])}}`) as object;
    return { ...prefix, ...Object.fromEntries(HEAVY.map((key) => [key, []])) } as unknown as ContentSnapshot['seasons'][number];
  });
  return { ...sharedOf(head.toString('utf8')), seasons };
}
