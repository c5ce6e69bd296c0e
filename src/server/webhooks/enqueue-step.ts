/**
 * One enqueue step of the dispatcher: read up to `batch` live stream entries after the durable
 * cursor, turn them into webhook events (src/lib/webhooks/map-entries.ts) and insert one delivery per
 * event and subscribed endpoint together with the new cursor — atomically, and only if no other
 * process moved the cursor meanwhile.
 */
import type { Live } from '../live/live-runtime.ts';
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import { webhookEvents, type StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import { subscribes } from '../../lib/webhooks/event-types.ts';
import { deliveryId, eventId } from '../../lib/webhooks/ids.ts';
import type { KeyMode, NewDelivery, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import type { EndpointCache } from './endpoint-cache.ts';

export interface EnqueueDeps {
  mode: KeyMode;
  store: WebhookStore;
  live: Pick<Live, 'store'>;
  endpoints: EndpointCache;
  initialMatch: (matchId: string) => StreamMatchJson | undefined;
  now: () => number;
  log: (message: string) => void;
  batch: number;
}

/** Keeps a commit whole (map-entries looks ahead within a commit): drops a possibly cut last one of a full batch. */
export function wholeCommits(entries: StreamEntry[], batch: number): StreamEntry[] {
  if (entries.length !== batch) return entries;
  const last = entries.at(-1)!;
  const at = JSON.parse(last.data).ingested_at;
  const cut = entries.filter((e) => !(e.match_id === last.match_id && JSON.parse(e.data).ingested_at === at));
  return cut.length > 0 ? cut : entries;
}

/** `moved`: entries were read (look again); `queued`: this step inserted deliveries. */
export async function enqueueStep(o: EnqueueDeps): Promise<{ moved: boolean; queued: boolean }> {
  const cursor = await o.store.cursor(o.mode);
  const read = await o.live.store.entriesAfter(cursor, o.batch);
  if (read.length === 0) return { moved: false, queued: false };
  if (read[0]!.id !== cursor + 1) o.log(`[webhooks] stream positions ${cursor + 1}..${read[0]!.id - 1} are no longer in the live log; their events are skipped`);
  const entries = wholeCommits(read, o.batch);
  const matchIds = [...new Set(entries.map((e) => e.match_id))];
  const memo = await o.store.memos(o.mode, matchIds);
  const drafts = webhookEvents(entries, memo, o.initialMatch);
  const targets: WebhookEndpoint[] = [];
  for (const e of await o.endpoints.list()) if (e.status === 'active' && e.mode === o.mode && (await o.endpoints.keyOk(e.key_id))) targets.push(e);
  const events: { id: string; body: string }[] = [];
  const deliveries: NewDelivery[] = [];
  const at = o.now();
  for (const d of drafts) {
    const to = targets.filter((t) => subscribes(t.events, d.type));
    if (to.length === 0) continue;
    const id = eventId();
    events.push({ id, body: JSON.stringify({ id, type: d.type, created_at: d.created_at, data: d.data }) });
    for (const t of to) deliveries.push({ id: deliveryId(), endpoint_id: t.id, match_id: d.match_id, event_type: d.type, event_id: id, created_at: at });
  }
  const touched = new Map([...memo].filter(([id]) => matchIds.includes(id)));
  const ok = await o.store.enqueue({ mode: o.mode, expected: cursor, next: entries.at(-1)!.id, memos: touched, events, deliveries });
  return { moved: true, queued: ok && deliveries.length > 0 };
}
