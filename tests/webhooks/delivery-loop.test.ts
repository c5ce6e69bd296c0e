/**
 * The delivery loop (src/server/webhooks/delivery-loop.ts) on a manual clock with a fake store and
 * attempts the test finishes by hand: results stored in one call, at most `concurrency` attempts in
 * flight, the next pump at the next lane's time or the poll, and close waiting for attempts in flight.
 */
import { expect, test } from 'vitest';
import { deliveryLoop } from '../../src/server/webhooks/delivery-loop.ts';
import type { AttemptRecord } from '../../src/server/webhooks/delivery-attempt.ts';
import type { AttemptDone } from '../../src/server/webhooks/endpoint-health.ts';
import type { AttemptResult, Claimed } from '../../src/server/webhooks/webhook-store.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { claimOf, endpoint, gate, settle, T0 } from './unit-fakes.ts';

const delivered = (at: number): AttemptResult => ({ status: 'delivered', attempts: 1, next_attempt_at: at, last_attempt_at: at, last_status_code: 204, last_latency_ms: 5, last_error: null });
const record = (claim: Claimed, at: number): AttemptRecord => ({ claim, result: delivered(at), endpoint: endpoint('we_a'), outcome: { ok: true, statusCode: 204, latencyMs: 5, error: null } });

interface SetUp {
  due?: Claimed[];
  /** Attempts wait for their gate to open (by delivery id) when true. */
  held?: boolean;
  concurrency?: number;
  stored?: (items: unknown[]) => boolean[];
  nextDue?: () => number | null;
  claimFails?: () => boolean;
}

function setUp(o: SetUp = {}) {
  const clock = new ManualClock(T0);
  const due = [...(o.due ?? [])];
  const claims: { at: number; limit: number }[] = [];
  const completes: string[][] = [];
  const stored: AttemptDone[][] = [];
  const logs: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate<void>>>();
  let inFlight = 0;
  let maxInFlight = 0;
  const loop = deliveryLoop({
    store: {
      async claim(now, _lease, limit) {
        claims.push({ at: now, limit });
        if (o.claimFails?.()) throw new Error('store down');
        return due.splice(0, limit);
      },
      async complete(items) {
        completes.push(items.map((i) => i.claim.delivery.id));
        return o.stored ? o.stored(items) : items.map(() => true);
      },
      nextDue: async () => (o.nextDue ? o.nextDue() : null),
    },
    attempt: async (c) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        if (o.held) {
          const g = gate();
          gates.set(c.delivery.id, g);
          await g.promise;
        }
        return record(c, clock.now());
      } finally {
        inFlight--;
      }
    },
    onStored: async (done) => void stored.push(done),
    clock,
    log: (m) => logs.push(m),
    concurrency: o.concurrency ?? 128,
    leaseMs: 30_000,
    pollMs: 250,
  });
  const finish = async (...ids: string[]) => {
    for (const id of ids) gates.get(id)!.resolve();
    await settle();
  };
  return { clock, loop, claims, completes, stored, logs, finish, gates, inFlight: () => inFlight, maxInFlight: () => maxInFlight };
}

test('the results of attempts finishing together are stored in one call; only the stored ones go on to health', async () => {
  const s = setUp({ due: ['msg_1', 'msg_2', 'msg_3', 'msg_4'].map((id) => claimOf(id)), stored: (items) => items.map((_, i) => i !== 1) });
  s.loop.wake();
  await s.clock.advance(0);
  expect(s.completes).toEqual([['msg_1', 'msg_2', 'msg_3', 'msg_4']]);
  // msg_2 was not stored (its claim was lost): not counted for the endpoint's health
  expect(s.stored.map((b) => b.map((d) => d.deliveryId))).toEqual([['msg_1', 'msg_3', 'msg_4']]);
  expect(s.stored[0]![0]).toMatchObject({ endpoint: { id: 'we_a' }, ok: true, result: { status: 'delivered' } });
  await s.loop.close();
});

