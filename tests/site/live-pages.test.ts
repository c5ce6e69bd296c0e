/**
 * Which site paths are rendered live (src/lib/site/live-pages.ts), and the live view of one match the
 * match page renders from (src/lib/site/live-match-view.ts).
 */
import { describe, expect, test } from 'vitest';
import { LIVE_MATCH_BASE, liveRenderPath } from '../../src/lib/site/live-pages.ts';
import { liveMatchView } from '../../src/lib/site/live-match-view.ts';
import { staticSource, type MatchSource } from '../../src/lib/dataset/match-source.ts';
import { buildDataset, type Match } from '../../src/lib/dataset/dataset.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';

describe('liveRenderPath', () => {
  const live = new Set(['match_a']);
  const source = { followsLive: (id: string) => live.has(id) };
  test('a match page whose match follows live play, with or without the trailing slash', () => {
    expect(liveRenderPath('/matches/match_a/', source)).toBe(`${LIVE_MATCH_BASE}match_a/`);
    expect(liveRenderPath('/matches/match_a', source)).toBe(`${LIVE_MATCH_BASE}match_a/`);
  });
  test('anything else is served as built', () => {
    for (const path of ['/matches/match_b/', '/matches/', '/matches/match_a/x/', '/teams/match_a/', '/', `${LIVE_MATCH_BASE}match_a/`]) expect(liveRenderPath(path, source), path).toBeNull();
    expect(liveRenderPath('/matches/match_a/', undefined)).toBeNull();
    expect(liveRenderPath('/matches/match_a/', {})).toBeNull();
  });
});

describe('liveMatchView', () => {
  test('the match, its events, line-ups and statistics from the source; every other match from the dataset', async () => {
    const { raw, problems } = await loadContent(await writeFixture());
    expect(problems).toEqual([]);
    const ds = buildDataset(snapshotOf(raw));
    const [one, two] = ds.matchList as [Match, Match, ...Match[]];
    const base = staticSource(ds);
    const playing = { ...one, status: 'in_play' as const, home_score: 1, away_score: 0 };
    const goal = { ...ds.events.get(one.id)?.[0], match_id: one.id, seq: 1, type: 'goal', minute: 3 } as never;
    const source: MatchSource = {
      ...base,
      match: (id) => (id === one.id ? playing : base.match(id)),
      events: (id) => (id === one.id ? [goal] : base.events(id)),
      lineups: (id) => (id === one.id ? undefined : base.lineups(id)),
      stats: (id) => (id === one.id ? [] : base.stats(id)),
    };
    const view = liveMatchView(ds, source, one.id)!;
    expect(view.m).toBe(playing);
    expect(view.ds.matches.get(one.id)).toBe(playing);
    expect(view.ds.events.get(one.id)).toEqual([goal]);
    expect(view.ds.lineups.get(one.id)).toBeUndefined();
    expect(view.ds.lineups.has(one.id)).toBe(false);
    expect(view.ds.stats.get(one.id)).toEqual([]);
    expect(view.ds.matches.get(two.id)).toBe(ds.matches.get(two.id));
    expect(view.ds.events.get(two.id)).toBe(ds.events.get(two.id));
    expect(view.ds.teams).toBe(ds.teams);
    // The dataset itself is untouched.
    expect(ds.matches.get(one.id)).toBe(one);
    expect(liveMatchView(ds, source, 'match_nope')).toBeNull();
  });
});
