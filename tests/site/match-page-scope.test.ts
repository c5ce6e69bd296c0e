/**
 * Which match pages are built and which the server renders on demand (src/lib/site/match-page-scope.ts):
 * a season every match of which is completed, other than the current one, is history.
 */
import { describe, expect, test } from 'vitest';
import { historySeasons, matchPagePrerendered, onDemandMatches, onDemandRenderPath } from '../../src/lib/site/match-page-scope.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { buildDataset, type Dataset, type Match, type Season } from '../../src/lib/dataset/dataset.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';

const season = (id: string) => ({ id }) as Season;
const m = (id: string, season_id: string, status: Match['status']) => ({ id, season_id, status }) as Match;

function index(seasons: Season[], matches: Match[]): SiteIndex {
  const seasonMatches = new Map<string, Match[]>();
  for (const x of matches) seasonMatches.set(x.season_id, [...(seasonMatches.get(x.season_id) ?? []), x]);
  return { ds: {} as Dataset, seasons, current: seasons[0]!, seasonMatches, matches } as unknown as SiteIndex;
}

describe('match page scope', () => {
  test('history: every match completed and not the current season', () => {
    const idx = index([season('s_now'), season('s_done'), season('s_open'), season('s_empty')], [
      m('a', 's_now', 'completed'), m('b', 's_done', 'completed'), m('c', 's_done', 'completed'),
      m('d', 's_open', 'completed'), m('e', 's_open', 'scheduled'),
    ]);
    expect([...historySeasons(idx)]).toEqual(['s_done']);
    expect(idx.matches.filter((x) => !matchPagePrerendered(idx, x)).map((x) => x.id)).toEqual(['b', 'c']);
  });

  test('one season (the current one, finished or not): every match page is built', async () => {
    const { raw, problems } = await loadContent(await writeFixture());
    expect(problems).toEqual([]);
    const ds = buildDataset(snapshotOf(raw));
    const idx = siteIndex(ds);
    expect(historySeasons(idx).size).toBe(0);
    expect(onDemandMatches(ds)).toEqual([]);
    expect(onDemandRenderPath(`/matches/${idx.matches[0]!.id}/`, ds)).toBeNull();
    expect(onDemandRenderPath('/matches/', ds)).toBeNull();
    expect(onDemandRenderPath('/matches/a/', undefined)).toBeNull();
  });
});
