/**
 * The sandbox's replay schedule, a pure function of the clock: time is cut into slots of `everyMs`
 * (slot n starts at n × everyMs since the Unix epoch) and slot n replays candidate n mod N. Every
 * process computes the same schedule, so with several processes they agree on what runs when, and
 * after a restart the replay that should be running is known without any stored plan.
 *
 * A run occupies its match for its playing time plus `lingerMs` (the finished state is kept that
 * long, then discarded). Runs of the same match never overlap: a match runs only on every K-th of
 * its turns, K = ceil(window / (N × everyMs)) — 1 whenever there are enough matches to rotate.
 */
export interface ReplayCandidate {
  matchId: string;
  /** Real time from kick-off message to final whistle at the configured speed, ms. */
  durationMs: number;
}

export interface ScheduleOptions {
  everyMs: number;
  lingerMs: number;
}

export interface ScheduledRun {
  slot: number;
  matchId: string;
  /** Epoch ms of the plan's minute 0 (the slot's start). */
  startsAt: number;
  /** Epoch ms of the final whistle. */
  playsUntil: number;
  /** Epoch ms after which the run's state is discarded and the match is free again. */
  endsAt: number;
}

/** The run of slot `slot`, or null when the slot has none (no candidates, or its match is busy). */
export function runOfSlot(candidates: readonly ReplayCandidate[], slot: number, o: ScheduleOptions): ScheduledRun | null {
  const n = candidates.length;
  if (n === 0 || slot < 0) return null;
  const c = candidates[slot % n]!;
  const window = c.durationMs + o.lingerMs;
  const every = Math.max(1, Math.ceil(window / (n * o.everyMs)));
  if (Math.floor(slot / n) % every !== 0) return null;
  const startsAt = slot * o.everyMs;
  return { slot, matchId: c.matchId, startsAt, playsUntil: startsAt + c.durationMs, endsAt: startsAt + window };
}

/** Runs that have started and not yet ended at `now` (epoch ms), oldest first. */
export function activeRuns(candidates: readonly ReplayCandidate[], now: number, o: ScheduleOptions): ScheduledRun[] {
  if (candidates.length === 0) return [];
  const longest = Math.max(...candidates.map((c) => c.durationMs)) + o.lingerMs;
  const out: ScheduledRun[] = [];
  for (let slot = Math.max(0, Math.floor((now - longest) / o.everyMs)); slot <= Math.floor(now / o.everyMs); slot++) {
    const run = runOfSlot(candidates, slot, o);
    if (run && run.startsAt <= now && now < run.endsAt) out.push(run);
  }
  return out;
}
