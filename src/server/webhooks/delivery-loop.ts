/**
 * The delivery side of the dispatcher: a pump claims due lanes while fewer than `concurrency`
 * attempts are in flight and starts an attempt for each; the results of the attempts that finish
 * together are stored in one `complete` call, then handed on (endpoint health); the next pump is
 * due at the next lane's time, at the latest after `pollMs` (other processes enqueue too). While
 * every slot is busy no pump is scheduled: the next stored result wakes the loop.
 */
import type { Clock } from '../sandbox/clock.ts';
import type { Claimed, WebhookStore } from './webhook-store.ts';
import type { AttemptDone } from './endpoint-health.ts';
import type { AttemptRecord } from './delivery-attempt.ts';

export interface DeliveryLoopDeps {
  store: Pick<WebhookStore, 'claim' | 'complete' | 'nextDue'>;
  attempt: (claim: Claimed) => Promise<AttemptRecord>;
  /** Told of the attempts stored by one `complete` that reached their endpoint (or tried to). */
  onStored: (done: AttemptDone[]) => Promise<void>;
  clock: Pick<Clock, 'now' | 'sleep'>;
  log: (message: string) => void;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  /** Most lanes claimed in one store call (default 200). */
  claimLimit?: number;
  /** Longest wait of `close` for attempts in flight (default 5 s). */
  closeWaitMs?: number;
}

export interface DeliveryLoop {
  /** Pumps now (after an enqueue, a ping or a retry). */
  wake(): void;
  /** Stops claiming, then waits (up to `closeWaitMs`) until the attempts in flight are stored. */
  close(): Promise<void>;
}

const messageOf = (err: unknown) => (err as Error)?.message ?? String(err);

export function deliveryLoop(o: DeliveryLoopDeps): DeliveryLoop {
  const claimLimit = o.claimLimit ?? 200;
  let closed = false;
  let pumping = false;
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let pending: AbortController | null = null;
  const results: AttemptRecord[] = [];
  const idleWaiters: (() => void)[] = [];

  const idle = () => !pumping && inFlight === 0 && !flushing;
  const settleIdle = () => {
    if (idle()) idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  /** The next pump `ms` from now, replacing the one scheduled before. */
  const scheduleIn = (ms: number) => {
    if (closed) return;
    pending?.abort();
    const timer = (pending = new AbortController());
    o.clock.sleep(Math.max(0, ms), timer.signal).then(() => {
      if (pending === timer) pending = null;
      void pump();
    }, () => {});
  };
  const wake = () => scheduleIn(0);

  /** Stores the buffered results in one call, then hands the stored ones on. */
  const flush = async () => {
    const batch = results.splice(0);
    if (batch.length === 0) return;
    const stored = await o.store.complete(batch.map(({ claim, result }) => ({ claim, result })));
    const done: AttemptDone[] = [];
    batch.forEach((b, i) => {
      if (stored[i] && b.endpoint && b.outcome) done.push({ deliveryId: b.claim.delivery.id, endpoint: b.endpoint, ok: b.outcome.ok, result: b.result });
    });
    await o.onStored(done);
  };

  /** Flushes once the attempts finishing in this turn of the event loop have added their results. */
  const queueFlush = () => {
    if (flushing) return;
    flushing = (async () => {
      await new Promise((r) => setImmediate(r));
      try {
        while (results.length) await flush();
      } catch (err) {
        o.log(`[webhooks] storing delivery results failed (the lanes are retried after their lease): ${messageOf(err)}`);
      } finally {
        flushing = null;
      }
      wake();
      settleIdle();
    })();
  };

  const start = (c: Claimed) => {
    inFlight++;
    o.attempt(c)
      .then((r) => void results.push(r))
      .catch((err) => o.log(`[webhooks] attempt of ${c.delivery.id} failed unexpectedly: ${messageOf(err)}`))
      .finally(() => {
        inFlight--;
        queueFlush();
      });
  };

  const claimWhileRoom = async () => {
    try {
      while (!closed && inFlight < o.concurrency) {
        const claims = await o.store.claim(o.clock.now(), o.leaseMs, Math.min(o.concurrency - inFlight, claimLimit));
        if (claims.length === 0) break;
        claims.forEach(start);
      }
    } catch (err) {
      o.log(`[webhooks] claiming deliveries failed, will retry: ${messageOf(err)}`);
    }
  };

  const pump = async () => {
    if (pumping || closed) return;
    pumping = true;
    try {
      await claimWhileRoom();
      if (closed || inFlight >= o.concurrency) return;
      const due = await o.store.nextDue().catch(() => null);
      scheduleIn(due === null ? o.pollMs : Math.min(o.pollMs, due - o.clock.now()));
    } finally {
      pumping = false;
      settleIdle();
    }
  };

  return {
    wake,
    async close() {
      closed = true;
      pending?.abort();
      if (idle()) return;
      const cap = new AbortController();
      await Promise.race([
        new Promise<void>((resolve) => idleWaiters.push(resolve)),
        o.clock.sleep(o.closeWaitMs ?? 5000, cap.signal).catch(() => {}),
      ]);
      cap.abort();
    },
  };
}
