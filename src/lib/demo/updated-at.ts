/**
 * `updated_at` of a demo match (matches.csv): a completed match last changed a few minutes after
 * its final whistle, when its result was recorded; a scheduled one when the demo was published
 * (`now`, the generation's clock). Deterministic: each match draws from a stream of its own, so no
 * other generated value moves.
 */
import type { MatchRow } from '../../schemas/content/index.ts';
import { stampText } from '../content/match-updated-at.ts';
import type { Rng } from './prng.ts';
import { MATCH_SPAN_MS } from './schedule.ts';

const MINUTE = 60_000;

/** Minutes from kick-off to the final whistle: two halves with stoppage time and the break; extra time; a shoot-out. */
function playedMinutes(rng: Rng, m: Pick<MatchRow, 'has_extra_time' | 'has_penalties'>): number {
  let minutes = 45 + rng.int(1, 4) + 15 + 45 + rng.int(2, 7);
  if (m.has_extra_time) minutes += 5 + 30 + rng.int(1, 3);
  if (m.has_penalties) minutes += rng.int(8, 14);
  return minutes;
}

export function demoUpdatedAt(rng: Rng, m: Pick<MatchRow, 'status' | 'scheduled_at' | 'has_extra_time' | 'has_penalties'>, now: Date): string {
  if (m.status !== 'completed') return stampText(now);
  const kickoff = Date.parse(m.scheduled_at);
  const recorded = kickoff + (playedMinutes(rng, m) + rng.int(3, 12)) * MINUTE;
  // a match counts as played MATCH_SPAN_MS after its kick-off (tournament.ts): never later than that, nor than now
  return stampText(new Date(Math.min(recorded, kickoff + MATCH_SPAN_MS, now.getTime())));
}
