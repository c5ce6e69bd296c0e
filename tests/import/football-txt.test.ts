import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFootballTxt } from '../../src/lib/import/openfootball/football-txt.ts';
import { parseSquadsTxt } from '../../src/lib/import/openfootball/squads-txt.ts';

const fixtures = resolve(import.meta.dirname, '../fixtures/openfootball/mini/txt');

describe('parseFootballTxt', () => {
  const file = parseFootballTxt(readFileSync(resolve(fixtures, 'cup_full.txt'), 'utf8'));

  it('reads every report and nothing else', () => {
    expect(file.problems).toEqual([]);
    expect(file.matches.map((m) => `${m.team1} v ${m.team2}`)).toEqual(['Nova Korea v Côte Verte', 'Atlantis v Borduria', 'Borduria v Atlantis', 'N.N. v N.N.']);
  });

  it('reads date, time, venue, attendance, headings and score', () => {
    const m = file.matches[1]!;
    expect(m).toMatchObject({ month: 6, day: 10, time: { time: '18:00', offset: -240 }, venue: 'Harbour Arena, Port Town', attendance: 28001, stage: 'First Stage', group: 'Group A', score: [2, 1], aet: false, penaltyScore: null });
    expect(file.matches[3]).toMatchObject({ score: null, goals: null, lineups: [] });
  });

  it('splits goals by team, with penalties and own goals (listed under the team credited)', () => {
    const [home, away] = file.matches[1]!.goals!;
    expect(home).toEqual([
      { name: 'Jose PEREZ', minute: { minute: 11, extra: null }, penalty: false, ownGoal: false },
      { name: 'Tomas NUNEZ', minute: { minute: 90, extra: 3 }, penalty: true, ownGoal: false },
    ]);
    expect(away).toEqual([{ name: 'Marco ROSSI', minute: { minute: 67, extra: null }, penalty: false, ownGoal: true }]);
    expect(file.matches[0]!.goals).toEqual([[], []]);
  });

  it('reads extra time, the shoot-out kick by kick and both line-ups', () => {
    const f = file.matches[2]!;
    expect(f).toMatchObject({ score: [1, 1], aet: true, penaltyScore: [2, 3] });
    expect(f.penalties).toEqual([
      { name: 'Tomas NUNEZ', scored: true, score: [0, 1] },
      { name: 'Felix ROTH', scored: true, score: [1, 1] },
      { name: 'Marco ROSSI', scored: false, score: null },
      { name: 'Yves BLANC', scored: false, score: null },
      { name: 'Kai LUND', scored: true, score: [1, 2] },
      { name: 'Emil WEBER', scored: true, score: [2, 2] },
      { name: 'Tim ROSS', scored: true, score: [2, 3] },
      { name: 'Omar SAID', scored: false, score: null },
    ]);
    expect(f.lineups.map((l) => [l.team, l.lineup.lines.flat().length])).toEqual([['Borduria', 11], ['Atlantis', 11]]);
  });

  it('goal list without ";" belongs to the only team that scored', () => {
    const t = parseFootballTxt(`Thu Jun 11 13:00 UTC-6 @ X Stadium, X\n  A v B  0-2\n     (Some ONE 5', 9')\n`);
    expect(t.matches[0]!.goals).toEqual([[], [
      { name: 'Some ONE', minute: { minute: 5, extra: null }, penalty: false, ownGoal: false },
      { name: 'Some ONE', minute: { minute: 9, extra: null }, penalty: false, ownGoal: false },
    ]]);
  });
});

describe('parseSquadsTxt', () => {
  it('reads teams and players, skips managers', () => {
    const s = parseSquadsTxt(readFileSync(resolve(fixtures, 'cup_squads.txt'), 'utf8'));
    expect(s.problems).toEqual([]);
    expect(s.squads.map((x) => [x.name, x.players.length])).toEqual([['Atlantis', 15], ['Borduria', 14], ['Nova Korea', 3]]);
    expect(s.squads[0]!.players[0]).toMatchObject({ number: 1, name: 'Jon HALL', pos: 'GK', dateOfBirth: '1990-01-01' });
    expect(s.squads[2]!.players[0]!.name).toBe('PARK Jisung');
  });
});
