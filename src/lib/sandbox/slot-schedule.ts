/**
 * The sandbox's replay schedule, a pure function of the clock: time is cut into slots of `everyMs`
 * (slot n starts at n × everyMs since the Unix epoch). Every process computes the same schedule, so
 * with several processes they agree on what runs when, and after a restart the replay that should be
 * running now is known without any stored plan.
 *
 * Slots are grouped in rounds of R = max(N, ceil(longest / every)) slots; slot j of a round replays
 * candidate j (j < N), slots N…R-1 start nothing. So:
 * - with enough matches (N × every ≥ the longest replay, e.g. the default 15 minutes and any real
 *   tournament) R = N: a replay kicks off every slot, in rotation;
 * - a match's next run starts a whole round later, never before its previous run has finished;
 * - with few matches the round is stretched to the longest replay, which plays first in the round
 *   (candidates are ordered longest first), so at any moment a match is in play or one kicks off
 *   within `everyMs`.
 * After the final whistle a run's state lingers `lingerMs`, then is discarded (the runner's job).
 */
export interface ReplayCandidate {
  matchId: string;
  /** Real time from the plan's minute 0 to the final whistle at the configured speed, ms. */
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
  /** Epoch ms when the finished state is discarded and the run is over. */
  endsAt: number;
}

/** The rotation: the longest replay first, then the others in their given (list) order. */
export function rotation(candidates: readonly ReplayCandidate[]): ReplayCandidate[] {
  if (candidates.length === 0) return [];
  let longest = 0;
  candidates.forEach((c, i) => { if (c.durationMs > candidates[longest]!.durationMs) longest = i; });
  return [candidates[longest]!, ...candidates.filter((_, i) => i !== longest)];
}

/** Slots per round. */
export function roundSlots(order: readonly ReplayCandidate[], everyMs: number): number {
  const longest = Math.max(0, ...order.map((c) => c.durationMs));
  return Math.max(order.length, Math.ceil(longest / everyMs));
}

/** The run of slot `slot` over a rotation (see `rotation`), or null when the slot starts nothing. */
export function runOfSlot(order: readonly ReplayCandidate[], slot: number, o: ScheduleOptions): ScheduledRun | null {
  if (order.length === 0 || slot < 0) return null;
  const j = slot % roundSlots(order, o.everyMs);
  const c = order[j];
  if (!c) return null;
  const startsAt = slot * o.everyMs;
  return { slot, matchId: c.matchId, startsAt, playsUntil: startsAt + c.durationMs, endsAt: startsAt + c.durationMs + o.lingerMs };
}

/** Runs of a rotation that have started and not yet ended at `now` (epoch ms), oldest first. */
export function activeRuns(order: readonly ReplayCandidate[], now: number, o: ScheduleOptions): ScheduledRun[] {
  if (order.length === 0) return [];
  const longest = Math.max(...order.map((c) => c.durationMs)) + o.lingerMs;
  const out: ScheduledRun[] = [];
  for (let slot = Math.max(0, Math.floor((now - longest) / o.everyMs)); slot <= Math.floor(now / o.everyMs); slot++) {
    const run = runOfSlot(order, slot, o);
    if (run && run.startsAt <= now && now < run.endsAt) out.push(run);
  }
  return out;
}
