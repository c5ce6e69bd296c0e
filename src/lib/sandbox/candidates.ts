/**
 * What the sandbox can replay: completed matches of the content whose replay plan can be made (both
 * teams known, every goal recorded), in list order, with their plans and playing time at `speed`.
 */
import { hasTeams, type Dataset } from '../dataset/dataset.ts';
import { replayPlan, type Planned } from '../live/replay-plan.ts';
import { rotation, type ReplayCandidate } from './slot-schedule.ts';

export interface SandboxCandidates {
  /** The rotation (slot-schedule.ts `rotation`): the longest replay first, then list order. */
  candidates: ReplayCandidate[];
  plans: Map<string, Planned[]>;
}

/** Real ms of one minute of play at `speed` (minutes of play per real minute). */
export const msPerMinute = (speed: number) => 60_000 / speed;

export function sandboxCandidates(ds: Dataset, speed: number): SandboxCandidates {
  const candidates: ReplayCandidate[] = [];
  const plans = new Map<string, Planned[]>();
  for (const m of ds.matchList) {
    if (m.status !== 'completed' || !hasTeams(m)) continue;
    let plan: Planned[];
    try {
      plan = replayPlan(ds, m.id);
    } catch {
      continue; // e.g. a historic match without every goal recorded
    }
    plans.set(m.id, plan);
    candidates.push({ matchId: m.id, durationMs: Math.ceil((plan.at(-1)?.at ?? 0) * msPerMinute(speed)) });
  }
  return { candidates: rotation(candidates), plans };
}
