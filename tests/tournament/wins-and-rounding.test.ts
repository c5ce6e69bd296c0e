/**
 * The `wins` tie-breaker (Belgium, Brazil, MLS: most wins right after points) and carried points
 * halved and rounded up or down (`carry_over` `half_rounded_up` / `half_rounded_down`) with the
 * `carry_over_rounding` tie-breaker: rounded down ranks above not rounded, which ranks above rounded up.
 */
import { describe, expect, it } from 'vitest';
import { competitionRulesSchema, type TieBreaker } from '../../src/schemas/content/competition-rules.ts';
import { carryPoints, compareRounding, computeGroupStandings, type Rounding, type StandingsInput } from '../../src/lib/tournament/index.ts';
import { matchMaker, order, team } from './builders.ts';

const teams = ['a', 'b', 'c', 'd', 'e'].map((id) => team(id));
const table = (tie_breakers: TieBreaker[], input: Pick<StandingsInput, 'matches'> & Partial<StandingsInput>) =>
  computeGroupStandings({ teams, rules: { points_per_win: 3, tie_breakers }, ...input });
const decided = (rows: readonly { team: { id: string }; decided_by: string }[]) => Object.fromEntries(rows.map((r) => [r.team.id, r.decided_by]));

describe('tie-breaker wins', () => {
  // a: a win and a heavy loss (3 points, 1 win, goal difference −4); b: three draws (3 points, no win, 0)
  const M = matchMaker();
  const matches = [M('a', 'c', 1, 0), M('d', 'a', 5, 0), M('b', 'c', 0, 0), M('b', 'd', 2, 2), M('e', 'b', 1, 1)];

  it('ranks the team with more wins above a team level on points, before goal difference', () => {
    const s = table(['points', 'wins', 'goal_difference', 'goals_for'], { matches });
    expect(s.rows.find((r) => r.team.id === 'a')).toMatchObject({ points: 3, won: 1, goal_difference: -4 });
    expect(s.rows.find((r) => r.team.id === 'b')).toMatchObject({ points: 3, won: 0, goal_difference: 0 });
    expect(order(s.rows)).toEqual(['d', 'a', 'b', 'e', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'wins', b: 'wins' });
  });

  it('does nothing where the competition does not name it (goal difference first)', () => {
    const s = table(['points', 'goal_difference', 'wins'], { matches });
    expect(order(s.rows).slice(1, 3)).toEqual(['b', 'a']);
    expect(decided(s.rows)).toMatchObject({ a: 'goal_difference', b: 'goal_difference' });
  });

  it('leaves teams with as many wins to the next criterion', () => {
    // c and e: no win, 1 point each; e has the better goal difference (0 against −1)
    const s = table(['points', 'wins', 'goal_difference'], { matches });
    expect(order(s.rows).slice(3)).toEqual(['e', 'c']);
    expect(decided(s.rows)).toMatchObject({ c: 'goal_difference', e: 'goal_difference' });
  });
});

describe('carried points: carryPoints', () => {
  it.each([
    [45, 'half_rounded_up', 23, 'up', 'Half of the 45 points of the regular season, rounded up'],
    [45, 'half_rounded_down', 22, 'down', 'Half of the 45 points of the regular season, rounded down'],
    [44, 'half_rounded_up', 22, null, 'Half of the 44 points of the regular season'],
    [44, 'half_rounded_down', 22, null, 'Half of the 44 points of the regular season'],
    [37, 'all', 37, null, 'The 37 points of the regular season'],
    [-3, 'half_rounded_up', -1, 'up', 'Half of the -3 points of the regular season, rounded up'],
    [-3, 'half_rounded_down', -2, 'down', 'Half of the -3 points of the regular season, rounded down'],
  ] as const)('%i points, %s: %i (%s)', (earlier, rule, points, rounded, reason) => {
    expect(carryPoints(earlier, rule, 'Regular season')).toEqual({ points, rounded, reason });
  });

  it('orders rounded down, then not rounded, then rounded up', () => {
    expect(compareRounding('down', undefined)).toBeLessThan(0);
    expect(compareRounding(undefined, 'up')).toBeLessThan(0);
    expect(compareRounding('down', 'up')).toBeLessThan(0);
    expect(compareRounding('up', 'down')).toBeGreaterThan(0);
    expect(compareRounding('up', 'up')).toBe(0);
    expect(compareRounding(undefined, undefined)).toBe(0);
  });
});

describe('tie-breaker carry_over_rounding', () => {
  const RULES: TieBreaker[] = ['points', 'carry_over_rounding', 'wins', 'goal_difference'];
  const carried = (points: Record<string, number>) => Object.entries(points).map(([team_id, p]) => ({ team_id, points: p, reason: 'carried' }));

  it('ranks a team that lost a half point above one not rounded, and one that gained a half point below', () => {
    // all three level on 20 points; by name they would be a, b, c
    const s = table(RULES, {
      matches: [], adjustments: carried({ a: 20, b: 20, c: 20 }),
      rounded: new Map<string, Rounding>([['a', 'up'], ['c', 'down']]),
    });
    expect(order(s.rows).slice(0, 3)).toEqual(['c', 'b', 'a']);
    expect(s.rows.slice(0, 3).map((r) => r.points)).toEqual([20, 20, 20]);
    expect(decided(s.rows)).toMatchObject({ a: 'carry_over_rounding', b: 'carry_over_rounding', c: 'carry_over_rounding' });
  });

  it("keeps Austria's rule: rounded down ahead of a team whose total was even", () => {
    const s = table(RULES, { matches: [], adjustments: carried({ a: 15, b: 15 }), rounded: new Map<string, Rounding>([['b', 'down']]) });
    expect(order(s.rows).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('leaves two teams rounded the same way to the next criterion', () => {
    const M = matchMaker();
    // b: 21 carried + two draws = 23; a: 20 carried + a win = 23, both rounded up: a has more wins
    const s = table(RULES, {
      matches: [M('b', 'c', 0, 0), M('d', 'b', 0, 0), M('a', 'e', 1, 0)],
      adjustments: carried({ a: 20, b: 21 }),
      rounded: new Map<string, Rounding>([['a', 'up'], ['b', 'up']]),
    });
    expect(order(s.rows).slice(0, 2)).toEqual(['a', 'b']);
    expect(s.rows.slice(0, 2).map((r) => r.points)).toEqual([23, 23]);
    expect(decided(s.rows)).toMatchObject({ a: 'wins', b: 'wins' });
  });

  it('changes nothing without rounded teams (a stage that carries nothing)', () => {
    const s = table(RULES, { matches: [], adjustments: carried({ a: 10, b: 10 }) });
    expect(order(s.rows).slice(0, 2)).toEqual(['a', 'b']);
    expect(decided(s.rows)).toMatchObject({ a: 'unresolved', b: 'unresolved' });
  });
});

describe('competition.json rules', () => {
  it('accepts the wins tie-breaker and carry_over half_rounded_up', () => {
    const r = competitionRulesSchema.parse({
      tie_breakers: ['points', 'carry_over_rounding', 'wins', 'goal_difference', 'goals_for'],
      carry_over: [{ stage: 'Championship round', from: 'Regular season', points: 'half_rounded_up' }],
    });
    expect(r.tie_breakers).toContain('wins');
    expect(r.carry_over?.[0]?.points).toBe('half_rounded_up');
  });

  it('rejects a rounding it does not know', () => {
    expect(competitionRulesSchema.safeParse({ carry_over: [{ stage: 'A', from: 'B', points: 'half_rounded_nearest' }] }).success).toBe(false);
  });
});
