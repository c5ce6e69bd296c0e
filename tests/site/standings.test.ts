import { describe, expect, it } from 'vitest';
import { computeStandings, rankAcrossGroups, type StandingMatch } from '../../src/lib/site/standings.ts';

const T = (id: string, name = id.toUpperCase()) => ({ id, name, code: id.toUpperCase().padEnd(3, 'X').slice(0, 3) });
let day = 1;
const M = (home: string, away: string, hs: number, as: number, status = 'completed'): StandingMatch => ({
  home_team_id: home, away_team_id: away, home_score: hs, away_score: as, status, scheduled_at: `2030-06-${String(day++).padStart(2, '0')}T18:00:00.000Z`,
});
const order = (rows: { team: { id: string } }[]) => rows.map((r) => r.team.id);

describe('computeStandings', () => {
  it('counts points, goals and form from completed matches only', () => {
    const rows = computeStandings([T('a'), T('b'), T('c')], [M('a', 'b', 2, 0), M('b', 'c', 1, 1), M('c', 'a', 0, 3), M('a', 'c', 9, 0, 'scheduled')]);
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(rows[0]).toMatchObject({ position: 1, played: 2, won: 2, drawn: 0, lost: 0, goals_for: 5, goals_against: 0, goal_difference: 5, points: 6, form: ['W', 'W'], tie_break: null });
    expect(rows[1]).toMatchObject({ played: 2, points: 1, goal_difference: -2, form: ['L', 'D'] });
    expect(rows[2]).toMatchObject({ played: 2, points: 1, goal_difference: -3, form: ['D', 'L'] });
  });

  it('orders by points, then goal difference, then goals scored', () => {
    // b and c both 3 points; c better GD. d and a: a has more goals with same GD.
    const rows = computeStandings([T('a'), T('b'), T('c'), T('d')], [
      M('c', 'd', 3, 0), M('b', 'a', 1, 0), M('a', 'd', 3, 3), M('b', 'c', 0, 1), M('a', 'c', 2, 2), M('d', 'b', 2, 1),
    ]);
    // c: W3-0, W1-0, D2-2 → 7 pts; b: W1-0 L0-1 L1-2 → 3 pts GD -1 GF 2; d: L0-3 D3-3 W2-1 → 4 pts; a: L0-1 D3-3 D2-2 → 2 pts
    expect(order(rows)).toEqual(['c', 'd', 'b', 'a']);
  });

  it('breaks a tie on points, goal difference and goals with the head-to-head result', () => {
    // a and b level overall (4 pts, GD 0, GF 2), b beat a.
    const rows = computeStandings([T('a'), T('b'), T('c')], [M('a', 'c', 2, 0), M('b', 'a', 1, 0), M('c', 'b', 1, 1), M('c', 'a', 0, 0)]);
    const a = rows.find((r) => r.team.id === 'a')!;
    const b = rows.find((r) => r.team.id === 'b')!;
    expect([a.points, a.goal_difference, a.goals_for]).toEqual([b.points, b.goal_difference, b.goals_for]);
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
    expect(a.tie_break).toBe('head_to_head');
    expect(b.tie_break).toBe('head_to_head');
  });

  it('re-applies head-to-head to the teams still level after the first head-to-head pass', () => {
    // a, b, c all 4 pts, GD 0, GF 3 overall. Among them b has the most goals (3); a and c stay level
    // (3 pts, GD 0, GF 2) and are separated by their own match: a beat c.
    const rows = computeStandings([T('a'), T('b'), T('c'), T('w')], [
      M('a', 'c', 1, 0), M('b', 'a', 2, 1), M('c', 'b', 2, 1), M('w', 'a', 1, 1), M('w', 'b', 0, 0), M('w', 'c', 1, 1),
    ]);
    expect(rows.slice(0, 3).map((r) => [r.points, r.goal_difference, r.goals_for])).toEqual([[4, 0, 3], [4, 0, 3], [4, 0, 3]]);
    expect(order(rows)).toEqual(['b', 'a', 'c', 'w']);
    expect(rows.slice(0, 3).map((r) => r.tie_break)).toEqual(['head_to_head', 'head_to_head', 'head_to_head']);
  });

  it('falls back to the name when head-to-head leaves teams level', () => {
    // Three teams level overall; among them x beats both, y and z draw → y, z still level → name order.
    const teams = [T('x', 'Xeno'), T('y', 'Yara'), T('z', 'Zeta'), T('w', 'Wolf')];
    const rows = computeStandings(teams, [
      M('x', 'y', 1, 0), M('x', 'z', 1, 0), M('y', 'z', 1, 1),
      M('w', 'x', 2, 0), M('y', 'w', 1, 0), M('z', 'w', 1, 0),
    ]);
    // x: W W L → 6 pts, GF 2 GA 2; y: L D W → 4; z: L D W → 4; w: W L L → 3.
    expect(order(rows)).toEqual(['x', 'y', 'z', 'w']);
    expect(rows.find((r) => r.team.id === 'y')!.tie_break).toBe('stable_order');
    expect(rows.find((r) => r.team.id === 'z')!.tie_break).toBe('stable_order');
  });

  it('uses the stable order (name, then id) when nothing has been played', () => {
    const rows = computeStandings([T('b', 'Borea'), T('a', 'Aland'), T('c', 'Aland')], []);
    expect(order(rows)).toEqual(['a', 'c', 'b']);
    expect(rows.every((r) => r.tie_break === 'stable_order')).toBe(true);
  });

  it('head-to-head separates a three-way tie that the overall record cannot', () => {
    // a, b, c level overall; mini-league: a 6 pts... construct: a beat b 1-0, b beat c 1-0, c beat a 1-0 → circular: all level → names.
    const rows = computeStandings([T('a', 'Cc'), T('b', 'Bb'), T('c', 'Aa')], [M('a', 'b', 1, 0), M('b', 'c', 1, 0), M('c', 'a', 1, 0)]);
    expect(order(rows)).toEqual(['c', 'b', 'a']);
  });
});

describe('rankAcrossGroups', () => {
  it('ranks by points, goal difference, goals, then name', () => {
    const row = (id: string, points: number, gd: number, gf: number) => ({ row: { team: T(id), points, goal_difference: gd, goals_for: gf } as never });
    const ranked = rankAcrossGroups([row('b', 4, 1, 3), row('a', 4, 1, 3), row('c', 4, 2, 1), row('d', 6, -1, 1)]);
    expect(ranked.map((r) => (r.row as { team: { id: string } }).team.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});
