/** Cache-Control lifetimes (decisions.md "Caching and conditional requests"). */
import type { MatchStatus } from '../../schemas/content/vocabulary.ts';

export const CACHE = {
  completed: 'private, max-age=86400',
  live: 'private, max-age=15',
  list: 'private, max-age=60',
  players: 'private, max-age=3600',
  /** Competitions list, teams: reference data that changes with a content release. */
  reference: 'private, max-age=3600',
  noStore: 'no-store',
  public: 'public, max-age=3600',
} as const;

export function cacheForMatch(status: MatchStatus): string {
  return status === 'completed' ? CACHE.completed : status === 'in_play' ? CACHE.live : CACHE.list;
}
