import { describe, expect, it } from 'vitest';
import { rankScorers, type GoalEvent, type ScorerPlayer } from '../../src/lib/tournament/index.ts';

const goal = (player_id: string | null, detail = 'normal', match_id = 'm1', team_id = 't', type = 'goal'): GoalEvent => ({ match_id, type, detail, team_id, player_id });
const times = (n: number, g: () => GoalEvent) => Array.from({ length: n }, g);
const stats: Record<string, ScorerPlayer> = {
  s1: { team_id: 't', matches: 3, minutes: 270 },
  s2: { team_id: 't', matches: 4, minutes: 300 },
  s3: { team_id: 'u', matches: 3, minutes: 200 },
  s4: { team_id: 'u', matches: 3, minutes: null },
  s5: { team_id: 'v', matches: 2, minutes: 180 },
  s6: { team_id: 'v', matches: 2, minutes: 180 },
  s7: { team_id: 'v', matches: 1, minutes: 90 },
};
const names: Record<string, string> = { s5: 'Zola', s6: 'Abel', s9: 'Nobody' };
const byName = (a: string, b: string) => (names[a] ?? a).localeCompare(names[b] ?? b, 'en');

describe('rankScorers', () => {
  const goals = [
    goal('s1', 'penalty'), goal('s1'), goal('s1'), goal('s1', 'own_goal', 'm2', 'x'),
    ...times(3, () => goal('s2')), ...times(3, () => goal('s3', 'normal', 'm1', 'u')), ...times(3, () => goal('s4', 'normal', 'm1', 'u')),
    goal('s5', 'normal', 'm1', 'v'), goal('s5', 'normal', 'm2', 'v'), goal('s6', 'normal', 'm1', 'v'), goal('s6', 'normal', 'm3', 'v'),
    goal('s7', 'own_goal', 'm4', 'x'), goal(null), goal('s7', 'scored', 'm4', 'v', 'shootout'),
    goal('s9', 'penalty', 'm5', 'w'), goal('s9', 'normal', 'm6', 'w'),
  ];
  const list = rankScorers(goals, (id) => stats[id], byName);

  it('orders by goals, then fewer penalties, then fewer minutes (unknown last), then the player order', () => {
    expect(list.map((s) => s.player_id)).toEqual(['s3', 's2', 's4', 's1', 's6', 's5', 's9']);
  });

  it('does not count own goals, unattributed goals or shoot-out kicks', () => {
    expect(list.find((s) => s.player_id === 's1')).toEqual({ player_id: 's1', team_id: 't', goals: 3, penalties: 1, matches: 3, minutes: 270 });
    expect(list.some((s) => s.player_id === 's7')).toBe(false);
  });

  it('falls back to the goals for a player without statistics', () => {
    expect(list.at(-1)).toEqual({ player_id: 's9', team_id: 'w', goals: 2, penalties: 1, matches: 2, minutes: null });
  });

  it('accepts goal events without a type', () => {
    expect(rankScorers([{ match_id: 'm', team_id: 't', player_id: 'p', detail: 'normal' }], () => undefined, byName)).toHaveLength(1);
  });
});
