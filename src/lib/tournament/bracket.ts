/**
 * The knockout bracket as the API publishes it (decisions.md "Bracket", "Ties over two legs"): one
 * round per knockout stage in playing order, each with its slots by match number. A slot is one
 * tie: a single match, or the two legs sharing a matches.csv `tie` key (match_id, match_number and
 * status of the last leg; home the first leg's home team; sides' scores the aggregate).
 */
import { winningSide, type MatchStatus } from './match-outcome.ts';
import type { TeamRef } from './team-ref.ts';
import { contentLeg, decideTie, NO_AWAY_GOALS, tiesOfStage, type DecidedBy, type LegMatch, type TieLeg, type TieRules } from './ties/index.ts';

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
  /** matches.csv `tie` (the key both legs of a two-legged tie share) and `leg`; null/absent for a single match. */
  tie?: string | null;
  leg?: number | null;
  /** The score breakdown and status detail (absent: no extra time, no halves known, no detail). */
  status_detail?: LegMatch['status_detail'];
  first_half_home?: number | null;
  first_half_away?: number | null;
  second_half_home?: number | null;
  second_half_away?: number | null;
  extra_time_home?: number | null;
  extra_time_away?: number | null;
  has_extra_time?: boolean;
  has_penalties?: boolean;
}

export interface BracketStageInput {
  name: string;
  matches: readonly BracketMatchInput[];
  /** The stage's own tie rules (a play-off decided by league position: that table's positions); absent: buildBracket's. */
  rules?: TieRules;
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
  /** The matches of the tie in playing order (one for a single match), each with its own home and away. */
  legs: BracketLeg[];
  /** Goals of `home` and `away` over the legs played (extra time included); null for a single match or before any leg counts. */
  aggregate: { home: number; away: number } | null;
  /** How the winner went through; null while undecided (and for a drawn match that was replayed). */
  decided_by: DecidedBy | null;
}

/** One match of a tie (decisions.md `legs`): scores null before kick-off and for a cancelled match. */
export interface BracketLeg {
  match_id: string;
  match_number: number;
  scheduled_at: string;
  status: MatchStatus;
  home_score: number | null;
  away_score: number | null;
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

function legOf(m: BracketMatchInput): BracketLeg {
  const none = m.status === 'scheduled' || m.status_detail === 'cancelled';
  return { match_id: m.id, match_number: m.match_number, scheduled_at: m.scheduled_at, status: m.status, home_score: none ? null : m.home_score, away_score: none ? null : m.away_score };
}

function asLegMatch(m: BracketMatchInput): LegMatch {
  return {
    id: m.id, home_team_id: m.home_team?.id ?? null, away_team_id: m.away_team?.id ?? null, scheduled_at: m.scheduled_at, status: m.status, status_detail: m.status_detail ?? null,
    home_score: m.home_score, away_score: m.away_score, home_penalty: m.home_penalty, away_penalty: m.away_penalty,
    first_half_home: m.first_half_home ?? null, first_half_away: m.first_half_away ?? null, second_half_home: m.second_half_home ?? null, second_half_away: m.second_half_away ?? null,
    extra_time_home: m.extra_time_home ?? null, extra_time_away: m.extra_time_away ?? null, has_extra_time: m.has_extra_time ?? false, has_penalties: m.has_penalties ?? false,
  };
}

/** How a single completed match with a winner was decided. */
function singleDecidedBy(m: BracketMatchInput): DecidedBy {
  if (m.status_detail === 'awarded') return 'awarded';
  if (m.replay_of !== null && m.replay_of !== undefined) return 'replay';
  if (m.home_score === m.away_score) return 'penalties';
  return m.has_extra_time ? 'extra_time' : 'score';
}

/** One bracket slot from a single knockout match. */
export function toBracketMatch(m: BracketMatchInput): BracketMatch {
  const won = winningSide({ ...m, home_team_id: m.home_team?.id ?? null, away_team_id: m.away_team?.id ?? null });
  return {
    match_id: m.id, match_number: m.match_number, scheduled_at: m.scheduled_at, status: m.status,
    home: side(m, 'home'), away: side(m, 'away'), winner: won === null ? null : (won === 'home' ? m.home_team : m.away_team),
    replay_of: m.replay_of ?? null,
    legs: [legOf(m)], aggregate: null, decided_by: won === null ? null : singleDecidedBy(m),
  };
}

/** A single match: its own result, or, level with no shoot-out under `rules.levelTie`, the better-placed team. */
function levelByPosition(m: BracketMatchInput, rules: TieRules): BracketMatch {
  const slot = toBracketMatch(m);
  if (slot.winner !== null || !rules.levelTie || m.status !== 'completed') return slot;
  const leg = contentLeg(asLegMatch(m));
  const result = leg ? decideTie([leg], rules) : null;
  if (!result?.winner) return slot;
  return { ...slot, winner: result.winner === m.home_team?.id ? m.home_team : m.away_team, decided_by: result.decidedBy };
}

/**
 * One bracket slot from the two legs of a tie (in any order; sorted by kick-off): the last leg's
 * match, home the first leg's home team, the sides' scores and `aggregate` the goals over the legs
 * that count, the shoot-out of the second leg, the winner and `decided_by` under `rules`.
 */
export function toBracketTie(legsIn: readonly BracketMatchInput[], rules: TieRules = NO_AWAY_GOALS): BracketMatch {
  if (legsIn.length === 1) return levelByPosition(legsIn[0]!, rules);
  const legs = [...legsIn].sort((a, b) => (a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : a.match_number - b.match_number));
  const first = legs[0]!;
  const last = legs.at(-1)!;
  const tieLegs = legs.map((l) => contentLeg(asLegMatch(l)));
  const result = tieLegs.every((l): l is TieLeg => l !== null) ? decideTie(tieLegs, rules) : null;
  const aggregate = result?.aggregate ?? null;
  const flip = last.home_team !== null && first.home_team !== null && last.home_team.id !== first.home_team.id;
  const shootOut = last.status === 'completed' && last.home_penalty !== null && last.away_penalty !== null;
  const sideOf = (which: 'home' | 'away'): BracketSide => {
    const team = which === 'home' ? first.home_team : first.away_team;
    const slot = which === 'home' ? first.home_slot : first.away_slot;
    const penalty = !shootOut ? null : (which === 'home') !== flip ? last.home_penalty : last.away_penalty;
    return { team, slot: team ? null : slot, score: aggregate === null ? null : aggregate[which], penalty };
  };
  const winnerId = result?.winner ?? null;
  return {
    match_id: last.id, match_number: last.match_number, scheduled_at: last.scheduled_at, status: last.status,
    home: sideOf('home'), away: sideOf('away'),
    winner: winnerId === null ? null : winnerId === first.home_team?.id ? first.home_team : first.away_team,
    replay_of: null,
    legs: legs.map(legOf), aggregate, decided_by: winnerId === null ? null : result!.decidedBy,
  };
}

/**
 * The bracket of a competition from its knockout stages in playing order (every stage given
 * becomes a round, even before its matches are published); slots ordered by match number (of
 * their last leg). A replay is in the round of the match it replays, after it (a later number),
 * with `replay_of`. Matches sharing a `tie` key are one slot, decided under `rules`.
 */
export function buildBracket(stages: readonly BracketStageInput[], rules: TieRules = NO_AWAY_GOALS): Bracket {
  return {
    rounds: stages.map((s) => ({
      stage: { name: s.name },
      matches: tiesOfStage(s.matches).map((legs) => toBracketTie(legs, s.rules ?? rules)).sort((a, b) => a.match_number - b.match_number),
    })),
  };
}
