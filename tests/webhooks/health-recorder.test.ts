/**
 * Endpoint health applied (src/server/webhooks/health-recorder.ts): the changes of endpoint-health.ts
 * are written to the store, its messages logged, and the endpoint cache invalidated only on a change.
 */
import { expect, test } from 'vitest';
import { healthRecorder } from '../../src/server/webhooks/health-recorder.ts';
import type { AttemptDone } from '../../src/server/webhooks/endpoint-health.ts';
import type { AttemptResult } from '../../src/server/webhooks/webhook-store.ts';
import { endpoint, T0 } from './unit-fakes.ts';

const HOUR = 3_600_000;
const result = (status: AttemptResult['status']) => ({ status, attempts: 3, last_error: status === 'delivered' ? null : 'answered 500' }) as AttemptResult;

function setUp() {
  const updates: [string, unknown][] = [];
  const logs: string[] = [];
  let invalidated = 0;
  const record = healthRecorder({
    store: { updateEndpoint: async (id, patch) => (updates.push([id, patch]), null) },
    endpoints: { invalidate: () => void invalidated++ },
    now: () => T0, log: (m) => logs.push(m), disableAfterMs: 24 * HOUR,
  });
  return { record, updates, logs, invalidated: () => invalidated };
}

test('a failing endpoint is marked, a long-failing one disabled, and the cache read afresh', async () => {
  const since = new Date(T0 - 24 * HOUR).toISOString();
  const s = setUp();
  const done: AttemptDone[] = [
    { deliveryId: 'msg_1', endpoint: endpoint('we_new'), ok: false, result: result('pending') },
    { deliveryId: 'msg_2', endpoint: endpoint('we_old', { failing_since: since }), ok: false, result: result('failed') },
  ];
  await s.record(done);
  expect(s.updates).toEqual([
    ['we_new', { failing_since: new Date(T0).toISOString() }],
    ['we_old', { status: 'disabled', disabled_reason: `failing since ${since}` }],
  ]);
  expect(s.logs).toEqual([
    '[webhooks] delivery msg_2 to we_old failed for good after 3 attempts: answered 500',
    `[webhooks] endpoint we_old disabled: every delivery failed since ${since}`,
  ]);
  expect(s.invalidated()).toBe(1);
});

test('a healthy batch changes nothing and keeps the cache', async () => {
  const s = setUp();
  await s.record([{ deliveryId: 'msg_1', endpoint: endpoint('we_a'), ok: true, result: result('delivered') }]);
  await s.record([]);
  expect(s.updates).toEqual([]);
  expect(s.logs).toEqual([]);
  expect(s.invalidated()).toBe(0);
});
