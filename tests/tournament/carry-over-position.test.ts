/**
 * The `carry_over_position` tie-breaker: in a stage that carries points from an earlier stage, teams
 * still level go by their position in that earlier stage's table (the lower number ranks above);
 * outside such a stage it separates no one.
 */
import { describe, expect, it } from 'vitest';
import { competitionRulesSchema, type TieBreaker } from '../../src/schemas/content/competition-rules.ts';
import { comparePosition, computeGroupStandings, type Rounding, type StandingsInput } from '../../src/lib/tournament/index.ts';
import { matchMaker, order, team } from './builders.ts';

const teams = ['a', 'b', 'c', 'd', 'e'].map((id) => team(id));
const table = (tie_breakers: TieBreaker[], input: Pick<StandingsInput, 'matches'> & Partial<StandingsInput>) =>
  computeGroupStandings({ teams, rules: { points_per_win: 3, tie_breakers }, ...input });
const decided = (rows: readonly { team: { id: string }; decided_by: string }[]) => Object.fromEntries(rows.map((r) => [r.team.id, r.decided_by]));
const carried = (points: Record<string, number>) => Object.entries(points).map(([team_id, p]) => ({ team_id, points: p, reason: 'carried' }));
const positions = (p: Record<string, number>) => new Map(Object.entries(p));

/** Belgium since 2018-19. */
const RULES: TieBreaker[] = ['points', 'carry_over_rounding', 'carry_over_position', 'wins', 'goal_difference'];

describe('comparePosition', () => {
  it('ranks the lower position above, and a team without one below every team with one', () => {
    expect(comparePosition(1, 4)).toBeLessThan(0);
    expect(comparePosition(7, 2)).toBeGreaterThan(0);
    expect(comparePosition(3, 3)).toBe(0);
    expect(comparePosition(16, undefined)).toBeLessThan(0);
    expect(comparePosition(undefined, 1)).toBeGreaterThan(0);
    expect(comparePosition(undefined, undefined)).toBe(0);
  });
});

describe('tie-breaker carry_over_position', () => {
  const M = matchMaker();
  // a, b, c end level on 25: a 22 carried + a win (the most wins, the best goal difference);
  // b 24 carried + a draw; c 24 carried + a draw
  const matches = [M('a', 'd', 3, 0), M('b', 'e', 1, 1), M('c', 'd', 0, 0), M('e', 'd', 0, 0)];
  const adjustments = carried({ a: 22, b: 24, c: 24, d: 2, e: 2 });

  it('ranks teams level on points by their position in the earlier stage, before wins and goal difference', () => {
    const s = table(RULES, { matches, adjustments, earlier_positions: positions({ c: 1, b: 3, a: 5, d: 6, e: 7 }) });
    expect(s.rows.slice(0, 3).map((r) => r.points)).toEqual([25, 25, 25]);
    expect(order(s.rows).slice(0, 3)).toEqual(['c', 'b', 'a']);
    expect(decided(s.rows)).toMatchObject({ a: 'carry_over_position', b: 'carry_over_position', c: 'carry_over_position' });
  });

  it('comes after the rounding: a team that gained a half point ranks behind whatever its earlier position', () => {
    const s = table(RULES, {
      matches, adjustments,
      rounded: new Map<string, Rounding>([['c', 'up']]),
      earlier_positions: positions({ c: 1, b: 3, a: 5, d: 6, e: 7 }),
    });
    expect(order(s.rows).slice(0, 3)).toEqual(['b', 'a', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'carry_over_position', b: 'carry_over_position', c: 'carry_over_rounding' });
  });

  it('ranks a team without an earlier position below those with one', () => {
    const s = table(RULES, { matches, adjustments, earlier_positions: positions({ b: 2, c: 4 }) });
    expect(order(s.rows).slice(0, 3)).toEqual(['b', 'c', 'a']);
  });

  it('leaves teams with the same earlier position (winners of two earlier groups) to the next criterion', () => {
    const s = table(RULES, { matches, adjustments, earlier_positions: positions({ a: 1, b: 1, c: 1 }) });
    // wins: a (1) above b and c (0); b and c: goal difference 0 each, still level
    expect(order(s.rows).slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'wins', b: 'unresolved', c: 'unresolved' });
  });

  it('separates no one outside a stage that carries points: the next criterion decides', () => {
    const s = table(RULES, { matches, adjustments });
    expect(order(s.rows).slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(decided(s.rows)).toMatchObject({ a: 'wins', b: 'unresolved', c: 'unresolved' });
    expect(Object.values(decided(s.rows))).not.toContain('carry_over_position');
  });

  it('does nothing where the competition does not name it', () => {
    const s = table(['points', 'wins', 'goal_difference'], { matches, adjustments, earlier_positions: positions({ c: 1, b: 3, a: 5 }) });
    expect(order(s.rows).slice(0, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('competition.json rules', () => {
  it('accepts carry_over_position as a tie-breaker', () => {
    const r = competitionRulesSchema.parse({
      tie_breakers: ['points', 'carry_over_rounding', 'carry_over_position', 'wins'],
      carry_over: [{ stage: 'Championship round', from: 'Regular season', points: 'half_rounded_up' }],
    });
    expect(r.tie_breakers).toEqual(['points', 'carry_over_rounding', 'carry_over_position', 'wins']);
  });
});
