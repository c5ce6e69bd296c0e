/** Replays of drawn knockout matches (1934, 1938): the drawn match is undecided, the replay decides. */
import { describe, expect, it } from 'vitest';
import {
  buildBracket, decidingMatches, decidingMatchNumber, replayedBy, resolveFixtureTeams, winningSide, type BracketMatchInput, type FixtureMatch,
} from '../../src/lib/tournament/index.ts';
import { team } from './builders.ts';

const fx = (n: number, over: Partial<FixtureMatch> = {}): FixtureMatch => ({
  match_number: n, status: 'completed', home_team_id: null, away_team_id: null, home_slot: null, away_slot: null, home_score: 0, away_score: 0, home_penalty: null, away_penalty: null, ...over,
});

describe('replay links', () => {
  const ms = [fx(1), fx(2, { replay_of: 1 }), fx(3, { replay_of: 2 }), fx(4), fx(5, { replay_of: 5 })];
  it('map each drawn match to its replay, ignoring a match naming itself', () => {
    expect([...replayedBy(ms)]).toEqual([[1, 2], [2, 3]]);
  });
  it('follow replays of replays to the match that decides the tie', () => {
    const r = replayedBy(ms);
    expect([1, 2, 3, 4].map((n) => decidingMatchNumber(n, r))).toEqual([3, 3, 3, 4]);
    expect(decidingMatchNumber(1, new Map([[1, 2], [2, 1]]))).toBe(2);
  });
  it('decidingMatches leaves out the matches a replay names', () => {
    expect(decidingMatches(ms).map((m) => m.match_number)).toEqual([3, 4, 5]);
  });
});

describe('the drawn match is undecided, the replay decides', () => {
  const drawn = fx(1, { home_team_id: 'ita', away_team_id: 'esp', home_score: 1, away_score: 1 });
  const replay = fx(2, { home_team_id: 'ita', away_team_id: 'esp', home_score: 1, away_score: 0, replay_of: 1 });
  const semi = fx(3, { status: 'scheduled', home_slot: 'Winner match 1', away_slot: 'Loser match 1' });
  it('a drawn match has no winning side', () => {
    expect(winningSide(drawn)).toBeNull();
  });
  it('"Winner match N" of a replayed match is the replay\'s winner ("Loser" its loser)', () => {
    expect(resolveFixtureTeams([drawn, replay, semi], () => undefined).get(3)).toEqual({ home_team_id: 'ita', away_team_id: 'esp' });
  });
  it('stays unresolved while the replay is not played', () => {
    const pending = { ...replay, status: 'scheduled' as const, home_score: 0, away_score: 0 };
    expect(resolveFixtureTeams([drawn, pending, semi], () => undefined).get(3)).toEqual({ home_team_id: null, away_team_id: null });
  });
  it('the bracket shows both in the round: no winner for the drawn match, the replay with replay_of and its winner', () => {
    const ita = team('ita', 'Italy'), esp = team('esp', 'Spain');
    const b = (m: FixtureMatch): BracketMatchInput => ({
      ...m, id: `match_${m.match_number}`, scheduled_at: `1934-05-3${m.match_number}T15:00:00.000Z`, home_team: ita, away_team: esp, home_penalty: null, away_penalty: null,
    });
    const round = buildBracket([{ name: 'Quarter-finals', matches: [b(replay), b(drawn)] }]).rounds[0]!;
    expect(round.matches.map((m) => [m.match_number, m.winner?.id ?? null, m.replay_of])).toEqual([[1, null, null], [2, 'ita', 1]]);
  });
});
