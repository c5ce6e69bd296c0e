/**
 * The clock the sandbox scheduler runs on: the time, a sleep and a repeating timer. The server uses
 * `realClock`; tests pass a manual clock (tests/helpers/manual-clock.ts) and move its time
 * themselves, so the schedule, the replays and the embedded slot leases never wait on wall time.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves `ms` later on this clock; rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Calls `fn` every `ms` on this clock (never keeping the process alive); returns what stops it. */
  every(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  now: Date.now,
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
