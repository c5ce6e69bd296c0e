/**
 * A player's statistics per competition, as the tournament domain computes them (the competition
 * view's playerStats), newest competition first; and the career line of the player page, their sum.
 */
import type { Season } from '../dataset/dataset.ts';
import type { PlayerCompetitionStats } from '../tournament/index.ts';
import { seasonView } from './season-view.ts';
import type { SiteIndex } from './site-index.ts';

export interface PlayerCompetition {
  season: Season;
  stats: PlayerCompetitionStats;
}

export type CareerTotals = Omit<PlayerCompetitionStats, 'competition_id' | 'team_id'>;

/** One entry per competition the player played in (on the pitch at least once), newest first. */
export function playerCompetitions(idx: SiteIndex, playerId: string): PlayerCompetition[] {
  return idx.seasons.flatMap((season) => {
    const stats = seasonView(idx.ds, season).playerStats.get(playerId);
    return stats ? [{ season, stats }] : [];
  });
}

/** Totals over the competitions; minutes null when any competition's are unknown. */
export function careerTotals(list: readonly PlayerCompetition[]): CareerTotals {
  const t: CareerTotals = {
    matches: 0, starts: 0, minutes: 0, goals: 0, penalties: 0, own_goals: 0,
    yellow_cards: 0, second_yellow_cards: 0, red_cards: 0, substituted_on: 0, substituted_off: 0,
  };
  for (const { stats: s } of list) {
    for (const k of ['matches', 'starts', 'goals', 'penalties', 'own_goals', 'yellow_cards', 'second_yellow_cards', 'red_cards', 'substituted_on', 'substituted_off'] as const) t[k] += s[k];
    t.minutes = t.minutes === null || s.minutes === null ? null : t.minutes + s.minutes;
  }
  return t;
}
