/**
 * The enqueue side of the dispatcher: runs enqueue steps (enqueue-step.ts) until the log is caught
 * up, one pass at a time. A call during a pass asks for exactly one more pass after it (however many
 * calls came), so live entries committed meanwhile are never left behind; a failed pass is tried
 * again `retryMs` later on the clock.
 */
import type { Clock } from '../sandbox/clock.ts';

export interface EnqueueLoopDeps {
  /** One step: `moved` when entries were read (look again), `queued` when deliveries were inserted. */
  step: () => Promise<{ moved: boolean; queued: boolean }>;
  /** Told when a step inserted deliveries (wakes the delivery loop). */
  onQueued: () => void;
  clock: Pick<Clock, 'sleep'>;
  log: (message: string) => void;
  /** Wait before a failed pass is tried again (default 1 s). */
  retryMs?: number;
}

export interface EnqueueLoop {
  /** Runs a pass now, or asks the running one for another; resolves when the log is caught up. */
  catchUp(): Promise<void>;
  /** Stops after the step in progress (no retry afterwards) and waits for it. */
  close(): Promise<void>;
}

export function enqueueLoop(o: EnqueueLoopDeps): EnqueueLoop {
  const retryMs = o.retryMs ?? 1000;
  const stop = new AbortController();
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;

  const pass = async () => {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const step = await o.step();
        if (step.queued) o.onQueued();
        if (!step.moved) break;
      }
    } while (again);
  };

  const retryLater = () => {
    o.clock.sleep(retryMs, stop.signal).then(() => void catchUp(), () => {});
  };

  const catchUp = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await pass();
      } catch (err) {
        o.log(`[webhooks] enqueueing failed, will retry: ${(err as Error)?.message ?? err}`);
        if (!closed) retryLater();
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    catchUp,
    async close() {
      closed = true;
      stop.abort();
      await running;
    },
  };
}
