/**
 * When a failed delivery is tried again (decisions.md): after about 5 s, 30 s, 2 min, 10 min, 30 min,
 * 1 h and 3 h, then it is failed for good. An endpoint that has failed continuously for 24 h is
 * disabled. The schedule is a parameter so tests can run it in milliseconds.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000];
export const DEFAULT_DISABLE_AFTER_MS = 24 * 3_600_000;

/**
 * Delay before the next attempt after `attempts` failed attempts (1 = the first try failed), or null
 * when the schedule is used up (the delivery is failed). A jitter of up to ±10 % (`random` in [0, 1))
 * spreads retries of many endpoints that failed together.
 */
export function retryDelay(attempts: number, schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS, random = 0.5): number | null {
  if (!Number.isSafeInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  const base = schedule[attempts - 1];
  if (base === undefined) return null;
  return Math.max(0, Math.round(base * (0.9 + 0.2 * random)));
}

/** Whether an endpoint failing since `failingSince` (ms) is to be disabled at `now` (ms). */
export const shouldDisable = (failingSince: number | null, now: number, disableAfterMs = DEFAULT_DISABLE_AFTER_MS) =>
  failingSince !== null && now - failingSince >= disableAfterMs;
