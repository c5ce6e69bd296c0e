/**
 * What one delivery attempt leaves in the store: delivered, pending again after the retry
 * schedule's delay, or failed for good when the schedule is used up — and, without a send, failed at
 * once when the endpoint is disabled or deleted. Pure: the time, the schedule and the jitter are given.
 */
import { retryDelay } from '../../lib/webhooks/retry-schedule.ts';
import type { AttemptResult, Delivery } from './webhook-store.ts';
import type { SendOutcome } from './send-webhook.ts';

/** The attempt after `outcome` of the delivery's next try (attempts counts it). */
export function attemptResult(d: Pick<Delivery, 'attempts'>, outcome: SendOutcome, at: number, schedule: readonly number[], random: number): AttemptResult {
  const attempts = d.attempts + 1;
  const delay = outcome.ok ? null : retryDelay(attempts, schedule, random);
  return {
    status: outcome.ok ? 'delivered' : delay === null ? 'failed' : 'pending', attempts, next_attempt_at: delay === null ? at : at + delay,
    last_attempt_at: at, last_status_code: outcome.statusCode, last_latency_ms: outcome.latencyMs, last_error: outcome.error,
  };
}

/** A delivery whose endpoint is gone or disabled: failed without a send, attempts unchanged. */
export function unsendableResult(d: Pick<Delivery, 'attempts'>, at: number, why: 'endpoint disabled' | 'endpoint deleted'): AttemptResult {
  return { status: 'failed', attempts: d.attempts, next_attempt_at: at, last_attempt_at: at, last_status_code: null, last_latency_ms: null, last_error: why };
}
