/**
 * What one accepted change pushes to streams: the difference between the live state before and after,
 * as stream entries (SSE frames without their ID; the live store numbers them). The JSON is made
 * once here, at ingest, and every server process forwards the same bytes.
 */
import type { EventRow } from '../../schemas/content/index.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';
import { toMatchEvent, toMatchLineups, toMatchStats } from '../api/resources.ts';
import type { Permission } from '../api/endpoints.ts';
import { liveMatchRow, type LiveMatchState } from './state.ts';
import { streamMatchOf } from './overlay.ts';
import type { StreamEventType } from '../../schemas/api/stream.ts';

export interface StreamEntryDraft {
  match_id: string;
  type: Exclude<StreamEventType, 'snapshot' | 'reset'>;
  /** Permission a key needs (beyond live_matches) to receive the entry. */
  permission: Permission | null;
  /** The SSE `data`: one line of JSON. */
  data: string;
}

export interface StreamEntry extends StreamEntryDraft {
  /** Position in the stream (SSE `id`): increases by one per entry, across all matches. */
  id: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Entries for a change of `matchId` from `prev` to `next` (null: the live state was discarded, the
 * match is content's again). `match` comes when the match summary changed, and always when nothing
 * else did, so every accepted change has a position in the stream.
 */
export function streamEntries(ds: Dataset, content: Match, prev: LiveMatchState | null, next: LiveMatchState | null, ingestedAt: string): StreamEntryDraft[] {
  const out: StreamEntryDraft[] = [];
  const id = content.id;
  const push = (type: StreamEntryDraft['type'], permission: Permission | null, data: object) =>
    out.push({ match_id: id, type, permission, data: JSON.stringify({ ...data, ingested_at: ingestedAt }) });
  const before = new Map<number, EventRow>((prev?.events ?? []).map((e) => [e.seq, e]));
  const after = new Map<number, EventRow>((next?.events ?? []).map((e) => [e.seq, e]));
  const row: Match = next ? liveMatchRow(content, next) : content;
  for (const e of next?.events ?? []) {
    const old = before.get(e.seq);
    if (!old) push('match_event', 'match_events', { match_id: id, action: 'added', event: toMatchEvent(ds, e) });
    else if (!same(old, e)) push('match_event', 'match_events', { match_id: id, action: 'corrected', event: toMatchEvent(ds, e) });
  }
  for (const e of prev?.events ?? []) {
    if (!after.has(e.seq)) push('match_event', 'match_events', { match_id: id, action: 'deleted', event: toMatchEvent(ds, e) });
  }
  if (next && !same(prev?.lineups ?? [], next.lineups)) {
    const lineups = toMatchLineups(ds, row, next.lineups);
    if (lineups) push('lineups', 'match_lineups', { match_id: id, lineups });
  }
  if (next?.stats && !same(prev?.stats ?? null, next.stats)) {
    const stats = toMatchStats(ds, row, next.stats);
    if (stats) push('stats', 'match_stats', { match_id: id, stats });
  }
  const match = streamMatchOf(ds, row, next ?? undefined);
  const was = streamMatchOf(ds, prev ? liveMatchRow(content, prev) : content, prev ?? undefined);
  if (out.length === 0 || !same(was, match)) push('match', null, { match });
  return out;
}
