/**
 * Pages that would grow with the history, kept bounded: long schedules split by stage and part
 * (schedule-parts.ts), teams by letter (team-letters.ts), a history per competition
 * (history-pages.ts) and a club's history page (club-history-pages.ts). Synthetic data only: the
 * league and cup of tests/site/league-fixture.ts and cup-fixture.ts, and hand-made match rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Match, type Season, type Team } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { currentMatch, currentPart, currentRound, isSplit, scheduleParts, stageParts, stagePartPaths, stageRuns } from '../../src/lib/site/schedule-parts.ts';
import { currentTeamIds, siteTeamLetterPages, teamInitial, teamLetterHref, teamLetterPages } from '../../src/lib/site/team-letters.ts';
import { competitionHistoryPages, competitionSummary, historyCompetitions, historyHref, historyPages, singleCompetition } from '../../src/lib/site/history-pages.ts';
import { clubCompetitions, clubHistoryHref, clubHistoryPages, hasHistoryPage, seasonLinks } from '../../src/lib/site/club-history-pages.ts';
import { clubHistory } from '../../src/lib/site/club-history.ts';
import { competitionKey, switchSeasons } from '../../src/lib/site/season-switch.ts';
import { LEAGUE_TEAMS, writeLeagueFixture } from './league-fixture.ts';
import { CUP_SLUG, cupSeason } from './cup-fixture.ts';

const [A, B, , D] = LEAGUE_TEAMS.map((t) => t.id) as [string, string, string, string];

async function load(mutate?: (s: Record<string, SeasonContent>) => void): Promise<SiteIndex> {
  const { raw, problems } = await loadContent(await writeLeagueFixture(mutate));
  expect(problems).toEqual([]);
  return siteIndex(buildDataset(snapshotOf(raw)));
}

/** A match row for the pure functions: day `2030-06-<d>`, completed unless `open`. */
function m(n: number, stage: string, day: number, opts: { matchday?: number; open?: boolean } = {}): Match {
  return {
    id: `match_x-${n}`, stage, matchday: opts.matchday ?? null, status: opts.open ? 'scheduled' : 'completed',
    scheduled_at: `2030-06-${String(day).padStart(2, '0')}T18:00:00.000Z`,
  } as unknown as Match;
}
const ids = (list: readonly Match[]) => list.map((x) => x.id.replace('match_x-', ''));
const cup = { kind: 'cup', stages: [{ name: 'Group stage', knockout: false }, { name: 'Final', knockout: true }] } as unknown as Season;
const league = { kind: 'league', stages: [{ name: 'Regular season', knockout: false, kind: 'league' }] } as unknown as Season;

