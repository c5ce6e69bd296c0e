import { describe, expect, it } from 'vitest';
import type { TieBreaker } from '../../src/schemas/content/competition-rules.ts';
import { computeGroupStandings, positionsForGroup, toStandingsRow, type StandingsInput } from '../../src/lib/tournament/index.ts';
import { card, matchMaker, order, team } from './builders.ts';

const FIFA: TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head', 'fair_play', 'drawing_of_lots'];
const rules = (tie_breakers: TieBreaker[] = FIFA, points_per_win = 3) => ({ points_per_win, tie_breakers });
const abcd = ['a', 'b', 'c', 'd'].map((id) => team(id));
const standings = (input: Partial<StandingsInput> & Pick<StandingsInput, 'matches'>) => computeGroupStandings({ teams: abcd, rules: rules(), ...input });
const decided = (rows: readonly { team: { id: string }; decided_by: string }[]) => Object.fromEntries(rows.map((r) => [r.team.id, r.decided_by]));

describe('computeGroupStandings: counting', () => {
  it('counts completed matches into the row shape of the API', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'b', 2, 0), M('c', 'd', 1, 1), M('a', 'c', 0, 1), M('b', 'd', 3, 3, 'scheduled')] });
    expect(s.live).toBe(false);
    expect(s.complete).toBe(false);
    expect(toStandingsRow(s.rows[0]!)).toEqual({
      position: 1, team: { id: 'c', name: 'C', code: 'CXX' }, played: 2, won: 1, drawn: 1, lost: 0,
      goals_for: 2, goals_against: 1, goal_difference: 1, points: 4, form: ['D', 'W'], adjustment: 0, adjustment_reason: null, zone: null,
    });
    expect(Object.keys(toStandingsRow(s.rows[0]!))).toEqual([
      'position', 'team', 'played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against', 'goal_difference', 'points', 'form', 'adjustment', 'adjustment_reason', 'zone',
    ]);
    expect(order(s.rows)).toEqual(['c', 'a', 'd', 'b']);
    expect(s.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it('counts an in-play match with its current score and says the table is live', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'b', 1, 1), M('c', 'd', 0, 0), M('b', 'c', 0, 2, 'in_play'), M('a', 'd', 0, 0, 'scheduled')] });
    expect(s.live).toBe(true);
    expect(s.complete).toBe(false);
    expect(order(s.rows)).toEqual(['c', 'a', 'd', 'b']);
    expect(s.rows[0]).toMatchObject({ played: 2, won: 1, points: 4, form: ['D', 'W'] });
  });

  it('is complete once every match of the group is completed', () => {
    const M = matchMaker();
    expect(standings({ matches: [M('a', 'b', 1, 0), M('c', 'd', 0, 0)] }).complete).toBe(true);
    expect(standings({ matches: [] }).complete).toBe(false);
  });

  it('ignores matches with a team outside the group or not yet known', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'x', 5, 0), { ...M('a', 'b', 1, 0), away_team_id: null }] });
    expect(s.rows.every((r) => r.played === 0)).toBe(true);
  });

  it('gives every team a distinct position before any match, in stable name order, unresolved', () => {
    const teams = [team('t1', 'Uruguay'), team('t2', 'Egypt'), team('t3', 'Russia'), team('t4', 'Saudi Arabia')];
    const s = computeGroupStandings({ teams, matches: [], rules: rules() });
    expect(s.rows.map((r) => r.team.name)).toEqual(['Egypt', 'Russia', 'Saudi Arabia', 'Uruguay']);
    expect(s.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(s.rows.every((r) => r.decided_by === 'unresolved')).toBe(true);
  });

  it('gives form as the last five counted results, oldest first', () => {
    const M = matchMaker();
    // A double round-robin league of three: a plays four times; add a later scheduled match.
    const ms = [M('a', 'b', 1, 0), M('c', 'a', 1, 1), M('b', 'a', 2, 0), M('a', 'c', 0, 3), M('b', 'c', 0, 0), M('a', 'b', 4, 4, 'in_play'), M('c', 'a', 0, 0, 'scheduled')];
    const s = computeGroupStandings({ teams: abcd.slice(0, 3), matches: [...ms].reverse(), rules: rules() });
    const a = s.rows.find((r) => r.team.id === 'a')!;
    expect(a.played).toBe(5);
    expect(a.form).toEqual(['W', 'D', 'L', 'L', 'D']);
  });
});

