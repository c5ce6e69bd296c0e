/**
 * Where webhook endpoints and deliveries live (the outbox). Two implementations, like the other
 * stores: the embedded SQLite file `webhooks.db` (one server process) and Redis (several processes).
 *
 * - Enqueueing is exactly once across processes: `enqueue` inserts a batch of deliveries and moves
 *   the durable cursor "live stream entries turned into deliveries up to position P" in one atomic
 *   step, and only when the cursor is still where the caller read it (compare-and-set). A crash
 *   between a live commit and its enqueueing loses nothing: the next start catches up from the cursor.
 * - Deliveries of one (endpoint, match) pair form a lane, sent strictly in order: only a lane's
 *   oldest pending delivery is ever claimed. `claim` leases lanes (the lane is due again when the
 *   lease runs out), so with several processes each attempt is made by one of them, and a crashed
 *   process's lanes are taken over after the lease (at least once: a retry carries the same id).
 * - `complete` applies an attempt's result only while the claim is still the caller's.
 */
import type { MatchWebhookEventType, WebhookEventType } from '../../lib/webhooks/event-types.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';

export type { KeyMode } from '../access/api-key.ts';
import type { KeyMode } from '../access/api-key.ts';

export interface WebhookEndpoint {
  /** `we_…` */
  id: string;
  key_id: string;
  /** The key's mode when registered: live endpoints get live events, test endpoints sandbox events. */
  mode: KeyMode;
  url: string;
  /** Subscribed types; null: every match event type. */
  events: MatchWebhookEventType[] | null;
  status: 'active' | 'disabled';
  /** ISO 8601 UTC. */
  created_at: string;
  /** Since when every attempt failed (ISO 8601), null while healthy. */
  failing_since: string | null;
  /** Why it was disabled (operator, or failing for 24 h); null when active. */
  disabled_reason: string | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  /** `msg_…`: the `webhook-id`, the same on every attempt. */
  id: string;
  endpoint_id: string;
  /** Match the event is about; '' for `ping`. */
  match_id: string;
  event_type: WebhookEventType;
  /** `evt_…`: the event's id, the same for every endpoint. */
  event_id: string;
  /** The exact JSON body sent. */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  /** Epoch ms. */
  created_at: number;
  /** Epoch ms of the next attempt (pending). */
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
}

/** A delivery to insert; its body is stored once per event (`EnqueueBatch.events`), not per endpoint. */
export type NewDelivery = Pick<Delivery, 'id' | 'endpoint_id' | 'match_id' | 'event_type' | 'event_id' | 'created_at'>;

export interface Claimed {
  delivery: Delivery;
  /** Proves the claim in `complete`. */
  token: string;
}

export interface AttemptResult {
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
}

export interface EnqueueBatch {
  mode: KeyMode;
  /** The cursor value read before computing the batch. */
  expected: number;
  /** The new cursor (last stream position covered). */
  next: number;
  /** Match summaries after the batch (map-entries memo), by match id. */
  memos: Map<string, StreamMatchJson>;
  /** Bodies of the batch's events, by event id. */
  events: { id: string; body: string }[];
  deliveries: NewDelivery[];
}

export interface DeliveryQuery {
  endpoint?: string;
  status?: DeliveryStatus;
  /** Newest first, at most this many (default 50). */
  limit?: number;
}

export interface WebhookStore {
  readonly kind: 'embedded' | 'redis';
  addEndpoint(endpoint: WebhookEndpoint, sealedSecret: string): Promise<void>;
  listEndpoints(): Promise<WebhookEndpoint[]>;
  getEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** The encrypted secret (see secret-box.ts); never listed. */
  sealedSecret(id: string): Promise<string | null>;
  updateEndpoint(id: string, patch: Partial<Pick<WebhookEndpoint, 'status' | 'failing_since' | 'disabled_reason'>>): Promise<WebhookEndpoint | null>;
  /** Removes the endpoint and its pending deliveries; false when unknown. */
  deleteEndpoint(id: string): Promise<boolean>;

  /** The enqueue cursor of a mode (0: nothing enqueued yet). */
  cursor(mode: KeyMode): Promise<number>;
  /** Sets the cursor when it has none yet (a new outbox starts at the live head, not at 0). */
  initCursor(mode: KeyMode, position: number): Promise<void>;
  memos(mode: KeyMode, matchIds: readonly string[]): Promise<Map<string, StreamMatchJson>>;
  /** Atomically: when the cursor is `expected`, insert the deliveries, store the memos, set it to `next`. */
  enqueue(batch: EnqueueBatch): Promise<boolean>;
  /** A delivery outside the stream (ping). */
  addDelivery(d: NewDelivery, body: string): Promise<void>;

  /** Leases up to `limit` due lanes for `leaseMs` and returns each one's head delivery. */
  claim(now: number, leaseMs: number, limit: number): Promise<Claimed[]>;
  /**
   * Stores attempts' results, each only while its `token` still holds the lane, and makes the lanes
   * due again (at their next head's time). Returns, per item, whether it was stored.
   */
  complete(items: { claim: Claimed; result: AttemptResult }[]): Promise<boolean[]>;
  /** The earliest due time of any lane (epoch ms), or null when nothing is pending. */
  nextDue(): Promise<number | null>;

  getDelivery(id: string): Promise<Delivery | null>;
  listDeliveries(q: DeliveryQuery): Promise<Delivery[]>;
  /** A failed delivery back to pending, due at `now`, attempts reset; false unless it was failed. */
  retry(id: string, now: number): Promise<boolean>;
  /** Counts per status (bench, tests). */
  counts(): Promise<Record<DeliveryStatus, number>>;
  close(): Promise<void>;
}
