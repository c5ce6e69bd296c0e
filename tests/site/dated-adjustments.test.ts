/**
 * Points adjustments that take effect on a date (`rules.adjustments[].from_date`): left out of the
 * tables at an earlier cut-off (table after matchday N, table on date D) and of the position
 * chart's matchdays before it, in every table after. On the synthetic league
 * (tests/site/league-fixture.ts, facts in its header): Delta Rovers' results are MD1 1–1 draw
 * (10 Aug), MD2 1–3 loss, MD3 0–0 draw (24 Aug), MD4 0–2 loss (31 Aug), MD5 3–0 awarded win, MD6 2–2
 * draw: points 1, 1, 2, 2, 5, 6 before the −3 deduction. Here the deduction takes effect on
 * 2020-08-25, between matchday 3 (24 Aug) and matchday 4 (31 Aug).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { standingsAt } from '../../src/lib/dataset/competition-view.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { seasonPositions } from '../../src/lib/site/position-history.ts';
import { adjustmentsAt, cutOffDay, type CutOffMatch } from '../../src/lib/tournament/table-cutoff.ts';
import { competitionRulesSchema } from '../../src/schemas/content/competition-rules.ts';
import { DEDUCTION, LEAGUE_TEAMS, writeLeagueFixture } from './league-fixture.ts';

const DELTA = LEAGUE_TEAMS[3].id;
const SLUG = 'fl-1-2020-21';

async function load(fromDate: string | undefined): Promise<SiteIndex> {
  const { raw, problems } = await loadContent(await writeLeagueFixture((s) => {
    s[SLUG]!.competition.rules.adjustments = [{ team_id: DELTA, points: -3, reason: DEDUCTION, ...(fromDate ? { from_date: fromDate } : {}) }];
  }));
  expect(problems).toEqual([]);
  return siteIndex(buildDataset(snapshotOf(raw)));
}

describe('adjustmentsAt (pure)', () => {
  const m = (day: string, matchday: number, status: CutOffMatch['status'] = 'completed'): CutOffMatch => ({ status, scheduled_at: `${day}T15:00:00.000Z`, matchday });
  const matches = [m('2023-11-11', 12), m('2023-11-26', 13), m('2023-12-02', 14, 'scheduled')];
  const adj = [{ id: 'always' }, { id: 'nov', from_date: '2023-11-17' }];

  it('the day of a table: the cut-off date, else the latest kick-off played up to the matchday', () => {
    expect(cutOffDay(matches, { date: '2023-11-20' })).toBe('2023-11-20');
    expect(cutOffDay(matches, { matchday: 12 })).toBe('2023-11-11');
    expect(cutOffDay(matches, { matchday: 14 })).toBe('2023-11-26');
    expect(cutOffDay([], { matchday: 1 })).toBeNull();
  });

  it('an adjustment counts from its day on; without from_date, or without a cut-off, always', () => {
    const ids = (cut: Parameters<typeof adjustmentsAt>[2]) => adjustmentsAt(adj, matches, cut).map((a) => a.id);
    expect(ids({ matchday: 12 })).toEqual(['always']);
    expect(ids({ matchday: 13 })).toEqual(['always', 'nov']);
    expect(ids({ date: '2023-11-16' })).toEqual(['always']);
    expect(ids({ date: '2023-11-17' })).toEqual(['always', 'nov']);
    expect(ids({})).toEqual(['always', 'nov']);
  });

  it('the content schema takes from_date as a calendar date only', () => {
    const rules = (from_date: string) => competitionRulesSchema.safeParse({ adjustments: [{ team_id: DELTA, points: -3, reason: 'x', from_date }] }).success;
    expect(rules('2023-11-17')).toBe(true);
    expect(rules('2023-11-31')).toBe(false);
    expect(rules('17/11/2023')).toBe(false);
  });
});

describe('tables and the position chart with a dated deduction', () => {
  let dated: SiteIndex;
  let undated: SiteIndex;
  const seasonOf = (idx: SiteIndex) => [...idx.ds.seasons.values()].find((s) => s.slug === SLUG)!;
  const deltaAt = (idx: SiteIndex, cut: { matchday?: number; date?: string }) => {
    const table = standingsAt(idx.ds, seasonOf(idx), staticSource(idx.ds), cut)[0]!;
    const row = table.rows.find((r) => r.team.id === DELTA)!;
    return [row.points, row.adjustment];
  };
  beforeAll(async () => {
    [dated, undated] = await Promise.all([load('2020-08-25'), load(undefined)]);
  });

  it('after matchday 3 (24 Aug) the deduction does not count yet; from matchday 4 on it does', () => {
    expect(deltaAt(dated, { matchday: 3 })).toEqual([2, 0]);
    expect(deltaAt(dated, { matchday: 4 })).toEqual([-1, -3]);
    expect(deltaAt(dated, { matchday: 6 })).toEqual([3, -3]);
    expect(deltaAt(undated, { matchday: 3 })).toEqual([-1, -3]);
  });

  it('a table on a date counts it from its day, even with no match in between', () => {
    expect(deltaAt(dated, { date: '2020-08-24' })).toEqual([2, 0]);
    expect(deltaAt(dated, { date: '2020-08-25' })).toEqual([-1, -3]);
  });

  it("the chart's points follow the same tables", () => {
    const points = seasonPositions(dated, seasonOf(dated)).byTeam.get(DELTA)!.map((p) => p.points);
    expect(points).toEqual([1, 1, 2, -1, 2, 3]);
    expect(seasonPositions(undated, seasonOf(undated)).byTeam.get(DELTA)!.map((p) => p.points)).toEqual([-2, -2, -1, -1, 2, 3]);
  });
});
