/** Builders shared by the dispatcher unit tests: deliveries, claims, endpoints, and a promise to release by hand. */
import type { Claimed, Delivery, WebhookEndpoint } from '../../src/server/webhooks/webhook-store.ts';

export const T0 = Date.parse('2030-06-01T12:00:00Z');

export const delivery = (id: string, over: Partial<Delivery> = {}): Delivery => ({
  id, endpoint_id: 'we_a', match_id: 'm1', event_type: 'match.started', event_id: `evt_${id}`, body: `{"id":"evt_${id}"}`,
  status: 'pending', attempts: 0, created_at: T0, next_attempt_at: T0, last_attempt_at: null, last_status_code: null, last_latency_ms: null, last_error: null,
  ...over,
});

export const claimOf = (id: string, over: Partial<Delivery> = {}): Claimed => ({ delivery: delivery(id, over), token: `tok_${id}` });

export const endpoint = (id: string, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id, key_id: 'key_a', mode: 'live', url: `https://hooks.example/${id}`, events: null, status: 'active', created_at: new Date(T0).toISOString(),
  failing_since: null, disabled_reason: null, ...over,
});

/** A promise the test resolves or rejects when it wants. */
export function gate<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** Lets pending promise chains and setImmediate callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
}
