/**
 * Team statistics consistent with the events: cards counted from card events (a second yellow is
 * a yellow and a red), shots on target at least the goals, the keeper's saves equal to the
 * opponent's shots on target that did not go in, possession adding up to 100.
 */
import type { TeamStatsRow } from '../../schemas/content/index.ts';
import { SIDES, other, type Side } from './match-plan.ts';
import type { TimelineEvent } from './match-timeline.ts';
import type { Rng } from './prng.ts';

export interface StatsInput {
  matchId: string;
  teamIds: Record<Side, string>;
  strength: Record<Side, number>;
  expected: Record<Side, number>;
  events: readonly TimelineEvent[];
  extraTime: boolean;
  /** Offsides not recorded for this match (empty cells). */
  noOffsides: boolean;
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));

export function matchStats(rng: Rng, input: StatsInput): TeamStatsRow[] {
  const { events, strength, expected } = input;
  const count = (side: Side, f: (e: TimelineEvent) => boolean) => events.filter((e) => e.side === side && e.type !== 'shootout' && f(e)).length;
  const length = input.extraTime ? 4 / 3 : 1;
  const homePossession = clamp(50 + (strength.home - strength.away) * 0.35 + rng.normal(0, 5), 28, 72);
  const possession = { home: homePossession, away: 100 - homePossession };

  const credited = (s: Side) => count(s, (e) => e.type === 'goal');
  const byOwnPlayers = (s: Side) => count(s, (e) => e.type === 'goal' && e.detail !== 'own_goal');
  // Saves each keeper makes = the other side's shots on target that were not goals.
  const savesAgainst = {} as Record<Side, number>;
  for (const s of SIDES) {
    const penaltiesSaved = count(s, (e) => e.type === 'missed_penalty' && e.detail === 'saved');
    const base = rng.poisson((1.2 + 1.6 * expected[s]) * length, 14) + penaltiesSaved;
    // Shots on target = goals by own players + saved shots; never fewer than the goals credited.
    savesAgainst[s] = Math.max(base, credited(s) - byOwnPlayers(s));
  }

  return SIDES.map((s): TeamStatsRow => {
    const onTarget = byOwnPlayers(s) + savesAgainst[s];
    const offTarget = rng.poisson((3 + 3 * expected[s]) * length, 20) + count(s, (e) => e.type === 'missed_penalty' && e.detail === 'missed');
    const yellow = count(s, (e) => e.type === 'card' && (e.detail === 'yellow' || e.detail === 'second_yellow'));
    const red = count(s, (e) => e.type === 'card' && (e.detail === 'red' || e.detail === 'second_yellow'));
    const passes = clamp((possession[s] * 9.4 + rng.normal(0, 35)) * length, 180, 1200);
    return {
      match_id: input.matchId,
      team_id: input.teamIds[s],
      possession: possession[s],
      shots: onTarget + offTarget,
      shots_on_target: onTarget,
      corners: rng.poisson((2.5 + 1.8 * expected[s]) * length, 18),
      fouls: Math.max(yellow + red, rng.poisson(11 * length, 30)),
      offsides: input.noOffsides ? null : rng.poisson(1.7 * length, 9),
      yellow_cards: yellow,
      red_cards: red,
      saves: savesAgainst[other(s)],
      passes,
      pass_accuracy: clamp(72 + (possession[s] - 50) * 0.45 + (strength[s] - 65) * 0.12 + rng.normal(0, 3), 58, 93),
    };
  });
}
