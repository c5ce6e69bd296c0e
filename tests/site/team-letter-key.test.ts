/**
 * The incremental-build key of the teams' letter pages (teamLetterPageKey): what a page shows of each
 * team (its row, newest season, how many seasons), so a result leaves every letter page as it is,
 * while a team renamed makes its page again.
 */
import { describe, expect, it } from 'vitest';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { pageKeys } from '../../src/lib/site/page-keys.ts';
import { teamLetterPageKey, teamLetterPages } from '../../src/lib/site/team-letters.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';

/** Every letter page's key, by the page's address part. */
async function keys(change?: (seasons: Record<string, SeasonContent>) => void): Promise<Map<string, string>> {
  const ds = await leagueAndCupDataset(change);
  const idx = siteIndex(ds);
  // two teams a page: the fixture's few teams fill several (the site makes letter pages only when
  // some teams are not in the current season)
  const pages = teamLetterPages(ds.teams.values(), 2);
  return new Map(pages.map((lp) => [`${lp.slug}/${lp.page}`, teamLetterPageKey(pageKeys(ds).site, idx, pages, lp)]));
}

describe('incremental-build key of the teams\' letter pages', () => {
  it('stays with a result; changes on the page of a renamed team only', async () => {
    const before = await keys();
    expect(before.size).toBeGreaterThan(1);
    const firstSlug = (s: Record<string, SeasonContent>) => Object.keys(s)[0]!;
    const score = await keys((s) => {
      const m = s[firstSlug(s)]!.matches.find((x) => x.status === 'completed')!;
      m.home_score = (m.home_score ?? 0) + 1;
    });
    expect(score).toEqual(before);
    let renamed = '';
    const after = await keys((s) => {
      const { id, name } = s[firstSlug(s)]!.teams[0]!;
      renamed = name;
      // in every season that lists it: one team keeps one name
      for (const season of Object.values(s)) for (const t of season.teams) if (t.id === id) t.name = `${name} Renamed`;
    });
    const changed = [...after].filter(([page, key]) => before.get(page) !== key).map(([page]) => page);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(new RegExp(`^${renamed.charAt(0).toLowerCase()}/`));
  });
});
