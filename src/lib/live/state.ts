/**
 * The live state of one match, as fed: what the live store keeps, and how it turns into the content
 * model (a MatchRow plus event, line-up and stats rows) so the API serialisers, the content rules
 * and live:export all read it the same way as content.
 */
import type { EventRow, LineupRow, MatchRow, TeamStatsRow } from '../../schemas/content/index.ts';
import { LIVE_PERIODS, type LivePeriod, type MatchStatus } from '../../schemas/content/vocabulary.ts';
import { played, type Match } from '../dataset/dataset.ts';
import { byMatchTime } from '../match-time.ts';
import { periodOf } from '../content/rules/match-goals.ts';

export interface LiveMatchState {
  match_id: string;
  /** Sequence number of the last applied feed message (0: none). */
  last_seq: number;
  status: MatchStatus;
  /** Current period; null before kick-off. */
  period: LivePeriod | null;
  /** Minute of play; 0 before kick-off. */
  minute: number;
  /** Every period the match has been in, in order. */
  periods: LivePeriod[];
  /** Events as content rows (`seq` = event ID), in match-time order; running scores filled in. */
  events: EventRow[];
  /** Next event ID handed out when the feed gives none. */
  next_event_id: number;
  /** Line-up rows; a team's rows are replaced as a whole. */
  lineups: LineupRow[];
  /** team id → formation of its line-up. */
  formations: Record<string, string>;
  /** Both teams' stats, or null while none were fed. */
  stats: TeamStatsRow[] | null;
  /** Shoot-out result declared at the final whistle (only when no kicks were fed). */
  penalties: { home: number; away: number } | null;
  attendance: number | null;
  /** Started with `replay: true` (a completed match played again). */
  replay: boolean;
  started_at: string | null;
  finished_at: string | null;
  /** ISO time of the last applied feed message: the match's `updated_at` while the live state answers for it. */
  updated_at: string;
}

export function emptyState(matchId: string, now: string): LiveMatchState {
  return {
    match_id: matchId, last_seq: 0, status: 'scheduled', period: null, minute: 0, periods: [], events: [], next_event_id: 1,
    lineups: [], formations: {}, stats: null, penalties: null, attendance: null, replay: false, started_at: null, finished_at: null, updated_at: now,
  };
}

export const periodIndex = (p: LivePeriod | null) => (p === null ? -1 : LIVE_PERIODS.indexOf(p));

/** Events in match-time order with running scores recomputed (goals; shoot-out kicks separately). */
export function withRunningScores(events: readonly EventRow[], homeTeamId: string): EventRow[] {
  const sorted = [...events].sort(byMatchTime);
  const goals = { home: 0, away: 0 };
  const kicks = { home: 0, away: 0 };
  return sorted.map((e) => {
    const side = e.team_id === homeTeamId ? 'home' : 'away';
    if (e.type === 'goal') {
      goals[side]++;
      return { ...e, score_home: goals.home, score_away: goals.away };
    }
    if (e.type === 'shootout') {
      if (e.detail === 'scored') kicks[side]++;
      return { ...e, score_home: kicks.home, score_away: kicks.away };
    }
    return e;
  });
}

/**
 * The match as content would hold it, from the content row and the live state: score and its
 * breakdown from the goal events, extra time and shoot-out from the periods played, formations
 * from the line-ups. Its events are always recorded; it last changed with the last feed message.
 */
export function liveMatchRow(content: Match, st: LiveMatchState): Match {
  const started = st.status !== 'scheduled';
  const perPeriod = { first_half: { home: 0, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: { home: 0, away: 0 } };
  const kicks = { home: 0, away: 0, any: false };
  for (const e of st.events) {
    const side = e.team_id === content.home_team_id ? 'home' : 'away';
    if (e.type === 'goal') perPeriod[periodOf(e)][side]++;
    else if (e.type === 'shootout') {
      kicks.any = true;
      if (e.detail === 'scored') kicks[side]++;
    }
  }
  const hasExtraTime = st.periods.includes('extra_time');
  const hasPenalties = st.periods.includes('penalties');
  const shootout = kicks.any ? { home: kicks.home, away: kicks.away } : st.penalties;
  const goals = (side: 'home' | 'away') => perPeriod.first_half[side] + perPeriod.second_half[side] + perPeriod.extra_time[side];
  const row: MatchRow = {
    ...content,
    status: st.status,
    home_score: goals('home'),
    away_score: goals('away'),
    first_half_home: started ? perPeriod.first_half.home : null,
    first_half_away: started ? perPeriod.first_half.away : null,
    second_half_home: started ? perPeriod.second_half.home : null,
    second_half_away: started ? perPeriod.second_half.away : null,
    extra_time_home: hasExtraTime ? perPeriod.extra_time.home : null,
    extra_time_away: hasExtraTime ? perPeriod.extra_time.away : null,
    has_extra_time: hasExtraTime,
    has_penalties: hasPenalties,
    home_penalty: hasPenalties ? (shootout?.home ?? null) : null,
    away_penalty: hasPenalties ? (shootout?.away ?? null) : null,
    home_formation: st.formations[played(content).home_team_id] ?? null,
    away_formation: st.formations[played(content).away_team_id] ?? null,
    attendance: st.attendance ?? content.attendance,
    events_recorded: true, // the feed records every event as it happens (also when replaying a match content lacks goals of)
    updated_at: st.updated_at,
  };
  return { ...row, season_id: content.season_id };
}

/** The short summary every feed answer carries. */
export function stateSummary(row: MatchRow, st: LiveMatchState) {
  return {
    status: st.status, period: st.period, minute: st.minute, home_score: row.home_score, away_score: row.away_score,
    home_penalty: row.home_penalty, away_penalty: row.away_penalty,
  };
}
