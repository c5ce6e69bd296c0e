/**
 * What is recorded of a match: the match detail's `coverage`, and the same predicates decide
 * whether `/stats` and `/lineups` answer 200 or 404, so the two never disagree.
 */
import { eventsRecorded, type LineupRow, type TeamStatsRow } from '../../schemas/content/index.ts';
import type { MatchCoverage } from '../../schemas/api/index.ts';
import { hasTeams, type Match } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';

/** Where the line-up and stats rows of a match come from: content, or content with the live overlay. */
export type RecordedRows = Pick<MatchSource, 'lineups' | 'stats'>;

/** Both teams' line-ups are recorded (a source lacking one team's line-up counts as none). */
export function lineupsRecorded(m: Match, rows: readonly LineupRow[] | undefined): boolean {
  if (!hasTeams(m) || !rows) return false;
  return rows.some((r) => r.team_id === m.home_team_id) && rows.some((r) => r.team_id === m.away_team_id);
}

/** Both teams' statistics rows are recorded. */
export function statsRecorded(m: Match, rows: readonly TeamStatsRow[] | undefined): boolean {
  if (!hasTeams(m) || !rows) return false;
  return rows.some((r) => r.team_id === m.home_team_id) && rows.some((r) => r.team_id === m.away_team_id);
}

export function matchCoverage(m: Match, recorded: RecordedRows): MatchCoverage {
  return {
    events: eventsRecorded(m),
    lineups: lineupsRecorded(m, recorded.lineups(m.id)),
    stats: statsRecorded(m, recorded.stats(m.id)),
  };
}
