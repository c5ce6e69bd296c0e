/**
 * Real World Cup groups. Results and final orders as published by FIFA; where the card events
 * are needed, only the fair-play totals are real (their spread over the matches is schematic).
 */
import { describe, expect, it } from 'vitest';
import type { TieBreaker } from '../../src/schemas/content/competition-rules.ts';
import { computeGroupStandings, toStandingsRow, type StandingsMatch, type TeamRef } from '../../src/lib/tournament/index.ts';
import { card, order } from './builders.ts';

const t = (id: string, name: string, code: string): TeamRef => ({ id: `team_${id}`, name, code });
let n = 0;
const M = (day: string, home: TeamRef, away: TeamRef, hs: number, as: number): StandingsMatch => ({
  id: `match_${++n}`, match_number: n, scheduled_at: `${day}T15:00:00.000Z`, status: 'completed',
  home_team_id: home.id, away_team_id: away.id, home_score: hs, away_score: as,
});
const table = (rows: ReturnType<typeof computeGroupStandings>['rows']) =>
  rows.map((r) => [r.team.code, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against, r.points]);

describe('2018 World Cup, Group H: Japan ahead of Senegal on fair play', () => {
  const col = t('col', 'Colombia', 'COL'), jpn = t('jpn', 'Japan', 'JPN'), pol = t('pol', 'Poland', 'POL'), sen = t('sen', 'Senegal', 'SEN');
  const matches = [
    M('2018-06-19', col, jpn, 1, 2), M('2018-06-19', pol, sen, 1, 2),
    M('2018-06-24', jpn, sen, 2, 2), M('2018-06-24', pol, col, 0, 3),
    M('2018-06-28', jpn, pol, 0, 1), M('2018-06-28', sen, col, 0, 1),
  ];
  // Japan 4 yellow cards (−4), Senegal 6 yellow cards (−6); Colombia's straight red v Japan (−4).
  const cards = [
    card(matches[0]!.id, col.id, 'player_col-1', 'red'),
    card(matches[0]!.id, jpn.id, 'player_jpn-1', 'yellow'),
    card(matches[2]!.id, jpn.id, 'player_jpn-2', 'yellow'), card(matches[2]!.id, jpn.id, 'player_jpn-3', 'yellow'),
    card(matches[4]!.id, jpn.id, 'player_jpn-4', 'yellow'),
    card(matches[1]!.id, sen.id, 'player_sen-1', 'yellow'),
    card(matches[2]!.id, sen.id, 'player_sen-2', 'yellow'), card(matches[2]!.id, sen.id, 'player_sen-3', 'yellow'),
    card(matches[5]!.id, sen.id, 'player_sen-4', 'yellow'), card(matches[5]!.id, sen.id, 'player_sen-5', 'yellow'), card(matches[5]!.id, sen.id, 'player_sen-6', 'yellow'),
  ];
  const rules = { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'fair_play', 'drawing_of_lots'] as TieBreaker[] };

  it('gives the published table', () => {
    const s = computeGroupStandings({ teams: [col, jpn, pol, sen], matches, cards, rules });
    expect(table(s.rows)).toEqual([
      ['COL', 3, 2, 0, 1, 5, 2, 6],
      ['JPN', 3, 1, 1, 1, 4, 4, 4],
      ['SEN', 3, 1, 1, 1, 4, 4, 4],
      ['POL', 3, 1, 0, 2, 2, 5, 3],
    ]);
    expect(s.rows.map((r) => [r.team.code, r.decided_by, r.fair_play])).toEqual([
      ['COL', 'points', -4], ['JPN', 'fair_play', -4], ['SEN', 'fair_play', -6], ['POL', 'points', 0],
    ]);
    expect(s.rows[1]!.form).toEqual(['W', 'D', 'L']);
    expect(s.complete).toBe(true);
  });

  it('would leave Japan and Senegal to the lots without fair play (name order then)', () => {
    const s = computeGroupStandings({ teams: [col, jpn, pol, sen], matches, cards, rules: { ...rules, tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'drawing_of_lots'] } });
    expect(s.rows.slice(1, 3).map((r) => [r.team.code, r.decided_by])).toEqual([['JPN', 'unresolved'], ['SEN', 'unresolved']]);
  });
});

