/**
 * The knockout bracket as the API publishes it (decisions.md "Bracket"): one round per knockout
 * stage in playing order, each with its matches by match number.
 */
import { winningSide, type MatchStatus } from './match-outcome.ts';
import type { TeamRef } from './team-ref.ts';

/** A knockout match; teams already resolved as far as they can be (see resolveFixtureTeams). */
export interface BracketMatchInput {
  id: string;
  match_number: number;
  scheduled_at: string;
  status: MatchStatus;
  home_team: TeamRef | null;
  away_team: TeamRef | null;
  home_slot: string | null;
  away_slot: string | null;
  home_score: number;
  away_score: number;
  /** Shoot-out goals; null when there was no shoot-out. */
  home_penalty: number | null;
  away_penalty: number | null;
  /** The drawn match this one replays (its match number); null/absent for a first match. */
  replay_of?: number | null;
}

export interface BracketStageInput {
  name: string;
  matches: readonly BracketMatchInput[];
}

export interface BracketSide {
  team: TeamRef | null;
  /** The slot words while the team is unknown; null once it is known (as on match items). */
  slot: string | null;
  /** Goals (extra time included); null before kick-off. */
  score: number | null;
  /** Shoot-out goals; null without a shoot-out. */
  penalty: number | null;
}

export interface BracketMatch {
  match_id: string;
  match_number: number;
  scheduled_at: string;
  status: MatchStatus;
  home: BracketSide;
  away: BracketSide;
  /**
   * The winner once the match is completed and decided; otherwise null (also for a drawn match
   * that was replayed: its replay has the winner).
   */
  winner: TeamRef | null;
  /** On a replay: the match number of the drawn match it replays; otherwise null. */
  replay_of: number | null;
}

export interface Bracket {
  rounds: { stage: { name: string }; matches: BracketMatch[] }[];
}

function side(m: BracketMatchInput, which: 'home' | 'away'): BracketSide {
  const team = which === 'home' ? m.home_team : m.away_team;
  const slot = which === 'home' ? m.home_slot : m.away_slot;
  const penalty = which === 'home' ? m.home_penalty : m.away_penalty;
  const score = which === 'home' ? m.home_score : m.away_score;
  return { team, slot: team ? null : slot, score: m.status === 'scheduled' ? null : score, penalty: m.status === 'scheduled' ? null : penalty };
}

/** One bracket match from a knockout match. */
export function toBracketMatch(m: BracketMatchInput): BracketMatch {
  const won = winningSide({ ...m, home_team_id: m.home_team?.id ?? null, away_team_id: m.away_team?.id ?? null });
  return {
    match_id: m.id, match_number: m.match_number, scheduled_at: m.scheduled_at, status: m.status,
    home: side(m, 'home'), away: side(m, 'away'), winner: won === null ? null : (won === 'home' ? m.home_team : m.away_team),
    replay_of: m.replay_of ?? null,
  };
}

/**
 * The bracket of a competition from its knockout stages in playing order (every stage given
 * becomes a round, even before its matches are published); matches ordered by match number. A
 * replay is in the round of the match it replays, after it (a later number), with `replay_of`.
 */
export function buildBracket(stages: readonly BracketStageInput[]): Bracket {
  return {
    rounds: stages.map((s) => ({
      stage: { name: s.name },
      matches: [...s.matches].sort((a, b) => a.match_number - b.match_number).map(toBracketMatch),
    })),
  };
}
