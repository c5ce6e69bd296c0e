/** Shared helpers of the demo-generator tests. */
import type { EventRow, MatchRow } from '../../src/schemas/content/index.ts';

export { groupBy } from '../../src/lib/group-by.ts';

/**
 * The publication moment of the demo tests: 3 December 2026 puts the opening day on 29 October
 * 2026 (35 days before) and the final on 6 December, between the semi-finals and the third-place
 * match.
 */
export const DEMO_NOW = new Date('2026-12-03T12:00:00Z');

/** Goals per side as the events tell them (own goals count for the team credited, `team_id`). */
export function goalsFromEvents(m: MatchRow, events: readonly EventRow[]): { home: number; away: number } {
  const goals = { home: 0, away: 0 };
  for (const e of events) {
    if (e.type !== 'goal') continue;
    if (e.team_id === m.home_team_id) goals.home++;
    else if (e.team_id === m.away_team_id) goals.away++;
    else throw new Error(`goal of ${e.team_id}, who does not play ${m.id}`);
  }
  return goals;
}
