/** The history page's data: one row per season with its winner, hosts, dates and links; titles per team. */
import { describe, expect, it } from 'vitest';
import { minimalFixture, writeFixture } from '../fixtures/minimal-content.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { writeSeason } from '../../src/lib/content/write-content.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { dateRange, historyRows, titles, type HistoryRow } from '../../src/lib/site/history.ts';
import { historyCompetitions, historyIndexKey, historyPageKey } from '../../src/lib/site/history-pages.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';
import { CUP_SLUG } from './cup-fixture.ts';

/** The fixture (Fixture Cup 2030) and an older season of it (2026) whose final is not played yet. */
async function twoSeasons() {
  const root = await writeFixture();
  const older = minimalFixture().season;
  const id = (s: string) => s.replace('fx-', 'fx26-');
  older.competition = { ...older.competition, id: 'season_fx-2026', year: 2026 };
  older.matches = older.matches.map((m) => ({ ...m, id: id(m.id), scheduled_at: m.scheduled_at.replace('2030', '2026') }));
  const final = older.matches.at(-1)!;
  Object.assign(final, { status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null, has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null });
  older.events = older.events.filter((e) => e.match_id !== 'match_fx-3').map((e) => ({ ...e, match_id: id(e.match_id) }));
  older.lineups = older.lineups.map((l) => ({ ...l, match_id: id(l.match_id) }));
  older.stats = older.stats.map((s) => ({ ...s, match_id: id(s.match_id) }));
  await writeSeason(root, 'fx-2026', older);
  const { raw, problems } = await loadContent(root);
  expect(problems).toEqual([]);
  return siteIndex(buildDataset(snapshotOf(raw)));
}

describe('history page', () => {
  it('lists every season newest first: winner, hosts, dates, figures, links to its pages', async () => {
    const rows = historyRows(await twoSeasons());
    expect(rows.map((r) => r.season.id)).toEqual(['season_fx-2030', 'season_fx-2026']);
    const [now, then] = rows as [HistoryRow, HistoryRow];
    expect(now).toMatchObject({
      status: 'in_progress', winner: { id: 'team_aaa', name: 'Aland' }, winnerHref: '/teams/team_aaa/', hosts: ['Aland'],
      first: '2030-06-01', last: '2030-06-10', teams: 4, matches: 3, goals: 7,
      links: { schedule: '/schedule/', groups: '/groups/', bracket: '/bracket/', scorers: '/scorers/' },
    });
    // The older season lives under /seasons/<slug>/; its final is not played: no winner yet.
    expect(then).toMatchObject({
      status: 'in_progress', winner: null, winnerHref: null, first: '2026-06-01', last: '2026-06-10', goals: 3,
      links: { schedule: '/seasons/fx-2026/schedule/', groups: '/seasons/fx-2026/groups/', bracket: '/seasons/fx-2026/bracket/', scorers: '/seasons/fx-2026/scorers/' },
    });
  });

  it('counts titles per team: most first, then the latest title', () => {
    const row = (year: number, winner: string | null) => ({ season: { year }, winner: winner && { id: `team_${winner}`, name: winner, code: winner } }) as unknown as HistoryRow;
    const t = titles([row(2030, 'B'), row(2026, 'A'), row(2022, null), row(2018, 'A'), row(2014, 'C'), row(2010, 'B')]);
    expect(t.map((x) => [x.team.name, x.years])).toEqual([['B', [2030, 2010]], ['A', [2026, 2018]], ['C', [2014]]]);
  });

  it('writes date ranges compactly', () => {
    expect(dateRange('1930-07-13', '1930-07-30')).toBe('13 Jul – 30 Jul 1930');
    expect(dateRange('2022-11-20', '2022-12-18')).toBe('20 Nov – 18 Dec 2022');
    expect(dateRange('2029-12-30', '2030-01-02')).toBe('30 Dec 2029 – 2 Jan 2030');
    expect(dateRange('2030-06-01', '2030-06-01')).toBe('1 Jun 2030');
    expect(dateRange(null, null)).toBe('—');
  });
});

describe('incremental-build keys of the history pages', () => {
  /** The league fixture (a finished and an open season of one series) and the two-legged cup, with `change` applied. */
  async function index(change?: (seasons: Record<string, SeasonContent>) => void) {
    const idx = siteIndex(await leagueAndCupDataset(change));
    const page = (slug: string) => historyPageKey(idx, historyCompetitions(idx).find((c) => c.seasons.some((s) => s.slug === slug))!);
    return { all: historyIndexKey(idx), league: page('fl-1-2020-21'), cup: page(CUP_SLUG), competitions: historyCompetitions(idx).length };
  }
  /** The first completed match of `slug` with another attendance: content of the season, no result changed. */
  const attendance = (slug: string) => (s: Record<string, SeasonContent>) => {
    const m = s[slug]!.matches.find((x) => x.status === 'completed')!;
    m.attendance = (m.attendance ?? 0) + 1;
  };

  it('a competition\'s pages change with any of its seasons; /history/ with a season whose winner can be known, not with an open one', async () => {
    const before = await index();
    expect(before.competitions).toBe(2);
    // the open league season (2021-22): its competition's pages, not /history/ or the cup's
    const open = await index(attendance('fl-1-2021-22'));
    expect(open.league).not.toBe(before.league);
    expect(open.cup).toBe(before.cup);
    expect(open.all).toBe(before.all);
    // the finished league season: its competition's pages and /history/
    const done = await index(attendance('fl-1-2020-21'));
    expect(done.league).not.toBe(before.league);
    expect(done.all).not.toBe(before.all);
    // the open season played to its end: /history/ too (its winner is known now)
    const finished = await index((s) => {
      for (const m of s['fl-1-2021-22']!.matches) if (m.status === 'scheduled') Object.assign(m, { status: 'completed', status_detail: null, start_time_tbd: false, scheduled_at: '2021-08-30T12:00:00.000Z', home_score: 1, away_score: 0, first_half_home: 1, first_half_away: 0, second_half_home: 0, second_half_away: 0, events_recorded: false });
    });
    expect(finished.all).not.toBe(before.all);
  });
});
