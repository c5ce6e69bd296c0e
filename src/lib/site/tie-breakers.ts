/**
 * The competition's table rules in plain English (competition.json `rules`), and the note a table
 * row carries when a tie-breaker, a fixed position or nothing yet placed it.
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import type { DecidedBy } from '../tournament/index.ts';

/** Short name of a criterion, as in "placed by goal difference". */
export const TIE_BREAKER_NAMES: Record<TieBreaker, string> = {
  points: 'points',
  wins: 'wins',
  goal_difference: 'goal difference',
  goal_average: 'goal average',
  goals_for: 'goals scored',
  head_to_head: 'head-to-head',
  head_to_head_points: 'head-to-head points',
  head_to_head_goal_difference: 'head-to-head goal difference',
  head_to_head_goals_for: 'head-to-head goals scored',
  fair_play: 'fair play',
  carry_over_rounding: 'the rounding of carried points',
  carry_over_position: 'the position in the stage the points came from',
  drawing_of_lots: 'drawing of lots',
};

/** One sentence per criterion for the rules section of the groups page. */
export function tieBreakerText(t: TieBreaker, pointsPerWin: number): string {
  switch (t) {
    case 'points':
      return `Points: ${pointsPerWin} for a win, 1 for a draw, none for a loss.`;
    case 'wins':
      return 'Wins: more matches won in the table.';
    case 'goal_difference':
      return 'Goal difference (goals scored minus goals conceded) in all matches of the table.';
    case 'goal_average':
      return 'Goal average: goals scored divided by goals conceded in all matches of the table.';
    case 'goals_for':
      return 'Goals scored in all matches of the table.';
    case 'head_to_head':
      return 'Head-to-head among the teams still level: points, goal difference, then goals scored in the matches between those teams only; applied again to any of them it leaves level.';
    case 'head_to_head_points':
      return 'Points in the matches between the teams still level.';
    case 'head_to_head_goal_difference':
      return 'Goal difference in the matches between the teams still level.';
    case 'head_to_head_goals_for':
      return 'Goals scored in the matches between the teams still level.';
    case 'carry_over_rounding':
      return 'The rounding of carried points: a team that lost a half point to it ranks above one not rounded, a team that gained a half point ranks below.';
    case 'carry_over_position':
      return "In a stage that carries points from an earlier one: the team placed higher in that earlier stage's table ranks above.";
    case 'fair_play':
      return 'Fair play: fewer disciplinary points (yellow card 1, second yellow 3, straight red 4, yellow then straight red 5, per player and match).';
    case 'drawing_of_lots':
      return 'Drawing of lots (the result is published as a fixed position).';
  }
}

export interface RowNote {
  /** Short visible mark: the rule's number, `F` (fixed) or `=` (still level). */
  mark: string;
  /** What the mark means, for the title and screen readers. */
  text: string;
}

/**
 * The note of a row: none when the first criterion placed it; otherwise the number of the rule
 * that did (1-based, as listed), `F` with content's reason, or `=` while nothing separates the team
 * from another (only once the table has a match counted: before, every team is level).
 */
export function rowNote(row: { decided_by: DecidedBy; fixed_reason: string | null }, tieBreakers: readonly TieBreaker[], counted: boolean): RowNote | null {
  const d = row.decided_by;
  if (d === 'fixed') return { mark: 'F', text: `position fixed: ${row.fixed_reason ?? 'by the organisers'}` };
  if (d === 'unresolved') return counted ? { mark: '=', text: 'still level with another team; listed by name' } : null;
  if (d === 'points_per_match') return null;
  const i = tieBreakers.indexOf(d);
  if (i <= 0) return null;
  return { mark: String(i + 1), text: `placed by rule ${i + 1}: ${TIE_BREAKER_NAMES[d]}` };
}
