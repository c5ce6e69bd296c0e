/**
 * A stadium can belong to another country or time zone in another era (Berlin's Olympiastadion:
 * West Germany, UTC+1 in 1974; Germany, UTC+2 in 2006): a match's venue is its own season's row.
 */
import { expect, test } from 'vitest';
import { writeSeason } from '../../src/lib/content/write-content.ts';
import { minimalFixture, writeFixture } from '../fixtures/minimal-content.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { venueOf } from '../../src/lib/dataset/dataset.ts';
import { toMatchDetail } from '../../src/lib/api/resources.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';

test('each season keeps its own row of a shared venue', async () => {
  const root = await writeFixture();
  const later = minimalFixture().season;
  later.competition = { ...later.competition, id: 'season_fx-2034', year: 2034 };
  later.venues = later.venues.map((v) => ({ ...v, city: 'Newtown', timezone: 'Europe/Berlin' }));
  later.matches = later.matches.map((m) => ({ ...m, id: m.id.replace('fx-', 'fy-'), scheduled_at: m.scheduled_at.replace('2030', '2034') }));
  for (const rows of [later.events, later.lineups, later.stats] as { match_id: string }[][]) for (const r of rows) r.match_id = r.match_id.replace('fx-', 'fy-');
  await writeSeason(root, 'fx-2034', later);
  const ds = await datasetFrom(root);
  const early = ds.matches.get('match_fx-1')!;
  const late = ds.matches.get('match_fy-1')!;
  expect(venueOf(ds, early)).toMatchObject({ city: 'Testville', timezone: 'Europe/Lisbon' });
  expect(venueOf(ds, late)).toMatchObject({ city: 'Newtown', timezone: 'Europe/Berlin' });
  const source = staticSource(ds);
  expect(toMatchDetail(ds, early, source).venue).toEqual({ name: 'Fixture Park', city: 'Testville' });
  expect(toMatchDetail(ds, late, source).venue).toEqual({ name: 'Fixture Park', city: 'Newtown' });
});
