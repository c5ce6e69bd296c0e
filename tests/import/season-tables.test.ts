/**
 * A team's group belongs to the season (issue 20, "Tables"). Every shared World Cup imported into one
 * content folder (`npm run import:all`, tests/helpers/all-tournaments.ts): each season's tables
 * equal the tables of that season loaded alone (its folder and the shared countries.csv and
 * players.csv in a folder of their own), and the 2014 and 2018 group tables equal openfootball's
 * published standings (worldcup.json/<year>/worldcup.standings.json, CC0; read from the shared data,
 * never copied). Before the fix, the last season's teams.csv `group` won for every season: 1970's
 * tables listed West Germany, Brazil, Bulgaria, Sweden, Uruguay and Italy with 0 played, and 2014
 * Group A put Cameroon 6th.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { OPENFOOTBALL, documentedStatus, importAllOnce } from '../helpers/all-tournaments.ts';
import { loadDataset } from '../helpers/load-dataset.ts';

const scratch = mkdtempSync(join(tmpdir(), 'season-tables-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The seasons docs/imported-tournaments.md lists as importable. */
const SLUGS = [...documentedStatus()].filter(([, s]) => s === true).map(([slug]) => slug);

let content: string;
let all: Dataset;

beforeAll(async () => {
  content = (await importAllOnce()).content;
  all = await loadDataset(content);
}, 600_000);

/** The season's tables as plain data: stage, group, and every row with why it is placed. */
function tablesOf(ds: Dataset, slug: string) {
  const season = [...ds.seasons.values()].find((s) => s.slug === slug);
  if (!season) throw new Error(`no season ${slug} in the dataset`);
  return competitionView(ds, season, staticSource(ds)).standings.map((t) => ({
    table: `${t.stage.name} / ${t.group?.name ?? '(league)'}`,
    rows: t.rows.map((r) => [r.position, r.team.id, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against, r.points, r.decided_by, r.fixed_reason]),
  }));
}

/** A content folder holding only these seasons (and the shared files). */
function folderWith(...slugs: string[]): string {
  const dir = join(scratch, slugs.join('+'));
  mkdirSync(dir, { recursive: true });
  for (const f of ['countries.csv', 'players.csv']) cpSync(join(content, f), join(dir, f));
  for (const slug of slugs) cpSync(join(content, slug), join(dir, slug), { recursive: true });
  return dir;
}

describe('with every World Cup loaded together, each season has its own tables', () => {
  it('the content holds every importable season', () => {
    expect(SLUGS.length).toBeGreaterThanOrEqual(20);
    expect(SLUGS.filter((s) => ![...all.seasons.values()].some((x) => x.slug === s))).toEqual([]);
  });

  it.each(SLUGS)('%s: tables equal the season loaded alone', async (slug) => {
    const alone = await loadDataset(folderWith(slug));
    expect(tablesOf(all, slug)).toEqual(tablesOf(alone, slug));
  });

  it('1970 loaded with 1974 only (the issue\'s reproduction): the group tables hold the 16 teams that played them', async () => {
    const both = await loadDataset(folderWith('wc-1970', 'wc-1974'));
    // World Cup 1970 (FIFA; the openfootball files): 4 groups of 4, every team played 3 group matches
    const tables = tablesOf(both, 'wc-1970').filter((t) => t.table.startsWith('Group stage'));
    expect(tables.map((t) => t.rows.length)).toEqual([4, 4, 4, 4]);
    expect(tables.flatMap((t) => t.rows.map((r) => r[2]))).toEqual(new Array(16).fill(3));
  });
});

interface PublishedRow {
  team: { name: string; code: string };
  pos: number; played: number; won: number; drawn: number; lost: number; goals_for: number; goals_against: number; pts: number;
}

/** openfootball's published final group tables of a year, as [group, position, code, P, W, D, L, GF, GA, Pts]. */
function published(year: number) {
  const file = join(OPENFOOTBALL, 'worldcup.json', String(year), 'worldcup.standings.json');
  if (!existsSync(file)) throw new Error(`openfootball's standings file is missing: ${file} (the shared data beside the repository)`);
  const groups = (JSON.parse(readFileSync(file, 'utf8')) as { groups: { name: string; standings: PublishedRow[] }[] }).groups;
  return groups.flatMap((g) => [...g.standings].sort((a, b) => a.pos - b.pos).map((r) => [g.name, r.pos, r.team.code, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against, r.pts]));
}

describe.each([2014, 2018])('World Cup %i loaded with every other World Cup: group tables equal openfootball\'s standings file', (year) => {
  it('positions, teams, played, won, drawn, lost, goals and points', () => {
    const season = all.seasons.get(`season_wc-${year}`)!;
    const served = competitionView(all, season, staticSource(all)).standings
      .filter((t) => t.stage.name === 'Group stage' && t.group !== null)
      .flatMap((t) => t.rows.map((r) => [t.group!.name, r.position, r.team.code, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against, r.points]));
    const want = published(year);
    expect(want).toHaveLength(32);
    expect(served).toEqual(want);
  });
});
