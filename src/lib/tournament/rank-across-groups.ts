/**
 * Ranking rows of different groups, e.g. the third-placed teams of a 24- or 48-team tournament:
 * points, goal difference, goals scored, then name and ID. No head-to-head: these teams did not
 * play each other.
 */
import type { GroupStandingRow } from './standings.ts';
import { compareTeams } from './team-ref.ts';

export function rankAcrossGroups<T extends { row: GroupStandingRow }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => b.row.points - a.row.points || b.row.goal_difference - a.row.goal_difference || b.row.goals_for - a.row.goals_for || compareTeams(a.row.team, b.row.team),
  );
}
