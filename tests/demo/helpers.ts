/** Shared helpers of the demo-generator tests. */
import type { EventRow, MatchRow } from '../../src/schemas/content/index.ts';

export function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

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