describe('schedules longer than a page', () => {
  it('splits a long stage by matchday when every match has one, else into runs of whole days', () => {
    const numbered = [m(1, 'G', 1, { matchday: 1 }), m(2, 'G', 1, { matchday: 1 }), m(3, 'G', 8, { matchday: 2 }), m(4, 'G', 9, { matchday: 2 })];
    expect(scheduleParts(numbered, 3).map((p) => [p.slug, p.label, ids(p.matches), p.first, p.last])).toEqual([
      ['matchday-1', 'Matchday 1', ['1', '2'], '2030-06-01', '2030-06-01'],
      ['matchday-2', 'Matchday 2', ['3', '4'], '2030-06-08', '2030-06-09'],
    ]);
    // One match without a matchday: runs of days, a day never split while it fits (limit 3).
    const days = [m(1, 'G', 1), m(2, 'G', 1), m(3, 'G', 2), m(4, 'G', 2), m(5, 'G', 3, { matchday: 3 })];
    expect(scheduleParts(days, 3).map((p) => [p.slug, p.label, ids(p.matches)])).toEqual([
      ['part-1', '1 Jun 2030', ['1', '2']],
      ['part-2', '2 Jun – 3 Jun 2030', ['3', '4', '5']],
    ]);
    // A day longer than the limit is cut.
    const busy = [1, 2, 3, 4, 5].map((n) => m(n, 'G', 1));
    expect(scheduleParts(busy, 2).map((p) => ids(p.matches))).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('opens on the first match to play after the last result', () => {
    expect(currentMatch([m(1, 'G', 1), m(2, 'G', 2, { open: true }), m(3, 'G', 3)])?.id).toBe('match_x-3');
    expect(currentMatch([m(1, 'G', 1), m(2, 'G', 2), m(3, 'G', 3, { open: true })])?.id).toBe('match_x-3');
    expect(currentMatch([m(1, 'G', 1), m(2, 'G', 2)])?.id).toBe('match_x-2');
    expect(currentMatch([m(1, 'G', 1, { open: true }), m(2, 'G', 2, { open: true })])?.id).toBe('match_x-1');
    expect(currentMatch([])).toBeNull();
  });

  it('a long season lists the current round: the stage of the current match, or its part when the stage is split', () => {
    const season = [1, 2, 3, 4].map((n) => m(n, 'Group stage', n, { matchday: n <= 2 ? 1 : 2, open: n > 2 })).concat([m(5, 'Final', 10, { open: true })]);
    expect(isSplit(cup, season, 4)).toBe(true);
    expect(isSplit(cup, season, 5)).toBe(false);
    expect(isSplit(league, season, 4)).toBe(false); // a league links its matchday pages instead
    expect(stageRuns(cup, season).map((s) => [s.stage, s.slug, s.matches.length, s.completed])).toEqual([['Group stage', 'group-stage', 4, 2], ['Final', 'final', 1, 0]]);
    const r = currentRound(cup, season, 3)!;
    expect([r.stage.stage, r.part?.label, ids(r.matches)]).toEqual(['Group stage', 'Matchday 2', ['3', '4']]);
    // The whole stage when it fits.
    const fits = currentRound(cup, season, 4)!;
    expect([fits.stage.stage, fits.part, ids(fits.matches)]).toEqual(['Group stage', null, ['1', '2', '3', '4']]);
    // Part pages: every part of the stages longer than the limit, none for a league.
    expect(stageParts(cup, season, 3).map((p) => [p.stage.stage, p.part.slug, p.parts.length])).toEqual([['Group stage', 'matchday-1', 2], ['Group stage', 'matchday-2', 2]]);
    expect(stageParts(league, season, 3)).toEqual([]);
    expect(currentPart(scheduleParts(season.slice(0, 4), 3))?.slug).toBe('matchday-2');
  });

  it('a short season has no part pages (the World Cup: 104 matches at most)', async () => {
    const idx = await load((s) => {
      s[CUP_SLUG] = cupSeason();
    });
    for (const season of idx.seasons) expect(stagePartPaths(idx, season)).toEqual([]);
  });
});

describe('teams by letter', () => {
  const team = (id: string, name: string) => ({ id: `team_${id}`, name, code: 'XXX' }) as Team;

  it('groups by the folded initial, A–Z then #, in name order, in pages', () => {
    expect([teamInitial('Évian'), teamInitial('Ølstykke'), teamInitial('1. FC Köln'), teamInitial('athletic')]).toEqual(['E', 'O', '#', 'A']);
    const pages = teamLetterPages([team('c', 'Cobalt'), team('k', '1. FC Köln'), team('a2', 'Aurora'), team('a1', 'Ajax'), team('a3', 'Arsenal')], 2);
    expect(pages.map((p) => [p.letter, p.slug, p.page, p.pages, p.total, p.teams.map((t) => t.name)])).toEqual([
      ['A', 'a', 1, 2, 3, ['Ajax', 'Arsenal']],
      ['A', 'a', 2, 2, 3, ['Aurora']],
      ['C', 'c', 1, 1, 1, ['Cobalt']],
      ['#', 'other', 1, 1, 1, ['1. FC Köln']],
    ]);
    expect([teamLetterHref('A'), teamLetterHref('A', 2), teamLetterHref('#')]).toEqual(['/teams/letter/a/', '/teams/letter/a/2/', '/teams/letter/other/']);
  });

  it('has letter pages only when some team is not in the current season', async () => {
    const same = await load();
    expect(currentTeamIds(same).size).toBe(4);
    expect(siteTeamLetterPages(same)).toEqual([]);
    const more = await load((s) => {
      const old = s['fl-1-2020-21']!;
      old.teams = [...old.teams, { id: 'team_fl-echo', name: 'Echo Athletic', code: 'ECH', group: null }];
      old.matches = [...old.matches, { ...old.matches[0]!, id: 'match_fl-1-2020-21-099', match_number: 99, matchday: 7, scheduled_at: '2020-09-21T14:00:00.000Z', away_team_id: 'team_fl-echo' }];
    });
    expect(currentTeamIds(more).has('team_fl-echo')).toBe(false);
    expect(siteTeamLetterPages(more).map((p) => [p.letter, p.teams.map((t) => t.name)])).toEqual([
      ['A', ['Aurora FC']], ['B', ['Boreal United']], ['C', ['Cobalt Town']], ['D', ['Delta Rovers']], ['E', ['Echo Athletic']],
    ]);
  });
});

describe('history by competition', () => {
  let one: SiteIndex;
  let two: SiteIndex;
  beforeAll(async () => {
    one = await load();
    two = await load((s) => {
      s[CUP_SLUG] = cupSeason();
    });
  });

  it('one competition: /history/ is its first page, later pages under its slug', () => {
    expect(singleCompetition(one)).toBe(true);
    const [c] = historyCompetitions(one);
    expect([c!.key, c!.slug, c!.name, c!.country, c!.rows.map((r) => r.season.slug)]).toEqual(['series_fl-1', 'fl-1', 'Fixture League', 'Qualand', ['fl-1-2021-22', 'fl-1-2020-21']]);
    expect([historyHref(one, c!), historyHref(one, c!, 2)]).toEqual(['/history/', '/history/fl-1/2/']);
    expect(historyPages(one, 1).map((p) => [p.page, p.pages, p.rows.map((r) => r.season.slug)])).toEqual([[1, 2, ['fl-1-2021-22']], [2, 2, ['fl-1-2020-21']]]);
    expect(competitionHistoryPages(one, 1).map((p) => p.page)).toEqual([2]);
    expect(competitionHistoryPages(one)).toEqual([]);
  });

  it('several competitions: a page each, in the competitions index order, with the latest and the record winner', () => {
    expect(singleCompetition(two)).toBe(false);
    const cs = historyCompetitions(two);
    expect(cs.map((c) => [c.slug, c.name, c.rows.length, historyHref(two, c)])).toEqual([
      ['fl-1', 'Fixture League', 2, '/history/fl-1/'],
      ['qc', 'Qualand Cup', 1, '/history/qc/'],
    ]);
    expect(competitionHistoryPages(two).map((p) => [p.competition.slug, p.page])).toEqual([['fl-1', 1], ['qc', 1]]);
    const league = competitionSummary(cs[0]!);
    // 2021-22 is still being played: the latest winner is 2020-21's.
    expect([league.latest?.season.slug, league.latest?.winner?.id, league.record?.team.id, league.record?.years, league.from, league.to]).toEqual(['fl-1-2020-21', A, A, [2020], '2020-21', '2021-22']);
    const cupSummary = competitionSummary(cs[1]!);
    expect([cupSummary.latest?.winner?.id, cupSummary.from, cupSummary.to]).toEqual([B, '2020-21', '2020-21']);
  });
});

describe("a club's history", () => {
  const seasons = Array.from({ length: 30 }, (_, i) => ({ id: `season_${2030 - i}` }) as Season);

  it('links every season up to the limit, else a window around the season shown', () => {
    expect(seasonLinks(seasons.slice(0, 24), 'season_2030')).toHaveLength(24);
    const at = (id: string) => seasonLinks(seasons, id).map((s) => s.id.slice(7));
    expect(at('season_2030')).toEqual(['2030', '2029', '2028', '2027', '2026', '2025', '2024', '2023']);
    expect(at('season_2015')).toEqual(['2019', '2018', '2017', '2016', '2015', '2014', '2013', '2012']);
    expect(at('season_2001')).toEqual(['2008', '2007', '2006', '2005', '2004', '2003', '2002', '2001']);
    expect([hasHistoryPage(seasons.slice(0, 5), true), hasHistoryPage(seasons.slice(0, 6), true), hasHistoryPage(seasons.slice(0, 24), false), hasHistoryPage(seasons.slice(0, 25), false)]).toEqual([false, true, false, true]);
    expect([clubHistoryHref('team_x'), clubHistoryHref('team_x', 3)]).toEqual(['/teams/team_x/history/', '/teams/team_x/history/3/']);
  });

  it('sums up each competition with its best final position, and pages the seasons', async () => {
    const idx = await load((s) => {
      s[CUP_SLUG] = cupSeason();
    });
    const rows = clubHistory(idx, D);
    const cs = clubCompetitions(rows);
    // 2021-22 is not final: the best final position is 2020-21's 4th.
    expect(cs.map((c) => [c.competition, c.seasons.map((r) => r.label), c.best?.label ?? null, c.best?.position ?? null])).toEqual([
      ['Fixture League', ['2021-22', '2020-21'], '2020-21', 4],
      ['Qualand Cup', ['2020-21'], null, null],
    ]);
    const rowsOrder = rows.map((r) => `${r.competition} ${r.label}`);
    expect(clubHistoryPages(rows, 2).map((p) => [p.page, p.pages, p.rows.map((r) => `${r.competition} ${r.label}`)])).toEqual([
      [1, 2, rowsOrder.slice(0, 2)],
      [2, 2, rowsOrder.slice(2)],
    ]);
  });
});

describe('season switch', () => {
  it("offers the seasons of the shown season's competition only, at most SWITCH_MAX around it", async () => {
    const idx = await load((s) => {
      s[CUP_SLUG] = cupSeason();
    });
    const bySlug = (slug: string) => idx.seasons.find((s) => s.slug === slug)!;
    expect(switchSeasons(idx, bySlug('fl-1-2020-21')).map((s) => s.slug)).toEqual(['fl-1-2021-22', 'fl-1-2020-21']);
    expect(switchSeasons(idx, bySlug(CUP_SLUG)).map((s) => s.slug)).toEqual([CUP_SLUG]);
    expect(switchSeasons(idx, bySlug('fl-1-2020-21'), 1).map((s) => s.slug)).toEqual(['fl-1-2020-21']);
    expect([competitionKey(bySlug(CUP_SLUG)), competitionKey({ name: 'World Cup', series: null })]).toEqual(['series_qc', 'name:World Cup']);
  });
});
