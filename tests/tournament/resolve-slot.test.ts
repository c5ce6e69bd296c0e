import { describe, expect, it } from 'vitest';
import {
  computeGroupStandings, parseSlot, resolveFixtureTeams, resolveSlot, type FixtureMatch, type GroupStandings, type ScoredMatch, type Slot, type SlotContext,
} from '../../src/lib/tournament/index.ts';
import { matchMaker, team } from './builders.ts';

const slot = (text: string): Slot => {
  const s = parseSlot(text);
  if (s.kind === 'invalid') throw new Error(s.message);
  return s;
};
const rules = { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'drawing_of_lots'] as const };
const teams = ['a', 'b', 'c', 'd'].map((id) => team(id));

/** Group A: a 9, b 6, c 3, d 0 — all decided on points. */
function groupA(lastStatus: 'completed' | 'in_play' | 'scheduled' = 'completed'): GroupStandings {
  const M = matchMaker();
  const ms = [M('a', 'b', 1, 0), M('c', 'd', 1, 0), M('a', 'c', 1, 0), M('b', 'd', 1, 0), M('b', 'c', 1, 0), M('a', 'd', 1, 0, lastStatus)];
  return computeGroupStandings({ teams, matches: ms, rules: { ...rules, tie_breakers: [...rules.tie_breakers] } });
}

/** Group B: every match 0-0 — all four level, left to the lots. */
function groupB(fixed: { team_id: string; position: number; reason: string }[] = []): GroupStandings {
  const M = matchMaker();
  const ms = [M('a', 'b', 0, 0), M('c', 'd', 0, 0), M('a', 'c', 0, 0), M('b', 'd', 0, 0), M('b', 'c', 0, 0), M('a', 'd', 0, 0)];
  return computeGroupStandings({ teams, matches: ms, rules: { ...rules, tie_breakers: [...rules.tie_breakers] }, fixed_positions: fixed });
}

const ko = (over: Partial<ScoredMatch>): ScoredMatch => ({ status: 'completed', home_team_id: 'h', away_team_id: 'v', home_score: 0, away_score: 0, home_penalty: null, away_penalty: null, ...over });

function ctx(groups: Record<string, GroupStandings>, matches: Record<number, ScoredMatch> = {}): SlotContext {
  return { match: (n) => matches[n], group: (g) => groups[g] };
}

describe('resolveSlot: group positions', () => {
  it('resolves every position of a final table the rules separate', () => {
    const c = ctx({ 'Group A': groupA() });
    expect(resolveSlot(slot('Winner Group A'), c)).toBe('a');
    expect(resolveSlot(slot('Runner-up Group A'), c)).toBe('b');
    expect(resolveSlot(slot('3rd Group A'), c)).toBe('c');
    expect(resolveSlot(slot('4th Group A'), c)).toBe('d');
  });

  it('stays unresolved while a match of the group is in play or still to be played', () => {
    expect(resolveSlot(slot('Winner Group A'), ctx({ 'Group A': groupA('in_play') }))).toBeNull();
    expect(resolveSlot(slot('Winner Group A'), ctx({ 'Group A': groupA('scheduled') }))).toBeNull();
  });

  it('stays unresolved for teams left to the drawing of lots, until content fixes them', () => {
    expect(resolveSlot(slot('Winner Group B'), ctx({ 'Group B': groupB() }))).toBeNull();
    const fixed = groupB([{ team_id: 'c', position: 1, reason: 'Drawing of lots' }]);
    expect(resolveSlot(slot('Winner Group B'), ctx({ 'Group B': fixed }))).toBe('c');
    expect(resolveSlot(slot('Runner-up Group B'), ctx({ 'Group B': fixed }))).toBeNull();
  });

  it('stays unresolved for an unknown group or a position beyond the table', () => {
    expect(resolveSlot(slot('Winner Group Z'), ctx({ 'Group A': groupA() }))).toBeNull();
    expect(resolveSlot(slot('5th Group A'), ctx({ 'Group A': groupA() }))).toBeNull();
  });

  it('never resolves a position among several groups (content names the team)', () => {
    expect(resolveSlot(slot('3rd Group A/B'), ctx({ 'Group A': groupA(), 'Group B': groupB() }))).toBeNull();
  });
});

