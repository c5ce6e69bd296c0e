/**
 * The league fixture (a finished and an open season of one series, league-fixture.ts) and the
 * two-legged cup (cup-fixture.ts) as one dataset, with `change` applied to the seasons' rows first:
 * for tests of incremental-build keys, which compare the keys of two such datasets.
 */
import { expect } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { writeLeagueFixture } from './league-fixture.ts';
import { CUP_SLUG, cupSeason } from './cup-fixture.ts';

export async function leagueAndCupDataset(change?: (seasons: Record<string, SeasonContent>) => void): Promise<Dataset> {
  const root = await writeLeagueFixture((s) => {
    s[CUP_SLUG] = cupSeason();
    change?.(s);
    // one stamp for every match: written at another second, they would otherwise differ in every season
    for (const season of Object.values(s)) for (const m of season.matches) m.updated_at = '2022-06-01T00:00:00Z';
  });
  const { raw, problems } = await loadContent(root);
  expect(problems).toEqual([]);
  return buildDataset(snapshotOf(raw));
}