describe('computeGroupStandings: each tie-breaker', () => {
  it('uses the points per win of the competition (2 or 3)', () => {
    const M = matchMaker();
    // a: W W L (GD −1); b: W D D (GD +3).
    const ms = [M('a', 'c', 1, 0), M('a', 'd', 1, 0), M('b', 'a', 3, 0), M('b', 'c', 0, 0), M('b', 'd', 0, 0), M('c', 'd', 0, 0)];
    const three = standings({ matches: ms });
    expect(order(three.rows).slice(0, 2)).toEqual(['a', 'b']);
    expect(three.rows.slice(0, 2).map((r) => r.points)).toEqual([6, 5]);
    expect(decided(three.rows)).toMatchObject({ a: 'points', b: 'points' });
    const two = standings({ matches: ms, rules: rules(FIFA, 2) });
    expect(order(two.rows).slice(0, 2)).toEqual(['b', 'a']);
    expect(two.rows.slice(0, 2).map((r) => r.points)).toEqual([4, 4]);
    expect(decided(two.rows)).toMatchObject({ a: 'goal_difference', b: 'goal_difference' });
  });

  it('separates on goal difference', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'c', 1, 0), M('b', 'd', 3, 0), M('a', 'b', 0, 0), M('c', 'd', 2, 2)] });
    expect(order(s.rows)).toEqual(['b', 'a', 'c', 'd']);
    expect(decided(s.rows)).toEqual({ b: 'goal_difference', a: 'goal_difference', c: 'goal_difference', d: 'goal_difference' });
  });

  it('separates on goal average where goal difference would say otherwise', () => {
    const M = matchMaker();
    // a: 2-0 W, 0-1 L → 2:1 (2.0, GD +1); b: 5-1 W, 0-2 L → 5:3 (1.67, GD +2).
    const ms = [M('a', 'c', 2, 0), M('a', 'd', 0, 1), M('b', 'c', 5, 1), M('b', 'd', 0, 2), M('c', 'd', 0, 0)];
    const avg = standings({ matches: ms, rules: rules(['points', 'goal_average', 'drawing_of_lots'], 2) });
    expect(order(avg.rows)).toEqual(['d', 'a', 'b', 'c']);
    expect(decided(avg.rows)).toMatchObject({ a: 'goal_average', b: 'goal_average' });
    const gd = standings({ matches: ms, rules: rules(['points', 'goal_difference', 'drawing_of_lots'], 2) });
    expect(order(gd.rows)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('puts a team that conceded nothing first on goal average', () => {
    const M = matchMaker();
    // a: 1-0, 0-0 → 1:0 (infinite); b: 5-1, 0-0 → 5:1.
    const ms = [M('a', 'c', 1, 0), M('a', 'd', 0, 0), M('b', 'c', 5, 1), M('b', 'd', 0, 0), M('c', 'd', 0, 0)];
    const s = standings({ matches: ms, rules: rules(['points', 'goal_average'], 2) });
    expect(order(s.rows)).toEqual(['a', 'b', 'd', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'goal_average', b: 'goal_average' });
  });

  it('treats 0 scored and 0 conceded as an average of 1, level with 1:1', () => {
    const M = matchMaker();
    // a: 0-0, 0-0 (0:0); b: 0-0, 1-1 (1:1); c: 0-0, 1-1 (1:1): all 2 points, all average 1.
    const s = computeGroupStandings({ teams: abcd.slice(0, 3), matches: [M('a', 'b', 0, 0), M('b', 'c', 1, 1), M('c', 'a', 0, 0)], rules: rules(['points', 'goal_average', 'drawing_of_lots'], 2) });
    expect(s.rows.every((r) => r.decided_by === 'unresolved')).toBe(true);
    expect(order(s.rows)).toEqual(['a', 'b', 'c']);
  });

  it('separates on goals scored', () => {
    const M = matchMaker();
    // a: 3-2 W, 0-1 L; b: 1-0 W, 0-1 L: both 3 points, GD 0; a scored more.
    const s = standings({ matches: [M('a', 'c', 3, 2), M('a', 'd', 0, 1), M('b', 'c', 1, 0), M('b', 'd', 0, 1), M('c', 'd', 0, 0)] });
    expect(order(s.rows)).toEqual(['d', 'a', 'b', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'goals_for', b: 'goals_for' });
  });

  it('separates two teams level on everything overall by their match against each other', () => {
    const M = matchMaker();
    const teams = [team('a', 'Aland'), team('b', 'Bhutan'), team('c', 'Chad')];
    // a and b: 4 points, GD +1, 2 goals; b beat a.
    const s = computeGroupStandings({ teams, matches: [M('a', 'c', 2, 0), M('b', 'a', 1, 0), M('c', 'b', 1, 1), M('c', 'a', 0, 0)], rules: rules() });
    expect(order(s.rows)).toEqual(['b', 'a', 'c']);
    expect(decided(s.rows)).toEqual({ b: 'head_to_head', a: 'head_to_head', c: 'points' });
  });

  describe('head-to-head among three teams', () => {
    // x, y, z all 4 points, GD 0, 3 goals. Among themselves: each 3 points and GD 0; x scored 3,
    // y and z 2 each → x first; then y and z again, over their own match only: y beat z 1-0.
    const teams = [team('x', 'Zeta'), team('y', 'Yankee'), team('z', 'X-ray'), team('w', 'Whiskey')];
    const M = matchMaker();
    const matches = [M('x', 'y', 2, 1), M('z', 'x', 2, 1), M('y', 'z', 1, 0), M('x', 'w', 0, 0), M('y', 'w', 1, 1), M('z', 'w', 1, 1)];

    it('separates one and recurses on the remaining two', () => {
      const s = computeGroupStandings({ teams, matches, rules: rules() });
      expect(s.rows.slice(0, 3).map((r) => [r.points, r.goal_difference, r.goals_for])).toEqual([[4, 0, 3], [4, 0, 3], [4, 0, 3]]);
      expect(order(s.rows)).toEqual(['x', 'y', 'z', 'w']); // the stable (name) order would be z, y, x
      expect(decided(s.rows)).toEqual({ x: 'head_to_head', y: 'head_to_head', z: 'head_to_head', w: 'points' });
    });

    it('does not recurse with the fine-grained criteria (one mini-table of the teams concerned)', () => {
      const fine: TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'drawing_of_lots'];
      const s = computeGroupStandings({ teams, matches, rules: rules(fine) });
      expect(order(s.rows)).toEqual(['x', 'z', 'y', 'w']); // z and y left level: stable name order
      expect(decided(s.rows)).toEqual({ x: 'head_to_head_goals_for', y: 'unresolved', z: 'unresolved', w: 'points' });
    });

    it('lets later criteria (fair play) separate what head-to-head leaves level', () => {
      const fine: TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'fair_play', 'drawing_of_lots'];
      const cards = [card('m1', 'z', 'z9', 'yellow')];
      const s = computeGroupStandings({ teams, matches, cards, rules: rules(fine) });
      expect(order(s.rows)).toEqual(['x', 'y', 'z', 'w']);
      expect(decided(s.rows)).toMatchObject({ y: 'fair_play', z: 'fair_play' });
      expect(s.rows.find((r) => r.team.id === 'z')!.fair_play).toBe(-1);
    });
  });

  it('applies head-to-head points alone before goal difference (UEFA order)', () => {
    const M = matchMaker();
    // a and b: 6 points; b has the better GD, a beat b.
    const ms = [M('a', 'b', 1, 0), M('a', 'c', 1, 0), M('b', 'c', 5, 0), M('b', 'd', 5, 0), M('a', 'd', 0, 1), M('c', 'd', 0, 0)];
    const s = standings({ matches: ms, rules: rules(['points', 'head_to_head_points', 'goal_difference', 'drawing_of_lots']) });
    expect(order(s.rows).slice(0, 2)).toEqual(['a', 'b']);
    expect(decided(s.rows)).toMatchObject({ a: 'head_to_head_points', b: 'head_to_head_points' });
    const fifa = standings({ matches: ms });
    expect(order(fifa.rows).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('moves on to the next criterion when head-to-head cannot separate (a draw between them)', () => {
    const M = matchMaker();
    const ms = [M('a', 'b', 1, 1), M('a', 'c', 2, 0), M('b', 'c', 2, 0), M('a', 'd', 0, 0), M('b', 'd', 0, 0), M('c', 'd', 0, 0)];
    const s = standings({ matches: ms, cards: [card('m1', 'a', 'a1', 'yellow')] });
    expect(order(s.rows).slice(0, 2)).toEqual(['b', 'a']);
    expect(decided(s.rows)).toMatchObject({ a: 'fair_play', b: 'fair_play' });
  });

  describe('fair play', () => {
    // a and b level on everything, including their 1-1 draw.
    const M = matchMaker();
    const ms = [M('a', 'b', 1, 1), M('a', 'c', 2, 0), M('b', 'c', 2, 0), M('a', 'd', 0, 0), M('b', 'd', 0, 0), M('c', 'd', 0, 0)];
    const top2 = (cards: ReturnType<typeof card>[]) => {
      const s = standings({ matches: ms, cards });
      return { order: order(s.rows).slice(0, 2), fp: Object.fromEntries(s.rows.map((r) => [r.team.id, r.fair_play])) };
    };

    it('a second yellow (−3) weighs more than two yellows to different players (−2)', () => {
      const r = top2([card('m1', 'a', 'a1', 'yellow'), card('m1', 'a', 'a1', 'second_yellow'), card('m2', 'b', 'b1', 'yellow'), card('m3', 'b', 'b2', 'yellow')]);
      expect(r.fp).toMatchObject({ a: -3, b: -2 });
      expect(r.order).toEqual(['b', 'a']);
    });

    it('yellow and straight red (−5) weighs more than a straight red (−4)', () => {
      const r = top2([card('m1', 'a', 'a1', 'red'), card('m1', 'b', 'b1', 'yellow'), card('m1', 'b', 'b1', 'red')]);
      expect(r.fp).toMatchObject({ a: -4, b: -5 });
      expect(r.order).toEqual(['a', 'b']);
    });

    it('a straight red (−4) weighs more than a second yellow (−3)', () => {
      const r = top2([card('m2', 'a', 'a1', 'red'), card('m3', 'b', 'b1', 'yellow'), card('m3', 'b', 'b1', 'second_yellow')]);
      expect(r.order).toEqual(['b', 'a']);
    });

    it('the same player booked in two matches counts twice (−1 each)', () => {
      const r = top2([card('m2', 'a', 'a1', 'yellow'), card('m4', 'a', 'a1', 'yellow'), card('m3', 'b', 'b1', 'yellow'), card('m3', 'b', 'b1', 'second_yellow')]);
      expect(r.fp).toMatchObject({ a: -2, b: -3 });
      expect(r.order).toEqual(['a', 'b']);
    });

    it('ignores cards of matches not counted or of teams outside the group', () => {
      const later = { ...matchMaker('2030-07-01')('a', 'd', 0, 0, 'scheduled'), id: 'm-later' };
      const cards = [card(later.id, 'a', 'a1', 'red'), card('m99', 'a', 'a2', 'red'), card('m1', 'b', 'b1', 'yellow'), card('m1', 'x', 'x1', 'red')];
      const s = standings({ matches: [...ms, later], cards });
      expect(order(s.rows).slice(0, 2)).toEqual(['a', 'b']);
      expect(s.rows[0]!.fair_play).toBe(0);
    });
  });

  describe('drawing of lots', () => {
    const teams = [team('p', 'Portugal'), team('s', 'Spain'), team('m', 'Morocco'), team('i', 'Iran')];
    const M = matchMaker();
    // Portugal and Spain level on everything, 3-3 between them, no cards.
    const ms = [M('p', 's', 3, 3), M('m', 'i', 0, 1), M('p', 'm', 1, 0), M('i', 's', 0, 1), M('i', 'p', 1, 1), M('s', 'm', 1, 1)];

    it('leaves teams level after every computable criterion unresolved, in stable name order', () => {
      const s = computeGroupStandings({ teams, matches: ms, rules: rules() });
      expect(order(s.rows)).toEqual(['p', 's', 'i', 'm']);
      expect(decided(s.rows)).toEqual({ p: 'unresolved', s: 'unresolved', i: 'points', m: 'points' });
      expect(s.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    });

    it('takes the position content fixes, and the other tied team follows', () => {
      const positions = [{ group: 'Group B', team_id: 's', position: 1, reason: 'Drawing of lots' }, { group: 'Group A', team_id: 'p', position: 1, reason: 'other group' }];
      const s = computeGroupStandings({ teams, matches: ms, rules: rules(), fixed_positions: positionsForGroup({ positions }, 'Group B') });
      expect(order(s.rows)).toEqual(['s', 'p', 'i', 'm']);
      expect(decided(s.rows)).toEqual({ s: 'fixed', p: 'fixed', i: 'points', m: 'points' });
      expect(s.rows[0]!.fixed_reason).toBe('Drawing of lots');
      expect(s.rows[1]!.fixed_reason).toBe('Drawing of lots');
    });

    it('stops at drawing_of_lots: criteria listed after it never apply', () => {
      const M2 = matchMaker();
      const ms2 = [M2('a', 'b', 0, 0), M2('c', 'd', 0, 0)];
      const s = standings({ matches: ms2, cards: [card('m1', 'a', 'a1', 'red')], rules: rules(['points', 'drawing_of_lots', 'fair_play']) });
      expect(s.rows.every((r) => r.decided_by === 'unresolved')).toBe(true);
    });

    it('ignores fixed positions for unknown teams, out of range, or repeated', () => {
      const fixed = [
        { team_id: 'zz', position: 1, reason: 'x' }, { team_id: 's', position: 9, reason: 'x' },
        { team_id: 's', position: 1, reason: 'first' }, { team_id: 'p', position: 1, reason: 'taken' }, { team_id: 's', position: 2, reason: 'again' },
      ];
      const s = computeGroupStandings({ teams, matches: ms, rules: rules(), fixed_positions: fixed });
      expect(order(s.rows)).toEqual(['s', 'p', 'i', 'm']);
      expect(s.rows[0]!.fixed_reason).toBe('first');
    });
  });

  it('lets content win over the computed table (a play-off between teams the rules separate)', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'b', 3, 0), M('c', 'd', 1, 0)], fixed_positions: [{ team_id: 'c', position: 1, reason: 'Play-off' }] });
    expect(order(s.rows)).toEqual(['c', 'a', 'd', 'b']);
    expect(decided(s.rows)).toMatchObject({ c: 'fixed', a: 'goal_difference' });
  });

  it('decides the other of two tied teams by elimination when one is fixed', () => {
    const M = matchMaker();
    // c 5 points, a and b 2 points each with 0:0 goals, d 0: a and b left to the lots.
    const s = standings({ matches: [M('a', 'b', 0, 0), M('c', 'd', 1, 0), M('a', 'c', 0, 0), M('b', 'c', 0, 0)], rules: rules(['points', 'drawing_of_lots']), fixed_positions: [{ team_id: 'b', position: 3, reason: 'Lots' }] });
    expect(order(s.rows)).toEqual(['c', 'a', 'b', 'd']);
    expect(decided(s.rows)).toEqual({ a: 'fixed', b: 'fixed', c: 'points', d: 'points' });
  });

  it('keeps the others unresolved when only one of three tied teams is fixed', () => {
    const M = matchMaker();
    const s = standings({ matches: [M('a', 'b', 0, 0), M('b', 'c', 0, 0), M('c', 'a', 0, 0)], rules: rules(['points', 'drawing_of_lots']), fixed_positions: [{ team_id: 'a', position: 3, reason: 'Lots' }] });
    expect(order(s.rows)).toEqual(['b', 'c', 'a', 'd']);
    expect(decided(s.rows)).toEqual({ a: 'fixed', b: 'unresolved', c: 'unresolved', d: 'points' });
  });
});
