/**
 * Content matches as tie legs: the score after 90 minutes, after extra time and the shoot-out
 * from a match row, the state from its status (and `status_detail`), and the tie rules from
 * competition.json `rules`. Content matches are grouped into ties by their `tie` key.
 */
import type { MatchRow } from '../../../schemas/content/match.ts';
import type { Score, TieLeg, TieRules } from './types.ts';

/** What a leg needs of a content match (a matches.csv row, or a live match): its teams, kick-off, state and score columns. */
export type LegMatch = Pick<
  MatchRow,
  | 'id' | 'home_team_id' | 'away_team_id' | 'scheduled_at' | 'status' | 'status_detail' | 'home_score' | 'away_score'
  | 'first_half_home' | 'first_half_away' | 'second_half_home' | 'second_half_away' | 'extra_time_home' | 'extra_time_away'
  | 'has_extra_time' | 'has_penalties' | 'home_penalty' | 'away_penalty'
>;

/** The score after 90 minutes: the halves when known, else the score less extra time; null when neither is known. */
export function scoreAfter90(m: LegMatch): Score | null {
  if (m.first_half_home !== null && m.first_half_away !== null && m.second_half_home !== null && m.second_half_away !== null) {
    return { home: m.first_half_home + m.second_half_home, away: m.first_half_away + m.second_half_away };
  }
  if (!m.has_extra_time) return { home: m.home_score, away: m.away_score };
  if (m.extra_time_home === null || m.extra_time_away === null) return null;
  return { home: m.home_score - m.extra_time_home, away: m.away_score - m.extra_time_away };
}

/** A content match as a tie leg (team IDs as the teams); null while a team is not known. */
export function contentLeg(m: LegMatch): TieLeg | null {
  if (m.home_team_id === null || m.away_team_id === null) return null;
  const counts = m.status === 'completed' && m.status_detail !== 'cancelled';
  const state = !counts ? 'not_played' : m.status_detail === 'awarded' ? 'awarded' : 'played';
  return {
    id: m.id, home: m.home_team_id, away: m.away_team_id, at: m.scheduled_at, state,
    regular: counts ? (state === 'awarded' ? { home: m.home_score, away: m.away_score } : scoreAfter90(m)) : null,
    extraTime: counts && m.has_extra_time ? { home: m.home_score, away: m.away_score } : null,
    penalties: counts && m.has_penalties && m.home_penalty !== null && m.away_penalty !== null ? { home: m.home_penalty, away: m.away_penalty } : null,
  };
}

/**
 * The tie rules of competition.json `rules` (`away_goals`, `away_goals_in_extra_time`; absent:
 * false; `level_tie`: a level tie goes to the better-placed team of `positions`, the league table
 * the caller computed, or stays undecided without one).
 */
export function tieRulesOf(
  rules: { away_goals?: boolean; away_goals_in_extra_time?: boolean; level_tie?: 'better_league_position' },
  positions: ReadonlyMap<string, number> | null = null,
): TieRules {
  const awayGoals = rules.away_goals === true;
  const base: TieRules = { awayGoals, awayGoalsInExtraTime: awayGoals && rules.away_goals_in_extra_time === true };
  return rules.level_tie === 'better_league_position' ? { ...base, levelTie: { rule: 'better_league_position', positions } } : base;
}

/**
 * The ties of one stage's matches in match order: the matches sharing a `tie` key form one tie,
 * every other match is a tie of its own. Ties keep the order of their first match.
 */
export function tiesOfStage<M extends { tie?: string | null }>(matches: readonly M[]): M[][] {
  const out: M[][] = [];
  const byKey = new Map<string, M[]>();
  for (const m of matches) {
    const key = m.tie ?? null;
    if (key === null) {
      out.push([m]);
      continue;
    }
    const list = byKey.get(key);
    if (list) list.push(m);
    else {
      const fresh = [m];
      byKey.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}
