import { describe, expect, it } from 'vitest';
import { computePlayerStats, matchInvolvement, type MatchEvent, type StatsLineup, type StatsMatch } from '../../src/lib/tournament/index.ts';

const match = (id: string, competition_id: string, day: string, home: string, away: string, over: Partial<StatsMatch> = {}): StatsMatch => ({
  id, competition_id, scheduled_at: `${day}T18:00:00.000Z`, status: 'completed', has_extra_time: false, home_team_id: home, away_team_id: away, ...over,
});
const L = (match_id: string, team_id: string, player_id: string, starter: boolean): StatsLineup => ({ match_id, team_id, player_id, starter });
const E = (match_id: string, team_id: string, type: string, detail: string, minute: number, player_id: string | null, player_off_id: string | null = null): MatchEvent => ({
  match_id, team_id, type, detail, minute, player_id, player_off_id,
});

const matches = [
  match('m1', 'c1', '2030-06-01', 't', 'u'),
  match('m2', 'c1', '2030-06-05', 't', 'v', { has_extra_time: true }),
  match('m3', 'c1', '2030-06-20', 't', 'x', { status: 'scheduled' }),
  match('m4', 'c1', '2030-06-10', 't', 'w', { status: 'in_play', minute: 30 }),
  match('m5', 'c0', '2026-06-01', 't', 'x'),
];
const lineups = [
  L('m1', 't', 'p1', true), L('m1', 't', 'p2', true), L('m1', 't', 'p3', false), L('m1', 't', 'p4', false), L('m1', 't', 'p5', true), L('m1', 'u', 'q1', true),
  L('m2', 't', 'p1', true), L('m2', 't', 'p2', false), L('m2', 't', 'p3', true),
  L('m3', 't', 'p1', true),
  L('m4', 't', 'p1', true),
];
const events = [
  E('m1', 't', 'goal', 'penalty', 10, 'p1'), E('m1', 't', 'goal', 'own_goal', 30, 'q1'), E('m1', 't', 'substitution', 'substitution', 60, 'p3', 'p2'),
  E('m1', 't', 'card', 'yellow', 70, 'p1'), E('m1', 't', 'card', 'yellow', 75, 'p4'),
  E('m2', 't', 'goal', 'normal', 20, 'p1'), E('m2', 't', 'card', 'yellow', 50, 'p3'), E('m2', 't', 'substitution', 'substitution', 100, 'p2', 'p1'),
  E('m2', 't', 'card', 'second_yellow', 110, 'p3'), E('m2', 't', 'goal', 'normal', 115, 'p5'),
  E('m3', 't', 'goal', 'normal', 1, 'p1'),
  E('m4', 'w', 'goal', 'normal', 12, 'r1'),
  E('m5', 't', 'goal', 'normal', 5, 'p1'), E('m5', 't', 'card', 'red', 80, 'p2'), E('m5', 't', 'shootout', 'scored', 120, 'p1'),
];
const stats = computePlayerStats(matches, lineups, events);
const zero = { goals: 0, penalties: 0, own_goals: 0, yellow_cards: 0, second_yellow_cards: 0, red_cards: 0, substituted_on: 0, substituted_off: 0 };

describe('computePlayerStats', () => {
  it('sums a player per competition, newest first, counting live matches to their current minute', () => {
    expect(stats.get('p1')).toEqual([
      { ...zero, competition_id: 'c1', team_id: 't', matches: 3, starts: 3, minutes: 90 + 100 + 30, goals: 2, penalties: 1, yellow_cards: 1, substituted_off: 1 },
      { ...zero, competition_id: 'c0', team_id: 't', matches: 1, starts: 0, minutes: null, goals: 1 },
    ]);
  });

  it('counts substitutions both ways, cards apart, and 120 minutes with extra time', () => {
    expect(stats.get('p2')).toEqual([
      { ...zero, competition_id: 'c1', team_id: 't', matches: 2, starts: 1, minutes: 60 + 20, substituted_on: 1, substituted_off: 1 },
      { ...zero, competition_id: 'c0', team_id: 't', matches: 1, starts: 0, minutes: null, red_cards: 1 },
    ]);
    expect(stats.get('p3')).toEqual([
      { ...zero, competition_id: 'c1', team_id: 't', matches: 2, starts: 1, minutes: 30 + 110, yellow_cards: 1, second_yellow_cards: 1, substituted_on: 1 },
    ]);
  });

  it('credits an own goal to the scorer, with his own team', () => {
    expect(stats.get('q1')).toEqual([{ ...zero, competition_id: 'c1', team_id: 'u', matches: 1, starts: 1, minutes: 90, own_goals: 1 }]);
  });

  it('makes minutes null when any match of the competition lacks his line-up', () => {
    expect(stats.get('p5')![0]).toMatchObject({ matches: 2, starts: 1, minutes: null, goals: 1 });
    expect(stats.get('r1')).toEqual([{ ...zero, competition_id: 'c1', team_id: 'w', matches: 1, starts: 0, minutes: null, goals: 1 }]);
  });

  it('leaves out players who never came on, and scheduled matches', () => {
    expect(stats.has('p4')).toBe(false);
    expect(stats.get('p1')![0]!.goals).toBe(2);
  });

  it('takes the team of the latest match when a player changed teams within a competition', () => {
    const ms = [match('a1', 'c', '2030-01-01', 'x', 'y'), match('a2', 'c', '2030-02-01', 'z', 'y')];
    const s = computePlayerStats(ms, [L('a2', 'z', 'p', true), L('a1', 'x', 'p', true)], []);
    expect(s.get('p')![0]).toMatchObject({ team_id: 'z', matches: 2, minutes: 180 });
  });
});

describe('matchInvolvement', () => {
  it('gives each player of one match', () => {
    const inv = matchInvolvement(matches[0]!, lineups.filter((l) => l.match_id === 'm1'), events.filter((e) => e.match_id === 'm1'));
    expect(inv.get('p4')).toMatchObject({ played: false, minutes: 0, yellow_cards: 1 });
    expect(inv.get('p2')).toMatchObject({ played: true, started: true, minutes: 60, substituted_off: 1 });
    expect(inv.get('q1')).toMatchObject({ team_id: 'u', own_goals: 1, goals: 0 });
  });
});
