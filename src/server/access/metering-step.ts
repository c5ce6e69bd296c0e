/**
 * One metering step decided against a key's current counters (pure; the stores read and write the
 * counters). The rules of decisions.md: every step counts in the minute window except a refund; over
 * the per-minute limit → rate_limited; else a cost that would pass the daily limit → quota_exceeded
 * (cost 0 always passes); else charged. A refund gives units back, never below 0.
 */
import type { Admission, Limits } from './access-store.ts';

export type MeteringStep =
  | { kind: 'admit'; keyId: string; cost: number; limits: Limits; now: Date }
  | { kind: 'count'; keyId: string; now: Date }
  | { kind: 'refund'; keyId: string; cost: number; now: Date };

export type StepResult = Admission | number | undefined;

export interface Counters {
  /** Units used on the step's UTC day. */
  used: number;
  /** Requests in the step's minute window. */
  count: number;
}

/** Changes `c` in place and returns what the step answers. */
export function decideStep(step: MeteringStep, c: Counters): StepResult {
  if (step.kind === 'refund') {
    c.used = Math.max(0, c.used - step.cost);
    return undefined;
  }
  c.count += 1;
  if (step.kind === 'count') return c.count;
  const { cost, limits } = step;
  if (c.count > limits.requestsPerMinute) return { outcome: 'rate_limited', unitsUsed: c.used, minuteCount: c.count };
  if (cost > 0 && c.used + cost > limits.unitsPerDay) return { outcome: 'quota_exceeded', unitsUsed: c.used, minuteCount: c.count };
  c.used += cost;
  return { outcome: 'ok', unitsUsed: c.used, minuteCount: c.count };
}
