/**
 * Group tables of the real World Cups 2014 and 2018 (openfootball, CC0, in the real-data folder of
 * tests/helpers/real-data.ts; never copied into the repository): each edition is imported with the CLI (JSON + TXT match reports
 * with the cards + TXT squads) into its own temporary content folder, served by the in-process API,
 * and every row of GET /competitions/{id}/standings is compared with openfootball's published final
 * tables (worldcup.standings.json): position, team (FIFA code), played, won, drawn, lost, goals,
 * points. 2018 Group H (Japan ahead of Senegal on fair-play points) needs the cards of the TXT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { REAL_DATA, realData } from '../helpers/real-data.ts';
import { missingRealDataMessage } from '../../src/lib/real-data/locate.ts';

const repo = resolve(import.meta.dirname, '../..');
const data = realData('openfootball');
const tmp = mkdtempSync(join(tmpdir(), 'wc-standings-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface PublishedRow {
  team: { name: string; code: string };
  pos: number; played: number; won: number; drawn: number; lost: number; goals_for: number; goals_against: number; pts: number;
}
interface PublishedGroup { name: string; standings: PublishedRow[] }

const EDITIONS = [
  { year: 2014, host: 'BRA' },
  { year: 2018, host: 'RUS' },
] as const;
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((g) => `Group ${g}`);

function sourceFiles(year: number) {
  return {
    json: join(data, 'worldcup.json', String(year)),
    standings: join(data, 'worldcup.json', String(year), 'worldcup.standings.json'),
    txt: join(data, 'worldcup', 'more', `${year}_full.txt`),
    squadsTxt: join(data, 'worldcup', 'more', `${year}_squads.txt`),
  };
}

/** Imports one edition with the CLI and returns the API over it and the published tables. */
function importEdition(year: number, host: string): { content: string; published: PublishedGroup[] } {
  const src = sourceFiles(year);
  const missing = [join(src.json, 'worldcup.json'), src.standings, src.txt, src.squadsTxt].filter((f) => !existsSync(f));
  if (missing.length > 0)
    throw new Error(missingRealDataMessage(REAL_DATA, missing));
  const slug = `wc-${year}`;
  const content = join(tmp, slug, 'content');
  const r = spawnSync(process.execPath, [
    'scripts/import-openfootball.ts', '--json', src.json, '--txt', src.txt, '--squads-txt', src.squadsTxt,
    '--slug', slug, '--venue-country', host, '--content', content,
  ], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`import of ${year} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  const published = (JSON.parse(readFileSync(src.standings, 'utf8')) as { groups: PublishedGroup[] }).groups;
  return { content, published };
}

interface ApiRow {
  position: number; team: { id: string; name: string; code: string };
  played: number; won: number; drawn: number; lost: number; goals_for: number; goals_against: number; goal_difference: number; points: number;
}
interface ApiTable { stage: { name: string }; group: { name: string } | null; live: boolean; rows: ApiRow[] }

const FIELDS = [
  ['played', 'played'], ['won', 'won'], ['drawn', 'drawn'], ['lost', 'lost'],
  ['goals_for', 'goals_for'], ['goals_against', 'goals_against'], ['points', 'pts'],
] as const;

/** Every difference between the served table and the published one, each naming group and position. */
function differences(where: string, served: ApiTable | undefined, published: PublishedGroup | undefined): string[] {
  if (!published) return [`${where}: not in worldcup.standings.json`];
  if (!served) return [`${where}: no table in the API answer`];
  const out: string[] = [];
  if (served.rows.length !== published.standings.length) out.push(`${where}: ${served.rows.length} rows served, ${published.standings.length} published`);
  const expected = [...published.standings].sort((a, b) => a.pos - b.pos);
  expected.forEach((want, i) => {
    const at = `${where} position ${want.pos}`;
    if (want.pos !== i + 1) out.push(`${at}: the published table has no position ${i + 1}`);
    const got = served.rows.find((r) => r.position === want.pos);
    if (!got) return void out.push(`${at}: no row served (expected ${want.team.code} ${want.team.name})`);
    if (got.team.code !== want.team.code) out.push(`${at}: ${got.team.code} (${got.team.name}) served, ${want.team.code} (${want.team.name}) published`);
    for (const [mine, theirs] of FIELDS)
      if (got[mine] !== want[theirs]) out.push(`${at} (${want.team.code}): ${mine} ${got[mine]} served, ${want[theirs]} published`);
    if (got.goal_difference !== want.goals_for - want.goals_against) out.push(`${at} (${want.team.code}): goal_difference ${got.goal_difference} served, ${want.goals_for - want.goals_against} published`);
  });
  return out;
}

for (const { year, host } of EDITIONS) {
  describe(`World Cup ${year}: imported group tables equal openfootball's published standings`, () => {
    let published: PublishedGroup[];
    let tables: ApiTable[];
    let h: Harness;

    beforeAll(async () => {
      const imported = importEdition(year, host);
      published = imported.published;
      h = await apiHarness(imported.content);
      const res = await h.get(`/api/public/v1/competitions/season_wc-${year}/standings`);
      if (res.status !== 200) throw new Error(`GET standings of ${year}: status ${res.status} ${JSON.stringify(res.json)}`);
      tables = (res.json as { data: ApiTable[] }).data;
    }, 180_000);

    it('serves one complete table per published group, for the same groups', () => {
      expect(published.map((g) => g.name)).toEqual(GROUPS);
      const groupTables = tables.filter((t) => t.stage.name === 'Group stage' && t.group !== null);
      expect(groupTables.map((t) => t.group!.name).sort()).toEqual(GROUPS);
      expect(groupTables.filter((t) => t.live).map((t) => t.group!.name), 'live tables').toEqual([]);
    });

    it.each(GROUPS)(`${year} %s: positions, teams, played, won, drawn, lost, goals and points`, (group) => {
      const served = tables.find((t) => t.stage.name === 'Group stage' && t.group?.name === group);
      const diffs = differences(`${year} ${group}`, served, published.find((g) => g.name === group));
      expect(diffs, `${year} ${group} differs from worldcup.standings.json:\n${diffs.join('\n')}`).toEqual([]);
    });

    it('every position is decided by the rules, none left level (a name-order fallback could match by luck)', () => {
      const view = competitionView(h.ds, h.ds.seasons.get(`season_wc-${year}`)!, staticSource(h.ds));
      const unresolved = view.standings.flatMap((t) => t.rows.filter((r) => r.decided_by === 'unresolved').map((r) => `${t.group?.name} position ${r.position} ${r.team.code}`));
      expect(unresolved, `${year}: teams the tie-breakers of competition.json could not separate`).toEqual([]);
    });

    if (year === 2018)
      it('2018 Group H: Japan and Senegal are level on points and goals; fair play from the TXT cards (−4 v −6) decides', () => {
        const rows = tables.find((t) => t.group?.name === 'Group H')!.rows;
        const jpn = rows.find((r) => r.team.code === 'JPN')!;
        const sen = rows.find((r) => r.team.code === 'SEN')!;
        expect([jpn.points, jpn.goal_difference, jpn.goals_for]).toEqual([sen.points, sen.goal_difference, sen.goals_for]);
        expect([jpn.position, sen.position]).toEqual([2, 3]);
        const view = competitionView(h.ds, h.ds.seasons.get('season_wc-2018')!, staticSource(h.ds));
        const groupH = view.standings.find((t) => t.group?.name === 'Group H')!.rows;
        expect(['JPN', 'SEN'].map((code) => groupH.find((r) => r.team.code === code)).map((r) => [r?.decided_by, r?.fair_play])).toEqual([['fair_play', -4], ['fair_play', -6]]);
      });
  });
}
