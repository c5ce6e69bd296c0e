/**
 * The competitions whose downloads the build makes (export-writer.ts finalSeasons): read from the
 * matches alone, they are exactly the ones whose competition view is `completed`.
 */
import { expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { finalSeasons } from '../../src/server/api/export-writer.ts';
import { writeLeagueFixture } from '../site/league-fixture.ts';
import { CUP_SLUG, cupSeason } from '../site/cup-fixture.ts';

test('the seasons whose competition view is completed: a finished league and a cup, not a league in progress', async () => {
  const root = await writeLeagueFixture((s) => {
    s[CUP_SLUG] = cupSeason();
  });
  const { raw, problems } = await loadContent(root);
  expect(problems).toEqual([]);
  const ds = buildDataset(snapshotOf(raw));
  const source = withSlots(ds, staticSource(ds));
  const completed = [...ds.seasons.values()].filter((s) => competitionView(ds, s, source).status === 'completed').map((s) => s.id);
  expect(completed.length).toBeGreaterThan(0);
  expect(completed.length).toBeLessThan(ds.seasons.size);
  expect(finalSeasons(ds).sort()).toEqual(completed.sort());
});
