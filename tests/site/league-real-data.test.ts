/**
 * The league pages' data on real seasons (openfootball football.json, imported into a temp folder
 * by tests/leagues/helpers.ts; nothing is copied into the repository). Expected values are the
 * published tables, written out by hand:
 * - Premier League 2023-24 and 2022-23: premierleague.com/tables (and en.wikipedia.org
 *   "2023–24 Premier League" / "2022–23 Premier League"): City 91, Arsenal 89, Liverpool 82 …
 *   Everton 15th on 40 after an 8-point deduction, Nottingham Forest 17th on 32 after 4;
 *   2022-23 Everton 17th on 36.
 * - Ligue 1 2019-20, stopped and ranked by points per match (LFP, 30 April 2020): Paris
 *   Saint-Germain 68 points from 27 matches (2.52), Marseille 56 from 28 (2.00).
 * - Eredivisie 2019-20, declared void (KNVB, 24 April 2020).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { leagueTableView } from '../../src/lib/site/league-table.ts';
import { seasonMatchdays } from '../../src/lib/site/matchdays.ts';
import { seasonPositions } from '../../src/lib/site/position-history.ts';
import { clubHistory } from '../../src/lib/site/club-history.ts';
import { competitionsIndex } from '../../src/lib/site/competitions-index.ts';
import { importLeagues } from '../../src/lib/import/football-json/import-leagues.ts';
import { FOOTBALL_JSON, importInto } from '../leagues/helpers.ts';

let dir = '';
let idx: SiteIndex;
const season = (slug: string) => [...idx.ds.seasons.values()].find((s) => s.slug === slug)!;
const teamId = (name: string) => [...idx.ds.teams.values()].find((t) => t.name === name)!.id;

beforeAll(async () => {
  const league = await importInto({ competitions: ['en.1'], seasons: ['2022-23', '2023-24'] });
  dir = league.dir;
  const curtailed = await importLeagues({ source: FOOTBALL_JSON, content: dir, competitions: ['fr.1', 'nl.1'], seasons: ['2019-20'] });
  expect([...league.result.results, ...curtailed.results].map((r) => `${r.slug} ${r.status}`)).toEqual(['en-1-2022-23 new', 'en-1-2023-24 new', 'fr-1-2019-20 new', 'nl-1-2019-20 new']);
  const { raw, problems } = await loadContent(dir);
  expect(problems).toEqual([]);
  idx = siteIndex(buildDataset(snapshotOf(raw)));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('league pages on real seasons', () => {
  it('competitions index: England, France, Netherlands, each league with its seasons, newest first', () => {
    const index = competitionsIndex(idx, (c) => idx.ds.countries.get(c)?.name ?? c);
    expect(index.map((c) => [c.name, c.competitions.map((x) => `${x.name}: ${x.seasons.map((s) => s.label).join(' ')}`)])).toEqual([
      ['England', ['Premier League: 2023-24 2022-23']],
      ['France', ['Ligue 1: 2019-20']],
      ['Netherlands', ['Eredivisie: 2019-20']],
    ]);
  });

  it('Premier League 2023-24: the published table, deductions as footnotes, zones', () => {
    const v = leagueTableView(idx, season('en-1-2023-24'))!;
    const row = (name: string) => v.rows.find((r) => r.row.team.name.startsWith(name))!;
    expect(v.rows.slice(0, 3).map((r) => [r.row.position, r.row.points])).toEqual([[1, 91], [2, 89], [3, 82]]);
    expect(row('Manchester City').row.position).toBe(1);
    expect(row('Arsenal').row.position).toBe(2);
    expect([row('Everton').row.position, row('Everton').row.points, row('Everton').note?.points]).toEqual([15, 40, -8]);
    expect([row('Nottingham Forest').row.position, row('Nottingham Forest').row.points, row('Nottingham Forest').note?.points]).toEqual([17, 32, -4]);
    expect(v.notes.map((n) => n.n)).toEqual([1, 2]);
    expect(v.zones.map((z) => [z.name, z.positions])).toEqual([['Champions League', [1, 4]], ['Relegation', [18, 20]]]);
    expect(row('Luton').zone?.name).toBe('Relegation');
    expect(v.complete).toBe(true);
  });

  it('Premier League 2023-24: 38 matchdays of 10 matches; the chart ends on the final position', () => {
    const md = seasonMatchdays(idx.seasonMatches.get(season('en-1-2023-24').id)!);
    expect(md.matchdays.map((d) => d.matches.length)).toEqual(Array(38).fill(10));
    const h = seasonPositions(idx, season('en-1-2023-24'));
    expect(h.teams).toBe(20);
    const arsenal = h.byTeam.get(teamId('Arsenal FC'))!;
    expect(arsenal).toHaveLength(38);
    expect(arsenal.at(-1)).toEqual({ matchday: 38, position: 2, points: 89, played: 38 });
  });

  it("Everton's history: 17th on 36 in 2022-23, 15th on 40 in 2023-24", () => {
    const rows = clubHistory(idx, teamId('Everton FC'));
    expect(rows.map((r) => [r.label, r.position, r.points, r.final])).toEqual([['2023-24', 15, 40, true], ['2022-23', 17, 36, true]]);
  });

  it('Ligue 1 2019-20 is ranked by points per match and says so', () => {
    const v = leagueTableView(idx, season('fr-1-2019-20'))!;
    expect(v.rankedBy).toBe('points_per_match');
    expect(v.rankedByText).toContain('the season was stopped');
    expect(v.rows.slice(0, 2).map((r) => [r.row.team.name, r.row.played, r.row.points, r.ppm])).toEqual([
      [v.rows[0]!.row.team.name, 27, 68, '2.52'],
      [v.rows[1]!.row.team.name, 28, 56, '2.00'],
    ]);
    expect(v.rows[0]!.row.team.name).toMatch(/Paris Saint-Germain/);
    expect(v.rows[1]!.row.team.name).toMatch(/Marseille/);
  });

  it('Eredivisie 2019-20 is declared void: the reason, no zones', () => {
    const v = leagueTableView(idx, season('nl-1-2019-20'))!;
    expect(v.voidText).toMatch(/^This season was declared void \(.+\)\./);
    expect(v.zones).toEqual([]);
    expect(v.rows.every((r) => r.zone === null)).toBe(true);
  });
});
