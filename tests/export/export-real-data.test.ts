/**
 * The downloads of real competitions (openfootball, CC0, in the real-data folder of
 * tests/helpers/real-data.ts; never copied into the repository), each imported into its own
 * temporary content folder: the World Cup 2018 (events, line-ups, cards: JSON + TXT match reports and
 * squads) and Ligue 1 2019-20 from football.json (results only, a season curtailed by points per
 * match, with cancelled matches). Rows per table equal the API's in the three files; the SQLite file's
 * references resolve and its views answer as the API.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCompetition } from '../../src/lib/export/index.ts';
import { missingRealDataMessage } from '../../src/lib/real-data/locate.ts';
import { REAL_DATA, realData } from '../helpers/real-data.ts';
import { REPO } from '../helpers/server-process.ts';
import type { Harness } from '../helpers/api-harness.ts';
import { importInto, removeImport } from '../leagues/helpers.ts';
import { apiCounts, apiView, exportHarness, fileCounts, openSqlite, type ApiView } from './helpers.ts';

const tmp = mkdtempSync(join(tmpdir(), 'export-real-'));
let leagueDir = '';
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  removeImport(leagueDir);
});

/** The World Cup 2018 imported with the CLI, as tests/import/world-cup-standings.test.ts does. */
function importWorldCup2018(): string {
  const data = realData('openfootball');
  const json = join(data, 'worldcup.json', '2018');
  const txt = join(data, 'worldcup', 'more', '2018_full.txt');
  const squads = join(data, 'worldcup', 'more', '2018_squads.txt');
  const missing = [join(json, 'worldcup.json'), txt, squads].filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(missingRealDataMessage(REAL_DATA, missing));
  const content = join(tmp, 'wc-2018');
  const r = spawnSync(process.execPath, ['scripts/import-openfootball.ts', '--json', json, '--txt', txt, '--squads-txt', squads, '--slug', 'wc-2018', '--venue-country', 'RUS', '--content', content], { cwd: REPO, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`import of 2018 failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return content;
}

interface Case {
  name: string;
  content: () => Promise<string>;
  /** what the competition must have, so the comparison is not of empty tables */
  expect: (counts: Record<string, number>, api: ApiView) => void;
}

const CASES: Case[] = [
  {
    name: 'World Cup 2018 (openfootball JSON + TXT)',
    content: async () => importWorldCup2018(),
    expect: (counts, api) => {
      expect(counts).toMatchObject({ competitions: 1, teams: 32, matches: 64, standings: 32 });
      expect(counts.events).toBeGreaterThan(500);
      expect(counts.lineups).toBeGreaterThan(1000);
      expect(api.competition.winner?.name).toBe('France');
    },
  },
  {
    name: 'Ligue 1 2019-20 (football.json: results only, curtailed, cancelled matches)',
    content: async () => {
      const { dir, result } = await importInto({ competitions: ['fr.1'], seasons: ['2019-20'] });
      leagueDir = dir;
      const failed = result.results.filter((x) => x.status === 'failed');
      if (failed.length > 0) throw new Error(`import failed: ${JSON.stringify(failed)}`);
      return dir;
    },
    expect: (counts, api) => {
      expect(counts).toMatchObject({ competitions: 1, teams: 20, matches: 380, standings: 20, events: 0, lineups: 0, stats: 0 });
      expect(api.standings[0].ranked_by).toBe('points_per_match');
      expect(api.matches.filter((m) => m.status_detail === 'cancelled').length).toBeGreaterThan(0);
    },
  },
];

for (const c of CASES) {
  describe(c.name, () => {
    let h: Harness;
    let seasonId: string;
    let api: ApiView;
    const files = {} as { csv: Uint8Array; sqlite: Uint8Array; jsonl: Uint8Array };

    beforeAll(async () => {
      h = await exportHarness(await c.content());
      expect(h.ds.seasons.size).toBe(1);
      seasonId = [...h.ds.seasons.keys()][0]!;
      api = await apiView(h, seasonId);
      for (const f of ['csv', 'sqlite', 'jsonl'] as const) files[f] = await exportCompetition(h.ds, seasonId, f);
    }, 240_000);

    it('rows per table equal the API\'s in the csv, sqlite and jsonl files', () => {
      const expected = apiCounts(api);
      c.expect(expected, api);
      expect(fileCounts(files)).toEqual({ csv: expected, sqlite: expected, jsonl: expected });
    });

    it('sqlite: every reference resolves; scorers, league_table and coverage answer as the API', () => {
      const { db, close } = openSqlite(files.sqlite);
      try {
        expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
        const scorers = db.prepare('SELECT player_id, goals, penalties, matches, minutes FROM scorers').all().map((r) => ({ ...r }));
        expect(scorers).toEqual(api.scorers.map((s) => ({ player_id: s.player.id, goals: s.goals, penalties: s.penalties, matches: s.matches, minutes: s.minutes })));
        const table = db.prepare('SELECT team_id, position, points FROM league_table').all().map((r) => ({ ...r }));
        expect(table).toEqual(api.standings.flatMap((t: any) => t.rows.map((r: any) => ({ team_id: r.team.id, position: r.position, points: r.points }))));
        const coverage = db.prepare('SELECT id, coverage_events, coverage_lineups, coverage_stats FROM matches').all().map((r: any) => [r.id, !!r.coverage_events, !!r.coverage_lineups, !!r.coverage_stats]);
        expect(coverage).toEqual(api.matches.map((m) => { const cov = api.details.get(m.id)!.detail.coverage; return [m.id, cov.events, cov.lineups, cov.stats]; }));
        const cancelled = db.prepare("SELECT home_score, away_score, winner_team_id FROM matches WHERE status_detail = 'cancelled'").all().map((r) => ({ ...r }));
        expect(cancelled.length).toBe(api.matches.filter((m) => m.status_detail === 'cancelled').length);
        expect(cancelled.every((r) => r.home_score === null && r.away_score === null && r.winner_team_id === null)).toBe(true);
      } finally {
        close();
      }
    });
  });
}
