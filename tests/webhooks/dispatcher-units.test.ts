/**
 * The dispatcher's small units (src/server/webhooks/): what an attempt leaves in the store on the
 * retry schedule (attempt-result.ts), endpoint health and disabling after 24 h of failures
 * (endpoint-health.ts, decisions.md), and keeping a commit whole at a batch's end (enqueue-step.ts).
 */
import { expect, test } from 'vitest';
import { attemptResult, unsendableResult } from '../../src/server/webhooks/attempt-result.ts';
import { endpointHealth, type AttemptDone } from '../../src/server/webhooks/endpoint-health.ts';
import { wholeCommits } from '../../src/server/webhooks/enqueue-step.ts';
import type { WebhookEndpoint } from '../../src/server/webhooks/webhook-store.ts';
import type { StreamEntry } from '../../src/lib/live/stream-entries.ts';

const SCHEDULE = [1000, 2000];
const fail = { ok: false, statusCode: 500, latencyMs: 12, error: 'HTTP 500' };
const okSend = { ok: true, statusCode: 204, latencyMs: 8, error: null };
const T = Date.parse('2026-06-11T19:00:00Z');
const HOUR = 3_600_000;

test('a failed attempt is retried after the schedule\'s delay (±10 % jitter), then failed for good', () => {
  expect(attemptResult({ attempts: 0 }, fail, T, SCHEDULE, 0.5)).toEqual({
    status: 'pending', attempts: 1, next_attempt_at: T + 1000, last_attempt_at: T, last_status_code: 500, last_latency_ms: 12, last_error: 'HTTP 500',
  });
  expect(attemptResult({ attempts: 1 }, fail, T, SCHEDULE, 0).next_attempt_at).toBe(T + 1800);
  expect(attemptResult({ attempts: 1 }, fail, T, SCHEDULE, 0.999999).next_attempt_at).toBe(T + 2200);
  expect(attemptResult({ attempts: 2 }, fail, T, SCHEDULE, 0.5)).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: T });
});

test('a delivered attempt is done; a disabled or deleted endpoint fails without a send', () => {
  expect(attemptResult({ attempts: 1 }, okSend, T, SCHEDULE, 0.5)).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 204, last_error: null });
  expect(unsendableResult({ attempts: 2 }, T, 'endpoint deleted')).toEqual({
    status: 'failed', attempts: 2, next_attempt_at: T, last_attempt_at: T, last_status_code: null, last_latency_ms: null, last_error: 'endpoint deleted',
  });
});

const endpoint = (id: string, failingSince: string | null): WebhookEndpoint => ({ id, failing_since: failingSince } as WebhookEndpoint);
const done = (e: WebhookEndpoint, ok: boolean, status: 'delivered' | 'pending' | 'failed' = ok ? 'delivered' : 'pending'): AttemptDone =>
  ({ deliveryId: `msg_${e.id}`, endpoint: e, ok, result: { status, attempts: 3, last_error: ok ? null : 'HTTP 500' } as AttemptDone['result'] });

test('endpoint health: a first failure starts failing_since; one delivery in the batch clears it', () => {
  const fresh = endpoint('we_a', null);
  const failing = endpoint('we_b', new Date(T - HOUR).toISOString());
  const { changes, messages } = endpointHealth([done(fresh, false), done(failing, false), done(failing, true)], T, 24 * HOUR);
  expect(changes).toEqual([
    { endpointId: 'we_a', patch: { failing_since: new Date(T).toISOString() } },
    { endpointId: 'we_b', patch: { failing_since: null } },
  ]);
  expect(messages).toEqual([]);
});

test('an endpoint whose every delivery failed for 24 h is disabled; a delivery failed for good is logged', () => {
  const since = new Date(T - 24 * HOUR).toISOString();
  const old = endpoint('we_c', since);
  const young = endpoint('we_d', new Date(T - 24 * HOUR + 1).toISOString());
  const { changes, messages } = endpointHealth([done(old, false, 'failed'), done(young, false)], T, 24 * HOUR);
  expect(changes).toEqual([{ endpointId: 'we_c', patch: { status: 'disabled', disabled_reason: `failing since ${since}` } }]);
  expect(messages).toEqual([
    '[webhooks] delivery msg_we_c to we_c failed for good after 3 attempts: HTTP 500',
    `[webhooks] endpoint we_c disabled: every delivery failed since ${since}`,
  ]);
});

const entry = (id: number, match: string, at: string): StreamEntry => ({ id, match_id: match, type: 'event', permission: null, data: JSON.stringify({ ingested_at: at }) } as unknown as StreamEntry);

test('a full batch drops its last, possibly cut commit; a short batch or a single commit stays whole', () => {
  const full = [entry(1, 'm1', 'a'), entry(2, 'm2', 'b'), entry(3, 'm2', 'b')];
  expect(wholeCommits(full, 3).map((e) => e.id)).toEqual([1]);
  expect(wholeCommits(full, 4).map((e) => e.id)).toEqual([1, 2, 3]);
  const one = [entry(1, 'm1', 'a'), entry(2, 'm1', 'a')];
  expect(wholeCommits(one, 2).map((e) => e.id)).toEqual([1, 2]);
});
