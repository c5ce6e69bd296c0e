/**
 * A clock whose time moves only when the test says so (the `Clock` of src/server/sandbox/clock.ts):
 * `advance` fires the timers and sleeps that fall due, in time order, and lets the work each one
 * starts (promises, store calls) run before the next; nothing waits on wall time.
 */
import type { Clock } from '../../src/server/sandbox/clock.ts';

interface Timer {
  at: number;
  /** Repeats this often; null for a one-off sleep. */
  every: number | null;
  fire: () => void;
}

/** Lets the work started by a timer run: promise chains and callbacks of the event loop's next turns. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
}

export class ManualClock implements Clock {
  #now: number;
  #timers = new Set<Timer>();

  constructor(start: number) {
    this.#now = start;
  }

  now = (): number => this.#now;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        this.#timers.delete(timer);
        reject(signal!.reason);
      };
      const timer: Timer = {
        at: this.#now + Math.max(0, ms), every: null,
        fire: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.#timers.add(timer);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  every = (ms: number, fn: () => void): (() => void) => {
    const timer: Timer = { at: this.#now + ms, every: ms, fire: fn };
    this.#timers.add(timer);
    return () => void this.#timers.delete(timer);
  };

  /** Moves the time `ms` forward, firing every timer due on the way at its own moment. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await settle();
    for (;;) {
      let next: Timer | null = null;
      for (const t of this.#timers) if (t.at <= target && (!next || t.at < next.at)) next = t;
      if (!next) break;
      this.#now = next.at;
      if (next.every === null) this.#timers.delete(next);
      else next.at += next.every;
      next.fire();
      await settle();
    }
    this.#now = target;
    await settle();
  }

  /** Moves the time to `at` (not backwards). */
  advanceTo(at: number): Promise<void> {
    return this.advance(Math.max(0, at - this.#now));
  }
}
