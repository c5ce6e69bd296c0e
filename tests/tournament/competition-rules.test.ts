import { describe, expect, it } from 'vitest';
import { competitionRulesSchema, DEFAULT_TIE_BREAKERS, TIE_BREAKERS } from '../../src/schemas/content/competition-rules.ts';

describe('competitionRulesSchema', () => {
  it('defaults to 3 points per win and the modern FIFA tie-breakers', () => {
    const r = competitionRulesSchema.parse({});
    expect(r.points_per_win).toBe(3);
    expect(r.tie_breakers).toEqual(['points', 'goal_difference', 'goals_for', 'head_to_head', 'fair_play', 'drawing_of_lots']);
    expect(r.tie_breakers).toEqual(DEFAULT_TIE_BREAKERS);
    expect(r.positions).toBeUndefined();
  });

  it('does not share the default list between parses', () => {
    const a = competitionRulesSchema.parse({});
    a.tie_breakers.pop();
    expect(competitionRulesSchema.parse({}).tie_breakers).toHaveLength(6);
  });

  it('accepts 2 points per win, any ordered list of the vocabulary and fixed positions', () => {
    const r = competitionRulesSchema.parse({
      points_per_win: 2,
      tie_breakers: ['points', 'goal_average', 'drawing_of_lots'],
      positions: [{ group: 'Group 1', team_id: 'team_urs', position: 1, reason: 'Drawing of lots' }],
    });
    expect(r.points_per_win).toBe(2);
    expect(r.positions).toHaveLength(1);
    expect(competitionRulesSchema.safeParse({ tie_breakers: [...TIE_BREAKERS] }).success).toBe(true);
  });

  it.each([
    [{ points_per_win: 1 }],
    [{ points_per_win: '3' }],
    [{ tie_breakers: [] }],
    [{ tie_breakers: ['points', 'coin_toss'] }],
    [{ tie_breakers: ['points', 'points'] }],
    [{ tie_breakers: ['points', 'drawing_of_lots', 'fair_play'] }],
    [{ unknown: true }],
    [{ positions: [{ group: 'Group A', team_id: 'bra', position: 1, reason: 'x' }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 0, reason: 'x' }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 1.5, reason: 'x' }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 1, reason: '' }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 1 }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 1, reason: 'x' }, { group: 'Group A', team_id: 'team_bra', position: 2, reason: 'x' }] }],
    [{ positions: [{ group: 'Group A', team_id: 'team_bra', position: 1, reason: 'x' }, { group: 'Group A', team_id: 'team_arg', position: 1, reason: 'x' }] }],
  ])('rejects %j', (input) => {
    expect(competitionRulesSchema.safeParse(input).success).toBe(false);
  });

  it('allows the same position in different groups', () => {
    const positions = [
      { group: 'Group A', team_id: 'team_bra', position: 2, reason: 'Drawing of lots' },
      { group: 'Group B', team_id: 'team_arg', position: 2, reason: 'Drawing of lots' },
    ];
    expect(competitionRulesSchema.safeParse({ positions }).success).toBe(true);
  });
});
