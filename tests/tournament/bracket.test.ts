import { describe, expect, it } from 'vitest';
import { buildBracket, toBracketMatch, type BracketMatchInput } from '../../src/lib/tournament/index.ts';
import { team } from './builders.ts';

const bra = team('team_bra', 'Brazil'), ger = team('team_ger', 'Germany'), arg = team('team_arg', 'Argentina'), ned = team('team_ned', 'Netherlands');
const m = (n: number, over: Partial<BracketMatchInput> = {}): BracketMatchInput => ({
  id: `match_${n}`, match_number: n, scheduled_at: `2030-07-${String(n).padStart(2, '0')}T18:00:00.000Z`, status: 'scheduled',
  home_team: null, away_team: null, home_slot: null, away_slot: null, home_score: 0, away_score: 0, home_penalty: null, away_penalty: null, ...over,
});

describe('toBracketMatch', () => {
  it('shows slots and no score before the teams are known and before kick-off', () => {
    expect(toBracketMatch(m(3, { home_slot: 'Winner match 1', away_slot: 'Winner match 2' }))).toEqual({
      match_id: 'match_3', match_number: 3, scheduled_at: '2030-07-03T18:00:00.000Z', status: 'scheduled',
      home: { team: null, slot: 'Winner match 1', score: null, penalty: null },
      away: { team: null, slot: 'Winner match 2', score: null, penalty: null },
      winner: null, replay_of: null,
    });
  });

  it('drops the slot once the team is known', () => {
    const b = toBracketMatch(m(1, { home_team: bra, home_slot: 'Winner Group A', away_slot: 'Runner-up Group B' }));
    expect(b.home).toEqual({ team: bra, slot: null, score: null, penalty: null });
    expect(b.away.slot).toBe('Runner-up Group B');
  });

  it('has the current score but no winner while in play', () => {
    const b = toBracketMatch(m(1, { status: 'in_play', home_team: bra, away_team: ger, home_score: 1, away_score: 0 }));
    expect([b.home.score, b.away.score, b.winner]).toEqual([1, 0, null]);
  });

  it('names the winner of a completed match by score', () => {
    const b = toBracketMatch(m(1, { status: 'completed', home_team: bra, away_team: ger, home_score: 1, away_score: 7 }));
    expect(b.winner).toEqual(ger);
    expect([b.home.penalty, b.away.penalty]).toEqual([null, null]);
  });

  it('names the winner of a shoot-out and shows its score', () => {
    const b = toBracketMatch(m(1, { status: 'completed', home_team: ned, away_team: arg, home_score: 2, away_score: 2, home_penalty: 3, away_penalty: 4 }));
    expect(b.home).toEqual({ team: ned, slot: null, score: 2, penalty: 3 });
    expect(b.away).toEqual({ team: arg, slot: null, score: 2, penalty: 4 });
    expect(b.winner).toEqual(arg);
  });

  it('has no winner for a completed draw without a shoot-out result', () => {
    expect(toBracketMatch(m(1, { status: 'completed', home_team: ned, away_team: arg, home_score: 1, away_score: 1 })).winner).toBeNull();
  });
});

describe('buildBracket', () => {
  it('gives one round per stage in the given order, matches by match number', () => {
    const b = buildBracket([
      { name: 'Semi-finals', matches: [m(2), m(1)] },
      { name: 'Third place', matches: [m(3, { home_slot: 'Loser match 1', away_slot: 'Loser match 2' })] },
      { name: 'Final', matches: [m(4, { home_slot: 'Winner match 1', away_slot: 'Winner match 2' })] },
      { name: 'Replay', matches: [] },
    ]);
    expect(b.rounds.map((r) => r.stage)).toEqual([{ name: 'Semi-finals' }, { name: 'Third place' }, { name: 'Final' }, { name: 'Replay' }]);
    expect(b.rounds.map((r) => r.matches.map((x) => x.match_number))).toEqual([[1, 2], [3], [4], []]);
    expect(b.rounds[2]!.matches[0]!.home.slot).toBe('Winner match 1');
    expect(Object.keys(b.rounds[0]!.matches[0]!)).toEqual(['match_id', 'match_number', 'scheduled_at', 'status', 'home', 'away', 'winner', 'replay_of']);
  });

  it('does not reorder the caller\'s list', () => {
    const list = [m(2), m(1)];
    buildBracket([{ name: 'Semi-finals', matches: list }]);
    expect(list.map((x) => x.match_number)).toEqual([2, 1]);
  });
});
