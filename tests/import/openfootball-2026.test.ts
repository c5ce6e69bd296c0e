/**
 * End to end on the real openfootball World Cup 2026 data (<real data>/openfootball-2026, tests/helpers/real-data.ts; not in
 * the repository): the CLI imports it into a temporary content folder, and the result is checked
 * against the source JSON and TXT and validated like `npm run validate`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';

const repo = resolve(import.meta.dirname, '../..');
const data = realData('openfootball-2026');
const tmp = mkdtempSync(join(tmpdir(), 'openfootball-2026-'));
const content = join(tmp, 'content');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Row = Record<string, string>;
const csv = (file: string): Row[] => parse(readFileSync(join(content, file), 'utf8'), { columns: true });
const json = (file: string) => JSON.parse(readFileSync(join(data, file), 'utf8'));

interface SrcMatch {
  round: string; num?: number; team1: string; team2: string; group?: string;
  score: { ft: [number, number]; ht: [number, number]; et?: [number, number]; p?: [number, number] };
  goals1?: unknown[]; goals2?: unknown[];
}

let run: { code: number | null; out: string; err: string };
let matches: Row[], events: Row[], lineups: Row[], players: Row[], teams: Row[];
let report: { figures: Record<string, unknown>; items: { kind: string; severity: string; message: string }[] };

beforeAll(() => {
  requireRealData(['openfootball-2026', 'worldcup.json']);
  const r = spawnSync(process.execPath, [
    'scripts/import-openfootball.ts', '--json', data, '--txt', join(data, 'txt/2026_full.txt'), '--squads-txt', join(data, 'txt/2026_squads.txt'),
    '--slug', 'wc-2026', '--content', content, '--report', join(tmp, 'report.json'),
  ], { cwd: repo, encoding: 'utf8' });
  run = { code: r.status, out: r.stdout, err: r.stderr };
  if (r.status !== 0) throw new Error(`import failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  matches = csv('wc-2026/matches.csv');
  events = csv('wc-2026/events.csv');
  lineups = csv('wc-2026/lineups.csv');
  teams = csv('wc-2026/teams.csv');
  players = csv('players.csv');
  report = JSON.parse(readFileSync(join(tmp, 'report.json'), 'utf8'));
}, 120_000);

describe('openfootball World Cup 2026 import', () => {
  // 1,248 players of the JSON squads, and the 4 of the TXT squad only whom a match report names
  // (Arjan Malic, Ruslanbek Jiyanov, Shuto Machino, Marwane Saadane: tests/import/txt-squad-players.test.ts)
  it('imports 104 matches, 48 teams and 1,252 players', () => {
    expect(run.code).toBe(0);
    expect(matches).toHaveLength(104);
    expect(teams).toHaveLength(48);
    expect(players).toHaveLength(1252);
    expect(csv('wc-2026/squads.csv')).toHaveLength(1252);
    expect(new Set(matches.map((m) => m.match_number))).toEqual(new Set(Array.from({ length: 104 }, (_, i) => String(i + 1))));
    expect(csv('wc-2026/stats.csv')).toHaveLength(0);
  });

  it('every match has the scores, shoot-out result and goals of the source JSON', () => {
    const codes = new Map<string, string>((json('worldcup.teams.json') as { name: string; fifa_code: string }[]).map((t) => [t.name, `team_${t.fifa_code.toLowerCase()}`]));
    const src = json('worldcup.json').matches as SrcMatch[];
    expect(src).toHaveLength(104);
    const groupRows = new Map(matches.filter((m) => m.stage === 'Group stage').map((m) => [`${m.home_team_id}/${m.away_team_id}`, m]));
    for (const s of src) {
      const home = codes.get(s.team1)!;
      const away = codes.get(s.team2)!;
      const row = s.num ? matches.find((m) => m.match_number === String(s.num)) : groupRows.get(`${home}/${away}`);
      const label = `${s.round} ${s.team1} v ${s.team2}`;
      expect(row, label).toBeDefined();
      expect([row!.home_team_id, row!.away_team_id], label).toEqual([home, away]);
      expect(row!.group || undefined, label).toBe(s.group);
      const total = s.score.et ?? s.score.ft;
      expect([row!.status, Number(row!.home_score), Number(row!.away_score)], label).toEqual(['completed', total[0], total[1]]);
      expect(row!.has_extra_time, label).toBe(String(!!s.score.et));
      expect([row!.has_penalties, row!.home_penalty, row!.away_penalty], label).toEqual(s.score.p ? ['true', String(s.score.p[0]), String(s.score.p[1])] : ['false', '', '']);
      const goals = events.filter((e) => e.match_id === row!.id && e.type === 'goal');
      expect(goals.filter((g) => g.team_id === home).length, label).toBe((s.goals1 ?? []).length);
      expect(goals.filter((g) => g.team_id === away).length, label).toBe((s.goals2 ?? []).length);
      const kicks = events.filter((e) => e.match_id === row!.id && e.type === 'shootout');
      if (kicks.length > 0) {
        const last = kicks[kicks.length - 1]!;
        expect([Number(last.score_home), Number(last.score_away)], label).toEqual(s.score.p);
      }
    }
    const total = (k: 'goals1' | 'goals2') => src.reduce((n, s) => n + (s[k] ?? []).length, 0);
    expect(events.filter((e) => e.type === 'goal')).toHaveLength(total('goals1') + total('goals2'));
    // the four shoot-outs are all recorded kick by kick
    expect(new Set(events.filter((e) => e.type === 'shootout').map((e) => e.match_id)).size).toBe(src.filter((s) => s.score.p).length);
  });

  it('has line-ups, cards and substitutions for the 96 matches the TXT reports cover', () => {
    const withLineups = new Set(lineups.map((l) => l.match_id));
    expect(withLineups.size).toBe(96);
    expect(new Set(events.filter((e) => e.type === 'substitution').map((e) => e.match_id))).toEqual(withLineups);
    for (const id of new Set(events.filter((e) => e.type === 'card').map((e) => e.match_id))) expect(withLineups.has(id)).toBe(true);
    const noReport = matches.filter((m) => !withLineups.has(m.id));
    expect(noReport.map((m) => m.stage).sort()).toEqual(['Final', 'Match for third place', 'Quarter-final', 'Quarter-final', 'Quarter-final', 'Quarter-final', 'Semi-final', 'Semi-final']);
    for (const m of noReport) expect([m.home_formation, m.away_formation]).toEqual(['', '']);
    // every card of the TXT is imported; substitutions too, except those reported as left out
    const txt = readFileSync(join(data, 'txt/2026_full.txt'), 'utf8');
    expect(events.filter((e) => e.type === 'card')).toHaveLength((txt.match(/\[[YR] \d+(\+\d+)?'\]/g) ?? []).length);
    const skippedSubs = report.items.filter((i) => i.kind === 'event_skipped' && /substitution/.test(i.message)).length;
    expect(events.filter((e) => e.type === 'substitution')).toHaveLength((txt.match(/\(\d+(\+\d+)?' [^)(]/g) ?? []).length - skippedSubs);
  });

  it('reports the known conflicts of the sources instead of hiding them', () => {
    const text = report.items.map((i) => i.message).join('\n');
    expect(text).toMatch(/match 79: the source's half-time score 1-0 disagrees with its goal minutes/);
    expect(text).toMatch(/match 79: JSON has Julián Quiñones 31', TXT has Julian QUINONES 22'; the JSON is used/);
    const m79 = matches.find((m) => m.match_number === '79')!;
    expect([m79.first_half_home, m79.second_half_home]).toEqual(['2', '0']);
  });

  it('the imported folder validates with zero problems', async () => {
    const { problems } = await loadContent(content);
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
