/**
 * One match as the live-aware source has it, in the shape the match page's components read (a
 * Dataset): the match row, its events, line-ups and statistics come from the source (the live
 * overlay while the match is live), everything else from the dataset. Nothing is copied: the
 * overlaid maps answer for the one match and delegate the rest.
 */
import type { EventRow, LineupRow, TeamStatsRow } from '../../schemas/content/index.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';

type ReadMap<K, V> = Pick<Map<K, V>, 'get' | 'has'>;

function overlaid<V>(base: ReadMap<string, V>, id: string, value: V | undefined): Map<string, V> {
  const view: ReadMap<string, V> = {
    get: (k) => (k === id ? value : base.get(k)),
    has: (k) => (k === id ? value !== undefined : base.has(k)),
  };
  return view as Map<string, V>;
}

export interface LiveMatchView {
  ds: Dataset;
  m: Match;
}

/** The match `id` from `source` over `ds`; null when neither knows it. */
export function liveMatchView(ds: Dataset, source: MatchSource, id: string): LiveMatchView | null {
  const m = source.match(id);
  if (!m) return null;
  const view: Dataset = {
    ...ds,
    matches: overlaid(ds.matches, id, m),
    // The components only read these rows; the source's are readonly.
    events: overlaid(ds.events, id, source.events(id) as EventRow[]),
    lineups: overlaid(ds.lineups, id, source.lineups(id) as LineupRow[] | undefined),
    stats: overlaid(ds.stats, id, source.stats(id) as TeamStatsRow[] | undefined),
  };
  return { ds: view, m };
}
