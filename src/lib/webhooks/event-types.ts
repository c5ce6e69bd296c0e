/** Webhook event types (decisions.md "Push to servers: webhooks"): what an endpoint can subscribe to. */
import { z } from 'zod';

export const MATCH_WEBHOOK_EVENTS = [
  'match.lineups', 'match.started', 'match.period', 'match.event', 'match.event_corrected', 'match.event_deleted', 'match.finished',
] as const;
export const WEBHOOK_EVENT_TYPES = [...MATCH_WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type MatchWebhookEventType = (typeof MATCH_WEBHOOK_EVENTS)[number];

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** Parses `--events a,b` (subscribable types: the match events; `ping` is always sent on request). */
export function parseEventFilter(list: string): MatchWebhookEventType[] {
  const items = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  if (items.length === 0) throw new Error('--events needs at least one event type');
  for (const t of items)
    if (!(MATCH_WEBHOOK_EVENTS as readonly string[]).includes(t)) throw new Error(`unknown event type "${t}" (types: ${MATCH_WEBHOOK_EVENTS.join(', ')})`);
  return items as MatchWebhookEventType[];
}

/** Whether an endpoint with filter `events` (null: every type) receives `type`. */
export const subscribes = (events: readonly string[] | null, type: WebhookEventType) => type === 'ping' || events === null || events.includes(type);
