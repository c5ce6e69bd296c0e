/**
 * The pruner (src/server/webhooks/delivery-pruner.ts) on a manual clock: a run removes pages of old
 * deliveries while a full page went, runs again every hour, logs a failure and stops on close.
 */
import { expect, test } from 'vitest';
import { deliveryPruner } from '../../src/server/webhooks/delivery-pruner.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { gate, settle, T0 } from './unit-fakes.ts';

const HOUR = 3_600_000;
const RETENTION = 7 * 24 * HOUR;

function setUp(answers: (number | Error)[], hold?: Promise<void>) {
  const clock = new ManualClock(T0);
  const calls: { before: number; limit: number }[] = [];
  const logs: string[] = [];
  const pruner = deliveryPruner({
    store: {
      async prune(before, limit) {
        calls.push({ before, limit });
        if (hold) await hold;
        const a = answers.shift() ?? 0;
        if (a instanceof Error) throw a;
        return a;
      },
    },
    clock, log: (m) => logs.push(m), retentionMs: RETENTION, page: 10,
  });
  return { clock, calls, logs, pruner };
}

test('a run goes on while a full page was pruned, and stops at the first short page', async () => {
  const s = setUp([10, 10, 3, 10]);
  await s.pruner.prune();
  expect(s.calls).toEqual([{ before: T0 - RETENTION, limit: 10 }, { before: T0 - RETENTION, limit: 10 }, { before: T0 - RETENTION, limit: 10 }]);
  await s.pruner.close();
});

test('it runs again every hour, with the retention counted from then', async () => {
  const s = setUp([0, 0]);
  await s.clock.advance(HOUR - 1);
  expect(s.calls).toEqual([]);
  await s.clock.advance(1);
  expect(s.calls).toEqual([{ before: T0 + HOUR - RETENTION, limit: 10 }]);
  await s.clock.advance(HOUR);
  expect(s.calls).toHaveLength(2);
  await s.pruner.close();
  await s.clock.advance(5 * HOUR);
  expect(s.calls).toHaveLength(2);
});

test('a failed run is logged, never thrown, and the next run goes on', async () => {
  const s = setUp([10, new Error('disk full'), 2]);
  await s.pruner.prune();
  expect(s.calls).toHaveLength(2);
  expect(s.logs).toEqual(['[webhooks] pruning old deliveries failed: disk full']);
  await s.clock.advance(HOUR);
  expect(s.calls).toHaveLength(3);
  await s.pruner.close();
});

test('close waits for the page in progress and prunes no further page', async () => {
  const release = gate();
  const s = setUp([10, 10], release.promise);
  void s.pruner.prune();
  await settle();
  let closed = false;
  const closing = s.pruner.close().then(() => (closed = true));
  await settle();
  expect(closed).toBe(false);
  release.resolve();
  await closing;
  expect(s.calls).toHaveLength(1);
});
