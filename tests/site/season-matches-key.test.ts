/**
 * The incremental-build keys of the pages that show some matches of a season (page-keys.ts
 * seasonMatches): a league's matchday pages and a team's schedule in a season. A result makes again
 * its matchday's page and its two teams' schedules, not the season's other matchdays and teams; a
 * renamed team makes again every page that names it.
 */
import { describe, expect, it } from 'vitest';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { seasonPages } from '../../src/lib/site/season-pages.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';

const SEASON = 'fl-1-2020-21';

/** The keys of the season's matchday pages and team schedules, by address. */
async function keys(change?: (seasons: Record<string, SeasonContent>) => void): Promise<Map<string, string>> {
  const idx = siteIndex(await leagueAndCupDataset(change));
  const season = idx.seasons.filter((s) => s.slug === SEASON);
  const pages = [...seasonPages(idx, 'league-matchday', season), ...seasonPages(idx, 'schedule', season).filter((p) => p.props.filter.kind === 'team')];
  return new Map(pages.map((p) => [p.path, p.cacheKey()]));
}

const changed = (a: Map<string, string>, b: Map<string, string>) => [...b].filter(([path, key]) => a.get(path) !== key).map(([path]) => path).sort();

describe('incremental-build key of the pages that show some of a season\'s matches', () => {
  it('a result changes its matchday\'s page and its teams\' schedules only', async () => {
    const before = await keys();
    expect([...before.keys()].filter((p) => p.includes('/matchdays/')).length).toBeGreaterThan(2);
    expect([...before.keys()].filter((p) => p.includes('/schedule/team/')).length).toBeGreaterThan(2);
    let teams: string[] = [];
    const after = await keys((s) => {
      const m = s[SEASON]!.matches.find((x) => x.status === 'completed' && x.matchday === 3)!;
      teams = [m.home_team_id!, m.away_team_id!];
      m.home_score = (m.home_score ?? 0) + 1;
    });
    expect(changed(before, after)).toEqual([`/leagues/${SEASON}/matchdays/3/`, ...teams.map((t) => `/seasons/${SEASON}/schedule/team/${t}/`)].sort());
  });

  it('a renamed team changes every page that names it: its matchdays, and every team schedule (their filters name it)', async () => {
    const before = await keys();
    let id = '';
    const after = await keys((s) => {
      const { id: renamed, name } = s[SEASON]!.teams[0]!;
      id = renamed;
      // in every season that lists it (one team keeps one name), as new rows: the fixture's seasons share theirs
      for (const season of Object.values(s)) season.teams = season.teams.map((t) => (t.id === id ? { ...t, name: `${name} Renamed` } : t));
    });
    const withTeam = [...before.keys()].filter((p) => p.includes('/schedule/team/'));
    const idx = siteIndex(await leagueAndCupDataset());
    const matchdays = [...new Set((idx.seasonMatches.get(idx.seasons.find((s) => s.slug === SEASON)!.id) ?? []).filter((m) => m.home_team_id === id || m.away_team_id === id).map((m) => m.matchday))];
    expect(changed(before, after)).toEqual([...withTeam, ...matchdays.map((d) => `/leagues/${SEASON}/matchdays/${d}/`)].sort());
  });
});
