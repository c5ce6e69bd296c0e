/**
 * buildDataset's `adopt` (the page renderer's and astro build's private snapshots): the snapshot's
 * match rows become the dataset's, and the dataset is the one the copying build makes, to the
 * order of each match's keys (page keys and payloads hash and print them).
 */
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { writeLeagueFixture } from '../site/league-fixture.ts';
import { CUP_SLUG, cupSeason } from '../site/cup-fixture.ts';

describe('buildDataset with adopt', () => {
  it('takes the snapshot\'s rows and makes the dataset of a copying build, key order included', async () => {
    const { raw, problems } = await loadContent(await writeLeagueFixture((s) => { s[CUP_SLUG] = cupSeason(); }));
    expect(problems).toEqual([]);
    const text = JSON.stringify(snapshotOf(raw));
    const copied = buildDataset(JSON.parse(text));
    const snapshot = JSON.parse(text);
    const adopted = buildDataset(snapshot, { adopt: true });
    const first = snapshot.seasons[0].matches[0];
    expect(adopted.matches.get(first.id)).toBe(first);
    expect(copied.matches.get(first.id)).not.toBe(first);
    expect(adopted.matchList.map((m) => JSON.stringify(m))).toEqual(copied.matchList.map((m) => JSON.stringify(m)));
    expect(adopted.matchList.length).toBeGreaterThan(10);
    // a second dataset of the same snapshot copies the rows that already have their season
    const again = buildDataset(snapshot, { adopt: true });
    expect(again.matches.get(first.id)).not.toBe(first);
    expect(JSON.stringify(again.matches.get(first.id))).toBe(JSON.stringify(first));
  });
});
