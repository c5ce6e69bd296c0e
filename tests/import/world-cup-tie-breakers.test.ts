/**
 * The tie-breakers of each World Cup as FIFA applied them (src/lib/import/openfootball/world-cup-rules.ts),
 * checked on the real 1994 and 2026 imports. 1994 already ranked teams level on points, goal
 * difference and goals by the matches among them (FIFA's 1994 tables, RSSSF "World Cup 1994"):
 * - Group D: Nigeria, **Bulgaria**, Argentina, Greece — Bulgaria and Argentina 6 pts, 6:3 each;
 *   Bulgaria beat Argentina 2-0.
 * - Group E: Mexico, **Republic of Ireland**, Italy, Norway — all 4 pts; Ireland and Italy 2:2 each;
 *   Ireland beat Italy 1-0.
 * Before the fix 1994 had no head-to-head criteria: Argentina and Italy came out 2nd by name order.
 * 2026 (FIFA regulations, art. 13): the matches among the tied teams come before goal difference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { worldCupRules } from '../../src/lib/import/openfootball/world-cup-rules.ts';
import { loadDataset } from '../helpers/load-dataset.ts';
import { importYear } from './import-year.ts';

function table(ds: Dataset, slug: string, group: string) {
  const season = [...ds.seasons.values()].find((s) => s.slug === slug)!;
  const t = competitionView(ds, season, staticSource(ds)).standings.find((x) => x.group?.name === group)!;
  return t.rows.map((r) => [r.position, r.team.name, r.decided_by]);
}

describe('World Cup 1994: head-to-head after goals scored', () => {
  let content: string;
  let ds: Dataset;
  beforeAll(async () => {
    content = importYear(1994).content;
    ds = await loadDataset(content);
  }, 120_000);

  it('competition.json carries the 1994 criteria', () => {
    const competition = JSON.parse(readFileSync(join(content, 'wc-1994', 'competition.json'), 'utf8'));
    expect(competition.rules.tie_breakers).toEqual(['points', 'goal_difference', 'goals_for', 'head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'drawing_of_lots']);
  });

  it('Group D: Bulgaria 2nd ahead of Argentina (2-0 between them)', () => {
    expect(table(ds, 'wc-1994', 'Group D')).toEqual([
      [1, 'Nigeria', 'goal_difference'],
      [2, 'Bulgaria', 'head_to_head_points'],
      [3, 'Argentina', 'head_to_head_points'],
      [4, 'Greece', 'points'],
    ]);
  });

  it('Group E: Republic of Ireland 2nd ahead of Italy (1-0 between them)', () => {
    expect(table(ds, 'wc-1994', 'Group E').map((r) => r[1])).toEqual(['Mexico', 'Republic of Ireland', 'Italy', 'Norway']);
    expect(table(ds, 'wc-1994', 'Group E')[1]![2]).toBe('head_to_head_points');
  });
});

describe('World Cup 2026: the matches among the tied teams first', () => {
  it('the rules of 2026 put head-to-head before goal difference; 2018 and 2022 keep goal difference first', () => {
    expect(worldCupRules(2026).tie_breakers).toEqual(['points', 'head_to_head', 'goal_difference', 'goals_for', 'fair_play', 'drawing_of_lots']);
    expect(worldCupRules(2022).tie_breakers.slice(0, 3)).toEqual(['points', 'goal_difference', 'goals_for']);
  });
});
