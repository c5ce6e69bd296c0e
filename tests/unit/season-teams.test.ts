/**
 * A team's group belongs to the season: the dataset keeps each season's teams.csv (seasonTeams), and
 * tables, the site's group lists and the content diff read the season's own membership, never a
 * group merged across seasons (issue 20, "Tables"; the real-data test is
 * tests/import/season-tables.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { diffContent } from '../../src/lib/content-diff/index.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { buildDataset, groupMembers, groupOf, type Dataset } from '../../src/lib/dataset/dataset.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { minimalFixture } from '../fixtures/minimal-content.ts';

/** Fixture Cup 2030 (Group A: all four teams, matches played) and Fixture Cup 2034, drawn but without matches yet. */
function twoSeasons(groupOfAland = 'Group B'): Dataset {
  const { shared, season } = minimalFixture();
  const later: SeasonContent = {
    competition: { ...season.competition, id: 'season_fy-2034', year: 2034, groups: ['Group B', 'Group C'] },
    teams: season.teams.map((t) => ({ ...t, group: t.id === 'team_aaa' ? groupOfAland : t.id === 'team_bbb' ? 'Group B' : 'Group C' })),
    venues: season.venues, squads: [], matches: [], events: [], lineups: [], stats: [],
  };
  return buildDataset({ ...shared, seasons: [{ ...season, slug: 'fx-2030' }, { ...later, slug: 'fy-2034' }] });
}

/** Each table's group and its teams by name. */
const tables = (ds: Dataset, id: string) =>
  competitionView(ds, ds.seasons.get(id)!, staticSource(ds)).standings.map((t) => [t.group?.name, t.rows.map((r) => r.team.name).sort()]);

describe('per-season group membership', () => {
  const ds = twoSeasons();

  it('keeps each season\'s group of a team; the merged team has none', () => {
    expect([groupOf(ds, 'season_fx-2030', 'team_aaa'), groupOf(ds, 'season_fy-2034', 'team_aaa')]).toEqual(['Group A', 'Group B']);
    expect(groupMembers(ds, 'season_fy-2034', 'Group C')).toEqual(['team_ccc', 'team_ddd']);
    expect(ds.teams.get('team_aaa')).toEqual({ id: 'team_aaa', name: 'Aland', code: 'QAA' });
  });

  it('each season\'s tables hold the teams its own teams.csv puts in each group', () => {
    expect(tables(ds, 'season_fx-2030')).toEqual([['Group A', ['Aland', 'Borea', 'Cyrenia', 'Dalmoor']]]);
    // before its matches are published, a group takes its members from the season's teams.csv
    expect(tables(ds, 'season_fy-2034')).toEqual([['Group B', ['Aland', 'Borea']], ['Group C', ['Cyrenia', 'Dalmoor']]]);
  });

  it("the site's group lists are per season", () => {
    const groups = siteIndex(ds).groups;
    expect([...groups.get('season_fx-2030')!]).toEqual([['Group A', ['team_aaa', 'team_bbb', 'team_ccc', 'team_ddd']]]);
    expect([...groups.get('season_fy-2034')!]).toEqual([['Group B', ['team_aaa', 'team_bbb']], ['Group C', ['team_ccc', 'team_ddd']]]);
  });

  it('the content diff names a group change with its season', () => {
    const changes = diffContent(ds, twoSeasons('Group C')).filter((c) => c.entity === 'team');
    expect(changes.map((c) => [c.id, c.text, c.fields])).toEqual([
      ['team_aaa', 'team Aland (team_aaa): group in Fixture Cup 2034 Group B → Group C', { group: { before: 'Group B', after: 'Group C' } }],
    ]);
  });
});
