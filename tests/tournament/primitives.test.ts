import { describe, expect, it } from 'vitest';
import {
  compareGoalAverage, compareTeams, fairPlayPoints, goalAverage, matchLoserId, matchWinnerId, ordinal, parseOrdinal,
  playerDeduction, resultLetter, tallyMatches, teamForm, winningSide, type ScoredMatch,
} from '../../src/lib/tournament/index.ts';
import { card, matchMaker } from './builders.ts';

describe('goal average', () => {
  const g = (goals_for: number, goals_against: number) => ({ goals_for, goals_against });
  it('is goals for divided by goals against, compared exactly', () => {
    expect(goalAverage(g(7, 1))).toBe(7);
    expect(compareGoalAverage(g(2, 1), g(5, 3))).toBeLessThan(0); // 2.0 > 1.67 although GD is lower
    expect(compareGoalAverage(g(1, 3), g(2, 6))).toBe(0); // equal fractions
    expect(compareGoalAverage(g(10, 3), g(7, 2))).toBeGreaterThan(0); // 3.33 < 3.5
  });
  it('ranks a team that conceded none (and scored) above any finite average', () => {
    expect(goalAverage(g(1, 0))).toBe(Infinity);
    expect(compareGoalAverage(g(1, 0), g(99, 1))).toBeLessThan(0);
    expect(compareGoalAverage(g(5, 0), g(1, 0))).toBe(0); // both infinite: level
  });
  it('counts 0 scored and 0 conceded as exactly 1', () => {
    expect(goalAverage(g(0, 0))).toBe(1);
    expect(compareGoalAverage(g(0, 0), g(3, 3))).toBe(0);
    expect(compareGoalAverage(g(0, 0), g(2, 1))).toBeGreaterThan(0);
    expect(compareGoalAverage(g(0, 0), g(1, 2))).toBeLessThan(0);
    expect(compareGoalAverage(g(0, 0), g(1, 0))).toBeGreaterThan(0);
    expect(compareGoalAverage(g(0, 2), g(0, 5))).toBe(0); // both 0
  });
});

describe('fair play', () => {
  it.each([
    [[], 0],
    [['yellow'], -1],
    [['yellow', 'second_yellow'], -3],
    [['second_yellow'], -3],
    [['red'], -4],
    [['yellow', 'red'], -5],
  ] as const)('%j → %i', (details, expected) => {
    expect(playerDeduction(details)).toBe(expected);
  });

  it('sums one deduction per player per match, per team', () => {
    const cards = [
      card('m1', 'a', 'p1', 'yellow'), card('m1', 'a', 'p1', 'second_yellow'), // −3
      card('m2', 'a', 'p1', 'yellow'), // another match: −1
      card('m1', 'a', 'p2', 'red'), // −4
      card('m1', 'b', 'q1', 'yellow'), card('m1', 'b', 'q2', 'yellow'), // −2
      card('m2', 'b', 'q3', 'yellow'), card('m2', 'b', 'q3', 'red'), // −5
      card('m2', 'c', null, 'yellow'), card('m2', 'c', null, 'yellow'), // unnamed: each counts, −2
    ];
    expect(Object.fromEntries(fairPlayPoints(cards))).toEqual({ a: -8, b: -7, c: -2 });
  });
});

