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
      legs: [{ match_id: 'match_3', match_number: 3, scheduled_at: '2030-07-03T18:00:00.000Z', status: 'scheduled', home_score: null, away_score: null }], aggregate: null, decided_by: null,
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
    expect(Object.keys(b.rounds[0]!.matches[0]!)).toEqual(['match_id', 'match_number', 'scheduled_at', 'status', 'home', 'away', 'winner', 'replay_of', 'legs', 'aggregate', 'decided_by']);
  });

  it('does not reorder the caller\'s list', () => {
    const list = [m(2), m(1)];
    buildBracket([{ name: 'Semi-finals', matches: list }]);
    expect(list.map((x) => x.match_number)).toEqual([2, 1]);
  });
});

describe('ties over two legs (matches sharing a tie key)', () => {
  const leg = (n: number, home: typeof bra, away: typeof bra, hs: number, as: number, over: Partial<BracketMatchInput> = {}): BracketMatchInput =>
    m(n, { status: 'completed', home_team: home, away_team: away, home_score: hs, away_score: as, tie: 'T1', leg: n, ...over });

  it('is one slot: the last leg, home the first leg\'s home team, the aggregate on the sides', () => {
    const [slot] = buildBracket([{ name: 'Round of 16', matches: [leg(2, ger, bra, 2, 1), leg(1, bra, ger, 1, 0)] }]).rounds[0]!.matches;
    expect(slot).toMatchObject({ match_id: 'match_2', match_number: 2, home: { team: bra, score: 2 }, away: { team: ger, score: 2 }, aggregate: { home: 2, away: 2 }, winner: null, decided_by: null });
    expect(slot!.legs.map((l) => [l.match_id, l.home_score, l.away_score])).toEqual([['match_1', 1, 0], ['match_2', 2, 1]]);
    // with the away-goals rule, Brazil's goal in Germany decides it
    const [away] = buildBracket([{ name: 'Round of 16', matches: [leg(1, bra, ger, 1, 0), leg(2, ger, bra, 2, 1)] }], { awayGoals: true, awayGoalsInExtraTime: true }).rounds[0]!.matches;
    expect([away!.winner, away!.decided_by]).toEqual([bra, 'away_goals']);
  });

  it('decides on aggregate, in extra time and on penalties of the second leg', () => {
    const agg = buildBracket([{ name: 'F', matches: [leg(1, bra, ger, 3, 0), leg(2, ger, bra, 1, 0)] }]).rounds[0]!.matches[0]!;
    expect([agg.winner, agg.decided_by, agg.aggregate]).toEqual([bra, 'aggregate', { home: 3, away: 1 }]);
    const et = leg(2, ger, bra, 2, 0, { has_extra_time: true, first_half_home: 1, first_half_away: 0, second_half_home: 0, second_half_away: 0, extra_time_home: 1, extra_time_away: 0 });
    const extra = buildBracket([{ name: 'F', matches: [leg(1, bra, ger, 1, 0), et] }]).rounds[0]!.matches[0]!;
    expect([extra.winner, extra.decided_by, extra.aggregate]).toEqual([ger, 'extra_time', { home: 1, away: 2 }]);
    const pens = leg(2, ger, bra, 1, 0, { has_extra_time: true, has_penalties: true, home_penalty: 3, away_penalty: 5, first_half_home: 1, first_half_away: 0, second_half_home: 0, second_half_away: 0, extra_time_home: 0, extra_time_away: 0 });
    const shoot = buildBracket([{ name: 'F', matches: [leg(1, bra, ger, 1, 0), pens] }]).rounds[0]!.matches[0]!;
    expect([shoot.winner, shoot.decided_by, shoot.home.penalty, shoot.away.penalty]).toEqual([bra, 'penalties', 5, 3]);
  });

  it('is undecided with only the first leg played, and shows no score for the second', () => {
    const slot = buildBracket([{ name: 'F', matches: [leg(1, bra, ger, 1, 0), leg(2, ger, bra, 0, 0, { status: 'scheduled' })] }]).rounds[0]!.matches[0]!;
    expect([slot.status, slot.winner, slot.decided_by, slot.aggregate]).toEqual(['scheduled', null, null, { home: 1, away: 0 }]);
    expect(slot.legs[1]).toMatchObject({ home_score: null, away_score: null });
  });

  it('says how a single match was decided', () => {
    const one = (over: Partial<BracketMatchInput>) => toBracketMatch(m(1, { status: 'completed', home_team: bra, away_team: ger, ...over })).decided_by;
    expect(one({ home_score: 2, away_score: 1 })).toBe('score');
    expect(one({ home_score: 2, away_score: 1, has_extra_time: true })).toBe('extra_time');
    expect(one({ home_score: 1, away_score: 1, has_extra_time: true, home_penalty: 4, away_penalty: 2 })).toBe('penalties');
    expect(one({ home_score: 3, away_score: 0, status_detail: 'awarded' })).toBe('awarded');
    expect(one({ home_score: 1, away_score: 1 })).toBeNull();
  });
});