describe('1990 World Cup, Group F: Republic of Ireland second by drawing of lots', () => {
  const eng = t('eng', 'England', 'ENG'), irl = t('irl', 'Republic of Ireland', 'IRL'), ned = t('ned', 'Netherlands', 'NED'), egy = t('egy', 'Egypt', 'EGY');
  const matches = [
    M('1990-06-11', eng, irl, 1, 1), M('1990-06-12', ned, egy, 1, 1),
    M('1990-06-16', eng, ned, 0, 0), M('1990-06-17', egy, irl, 0, 0),
    M('1990-06-21', eng, egy, 1, 0), M('1990-06-21', irl, ned, 1, 1),
  ];
  const rules = { points_per_win: 2, tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'drawing_of_lots'] as TieBreaker[] };

  it('cannot separate Ireland and the Netherlands by computation', () => {
    const s = computeGroupStandings({ teams: [eng, irl, ned, egy], matches, rules });
    expect(table(s.rows)).toEqual([
      ['ENG', 3, 1, 2, 0, 2, 1, 4],
      ['NED', 3, 0, 3, 0, 2, 2, 3],
      ['IRL', 3, 0, 3, 0, 2, 2, 3],
      ['EGY', 3, 0, 2, 1, 1, 2, 2],
    ]);
    expect(s.rows.map((r) => r.decided_by)).toEqual(['points', 'unresolved', 'unresolved', 'points']);
  });

  it('places Ireland second once content fixes the drawing of lots', () => {
    const fixed_positions = [{ team_id: irl.id, position: 2, reason: 'Drawing of lots' }];
    const s = computeGroupStandings({ teams: [eng, irl, ned, egy], matches, rules, fixed_positions });
    expect(order(s.rows)).toEqual([eng.id, irl.id, ned.id, egy.id]);
    expect(s.rows.map((r) => r.decided_by)).toEqual(['points', 'fixed', 'fixed', 'points']);
    expect(toStandingsRow(s.rows[1]!)).toEqual({
      position: 2, team: irl, played: 3, won: 0, drawn: 3, lost: 0, goals_for: 2, goals_against: 2, goal_difference: 0, points: 3, form: ['D', 'D', 'D'], adjustment: 0, adjustment_reason: null, zone: null,
    });
  });
});

describe('1970 World Cup, Group 1: Soviet Union and Mexico level on points and goal difference', () => {
  const mex = t('mex', 'Mexico', 'MEX'), urs = t('urs', 'Soviet Union', 'URS'), bel = t('bel', 'Belgium', 'BEL'), slv = t('slv', 'El Salvador', 'SLV');
  const teams = [mex, urs, bel, slv];
  const matches = [
    M('1970-05-31', mex, urs, 0, 0), M('1970-06-03', bel, slv, 3, 0),
    M('1970-06-06', urs, bel, 4, 1), M('1970-06-07', mex, slv, 4, 0),
    M('1970-06-10', urs, slv, 2, 0), M('1970-06-11', mex, bel, 1, 0),
  ];

  it('leaves first place to the lots under the 1970 rules (points, goal difference, lots)', () => {
    const rules = { points_per_win: 2, tie_breakers: ['points', 'goal_difference', 'drawing_of_lots'] as TieBreaker[] };
    const open = computeGroupStandings({ teams, matches, rules });
    expect(table(open.rows)).toEqual([
      ['MEX', 3, 2, 1, 0, 5, 0, 5],
      ['URS', 3, 2, 1, 0, 6, 1, 5],
      ['BEL', 3, 1, 0, 2, 4, 5, 2],
      ['SLV', 3, 0, 0, 3, 0, 9, 0],
    ]);
    expect(open.rows.slice(0, 2).map((r) => r.decided_by)).toEqual(['unresolved', 'unresolved']);
    const fixed = computeGroupStandings({ teams, matches, rules, fixed_positions: [{ team_id: urs.id, position: 1, reason: 'Drawing of lots' }] });
    expect(fixed.rows.slice(0, 2).map((r) => r.team.code)).toEqual(['URS', 'MEX']);
  });

  it('would put Mexico first on goal average (5:0 is infinite) and the Soviet Union on goals scored', () => {
    const avg = computeGroupStandings({ teams, matches, rules: { points_per_win: 2, tie_breakers: ['points', 'goal_average'] } });
    expect(avg.rows.slice(0, 2).map((r) => [r.team.code, r.decided_by])).toEqual([['MEX', 'goal_average'], ['URS', 'goal_average']]);
    const gf = computeGroupStandings({ teams, matches, rules: { points_per_win: 2, tie_breakers: ['points', 'goal_difference', 'goals_for'] } });
    expect(gf.rows.slice(0, 2).map((r) => [r.team.code, r.decided_by])).toEqual([['URS', 'goals_for'], ['MEX', 'goals_for']]);
  });
});

describe('1966 World Cup, Group 2: West Germany ahead of Argentina on goal average', () => {
  const frg = t('frg', 'West Germany', 'FRG'), arg = t('arg', 'Argentina', 'ARG'), esp = t('esp', 'Spain', 'ESP'), sui = t('sui', 'Switzerland', 'SUI');
  const matches = [
    M('1966-07-12', frg, sui, 5, 0), M('1966-07-13', arg, esp, 2, 1),
    M('1966-07-15', esp, sui, 2, 1), M('1966-07-16', arg, frg, 0, 0),
    M('1966-07-19', arg, sui, 2, 0), M('1966-07-20', frg, esp, 2, 1),
  ];

  it('gives the published table', () => {
    const s = computeGroupStandings({ teams: [arg, esp, frg, sui], matches, rules: { points_per_win: 2, tie_breakers: ['points', 'goal_average', 'drawing_of_lots'] } });
    expect(table(s.rows)).toEqual([
      ['FRG', 3, 2, 1, 0, 7, 1, 5],
      ['ARG', 3, 2, 1, 0, 4, 1, 5],
      ['ESP', 3, 1, 0, 2, 4, 5, 2],
      ['SUI', 3, 0, 0, 3, 1, 9, 0],
    ]);
    expect(s.rows.map((r) => r.decided_by)).toEqual(['goal_average', 'goal_average', 'points', 'points']);
  });
});
