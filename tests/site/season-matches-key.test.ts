/**
 * The incremental-build keys of the pages that show some matches of a season (page-keys.ts
 * seasonMatches): a league's matchday pages and a team's schedule in a season. A result makes again
 * its matchday's page and its two teams' schedules, not the season's other matchdays and teams; a
 * renamed team makes again every page that names it. A team's page of a league season (page-keys.ts
 * seasonTeam) changes with that season only.
 */
import { describe, expect, it } from 'vitest';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { seasonPages } from '../../src/lib/site/season-pages.ts';
import { pageKeys } from '../../src/lib/site/page-keys.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';

const SEASON = 'fl-1-2020-21';

/** The keys of the season's matchday pages and team schedules, and of every team's calendar (as its route keys it), by address. */
async function keys(change?: (seasons: Record<string, SeasonContent>) => void): Promise<Map<string, string>> {
  const ds = await leagueAndCupDataset(change);
  const idx = siteIndex(ds);
  const season = idx.seasons.filter((s) => s.slug === SEASON);
  const pages = [...seasonPages(idx, 'league-matchday', season), ...seasonPages(idx, 'schedule', season).filter((p) => p.props.filter.kind === 'team')];
  const calendars = [...ds.teams].map(([id, team]) => [`/teams/${id}/calendar.ics`, pageKeys(ds).matches(idx.teamMatches.get(id) ?? [], team)] as const);
  return new Map([...pages.map((p) => [p.path, p.cacheKey()] as const), ...calendars]);
}

const changed = (a: Map<string, string>, b: Map<string, string>) => [...b].filter(([path, key]) => a.get(path) !== key).map(([path]) => path).sort();

describe('incremental-build key of the pages that show some of a season\'s matches', () => {
  it('a result changes its matchday\'s page, its teams\' schedules and calendars only', async () => {
    const before = await keys();
    expect([...before.keys()].filter((p) => p.includes('/matchdays/')).length).toBeGreaterThan(2);
    expect([...before.keys()].filter((p) => p.includes('/schedule/team/')).length).toBeGreaterThan(2);
    let teams: string[] = [];
    const after = await keys((s) => {
      const m = s[SEASON]!.matches.find((x) => x.status === 'completed' && x.matchday === 3)!;
      teams = [m.home_team_id!, m.away_team_id!];
      m.home_score = (m.home_score ?? 0) + 1;
    });
    expect(changed(before, after)).toEqual([`/leagues/${SEASON}/matchdays/3/`, ...teams.flatMap((t) => [`/seasons/${SEASON}/schedule/team/${t}/`, `/teams/${t}/calendar.ics`])].sort());
  });

  it('a renamed team changes every page that names it: its matchdays, every team schedule (their filters name it), its and its opponents\' calendars', async () => {
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
    const opponents = new Set(idx.matches.filter((m) => m.home_team_id === id || m.away_team_id === id).flatMap((m) => [m.home_team_id!, m.away_team_id!]));
    expect(opponents.size).toBeGreaterThan(1);
    expect(changed(before, after)).toEqual([...withTeam, ...matchdays.map((d) => `/leagues/${SEASON}/matchdays/${d}/`), ...[...opponents].map((t) => `/teams/${t}/calendar.ics`)].sort());
  });

  it('a result of a team\'s current season changes its league-team pages of that season, not its pages of its older seasons (its club pages, which show its history, change)', async () => {
    const OPEN = 'fl-1-2021-22';
    const leagueTeamKeys = async (change?: (seasons: Record<string, SeasonContent>) => void) => {
      const ds = await leagueAndCupDataset(change);
      const idx = siteIndex(ds);
      const both = idx.seasons.filter((s) => s.slug === SEASON || s.slug === OPEN);
      const pages = [...seasonPages(idx, 'league-team', both), ...seasonPages(idx, 'team', both)];
      return new Map([...pages.map((p) => [p.path, p.cacheKey()] as const), ...[...ds.teams.keys()].map((id) => [`/teams/${id}/`, pageKeys(ds).team(id)] as const)]);
    };
    const before = await leagueTeamKeys();
    const after = await leagueTeamKeys((s) => {
      const m = s[OPEN]!.matches.find((x) => x.status === 'completed')!;
      m.home_score = (m.home_score ?? 0) + 1;
    });
    const older = [...before.keys()].filter((p) => p.startsWith(`/leagues/${SEASON}/teams/`));
    // a team's page of its older season (TeamPage.astro) shows nothing of its current season either
    const olderTeamPages = [...before.keys()].filter((p) => p.startsWith(`/seasons/${SEASON}/teams/`));
    expect(olderTeamPages.length).toBeGreaterThan(1);
    const open = [...before.keys()].filter((p) => p.startsWith(`/leagues/${OPEN}/teams/`));
    expect(older.length).toBeGreaterThan(1);
    expect(open.length).toBeGreaterThan(1);
    // the open season's table changed: every team's page of it, and their club pages (their history
    // shows the table); the older season's league-team pages show nothing of it (they had the club's key)
    expect(changed(before, after)).toEqual([...open, ...open.map((p) => `/teams/${p.split('/')[4]}/`)].sort());
  });

  it("a team's page of an older season changes with the row of any season it links (whether a season is a league's is in its stages)", async () => {
    const OPEN = 'fl-1-2021-22';
    const olderKeys = async (change?: (seasons: Record<string, SeasonContent>) => void) => {
      const idx = siteIndex(await leagueAndCupDataset(change));
      return new Map(seasonPages(idx, 'team', idx.seasons.filter((s) => s.slug === SEASON)).map((p) => [p.path, p.cacheKey()] as const));
    };
    const before = await olderKeys();
    expect(before.size).toBeGreaterThan(1);
    const after = await olderKeys((s) => {
      s[OPEN]!.competition.stages = [...s[OPEN]!.competition.stages, { name: 'Play-offs', knockout: true } as (typeof s)[string]['competition']['stages'][number]];
    });
    expect(changed(before, after)).toEqual([...before.keys()].sort());
  });
});
