/**
 * The incremental-build key of /api-reference/ (apiReferenceKey): made of what its examples show,
 * so a change to another season leaves the page as it is, while its own season and the day of
 * "now" make it again. (The players' part is the players' keys, page-keys.ts.)
 */
import { describe, expect, it } from 'vitest';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { apiReferenceKey } from '../../src/lib/site/api-reference.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';

const NOW = new Date('2022-06-01T12:00:00Z');

async function keyOf(change?: (seasons: Record<string, SeasonContent>) => void, now = NOW) {
  const ds = await leagueAndCupDataset(change);
  const current = siteIndex(ds).current;
  return { key: apiReferenceKey(ds, current.id, now), current: current.slug, slugs: [...ds.seasons.values()].map((x) => x.slug) };
}

/** The attendance of the first completed match of `slug`: content of the season. */
const attendance = (slug: string) => (s: Record<string, SeasonContent>) => {
  const m = s[slug]!.matches.find((x) => x.status === 'completed')!;
  m.attendance = (m.attendance ?? 0) + 1;
};

describe('incremental-build key of the API reference', () => {
  it('changes with the season its examples show and the day; not with another season', async () => {
    const before = await keyOf();
    const other = before.slugs.find((slug) => slug !== before.current)!;
    expect(other).toBeDefined();
    expect((await keyOf(attendance(other))).key).toBe(before.key);
    expect((await keyOf(attendance(before.current))).key).not.toBe(before.key);
    expect((await keyOf(undefined, new Date('2022-06-01T18:00:00Z'))).key).toBe(before.key);
    expect((await keyOf(undefined, new Date('2022-06-02T01:00:00Z'))).key).not.toBe(before.key);
  });
});
