/**
 * The live overlay: a MatchSource that answers from the live state while a match is live and from
 * content otherwise. Reads are synchronous, from an in-memory view of the live store.
 *
 * Which wins:
 * - live state `in_play`: live (also over a match content has as completed: a replay);
 * - live state `completed`: live until content has the match as completed, then content
 *   (`provisional(id)` is true meanwhile);
 * - live state `scheduled` (line-ups sent before kick-off): live, while content has it scheduled.
 */
import type { EventRow, LineupRow, TeamStatsRow } from '../../schemas/content/index.ts';
import type { LiveClock, MatchSource } from '../dataset/match-source.ts';
import { compareMatches, type Dataset, type Match } from '../dataset/dataset.ts';
import { toMatchListItem } from '../api/resources.ts';
import { liveMatchRow, type LiveMatchState } from './state.ts';

/** Read access to the replicated live states. `version` changes with every change. */
export interface LiveView {
  get(matchId: string): LiveMatchState | undefined;
  states(): Iterable<LiveMatchState>;
  readonly version: number;
}

export interface LiveSource extends MatchSource {
  /** True while the match is answered from a finished live state content has not caught up with. */
  provisional(id: string): boolean;
  /** The live state the overlay applies to the match, if any. */
  applied(id: string): LiveMatchState | undefined;
}

export function appliesOver(st: LiveMatchState, content: Match): boolean {
  if (st.status === 'in_play') return true;
  if (st.status === 'completed') return content.status !== 'completed';
  return content.status === 'scheduled';
}

export function liveOverlay(ds: Dataset, base: MatchSource, view: LiveView): LiveSource {
  const rows = new WeakMap<LiveMatchState, Match>();
  let listCache: { version: number; list: readonly Match[] } | null = null;

  function applied(id: string): LiveMatchState | undefined {
    const st = view.get(id);
    if (!st) return undefined;
    const content = base.match(id);
    return content && appliesOver(st, content) ? st : undefined;
  }

  function rowOf(st: LiveMatchState): Match {
    let row = rows.get(st);
    if (!row) {
      row = liveMatchRow(base.match(st.match_id)!, st);
      rows.set(st, row);
    }
    return row;
  }

  const match = (id: string): Match | undefined => {
    const st = applied(id);
    return st ? rowOf(st) : base.match(id);
  };

  return {
    match,
    list() {
      if (listCache?.version !== view.version) listCache = { version: view.version, list: base.list().map((m) => match(m.id)!) };
      return listCache.list;
    },
    events(id): readonly EventRow[] {
      const st = applied(id);
      return st ? st.events : base.events(id);
    },
    lineups(id): readonly LineupRow[] | undefined {
      const st = applied(id);
      if (!st) return base.lineups(id);
      return st.lineups.length > 0 ? st.lineups : undefined;
    },
    stats(id): readonly TeamStatsRow[] | undefined {
      const st = applied(id);
      if (!st) return base.stats(id);
      return st.stats ?? undefined;
    },
    live() {
      const out: { match: Match; clock: LiveClock }[] = [];
      for (const st of view.states()) {
        if (st.status !== 'in_play' || st.period === null || !ds.matches.has(st.match_id)) continue;
        out.push({ match: rowOf(st), clock: { minute: st.minute, period: st.period } });
      }
      return out.sort((a, b) => compareMatches(a.match, b.match));
    },
    followsLive(id) {
      return applied(id) !== undefined;
    },
    clock(id) {
      const st = applied(id);
      return st?.status === 'in_play' && st.period !== null ? { minute: st.minute, period: st.period } : undefined;
    },
    provisional(id) {
      return applied(id)?.status === 'completed';
    },
    applied,
  };
}

/** The stream's view of a match: list item, clock and shoot-out. */
export function streamMatchOf(ds: Dataset, m: Match, st: LiveMatchState | undefined) {
  return {
    ...toMatchListItem(ds, m),
    minute: st && st.period !== null ? st.minute : null,
    period: st?.period ?? null,
    home_penalty: m.has_penalties ? m.home_penalty : null,
    away_penalty: m.has_penalties ? m.away_penalty : null,
  };
}
