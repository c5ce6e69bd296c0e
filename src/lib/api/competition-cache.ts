/** Cache lifetimes of competition-scoped answers (decisions.md "The rest of the service"). */
import type { CompetitionView } from '../dataset/competition-view.ts';
import type { MatchSource } from '../dataset/match-source.ts';
import { CACHE } from './cache-policy.ts';

/**
 * Final: every match completed in content (none answered from a finished live state content has
 * not caught up with, none being replayed). Final answers are cached a day and may be served from
 * ready bytes.
 */
export function competitionIsFinal(v: CompetitionView, source: MatchSource): boolean {
  return v.status === 'completed' && !v.matches.some((m) => source.provisional?.(m.id));
}

/** 86400 when final; 15 while a match of it is in play; else 60. */
export function cacheForCompetition(v: CompetitionView, source: MatchSource): string {
  return competitionIsFinal(v, source) ? CACHE.completed : v.live ? CACHE.live : CACHE.list;
}
