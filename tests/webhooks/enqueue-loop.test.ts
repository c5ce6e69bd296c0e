/**
 * The enqueue loop (src/server/webhooks/enqueue-loop.ts): steps until the log is caught up, one pass
 * at a time; calls during a pass are coalesced into exactly one more pass; a failed pass is retried
 * after 1 s on the clock; close stops it.
 */
import { expect, test } from 'vitest';
import { enqueueLoop } from '../../src/server/webhooks/enqueue-loop.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { gate, settle, T0 } from './unit-fakes.ts';

type Step = { moved: boolean; queued: boolean };

/** A loop whose steps answer from `answers` in order (then "nothing to read"), each waiting for `hold` when given. */
function setUp(answers: (Step | Error)[], hold?: Promise<void>) {
  const clock = new ManualClock(T0);
  const logs: string[] = [];
  let steps = 0;
  let queued = 0;
  const loop = enqueueLoop({
    step: async () => {
      steps++;
      if (hold) await hold;
      const a = answers.shift() ?? { moved: false, queued: false };
      if (a instanceof Error) throw a;
      return a;
    },
    onQueued: () => queued++,
    clock,
    log: (m) => logs.push(m),
  });
  return { clock, logs, loop, steps: () => steps, queued: () => queued };
}

test('a pass steps until nothing moved and tells of every step that queued deliveries', async () => {
  const s = setUp([{ moved: true, queued: true }, { moved: true, queued: false }, { moved: true, queued: true }]);
  await s.loop.catchUp();
  expect(s.steps()).toBe(4);
  expect(s.queued()).toBe(2);
});

test('calls during a pass run exactly one more pass, however many calls came', async () => {
  const release = gate();
  const s = setUp([], release.promise);
  const first = s.loop.catchUp();
  await settle();
  expect(s.steps()).toBe(1);
  const during = [s.loop.catchUp(), s.loop.catchUp(), s.loop.catchUp()];
  expect(during.every((p) => p === first)).toBe(true);
  release.resolve();
  await first;
  expect(s.steps()).toBe(2);
  // the next call after the pass is a new pass
  await s.loop.catchUp();
  expect(s.steps()).toBe(3);
});

test('a failed pass is logged and tried again 1 s later on the clock, where it goes on', async () => {
  const s = setUp([{ moved: true, queued: true }, new Error('store down'), { moved: true, queued: true }]);
  await s.loop.catchUp(); // resolves: the failure is not the caller's
  expect(s.steps()).toBe(2);
  expect(s.logs).toEqual(['[webhooks] enqueueing failed, will retry: store down']);
  await s.clock.advance(999);
  expect(s.steps()).toBe(2);
  await s.clock.advance(1);
  expect(s.steps()).toBe(4);
  expect(s.queued()).toBe(2);
});

test('close waits for the step in progress, takes no further step and cancels a pending retry', async () => {
  const release = gate();
  const s = setUp([{ moved: true, queued: false }], release.promise);
  void s.loop.catchUp();
  await settle();
  const closing = s.loop.close();
  let closed = false;
  void closing.then(() => (closed = true));
  await settle();
  expect(closed).toBe(false);
  release.resolve();
  await closing;
  expect(s.steps()).toBe(1);

  const f = setUp([new Error('store down')]);
  await f.loop.catchUp();
  await f.loop.close();
  await f.clock.advance(5000);
  expect(f.steps()).toBe(1);
});
