/**
 * A competition view computes its player statistics and scorers when they are first read
 * (competition-view.ts): a club's history reads only the tables of each of its seasons. Read late,
 * they are still those of the source as it was when the view was made (the live overlay answers
 * from a newer state after a change, with a new list and so a new view), and every season's view
 * takes its matches from the list grouped once (season-matches.ts).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { staticSource, type MatchSource } from '../../src/lib/dataset/match-source.ts';
import { seasonMatchesOf } from '../../src/lib/dataset/season-matches.ts';
import { loadDataset } from '../helpers/load-dataset.ts';

const ds = await loadDataset(resolve(import.meta.dirname, '../../content'));

describe('competition view', () => {
  it('takes each season\'s matches from the list, in list order, and only that season\'s', () => {
    const list = ds.matchList;
    for (const season of ds.seasons.values()) {
      const view = competitionView(ds, season, { ...staticSource(ds), list: () => list });
      expect(view.matches).toEqual(list.filter((m) => m.season_id === season.id));
      expect(seasonMatchesOf(list, season.id)).toBe(view.matches);
    }
  });

  it('gives the statistics of the source as it was when made, even when read after the source changed', () => {
    const season = [...ds.seasons.values()].find((s) => ds.matchList.some((m) => m.season_id === s.id && ds.lineups.has(m.id) && (ds.events.get(m.id) ?? []).some((e) => e.type === 'goal')))!;
    expect(season).toBeDefined();
    const list = [...ds.matchList];
    const eager = competitionView(ds, season, { ...staticSource(ds), list: () => [...list] });
    const eagerScorers = eager.scorers;
    const eagerStats = eager.playerStats;
    expect(eagerScorers.length).toBeGreaterThan(0);
    // a source whose line-ups and events go away once the view is made (as a live state moves on)
    let gone = false;
    const base = staticSource(ds);
    const moving: MatchSource = { ...base, list: () => list, lineups: (id) => (gone ? undefined : base.lineups(id)), events: (id) => (gone ? [] : base.events(id)) };
    const lazy = competitionView(ds, season, moving);
    gone = true;
    expect(lazy.scorers).toEqual(eagerScorers);
    expect([...lazy.playerStats]).toEqual([...eagerStats]);
    // computed once
    expect(lazy.scorers).toBe(lazy.scorers);
  });
});
