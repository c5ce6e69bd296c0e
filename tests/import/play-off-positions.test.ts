/**
 * Group positions decided by a play-off (issue 20, "Tables"). In 1954 teams level on points for
 * second place played a play-off; the importer writes its result into competition.json
 * `rules.positions` with the result as the reason, and the API's and the site's tables show it.
 * Real data: the 1954 World Cup as `npm run import:all` imports it with every other shared World Cup
 * (tests/helpers/all-tournaments.ts).
 *
 * The historical 1954 tables (RSSSF, "World Cup 1954", Stokkermans and Jarreta; FIFA's 1954 World Cup
 * records; checked against the results in worldcup/1954--switzerland/cup.txt of openfootball):
 * - Group 2: Hungary 1st (4 pts), West Germany 2nd and Turkey 3rd (both 2 pts; play-off 23 June 1954,
 *   Zürich: West Germany 7–2 Turkey), South Korea 4th (0 pts).
 * - Group 4: England 1st (3 pts), Switzerland 2nd and Italy 3rd (both 2 pts; play-off 23 June 1954,
 *   Basel: Switzerland 4–1 Italy), Belgium 4th (1 pt).
 * - 1954 used no goal average: teams level for first place drew lots (Group 1, Brazil and
 *   Yugoslavia; Group 3, Uruguay and Austria), which the sources do not record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { toStandings } from '../../src/lib/api/competition-resources.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { playOffGroup } from '../../src/lib/import/openfootball/play-off-positions.ts';
import { groupsView } from '../../src/lib/site/groups.ts';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { importAllOnce } from '../helpers/all-tournaments.ts';
import { loadDataset } from '../helpers/load-dataset.ts';

let content: string;
let ds: Dataset;

beforeAll(async () => {
  content = (await importAllOnce()).content;
  ds = await loadDataset(content);
}, 600_000);

const HISTORICAL: Record<string, string[]> = {
  'Group 2': ['Hungary', 'West Germany', 'Turkey', 'South Korea'],
  'Group 4': ['England', 'Switzerland', 'Italy', 'Belgium'],
};
const PLAY_OFFS: Record<string, string> = {
  'Group 2': 'Play-off: West Germany 7–2 Turkey',
  'Group 4': 'Play-off: Switzerland 4–1 Italy',
};

describe('World Cup 1954: group positions decided by a play-off', () => {
  it('competition.json rules.positions holds both teams of each play-off, with the result as the reason', () => {
    const competition = JSON.parse(readFileSync(join(content, 'wc-1954', 'competition.json'), 'utf8'));
    expect(competition.rules.positions).toEqual([
      { group: 'Group 2', team_id: 'team_frg', position: 2, reason: PLAY_OFFS['Group 2'] },
      { group: 'Group 2', team_id: 'team_tur', position: 3, reason: PLAY_OFFS['Group 2'] },
      { group: 'Group 4', team_id: 'team_sui', position: 2, reason: PLAY_OFFS['Group 4'] },
      { group: 'Group 4', team_id: 'team_ita', position: 3, reason: PLAY_OFFS['Group 4'] },
    ]);
  });

  it.each(Object.keys(HISTORICAL))('%s: the API table has the historical order', (group) => {
    const view = competitionView(ds, ds.seasons.get('season_wc-1954')!, staticSource(ds));
    const table = toStandings(view).find((t) => t.group?.name === group)!;
    expect(table.rows.map((r) => [r.position, r.team.name])).toEqual(HISTORICAL[group]!.map((name, i) => [i + 1, name]));
  });

  it("the site's groups page marks the play-off places as fixed and gives the result", () => {
    const view = groupsView(siteIndex(ds), ds.seasons.get('season_wc-1954')!);
    for (const group of Object.keys(HISTORICAL)) {
      const rows = view.tables.find((t) => t.group === group)!.rows;
      expect(rows.slice(1, 3).map((r) => [r.team.name, r.decided_by, r.fixed_reason])).toEqual(HISTORICAL[group]!.slice(1, 3).map((name) => [name, 'fixed', PLAY_OFFS[group]]));
    }
    expect(view.fixed.map((f) => `${f.group}: ${f.team} ${f.position} — ${f.reason}`)).toEqual([
      `Group 2: West Germany 2 — ${PLAY_OFFS['Group 2']}`, `Group 2: Turkey 3 — ${PLAY_OFFS['Group 2']}`,
      `Group 4: Switzerland 2 — ${PLAY_OFFS['Group 4']}`, `Group 4: Italy 3 — ${PLAY_OFFS['Group 4']}`,
    ]);
  });

  it('teams level for first place (decided by lots, not recorded in the sources) are shown as level, not as placed by a goal average', () => {
    const view = competitionView(ds, ds.seasons.get('season_wc-1954')!, staticSource(ds));
    const level = (group: string) => view.standings.find((t) => t.group?.name === group)!.rows.slice(0, 2).map((r) => [r.team.name, r.decided_by]).sort();
    expect(level('Group 1')).toEqual([['Brazil', 'unresolved'], ['Yugoslavia', 'unresolved']]);
    expect(level('Group 3')).toEqual([['Austria', 'unresolved'], ['Uruguay', 'unresolved']]);
  });
});

describe('which stage is a group play-off', () => {
  const groups = ['Group 1', 'Group 2', 'Group 4', 'Group 21'];
  it.each([
    ['Group 2 Play-off', 'Group 2'],
    ['Play-off Group 4', 'Group 4'],
    ['group 21 playoff', 'Group 21'],
    ['Third-place play-off', null],
    ['Third place play-off', null],
    ['Group 2', null],
    ['Quarter-finals, Replays', null],
  ])('%s → %s', (stage, group) => {
    expect(playOffGroup(stage, groups)).toBe(group);
  });
});
