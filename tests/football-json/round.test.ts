/** The round classifier over every shared file (no unknown spelling), and its answers on the spellings the survey found. */
import { describe, expect, it } from 'vitest';
import { classifyFile, classifyRound, type Phase, type RoundInput } from '../../src/lib/import/football-json/round.ts';
import { DEFAULT_SECTIONS, sectionsFor } from '../../src/lib/import/football-json/sections.ts';
import { nameUnnamedRounds } from '../../src/lib/import/football-json/unnamed-rounds.ts';
import { readValid, sharedFiles } from './shared-files.ts';

const input = (round: string | null, stage: string | null = null, group: string | null = null): RoundInput => ({ round, stage, group });
const phase = (m: RoundInput, code = 'x') => {
  const c = classifyRound(m, sectionsFor(code));
  if (!c.ok) throw new Error(c.problem);
  return c.phase;
};
const none = { matchday: null, group: null, round: null, leg: null };

describe('every match of every shared file is classified', () => {
  const results = sharedFiles().map((f) => {
    const data = readValid(f.file);
    const c = classifyFile(data, f.file, sectionsFor(f.code));
    return { ...f, data, ...c, named: nameUnnamedRounds(data, c.phases, f.file) };
  });
  it('with no unknown spelling', () => {
    expect(results.flatMap((r) => r.problems)).toEqual([]);
    expect(results.every((r) => r.data.matches.every((m) => r.phases[m.index] !== null))).toBe(true);
  });
  it('noting only what the source does not name: 10 play-off rounds (en.2) and the Libertadores 2025 groups (96 matches)', () => {
    const notes = results.flatMap((r) => r.notes.map((n) => n.file));
    expect(notes.filter((f) => f.endsWith('en.2.json')).length).toBe(10);
    expect(notes.filter((f) => f.endsWith('2025/copa.l.json')).length).toBe(96);
    expect(notes.length).toBe(106);
  });
  it('names the unnamed en.2 play-off rounds from the bracket: two two-legged semi-finals, then the final', () => {
    for (const season of ['2021-22', '2022-23']) {
      const r = results.find((x) => x.file === `football.json/${season}/en.2.json`)!;
      const stages = r.data.matches.filter((m) => m.round === null).map((m) => r.named.phases[m.index]!.stage);
      expect(stages).toEqual(['Play-offs: Semi-finals', 'Play-offs: Semi-finals', 'Play-offs: Semi-finals', 'Play-offs: Semi-finals', 'Play-offs: Final']);
    }
  });
  it('puts each Champions League season in its stages: 96 group matches, then 16 + 8 + 4 + 1 knockout matches (2019-20: single matches from the quarter-finals)', () => {
    for (const r of results.filter((x) => x.code === 'uefa.cl' && x.season < '2024')) {
      const count = (stage: string) => r.phases.filter((p) => p?.stage === stage).length;
      const single = r.season === '2019-20';
      expect([count('Group stage'), count('Round of 16'), count('Quarter-finals'), count('Semi-finals'), count('Final')], r.season).toEqual([96, 16, single ? 4 : 8, single ? 2 : 4, 1]);
    }
    const now = results.find((x) => x.file === 'football.json/2024-25/uefa.cl.json')!;
    const kinds = new Map<string, number>();
    for (const p of now.phases) kinds.set(`${p!.kind} ${p!.stage}`, (kinds.get(`${p!.kind} ${p!.stage}`) ?? 0) + 1);
    // 36 teams x 8 matches / 2 = 144 league-phase matches; 8 play-off ties over two legs
    expect(Object.fromEntries(kinds)).toEqual({ 'league League phase': 144, 'knockout Play-offs': 16, 'knockout Round of 16': 16, 'knockout Quarter-finals': 8, 'knockout Semi-finals': 4, 'knockout Final': 1 });
  });
  it('splits the Austrian seasons into the regular season and the championship and relegation rounds (22 + 10 rounds)', () => {
    const r = results.find((x) => x.file === 'football.json/2018-19/at.1.json')!;
    const days = (stage: string) => new Set(r.phases.filter((p) => p?.stage === stage).map((p) => p!.matchday));
    expect(days('Regular season').size).toBe(22);
    expect(days('Championship round').size).toBe(10);
    expect(days('Relegation round').size).toBe(10);
  });
});

