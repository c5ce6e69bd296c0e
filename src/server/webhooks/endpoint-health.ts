/**
 * Endpoint health after a batch of attempts (decisions.md): an endpoint with one delivered attempt
 * in the batch is healthy again (its `failing_since` cleared); one whose every attempt failed starts
 * failing now, or — failing for `disableAfterMs` already — is disabled. Pure: returns the changes
 * and the messages to log; the dispatcher applies them.
 */
import { shouldDisable } from '../../lib/webhooks/retry-schedule.ts';
import type { AttemptResult, WebhookEndpoint } from './webhook-store.ts';

export interface AttemptDone {
  deliveryId: string;
  endpoint: WebhookEndpoint;
  ok: boolean;
  result: AttemptResult;
}

export interface HealthChange {
  endpointId: string;
  patch: Partial<Pick<WebhookEndpoint, 'failing_since' | 'status' | 'disabled_reason'>>;
}

export function endpointHealth(done: readonly AttemptDone[], now: number, disableAfterMs: number): { changes: HealthChange[]; messages: string[] } {
  const messages: string[] = [];
  const health = new Map<string, { endpoint: WebhookEndpoint; ok: boolean }>();
  for (const d of done) {
    const h = health.get(d.endpoint.id);
    health.set(d.endpoint.id, { endpoint: d.endpoint, ok: (h?.ok ?? false) || d.ok });
    if (d.result.status === 'failed') messages.push(`[webhooks] delivery ${d.deliveryId} to ${d.endpoint.id} failed for good after ${d.result.attempts} attempts: ${d.result.last_error}`);
  }
  const changes: HealthChange[] = [];
  for (const { endpoint, ok } of health.values()) {
    if (ok && endpoint.failing_since) changes.push({ endpointId: endpoint.id, patch: { failing_since: null } });
    else if (!ok && !endpoint.failing_since) changes.push({ endpointId: endpoint.id, patch: { failing_since: new Date(now).toISOString() } });
    else if (!ok && shouldDisable(Date.parse(endpoint.failing_since!), now, disableAfterMs)) {
      changes.push({ endpointId: endpoint.id, patch: { status: 'disabled', disabled_reason: `failing since ${endpoint.failing_since}` } });
      messages.push(`[webhooks] endpoint ${endpoint.id} disabled: every delivery failed since ${endpoint.failing_since}`);
    }
  }
  return { changes, messages };
}
