/**
 * Page data of the league pages over a synthetic league (tests/site/league-fixture.ts): every
 * expected value below is worked out by hand from the results written in the fixture's header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { competitionsIndex, hasLeagues, isLeagueSeason } from '../../src/lib/site/competitions-index.ts';
import { leagueTableView, zoneMarks } from '../../src/lib/site/league-table.ts';
import { currentMatchday, seasonMatchdays, statusDetailText } from '../../src/lib/site/matchdays.ts';
import { positionHistory, seasonPositions } from '../../src/lib/site/position-history.ts';
import { chartSummary, positionChart } from '../../src/lib/site/position-chart.ts';
import { clubHistory, playedLeagues } from '../../src/lib/site/club-history.ts';
import { DEDUCTION, LEAGUE_TEAMS, writeLeagueFixture } from './league-fixture.ts';

const [A, B, C, D] = LEAGUE_TEAMS.map((t) => t.id) as [string, string, string, string];

async function load(mutate?: (s: Record<string, SeasonContent>) => void): Promise<SiteIndex> {
  const { raw, problems } = await loadContent(await writeLeagueFixture(mutate));
  expect(problems).toEqual([]);
  return siteIndex(buildDataset(snapshotOf(raw)));
}

let idx: SiteIndex;
let ds: Dataset;
const season = (slug: string) => [...idx.ds.seasons.values()].find((s) => s.slug === slug)!;
beforeAll(async () => {
  idx = await load();
  ds = idx.ds;
});

describe('competitions index', () => {
  it('lists country → competition → seasons, newest first, linking league seasons to their table', () => {
    expect(hasLeagues(idx)).toBe(true);
    const index = competitionsIndex(idx, (c) => ds.countries.get(c)?.name ?? c);
    expect(index.map((c) => [c.code, c.name])).toEqual([['QLA', 'Qualand']]);
    expect(index[0]!.competitions.map((c) => [c.key, c.name, c.kind])).toEqual([['series_fl-1', 'Fixture League', 'league']]);
    expect(index[0]!.competitions[0]!.seasons.map((s) => [s.label, s.href])).toEqual([
      ['2021-22', '/leagues/fl-1-2021-22/'],
      ['2020-21', '/leagues/fl-1-2020-21/'],
    ]);
  });
});

describe('league table', () => {
  it('2020-21: the final table with the deduction as a footnote and the zones as a legend', () => {
    const v = leagueTableView(idx, season('fl-1-2020-21'))!;
    expect(v.rows.map((r) => [r.row.team.id, r.row.played, r.row.won, r.row.drawn, r.row.lost, r.row.goals_for, r.row.goals_against, r.row.points])).toEqual([
      [A, 6, 4, 2, 0, 9, 3, 14],
      [B, 6, 2, 1, 3, 6, 9, 7],
      [C, 6, 1, 2, 3, 6, 8, 5],
      [D, 6, 1, 3, 2, 7, 8, 3], // 6 points on the pitch (the awarded 3-0 counts), −3
    ]);
    expect(v.rows[0]!.row.form).toEqual(['W', 'D', 'W', 'W', 'D']);
    expect(v.notes).toEqual([{ n: 1, team: 'Delta Rovers', points: -3, reason: DEDUCTION }]);
    expect(v.rows[3]!.note?.n).toBe(1);
    expect(v.zones.map((z) => [z.name, z.mark, z.tone, z.positions])).toEqual([['Champions', 'C', 'z1', [1, 1]], ['Relegation', 'R', 'z2', [4, 4]]]);
    expect(v.rows.map((r) => r.zone?.name ?? null)).toEqual(['Champions', null, null, 'Relegation']);
    expect(v).toMatchObject({ complete: true, rankedBy: 'points', rankedByText: null, voidText: null, played: 12, total: 12 });
  });

  it('2021-22: ranked by points per match, explained; cancelled and postponed matches do not count', () => {
    const v = leagueTableView(idx, season('fl-1-2021-22'))!;
    expect(v.rows.map((r) => [r.row.team.id, r.row.played, r.row.points, r.ppm])).toEqual([
      [A, 1, 3, '3.00'], [B, 3, 4, '1.33'], [C, 2, 2, '1.00'], [D, 2, 1, '0.50'],
    ]);
    expect(v.rankedBy).toBe('points_per_match');
    expect(v.rankedByText).toMatch(/^Ranked by points per match .*the season was stopped/);
    expect(v).toMatchObject({ complete: false, played: 4, total: 6, zones: [], notes: [] });
  });

  it('a season declared void says so and shows no zones', async () => {
    const voided = await load((s) => {
      s['fl-1-2020-21']!.competition.rules = { ...s['fl-1-2020-21']!.competition.rules, zones: undefined, declared_void: 'Season abandoned in spring' };
    });
    const v = leagueTableView(voided, [...voided.ds.seasons.values()].find((x) => x.slug === 'fl-1-2020-21')!)!;
    expect(v.voidText).toBe('This season was declared void (Season abandoned in spring). The table shows the standings when play stopped; it decided no title, promotion or relegation.');
    expect(v.zones).toEqual([]);
  });

  it('gives zones sharing initials distinct marks', () => {
    expect(zoneMarks(['Champions League', 'Conference League', 'Relegation play-off', 'Relegation'])).toEqual(['CL1', 'CL2', 'RPO', 'R']);
  });
});

describe('matchdays', () => {
  it('splits the season by round and names status details', () => {
    const md = seasonMatchdays(idx.seasonMatches.get('season_fl-1-2021-22')!);
    expect(md.matchdays.map((d) => [d.matchday, d.matches.length, d.completed, d.first, d.last])).toEqual([
      [1, 2, 2, '2021-08-09', '2021-08-09'], [2, 2, 1, '2021-08-16', '2021-08-16'], [3, 2, 2, '2021-08-23', '2021-08-23'],
    ]);
    expect(md.unnumbered).toEqual([]);
    expect(md.matchdays.flatMap((d) => d.matches.map(statusDetailText))).toEqual([null, null, 'Postponed', null, 'Cancelled', null]);
    expect(currentMatchday(md.matchdays)).toBe(3);
    expect(currentMatchday(seasonMatchdays(idx.seasonMatches.get('season_fl-1-2020-21')!).matchdays)).toBe(6);
  });

  it('opens a season on the first matchday with a match still to play', () => {
    const s = (matchday: number, completed: number) => ({ matchday, matches: [{}, {}] as never, first: '', last: '', completed });
    expect(currentMatchday([s(1, 2), s(2, 1), s(3, 0)])).toBe(2);
    expect(currentMatchday([s(1, 0), s(2, 0)])).toBe(1);
    expect(currentMatchday([])).toBeNull();
  });
});

describe('position after every matchday', () => {
  it('2020-21: the table after each matchday, the deduction counting from the start', () => {
    const h = seasonPositions(idx, season('fl-1-2020-21'));
    expect(h.teams).toBe(4);
    const pos = (id: string) => h.byTeam.get(id)!.map((p) => p.position);
    expect(pos(A)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(pos(B)).toEqual([3, 2, 2, 3, 3, 2]);
    expect(pos(C)).toEqual([2, 3, 3, 2, 2, 3]);
    expect(pos(D)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(h.byTeam.get(C)!.map((p) => p.points)).toEqual([1, 1, 2, 5, 5, 5]);
  });

  it('leaves out matchdays after the last one with a counted match', () => {
    const rows = (played: number) => [{ team: { id: 'x' }, position: 1, points: played, played }];
    const h = positionHistory([1, 2, 3], (n) => rows(n === 1 ? 1 : n === 2 ? 2 : 2));
    expect(h.byTeam.get('x')!.map((p) => p.matchday)).toEqual([1, 2]);
  });

  it('draws position 1 at the top and describes the line in words', () => {
    const points = seasonPositions(idx, season('fl-1-2020-21')).byTeam.get(B)!;
    const chart = positionChart(points, 4);
    expect(chart.points.map((p) => p.y)).toEqual([2, 1, 1, 2, 2, 1].map((row) => chart.top + row * ((chart.bottom - chart.top) / 3)).map((y) => Math.round(y * 10) / 10));
    expect(chart.points[0]!.x).toBe(chart.left);
    expect(chart.points.at(-1)!.x).toBe(chart.right);
    expect(chart.path.startsWith(`M${chart.left} `)).toBe(true);
    expect(chart.yTicks.map((t) => t.label)).toEqual(['1', '2', '3', '4']);
    expect(chartSummary('Boreal United', points)).toBe('Boreal United: 3rd after matchday 1, best 2nd (matchday 2), lowest 3rd (matchday 1), 2nd after matchday 6.');
  });
});

describe('club history', () => {
  it('lists every season with the final position, points and zone', () => {
    expect(playedLeagues(idx, D)).toBe(true);
    expect(clubHistory(idx, D).map((r) => [r.label, r.competition, r.position, r.teams, r.points, r.zone, r.final, r.href])).toEqual([
      ['2021-22', 'Fixture League', 4, 4, 1, null, false, '/leagues/fl-1-2021-22/teams/team_fl-delta/'],
      ['2020-21', 'Fixture League', 4, 4, 3, 'Relegation', true, '/leagues/fl-1-2020-21/teams/team_fl-delta/'],
    ]);
    expect(isLeagueSeason(season('fl-1-2020-21'))).toBe(true);
  });
});