describe('the spellings', () => {
  it('league matchdays, in both spellings', () => {
    expect(phase(input('Matchday 12'))).toEqual<Phase>({ ...none, stage: 'Regular season', kind: 'league', matchday: 12 });
    expect(phase(input('7. Round'))).toEqual<Phase>({ ...none, stage: 'Regular season', kind: 'league', matchday: 7 });
    expect(phase(input('Matchday 3', 'Regular'))).toEqual<Phase>({ ...none, stage: 'Regular season', kind: 'league', matchday: 3 });
    expect(phase(input('League, Matchday 8'))).toEqual<Phase>({ ...none, stage: 'League phase', kind: 'league', matchday: 8 });
  });
  it('split seasons, from the stage or the round', () => {
    expect(phase(input('Matchday 25', 'Playoffs - Championship'))).toMatchObject({ stage: 'Championship round', kind: 'league', matchday: 25 });
    expect(phase(input('Matchday 25', 'Playoffs - Relegation'))).toMatchObject({ stage: 'Relegation round', kind: 'league' });
    expect(phase(input('Championship, Matchday 2'))).toMatchObject({ stage: 'Championship round', kind: 'league', matchday: 2 });
    expect(phase(input('Relegation, Matchday 2'))).toMatchObject({ stage: 'Relegation round', kind: 'league' });
    expect(phase(input('Playoff I, Matchday 4'))).toMatchObject({ stage: 'Championship round', kind: 'league' });
    expect(phase(input('ECL Playoffs, Matchday 1'))).toMatchObject({ stage: 'Conference League play-offs', kind: 'league' });
  });
  it('groups: Champions League rounds, Euro/Copa matchdays with a group, Libertadores groups without a name', () => {
    expect(phase(input('Group C'))).toEqual<Phase>({ ...none, stage: 'Group stage', kind: 'group', group: 'Group C' });
    expect(phase(input('Matchday 2', null, 'Group F'))).toEqual<Phase>({ ...none, stage: 'Group stage', kind: 'group', group: 'Group F', matchday: 2 });
    expect(phase(input('Group, Matchday 5'))).toEqual<Phase>({ ...none, stage: 'Group stage', kind: 'group', matchday: 5 });
  });
  it('the main knockout phase is named by its round', () => {
    expect(phase(input('Round of 16'))).toEqual<Phase>({ ...none, stage: 'Round of 16', kind: 'knockout', round: 'Round of 16' });
    expect(phase(input('Finals, Quarterfinals'), 'uefa.cl')).toMatchObject({ stage: 'Quarter-finals', round: 'Quarter-finals' });
    expect(phase(input('Semi-finals'))).toMatchObject({ stage: 'Semi-finals' });
    expect(phase(input('Third place play-off'))).toMatchObject({ stage: 'Third place play-off', kind: 'knockout' });
    expect(phase(input('Round 2'))).toMatchObject({ stage: 'Round 2', kind: 'knockout' });
  });
  it('other knockout sections prefix their rounds; a section numbering its legs as matchdays is one round', () => {
    expect(phase(input('Playoffs, Matchday 2'), 'uefa.cl')).toEqual<Phase>({ ...none, stage: 'Play-offs', kind: 'knockout', round: 'Play-offs', leg: 2 });
    expect(phase(input('Semifinals', 'Europa League Finals'))).toMatchObject({ stage: 'Europa League play-offs: Semi-finals', round: 'Semi-finals' });
    expect(phase(input('Aufstieg, Round 1'))).toMatchObject({ stage: 'Play-offs: Round 1' });
    expect(phase(input('Relegation, Final'))).toMatchObject({ stage: 'Relegation play-offs: Final', kind: 'knockout' });
    expect(phase(input('Relegation, 13.-16. Platz Playoffs'))).toMatchObject({ round: 'Play-offs for places 13-16' });
    expect(phase(input('Playoffs, 3. Platz'))).toMatchObject({ stage: 'Play-offs: Match for 3rd place' });
    expect(phase(input('Clausura Playoffs, Play-in round 1'))).toMatchObject({ stage: 'Clausura play-offs: Play-in round 1' });
  });
  it('the same spelling per competition: en.2 and au.1 "Finals" are play-offs, the Champions League\'s its knockout phase', () => {
    expect(phase(input('Finals, Semifinals'), 'en.2')).toMatchObject({ stage: 'Play-offs: Semi-finals' });
    expect(phase(input('Semifinals', 'Finals'), 'en.2')).toMatchObject({ stage: 'Play-offs: Semi-finals' });
    expect(phase(input('Finals, Semi-Final'), 'au.1')).toMatchObject({ stage: 'Finals series: Semi-finals' });
    expect(phase(input('Finals, Semifinals'), 'uefa.cl')).toMatchObject({ stage: 'Semi-finals' });
  });
  it('reports what it does not know, never guesses', () => {
    const problem = (m: RoundInput) => {
      const c = classifyRound(m, DEFAULT_SECTIONS);
      return c.ok ? null : c.problem;
    };
    expect(problem(input('Quarterfinals, Replays'))).toBe('unknown section "Quarterfinals" (round "Quarterfinals, Replays"): add it to the section table');
    expect(problem(input('Meisterrunde, Matchday 1'))).toMatch(/^unknown section "Meisterrunde"/);
    expect(problem(input('Matchday 1', 'Meistergruppe'))).toMatch(/^unknown section "Meistergruppe"/);
    expect(problem(input('Final Round'))).toBe('unknown round spelling "Final Round"');
    expect(problem(input('Championship, Final'))).toBe('a knockout round "Championship, Final" in section "Championship", which holds no knockout rounds');
    expect(problem(input('Finals, Matchday 1'))).toMatch(/^a matchday "Finals, Matchday 1" in section "Finals"/);
    expect(problem(input('Finals, Final', 'Playoffs'))).toMatch(/^both stage "Playoffs" and a section/);
    expect(problem(input(null))).toMatch(/^no round given/);
    expect(problem(input('Final', null, 'Group A'))).toBe('knockout round "Final" with group "Group A"');
  });
});
