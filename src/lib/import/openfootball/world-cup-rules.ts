/**
 * How FIFA ranked teams in World Cup group tables, by edition (FIFA's regulations of each
 * tournament). Imported seasons carry these rules in competition.json; an editor can change them.
 *
 * | editions | points for a win | order |
 * |---|---|---|
 * | 1930–1950, 1958–1966 | 2 | points, goal average, drawing of lots (play-offs are content, not a rule) |
 * | 1954 | 2 | points, drawing of lots: no goal average; teams level for first place drew lots, teams level for second place played a play-off |
 * | 1970–1990 | 2 | points, goal difference, goals scored, drawing of lots |
 * | 1994–2014 | 3 | points, goal difference, goals scored, then among the tied teams: points, goal difference, goals scored; drawing of lots |
 * | 2018–2022 | 3 | as 1994–2014, then fair-play points before the drawing of lots |
 * | 2026– | 3 | points, then among the tied teams (again among a subset still level): points, goal difference, goals scored; then goal difference, goals scored, fair-play points; FIFA ranking (not in the vocabulary: the teams stay level) |
 *
 * 1994 already had the matches among the tied teams after goals scored: Group D Bulgaria 2nd ahead
 * of Argentina (2-0), Group E Ireland 2nd ahead of Italy (1-0), both level on points, goal
 * difference and goals. The 2026 regulations (art. 13) put the matches among the tied teams first.
 *
 * A group play-off's result is content: the importer writes it into `rules.positions`
 * (play-off-positions.ts). 1954's regulation: Hungarian Wikipedia, "1954-es labdarúgó-világbajnokság
 * (1. csoport)" (Brazil group winner by drawing of lots); historicalkits.co.uk, FIFA World Cup 1954.
 */
import type { CompetitionRules, TieBreaker } from '../../../schemas/content/competition-rules.ts';

const HEAD_TO_HEAD: TieBreaker[] = ['head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for'];

export function worldCupRules(year: number): CompetitionRules {
  if (year === 1954) return { points_per_win: 2, tie_breakers: ['points', 'drawing_of_lots'] };
  if (year <= 1966) return { points_per_win: 2, tie_breakers: ['points', 'goal_average', 'drawing_of_lots'] };
  if (year <= 1990) return { points_per_win: 2, tie_breakers: ['points', 'goal_difference', 'goals_for', 'drawing_of_lots'] };
  if (year <= 2014) return { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for', ...HEAD_TO_HEAD, 'drawing_of_lots'] };
  if (year <= 2022) return { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for', ...HEAD_TO_HEAD, 'fair_play', 'drawing_of_lots'] };
  return { points_per_win: 3, tie_breakers: ['points', 'head_to_head', 'goal_difference', 'goals_for', 'fair_play', 'drawing_of_lots'] };
}
