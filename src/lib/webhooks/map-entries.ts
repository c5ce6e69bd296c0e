/**
 * Webhook events from the live stream log (src/lib/live/stream-entries.ts). The stream entries are
 * the changes the SSE hub pushes; their JSON already holds the API shapes (the match list item with
 * minute and period, the events endpoint's event), so webhooks reuse those bytes' contents and never
 * serialise a match on their own.
 *
 *   match_event added / corrected / deleted → match.event / match.event_corrected / match.event_deleted
 *   lineups                                 → match.lineups
 *   match, status becomes in_play           → match.started
 *   match, period changes while in play     → match.period
 *   match, status in_play → completed       → match.finished
 *   stats, a clock or score-only change     → nothing
 *
 * `data.match` is the match after the change: a `match` entry of the same commit (same match and
 * acceptance time, adjacent) when there is one, else the last known summary of the match. `memo`
 * holds those summaries (match id → StreamMatch) and is updated here; the caller keeps it durable.
 */
import type { StreamEntry } from '../live/stream-entries.ts';
import type { MatchWebhookEventType } from './event-types.ts';

export type StreamMatchJson = { id: string; status: string; period: string | null; minute: number | null } & Record<string, unknown>;

export interface WebhookEventDraft {
  type: MatchWebhookEventType;
  match_id: string;
  /** When the change was accepted (the stream entry's `ingested_at`). */
  created_at: string;
  data: { match: StreamMatchJson; event?: unknown };
  /** Stream position of the entry it comes from. */
  position: number;
}

const ACTION: Record<string, MatchWebhookEventType> = { added: 'match.event', corrected: 'match.event_corrected', deleted: 'match.event_deleted' };

interface Parsed { entry: StreamEntry; data: any }

/**
 * `initial(matchId)`: the summary before any live change (content's), used when `memo` has none.
 */
export function webhookEvents(entries: readonly StreamEntry[], memo: Map<string, StreamMatchJson>, initial: (matchId: string) => StreamMatchJson | undefined): WebhookEventDraft[] {
  const parsed: Parsed[] = entries.map((entry) => ({ entry, data: JSON.parse(entry.data) }));
  const out: WebhookEventDraft[] = [];
  const known = (id: string) => memo.get(id) ?? initial(id);
  /** The `match` entry of the commit entry `i` belongs to (looking forward while match and time agree). */
  const commitMatch = (i: number): StreamMatchJson | undefined => {
    const { entry, data } = parsed[i]!;
    for (let j = i + 1; j < parsed.length; j++) {
      const p = parsed[j]!;
      if (p.entry.match_id !== entry.match_id || p.data.ingested_at !== data.ingested_at) return undefined;
      if (p.entry.type === 'match') return p.data.match;
    }
    return undefined;
  };
  parsed.forEach(({ entry, data }, i) => {
    const base = { match_id: entry.match_id, created_at: String(data.ingested_at), position: entry.id };
    if (entry.type === 'match_event') {
      const match = commitMatch(i) ?? known(entry.match_id);
      if (match) out.push({ ...base, type: ACTION[data.action]!, data: { match, event: data.event } });
    } else if (entry.type === 'lineups') {
      const match = commitMatch(i) ?? known(entry.match_id);
      if (match) out.push({ ...base, type: 'match.lineups', data: { match } });
    } else if (entry.type === 'match') {
      const next = data.match as StreamMatchJson;
      const prev = known(entry.match_id);
      memo.set(entry.match_id, next);
      const type = transition(prev, next);
      if (type) out.push({ ...base, type, data: { match: next } });
    }
  });
  return out;
}

/** The event a change of the match summary makes, if any. */
export function transition(prev: StreamMatchJson | undefined, next: StreamMatchJson): MatchWebhookEventType | null {
  const was = prev?.status;
  if (next.status === 'in_play' && was !== 'in_play') return 'match.started';
  if (next.status === 'completed' && was === 'in_play') return 'match.finished';
  if (next.status === 'in_play' && prev?.period != null && next.period !== prev.period) return 'match.period';
  return null;
}