describe('match outcome', () => {
  const m = (over: Partial<ScoredMatch>): ScoredMatch => ({ status: 'completed', home_team_id: 'h', away_team_id: 'a', home_score: 0, away_score: 0, home_penalty: null, away_penalty: null, ...over });
  it('is decided by the score, then the shoot-out', () => {
    expect(matchWinnerId(m({ home_score: 2, away_score: 1 }))).toBe('h');
    expect(matchLoserId(m({ home_score: 2, away_score: 1 }))).toBe('a');
    expect(matchWinnerId(m({ home_score: 1, away_score: 1, home_penalty: 3, away_penalty: 4 }))).toBe('a');
    expect(matchLoserId(m({ home_score: 1, away_score: 1, home_penalty: 3, away_penalty: 4 }))).toBe('h');
  });
  it('has no winner before completion or for an undecided draw', () => {
    expect(winningSide(m({ status: 'in_play', home_score: 3 }))).toBeNull();
    expect(winningSide(m({ status: 'in_play', home_score: 1, away_score: 1, home_penalty: 5, away_penalty: 2 }))).toBeNull();
    expect(winningSide(m({ status: 'scheduled' }))).toBeNull();
    expect(winningSide(m({ home_score: 1, away_score: 1 }))).toBeNull();
    expect(winningSide(m({ home_score: 1, away_score: 1, home_penalty: 4, away_penalty: 4 }))).toBeNull();
  });
  it('gives a null team when the winning side is not known', () => {
    expect(matchWinnerId(m({ home_team_id: null, home_score: 1 }))).toBeNull();
  });
  it('gives result letters', () => {
    expect(resultLetter({ home_score: 2, away_score: 0 }, 'home')).toBe('W');
    expect(resultLetter({ home_score: 2, away_score: 0 }, 'away')).toBe('L');
    expect(resultLetter({ home_score: 1, away_score: 1 }, 'away')).toBe('D');
  });
});

describe('tally', () => {
  it('counts only matches between the given teams, with the given points per win', () => {
    const M = matchMaker();
    const t = tallyMatches(['a', 'b'], [M('a', 'b', 2, 1), M('a', 'c', 0, 5), M('b', 'a', 1, 1)], 2);
    expect(t.get('a')).toEqual({ played: 2, won: 1, drawn: 1, lost: 0, goals_for: 3, goals_against: 2, points: 3 });
    expect(t.get('b')).toEqual({ played: 2, won: 0, drawn: 1, lost: 1, goals_for: 2, goals_against: 3, points: 1 });
  });
});

describe('form', () => {
  it('gives the last five results in kick-off order, oldest first', () => {
    const M = matchMaker();
    const ms = [M('a', 'b', 1, 0), M('c', 'a', 2, 0), M('a', 'd', 1, 1), M('e', 'a', 0, 3), M('a', 'f', 0, 1), M('g', 'a', 2, 2)];
    expect(teamForm('a', [...ms].reverse())).toEqual(['L', 'D', 'W', 'L', 'D']);
    expect(teamForm('a', ms.slice(0, 2))).toEqual(['W', 'L']);
    expect(teamForm('z', ms)).toEqual([]);
  });
  it('orders matches at the same kick-off by match number', () => {
    const at = '2030-06-01T12:00:00.000Z';
    const ms = [
      { home_team_id: 'a', away_team_id: 'b', home_score: 0, away_score: 1, scheduled_at: at, match_number: 9 },
      { home_team_id: 'a', away_team_id: 'c', home_score: 1, away_score: 0, scheduled_at: at, match_number: 3 },
    ];
    expect(teamForm('a', ms)).toEqual(['W', 'L']);
  });
});

describe('ordinals and team order', () => {
  it.each([[1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [22, '22nd'], [23, '23rd'], [101, '101st'], [111, '111th']])('%i → %s', (n, s) => {
    expect(ordinal(n)).toBe(s);
    expect(parseOrdinal(s)).toBe(n);
  });
  it.each(['3th', '1nd', '11st', '0th', '03rd', 'third', '3 rd', '3RD', '-1st'])('rejects %s', (s) => {
    expect(parseOrdinal(s)).toBeNull();
  });
  it('orders teams by name (English collation), then id', () => {
    const ts = [{ id: 'b', name: 'Österreich' }, { id: 'c', name: 'Peru' }, { id: 'a', name: 'Peru' }, { id: 'd', name: 'oman' }];
    expect([...ts].sort(compareTeams).map((t) => t.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
