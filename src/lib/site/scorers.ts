/**
 * The top-scorers table of a season: the competition view's scorers (the domain's order: goals,
 * then fewer penalty goals, then fewer minutes, then name), the first `limit` of them, with a rank
 * shared by players equal on goals, penalties and minutes.
 */
import type { PlayerRow } from '../../schemas/content/index.ts';
import type { Season } from '../dataset/dataset.ts';
import { teamRef } from '../dataset/team-ref.ts';
import type { Scorer, TeamRef } from '../tournament/index.ts';
import { seasonView } from './season-view.ts';
import type { SiteIndex } from './site-index.ts';

/** Rows on the scorers page: enough for the race, bounded whatever the competition. */
export const SCORERS_SHOWN = 50;

export interface ScorerLine extends Scorer {
  rank: number;
  player: PlayerRow | undefined;
  team: TeamRef;
}

export interface ScorersTable {
  lines: ScorerLine[];
  /** Players with at least one goal. */
  total: number;
  live: boolean;
}

const same = (a: Scorer, b: Scorer) => a.goals === b.goals && a.penalties === b.penalties && a.minutes === b.minutes;

export function scorersTable(idx: SiteIndex, season: Season, limit = SCORERS_SHOWN): ScorersTable {
  const view = seasonView(idx.ds, season);
  const lines: ScorerLine[] = [];
  view.scorers.slice(0, limit).forEach((s, i) => {
    const prev = lines[i - 1];
    const rank = prev && same(prev, s) ? prev.rank : i + 1;
    lines.push({ ...s, rank, player: idx.ds.players.get(s.player_id), team: teamRef(idx.ds, s.team_id) });
  });
  return { lines, total: view.scorers.length, live: view.live };
}
