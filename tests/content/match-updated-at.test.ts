/**
 * Who sets `updated_at` (src/lib/content/match-updated-at.ts): a match whose rows (its matches.csv row,
 * events, line-ups, statistics) did not change keeps its time, a changed or new one gets `now`; and
 * the writers built on it: writeSeason (importers, generator), the re-stamp of import:all's staging
 * folder, `npm run diff -- --stamp`, and live:export's time of the last live change.
 */
import { readFile, writeFile, cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { matchFingerprints, sameInstant, stampMatches, stampText, unmovedMatches, type Cells, type MatchFiles } from '../../src/lib/content/match-updated-at.ts';
import { cellRows, matchFilesOf, readMatchFiles, restampSeason } from '../../src/lib/content/season-stamps.ts';
import { stampSeasons } from '../../src/lib/content/stamp-seasons.ts';
import { writeSeason } from '../../src/lib/content/write-content.ts';
import { exportedUpdatedAt } from '../../src/lib/live/export.ts';
import { emptyState } from '../../src/lib/live/state.ts';
import { minimalFixture, writeFixture } from '../fixtures/minimal-content.ts';

const T0 = '2030-06-20T10:00:00Z';
const NOW = '2030-06-21T08:30:00Z';

/** A season with two matches: m1 with one goal event, a line-up row and a stats row; m2 bare. */
function files(over: { m1?: Cells; m2?: Cells; events?: Cells[]; lineups?: Cells[]; stats?: Cells[] } = {}): MatchFiles {
  const row = (id: string, n: string): Cells => ({
    id, match_number: n, stage: 'Group stage', group: 'Group A', home_team_id: 'team_aaa', away_team_id: 'team_bbb', home_slot: '', away_slot: '', venue_id: 'venue_one',
    scheduled_at: '2030-06-01T18:00:00Z', status: 'completed', home_score: '1', away_score: '0', first_half_home: '1', first_half_away: '0', second_half_home: '0', second_half_away: '0',
    extra_time_home: '', extra_time_away: '', has_extra_time: 'false', has_penalties: 'false', home_penalty: '', away_penalty: '', home_formation: '', away_formation: '', attendance: '',
    updated_at: T0,
  });
  return {
    matches: [{ ...row('match_a', '1'), ...over.m1 }, { ...row('match_b', '2'), ...over.m2 }],
    events: over.events ?? [{ match_id: 'match_a', seq: '1', type: 'goal', detail: 'normal', minute: '12', extra_minute: '', team_id: 'team_aaa', player_id: 'player_a', player_off_id: '', score_home: '1', score_away: '0' }],
    lineups: over.lineups ?? [{ match_id: 'match_a', team_id: 'team_aaa', player_id: 'player_a', jersey_number: '9', position: 'Forward', starter: 'true', captain: 'false' }],
    stats: over.stats ?? [{ match_id: 'match_a', team_id: 'team_aaa', possession: '55', shots: '12', shots_on_target: '5', corners: '6', fouls: '10', offsides: '2', yellow_cards: '1', red_cards: '0', saves: '2', passes: '500', pass_accuracy: '86' }],
  };
}

const stamps = (previous: MatchFiles | null, next: MatchFiles) => Object.fromEntries(stampMatches(previous, next, NOW));

describe('stampMatches', () => {
  test('nothing changed: every match keeps its time', () => {
    expect(stamps(files(), files())).toEqual({ match_a: T0, match_b: T0 });
  });

  test('a change to the row, an event, a line-up or a stats row moves exactly that match', () => {
    expect(stamps(files(), files({ m2: { attendance: '40000' } }))).toEqual({ match_a: T0, match_b: NOW });
    const goal = files().events[0]!;
    expect(stamps(files(), files({ events: [{ ...goal, minute: '13' }] }))).toEqual({ match_a: NOW, match_b: T0 });
    expect(stamps(files(), files({ events: [goal, { ...goal, seq: '2', match_id: 'match_b' }] }))).toEqual({ match_a: T0, match_b: NOW });
    expect(stamps(files(), files({ lineups: [{ ...files().lineups[0]!, captain: 'true' }] }))).toEqual({ match_a: NOW, match_b: T0 });
    expect(stamps(files(), files({ stats: [] }))).toEqual({ match_a: NOW, match_b: T0 });
  });

  test('cells are compared by value: the same kick-off and flags written otherwise are no change', () => {
    const next = files({ m1: { scheduled_at: '2030-06-01T18:00:00.000Z', home_score: '01', events_recorded: 'true' } });
    expect(stamps(files(), next)).toEqual({ match_a: T0, match_b: T0 });
  });

  test('a new match, a new season and a match never stamped get now', () => {
    expect(stamps(null, files({ m1: { updated_at: '' }, m2: { updated_at: '' } }))).toEqual({ match_a: NOW, match_b: NOW });
    expect(stamps({ ...files(), matches: files().matches.slice(0, 1) }, files())).toEqual({ match_a: T0, match_b: T0 }); // match_b brought its own time
    expect(stamps({ ...files(), matches: files().matches.slice(0, 1) }, files({ m2: { updated_at: '' } }))).toEqual({ match_a: T0, match_b: NOW });
    expect(stamps(files({ m1: { updated_at: '' } }), files({ m1: { updated_at: '' } }))).toEqual({ match_a: NOW, match_b: T0 });
  });

  test('a time the caller wrote wins; the previous time carried over on a changed match does not', () => {
    const moved = '2030-06-20T12:00:00Z';
    expect(stamps(files(), files({ m1: { updated_at: moved, attendance: '1' } }))).toEqual({ match_a: moved, match_b: T0 });
    expect(stamps(files(), files({ m1: { updated_at: moved } }))).toEqual({ match_a: moved, match_b: T0 });
    // rows read through the schema write the time with milliseconds: still the previous one
    expect(stamps(files(), files({ m1: { updated_at: '2030-06-20T10:00:00.000Z', attendance: '1' } }))).toEqual({ match_a: NOW, match_b: T0 });
  });

  test('fingerprints leave updated_at out and tell the matches apart', () => {
    const fp = matchFingerprints(files());
    expect(fp.get('match_a')).toBe(matchFingerprints(files({ m1: { updated_at: NOW } })).get('match_a'));
    expect(fp.get('match_a')).not.toBe(fp.get('match_b'));
  });
});

describe('unmovedMatches (what validate --changed-since refuses)', () => {
  test('a changed match with the same time is listed with what changed; a moved, new or unstamped one is not', () => {
    const goal = files().events[0]!;
    const current = files({ m1: { attendance: '1' }, events: [{ ...goal, minute: '14' }] });
    expect(unmovedMatches(files(), current)).toEqual([{ id: 'match_a', updated_at: T0, changed: ['row', 'events'] }]);
    expect(unmovedMatches(files(), files({ m1: { attendance: '1', updated_at: NOW } }))).toEqual([]);
    expect(unmovedMatches(files(), files({ m1: { attendance: '1', updated_at: '' } }))).toEqual([]);
    expect(unmovedMatches({ ...files(), matches: [] }, current)).toEqual([]);
    expect(unmovedMatches(files(), files({ stats: [], lineups: [] }))).toEqual([{ id: 'match_a', updated_at: T0, changed: ['line-ups', 'statistics'] }]);
  });
});

describe('stampText and sameInstant', () => {
  test('UTC to the second, milliseconds dropped', () => {
    expect(stampText(new Date('2026-11-25T21:04:59.999Z'))).toBe('2026-11-25T21:04:59Z');
    expect(sameInstant('2026-11-25T21:04:00Z', '2026-11-25T21:04:00.000Z')).toBe(true);
    expect(sameInstant('', '')).toBe(true);
    expect(sameInstant('', '2026-11-25T21:04:00Z')).toBe(false);
  });
});

const updatedAtOf = async (root: string) =>
  Object.fromEntries(cellRows(await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8')).map((m) => [m.id!, m.updated_at!]));

describe('writeSeason', () => {
  test('stamps a new season at its clock; a rewrite keeps the time of unchanged matches and moves the changed one', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-stamp-')), 'content');
    const f = minimalFixture();
    await writeSeason(root, 'fx-2030', f.season, false, () => new Date('2030-06-20T10:00:00.5Z'));
    expect(await updatedAtOf(root)).toEqual({ 'match_fx-1': T0, 'match_fx-2': T0, 'match_fx-3': T0 });
    const before = await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8');
    await writeSeason(root, 'fx-2030', minimalFixture().season, true, () => new Date(NOW));
    expect(await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8')).toBe(before); // a re-import that changes nothing changes no byte
    const g = minimalFixture();
    g.season.events = g.season.events.map((e) => (e.match_id === 'match_fx-3' && e.seq === 1 ? { ...e, minute: 56 } : e));
    await writeSeason(root, 'fx-2030', g.season, 'replace', () => new Date(NOW));
    expect(await updatedAtOf(root)).toEqual({ 'match_fx-1': T0, 'match_fx-2': T0, 'match_fx-3': NOW });
  });

  test('a row carrying its own time (the generator) keeps it', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-stamp-')), 'content');
    const f = minimalFixture();
    f.season.matches[1]!.updated_at = '2030-05-01T00:00:00Z';
    await writeSeason(root, 'fx-2030', f.season, false, () => new Date(NOW));
    expect((await updatedAtOf(root))['match_fx-2']).toBe('2030-05-01T00:00:00Z');
  });
});

describe('restampSeason (import:all staging) and stampSeasons (diff --stamp)', () => {
  test('a folder written from scratch gets back the times of the folder it replaces, for unchanged matches', async () => {
    const content = await writeFixture();
    const previous = await updatedAtOf(content);
    const staging = join(await mkdtemp(join(tmpdir(), 'matchday-staging-')), 'content');
    const g = minimalFixture();
    g.season.matches[0]!.attendance = 41000;
    await writeSeason(staging, 'fx-2030', g.season, false, () => new Date('2031-01-01T00:00:00Z'));
    expect(await restampSeason(join(content, 'fx-2030'), join(staging, 'fx-2030'), new Date(NOW))).toBe(1);
    expect(await updatedAtOf(staging)).toEqual({ ...previous, 'match_fx-1': NOW });
  });

  test('diff --stamp: moves the changed match, fills an empty cell, keeps a time moved by hand; only those cells change', async () => {
    const base = await writeFixture();
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-edit-')), 'content');
    await cp(base, root, { recursive: true });
    const path = join(root, 'fx-2030', 'matches.csv');
    const lines = (await readFile(path, 'utf8')).split('\n');
    const col = lines[0]!.split(',').indexOf('updated_at');
    const set = (i: number, c: string, v: string) => {
      const cells = lines[i]!.split(',');
      cells[lines[0]!.split(',').indexOf(c)] = v;
      lines[i] = cells.join(',');
    };
    set(1, 'attendance', '40001'); // match_fx-1 edited
    set(2, 'updated_at', ''); // match_fx-2 emptied
    set(3, 'attendance', '39999'); // match_fx-3 edited, its time moved by hand
    set(3, 'updated_at', '2030-06-21T07:00:00Z');
    await writeFile(path, lines.join('\n'));
    const edited = await readFile(path, 'utf8');
    expect(await stampSeasons(root, base, new Date(`${NOW.slice(0, -1)}.250Z`))).toEqual([{ season: 'fx-2030', matches: ['match_fx-1', 'match_fx-2'] }]);
    const baseAt = await updatedAtOf(base);
    expect(await updatedAtOf(root)).toEqual({ 'match_fx-1': NOW, 'match_fx-2': baseAt['match_fx-2'], 'match_fx-3': '2030-06-21T07:00:00Z' });
    const strip = (t: string) => t.split('\n').map((l) => l.split(',').filter((_, i) => i !== col).join(','));
    expect(strip(await readFile(path, 'utf8'))).toEqual(strip(edited));
    expect(await stampSeasons(root, base, new Date(NOW))).toEqual([]); // run again: nothing left to do
  });

  test('without a base it only fills empty cells; a file without the column gets it at the end', async () => {
    const root = await writeFixture();
    const path = join(root, 'fx-2030', 'matches.csv');
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    const col = lines[0]!.split(',').indexOf('updated_at');
    const old = lines.map((l) => l.split(',').filter((_, i) => i !== col).join(','));
    await writeFile(path, `${old.join('\n')}\n`);
    expect(await stampSeasons(root, null, new Date(NOW))).toEqual([{ season: 'fx-2030', matches: ['match_fx-1', 'match_fx-2', 'match_fx-3'] }]);
    expect((await readFile(path, 'utf8')).trimEnd().split('\n')).toEqual(old.map((l, i) => `${l},${i === 0 ? 'updated_at' : NOW}`));
  });
});

describe('live:export (exportedUpdatedAt)', () => {
  test('the time of the last live change when the export changes the match; kept when it changes nothing', async () => {
    const root = await writeFixture();
    const before = (await readMatchFiles(join(root, 'fx-2030')))!;
    const st = { ...emptyState('match_fx-2', '2030-06-01T22:53:17.481Z'), status: 'completed' as const };
    const after = { ...before, matches: before.matches.map((m) => (m.id === 'match_fx-2' ? { ...m, status: 'completed', first_half_home: '0', first_half_away: '0', second_half_home: '0', second_half_away: '0' } : m)) };
    expect(exportedUpdatedAt(before, after, st)).toBe('2030-06-01T22:53:17Z');
    const was = before.matches.find((m) => m.id === 'match_fx-2')!.updated_at!;
    expect(exportedUpdatedAt(before, matchFilesOf({ matches: await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8'), events: await readFile(join(root, 'fx-2030', 'events.csv'), 'utf8'), lineups: await readFile(join(root, 'fx-2030', 'lineups.csv'), 'utf8'), stats: await readFile(join(root, 'fx-2030', 'stats.csv'), 'utf8') }), st)).toBe(was);
  });
});