describe('resolveSlot: match winners and losers', () => {
  it('resolves by the score of a completed match', () => {
    const c = ctx({}, { 73: ko({ home_score: 2, away_score: 1 }) });
    expect(resolveSlot(slot('Winner match 73'), c)).toBe('h');
    expect(resolveSlot(slot('Loser match 73'), c)).toBe('v');
  });

  it('resolves by the shoot-out after a draw', () => {
    const c = ctx({}, { 101: ko({ home_score: 1, away_score: 1, home_penalty: 2, away_penalty: 4 }) });
    expect(resolveSlot(slot('Winner match 101'), c)).toBe('v');
    expect(resolveSlot(slot('Loser match 101'), c)).toBe('h');
  });

  it('stays unresolved while the match is in play or scheduled, or unknown', () => {
    expect(resolveSlot(slot('Winner match 73'), ctx({}, { 73: ko({ status: 'in_play', home_score: 3 }) }))).toBeNull();
    expect(resolveSlot(slot('Loser match 73'), ctx({}, { 73: ko({ status: 'scheduled' }) }))).toBeNull();
    expect(resolveSlot(slot('Winner match 74'), ctx({}, { 73: ko({ home_score: 1 }) }))).toBeNull();
  });

  it('stays unresolved for a completed draw without a shoot-out result', () => {
    expect(resolveSlot(slot('Winner match 73'), ctx({}, { 73: ko({ home_score: 1, away_score: 1 }) }))).toBeNull();
  });
});

describe('resolveFixtureTeams', () => {
  const fx = (n: number, home: string | null, away: string | null, home_slot: string | null, away_slot: string | null, over: Partial<FixtureMatch> = {}): FixtureMatch => ({
    match_number: n, home_team_id: home, away_team_id: away, home_slot, away_slot, status: 'scheduled', home_score: 0, away_score: 0, home_penalty: null, away_penalty: null, ...over,
  });
  const groups = (g: string) => ({ 'Group A': groupA(), 'Group B': groupB([{ team_id: 'd', position: 1, reason: 'Lots' }]) })[g];

  it('keeps explicit teams, resolves slots, and follows chains of winners', () => {
    const matches = [
      fx(1, null, null, 'Winner Group A', 'Winner Group B', { status: 'completed', home_score: 0, away_score: 2 }),
      fx(2, null, 'x', 'Runner-up Group A', 'Winner Group A', { status: 'completed', home_score: 1, away_score: 0 }),
      fx(3, null, null, 'Winner match 1', 'Winner match 2'),
      fx(4, null, null, 'Loser match 1', 'Runner-up Group B'),
      fx(5, null, null, 'Winner match 3', 'Winner match 99'),
    ];
    const r = resolveFixtureTeams(matches, groups);
    expect(r.get(1)).toEqual({ home_team_id: 'a', away_team_id: 'd' });
    expect(r.get(2)).toEqual({ home_team_id: 'b', away_team_id: 'x' }); // explicit 'x' wins over its slot
    expect(r.get(3)).toEqual({ home_team_id: 'd', away_team_id: 'b' });
    expect(r.get(4)).toEqual({ home_team_id: 'a', away_team_id: null }); // Group B runner-up: lots, not fixed
    expect(r.get(5)).toEqual({ home_team_id: null, away_team_id: null });
  });

  it('leaves invalid slot text and cycles unresolved', () => {
    const matches = [
      fx(1, null, null, 'Winner match 2', 'Gewinner Gruppe A', { status: 'completed', home_score: 1 }),
      fx(2, null, null, 'Winner match 1', null, { status: 'completed', home_score: 1 }),
    ];
    const r = resolveFixtureTeams(matches, groups);
    expect(r.get(1)).toEqual({ home_team_id: null, away_team_id: null });
    expect(r.get(2)).toEqual({ home_team_id: null, away_team_id: null });
  });
});
