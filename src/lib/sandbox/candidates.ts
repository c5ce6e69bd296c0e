/**
 * What the sandbox can replay: completed matches of the content whose replay plan can be made (both
 * teams known, every goal recorded), in list order, with their playing time at `speed`.
 */
import { hasTeams, type Dataset, type Match } from '../dataset/dataset.ts';
import { replayPlan, type Planned } from '../live/replay-plan.ts';
import { rotation, type ReplayCandidate } from './slot-schedule.ts';

export interface SandboxCandidates {
  /** The rotation (slot-schedule.ts `rotation`): the longest replay first, then list order. */
  candidates: ReplayCandidate[];
  /** A candidate's replay plan (made again on each call: plans are not kept for every match). */
  plan(matchId: string): Planned[];
}

/** Real ms of one minute of play at `speed` (minutes of play per real minute). */
export const msPerMinute = (speed: number) => 60_000 / speed;

/** The match as a candidate, or null when it cannot be replayed. */
function candidateOf(ds: Dataset, m: Match, speed: number): ReplayCandidate | null {
  if (m.status !== 'completed' || !hasTeams(m)) return null;
  let plan: Planned[];
  try {
    plan = replayPlan(ds, m.id);
  } catch {
    return null; // e.g. a historic match without every goal recorded
  }
  return { matchId: m.id, durationMs: Math.ceil((plan.at(-1)?.at ?? 0) * msPerMinute(speed)) };
}

/** Collects the candidates into `out`, yielding after every `step` matches (one pass, two callers below). */
function* collect(ds: Dataset, speed: number, out: ReplayCandidate[], step: number): Generator<void> {
  let i = 0;
  for (const m of ds.matchList) {
    if (++i % step === 0) yield;
    const c = candidateOf(ds, m, speed);
    if (c) out.push(c);
  }
}

const made = (ds: Dataset, candidates: ReplayCandidate[]): SandboxCandidates => ({ candidates: rotation(candidates), plan: (matchId) => replayPlan(ds, matchId) });

export function sandboxCandidates(ds: Dataset, speed: number): SandboxCandidates {
  const candidates: ReplayCandidate[] = [];
  for (const _ of collect(ds, speed, candidates, Infinity));
  return made(ds, candidates);
}

/**
 * The same candidates, made `step` matches at a time with `pause()` between: a plan is made for
 * every completed match (1 s for 93,000 matches), which a server does after it is ready, without
 * holding its requests up for that long.
 */
export async function sandboxCandidatesInSteps(ds: Dataset, speed: number, pause: () => Promise<void>, step = 2000): Promise<SandboxCandidates> {
  const candidates: ReplayCandidate[] = [];
  for (const _ of collect(ds, speed, candidates, step)) await pause();
  return made(ds, candidates);
}
