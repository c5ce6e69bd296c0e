/**
 * Hand-off to content: a finished live match as content rows, merged into the CSV files of its
 * season. Rows of other matches stay byte for byte; the match's own rows are replaced where they
 * stood (or inserted in match order), so the pull request shows only this match.
 */
import type { EventRow, LineupRow, MatchRow, TeamStatsRow } from '../../schemas/content/index.ts';
import type { Match } from '../dataset/dataset.ts';
import { stampMatches, stampText, type MatchFiles } from '../content/match-updated-at.ts';
import { liveMatchRow, type LiveMatchState } from './state.ts';

type Cells = Record<string, string>;

export interface ExportRows {
  match: MatchRow;
  events: EventRow[];
  lineups: LineupRow[];
  stats: TeamStatsRow[];
}

export function exportRows(content: Match, st: LiveMatchState): ExportRows {
  const { season_id: _s, ...match } = liveMatchRow(content, st);
  return { match, events: [...st.events].sort((a, b) => a.seq - b.seq), lineups: st.lineups, stats: st.stats ?? [] };
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const toCells = (row: object): Cells => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)]));

/**
 * The match's row with the live result; identity, schedule and venue cells are kept as written, and
 * so is `updated_at` (exportedUpdatedAt says what it becomes). `events_recorded` (always true live)
 * is written as the empty cell that means true.
 */
export function mergeMatchRow(existing: Cells, match: MatchRow): Cells {
  const KEEP = new Set(['id', 'match_number', 'stage', 'group', 'home_team_id', 'away_team_id', 'venue_id', 'scheduled_at', 'start_time_tbd', 'replay_of', 'updated_at']);
  const fresh: Cells = { ...toCells(match), events_recorded: match.events_recorded === false ? 'false' : '' };
  return Object.fromEntries(Object.keys(existing).map((k) => [k, KEEP.has(k) ? existing[k]! : (fresh[k] ?? existing[k]!)]));
}

/**
 * Replaces the rows of `matchId` in a per-match file (events, line-ups, stats) by `rows`: where the
 * old rows were, else before the first row of a later match (`order`: match id → position in
 * matches.csv), else at the end.
 */
export function replaceMatchRows(existing: Cells[], matchId: string, rows: Cells[], order: Map<string, number>): Cells[] {
  const first = existing.findIndex((r) => r.match_id === matchId);
  const kept = existing.filter((r) => r.match_id !== matchId);
  let at: number;
  if (first >= 0) at = first;
  else {
    const mine = order.get(matchId) ?? Number.MAX_SAFE_INTEGER;
    at = kept.findIndex((r) => (order.get(r.match_id!) ?? -1) > mine);
    if (at < 0) at = kept.length;
  }
  return [...kept.slice(0, at), ...rows, ...kept.slice(at)];
}

/**
 * The exported match's `updated_at`: the time of its last live change (the final whistle, or a
 * correction after it) when the export changed any of its rows (`before` and `after`: the season's
 * files as cells); kept as it was when the export changed nothing (an export run twice).
 */
export function exportedUpdatedAt(before: MatchFiles, after: MatchFiles, st: LiveMatchState): string {
  const next = { ...after, matches: after.matches.map((m) => (m.id === st.match_id ? { ...m, updated_at: '' } : m)) };
  return stampMatches(before, next, stampText(new Date(st.updated_at))).get(st.match_id)!;
}