test('an attempt without an endpoint or a send is stored but not handed to health', async () => {
  const clock = new ManualClock(T0);
  const stored: AttemptDone[][] = [];
  const completes: number[] = [];
  const due = [claimOf('msg_1'), claimOf('msg_gone')];
  const loop = deliveryLoop({
    store: { claim: async (_n, _l, limit) => due.splice(0, limit), complete: async (items) => (completes.push(items.length), items.map(() => true)), nextDue: async () => null },
    attempt: async (c) => (c.delivery.id === 'msg_gone' ? { ...record(c, clock.now()), endpoint: null, outcome: null } : record(c, clock.now())),
    onStored: async (done) => void stored.push(done),
    clock, log: () => {}, concurrency: 8, leaseMs: 30_000, pollMs: 250,
  });
  loop.wake();
  await clock.advance(0);
  expect(completes).toEqual([2]);
  expect(stored.map((b) => b.map((d) => d.deliveryId))).toEqual([['msg_1']]);
  await loop.close();
});

test('never more attempts in flight than the concurrency; a finished attempt makes room for the next claim', async () => {
  const ids = ['msg_1', 'msg_2', 'msg_3', 'msg_4', 'msg_5'];
  const s = setUp({ due: ids.map((id) => claimOf(id)), held: true, concurrency: 2 });
  s.loop.wake();
  await s.clock.advance(0);
  expect(s.inFlight()).toBe(2);
  expect(s.claims.map((c) => c.limit)).toEqual([2]);
  // full: no pump is scheduled (no polling while every slot is busy), however long nothing finishes
  await s.clock.advance(60_000);
  expect(s.claims).toHaveLength(1);
  await s.finish('msg_1');
  await s.clock.advance(0);
  expect(s.completes).toEqual([['msg_1']]);
  expect(s.claims.at(-1)!.limit).toBe(1);
  expect(s.inFlight()).toBe(2);
  await s.finish('msg_2', 'msg_3');
  await s.clock.advance(0);
  await s.finish('msg_4', 'msg_5');
  await s.clock.advance(0);
  expect(s.completes.flat().sort()).toEqual(ids);
  expect(s.maxInFlight()).toBe(2);
  expect(s.inFlight()).toBe(0);
  await s.loop.close();
});

test('the next pump is at the next lane\'s due time, at the latest after the poll interval', async () => {
  let next: number | null = null;
  // a lane's due time, as the store reports it until the lane is claimed
  const s = setUp({ nextDue: () => (next !== null && next > s.clock.now() ? next : null) });
  s.loop.wake();
  await s.clock.advance(0);
  expect(s.claims.map((c) => c.at - T0)).toEqual([0]);
  // nothing pending: poll after 250 ms (another process may enqueue)
  await s.clock.advance(249);
  expect(s.claims).toHaveLength(1);
  next = T0 + 250 + 100;
  await s.clock.advance(1);
  expect(s.claims.map((c) => c.at - T0)).toEqual([0, 250]);
  // a lane due in 100 ms: the next pump then, not after the full poll interval
  await s.clock.advance(99);
  expect(s.claims).toHaveLength(2);
  await s.clock.advance(1);
  expect(s.claims.map((c) => c.at - T0)).toEqual([0, 250, 350]);
  await s.loop.close();
});

test('a failed claim is logged and tried again at the next poll', async () => {
  let fail = true;
  const s = setUp({ claimFails: () => fail, due: [claimOf('msg_1')] });
  s.loop.wake();
  await s.clock.advance(0);
  expect(s.logs).toEqual(['[webhooks] claiming deliveries failed, will retry: store down']);
  fail = false;
  await s.clock.advance(250);
  expect(s.completes).toEqual([['msg_1']]);
  await s.loop.close();
});

test('close waits until the attempts in flight are stored, and claims nothing more', async () => {
  const s = setUp({ due: [claimOf('msg_1'), claimOf('msg_2')], held: true, concurrency: 1 });
  s.loop.wake();
  await s.clock.advance(0);
  let closed = false;
  const closing = s.loop.close().then(() => (closed = true));
  await settle();
  expect(closed).toBe(false);
  await s.finish('msg_1');
  await closing;
  expect(s.completes).toEqual([['msg_1']]);
  s.loop.wake();
  await s.clock.advance(1000);
  expect(s.claims).toHaveLength(1);
  expect(s.gates.has('msg_2')).toBe(false);
});

test('close gives up on an attempt that never ends after 5 s on the clock', async () => {
  const s = setUp({ due: [claimOf('msg_1')], held: true });
  s.loop.wake();
  await s.clock.advance(0);
  let closed = false;
  void s.loop.close().then(() => (closed = true));
  await s.clock.advance(4999);
  expect(closed).toBe(false);
  await s.clock.advance(1);
  expect(closed).toBe(true);
});
