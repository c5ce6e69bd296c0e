/**
 * A penalty shoot-out: five kicks each, taken alternately, stopping once one side cannot catch up,
 * then sudden death. Only players on the pitch at the end kick; forwards first, the keeper last.
 */
import type { Position } from '../../schemas/content/index.ts';
import type { Side } from './match-plan.ts';
import type { Rng } from './prng.ts';
import type { TimelineEvent } from './match-timeline.ts';
import type { SquadMember } from './types.ts';

const ORDER: Record<Position, number> = { Forward: 0, Midfielder: 1, Defender: 2, Goalkeeper: 3 };

function kickers(onPitch: readonly SquadMember[]): SquadMember[] {
  return [...onPitch].sort((a, b) => ORDER[a.player.position] - ORDER[b.player.position] || b.ability - a.ability);
}

export interface ShootoutResult {
  events: TimelineEvent[];
  score: Record<Side, number>;
}

export function playShootout(rng: Rng, onPitch: Record<Side, readonly SquadMember[]>, minute: number): ShootoutResult {
  const first: Side = rng.chance(0.5) ? 'home' : 'away';
  const second: Side = first === 'home' ? 'away' : 'home';
  const order = { home: kickers(onPitch.home), away: kickers(onPitch.away) };
  const taken = { home: 0, away: 0 };
  const score = { home: 0, away: 0 };
  const events: TimelineEvent[] = [];

  const kick = (side: Side, mustMiss = false) => {
    const list = order[side];
    const kicker = list[taken[side] % list.length]!;
    taken[side]++;
    const p = kicker.player.position === 'Goalkeeper' ? 0.6 : 0.74 + (kicker.ability - 70) / 200;
    const scored = !mustMiss && rng.chance(p);
    if (scored) score[side]++;
    events.push({ type: 'shootout', detail: scored ? 'scored' : 'missed', at: { minute, extra: null }, side, playerId: kicker.player.row.id, playerOffId: null });
  };
  const decided = () => {
    const left = (s: Side) => Math.max(0, 5 - taken[s]);
    return score.home + left('home') < score.away || score.away + left('away') < score.home;
  };

  for (let round = 0; round < 5 && !decided(); round++) {
    kick(first);
    if (decided()) break;
    kick(second);
  }
  for (let round = 0; !decided() && score.home === score.away; round++) {
    kick(first);
    // Sudden death cannot go on for ever: after 15 extra rounds the second kicker misses if it would level.
    kick(second, round >= 15 && score[first] > score[second]);
  }
  return { events, score };
}
