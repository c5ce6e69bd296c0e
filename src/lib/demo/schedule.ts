/**
 * Kick-off times and venues for all 104 matches, fixed before a ball is kicked: three group rounds
 * over 17 days (the last round's two matches of a group kick off together), then the knockout
 * rounds, finishing with the third-place match and the final on the last two days.
 */
import type { VenueRow } from '../../schemas/content/index.ts';
import { addDays, localHour, utcKickOff } from './dates.ts';
import type { Rng } from './prng.ts';
import {
  FINAL, QUARTER_FINAL, ROUND_OF_16, ROUND_OF_32, SEMI_FINAL, THIRD_PLACE, type KnockoutStage,
} from './stages.ts';

export interface Slot {
  kickoff: string;
  venueId: string;
}

export interface SeasonSchedule {
  /** [round][fixture]: 24 slots per round, groups A..L, two fixtures each. */
  groupRounds: Slot[][];
  knockout: Record<KnockoutStage, Slot[]>;
}

/** UTC kick-off times for a day with n matches. */
const TIMES: Record<number, string[]> = {
  1: ['20:00'],
  2: ['17:00', '21:00'],
  3: ['15:00', '18:00', '21:00'],
  4: ['13:00', '16:00', '19:00', '22:00'],
  5: ['12:00', '15:00', '18:00', '21:00', '23:30'],
};

/** Group rounds: matches per day (rounds 1-2), simultaneous pairs per day (round 3). Day 0 = opening day. */
const GROUP_DAYS: { first: number; perDay: number[]; pairs: boolean }[] = [
  { first: 0, perDay: [2, 4, 4, 4, 5, 5], pairs: false },
  { first: 6, perDay: [4, 4, 4, 4, 4, 4], pairs: false },
  { first: 12, perDay: [3, 3, 2, 2, 2], pairs: true },
];

const KNOCKOUT_DAYS: Record<KnockoutStage, { days: number[]; perDay: number[] }> = {
  [ROUND_OF_32]: { days: [17, 18, 19, 20, 21, 22], perDay: [2, 3, 3, 3, 3, 2] },
  [ROUND_OF_16]: { days: [23, 24, 25, 26], perDay: [2, 2, 2, 2] },
  [QUARTER_FINAL]: { days: [28, 29, 30], perDay: [2, 1, 1] },
  [SEMI_FINAL]: { days: [33, 34], perDay: [1, 1] },
  [THIRD_PLACE]: { days: [37], perDay: [1] },
  [FINAL]: { days: [38], perDay: [1] },
};

/** Last day of the tournament, counted from the opening day. */
export const TOURNAMENT_DAYS = 39;

/**
 * The day the demo is published, counted from the opening day: the semi-finals are played (days
 * 33-34, the last ending before midnight UTC), the third-place match (day 37) and the final (day 38)
 * are ahead, and no match is played on it or the next day.
 */
export const PUBLICATION_DAY = 35;

/** How long after its kick-off a match counts as played: 90 minutes, half time, stoppage time, extra time and a shoot-out. */
export const MATCH_SPAN_MS = 3 * 3_600_000;

/** Local kick-off must fall between 12:00 and 21:59 at the venue. */
const EARLIEST = 12;
const LATEST = 22;

export function buildSchedule(rng: Rng, venues: readonly VenueRow[], openingDay: string): SeasonSchedule {
  const lastDay = new Map<string, number>();
  const uses = new Map<string, number>(venues.map((v) => [v.id, 0]));

  function venueFor(kickoff: string, day: number, taken: Set<string>, largest = false): string {
    const fits = venues.filter((v) => !taken.has(v.id) && localHour(kickoff, v.timezone) >= EARLIEST && localHour(kickoff, v.timezone) < LATEST);
    const rested = (gap: number) => fits.filter((v) => (lastDay.get(v.id) ?? -99) <= day - gap);
    let pool = rested(3);
    if (pool.length === 0) pool = rested(2);
    if (pool.length === 0) pool = rested(1);
    if (pool.length === 0) pool = fits;
    if (pool.length === 0) pool = venues.filter((v) => !taken.has(v.id));
    let chosen: VenueRow;
    if (largest) chosen = [...pool].sort((a, b) => (b.capacity ?? 0) - (a.capacity ?? 0))[0]!;
    else {
      const fewest = Math.min(...pool.map((v) => uses.get(v.id)!));
      chosen = rng.pick(pool.filter((v) => uses.get(v.id) === fewest));
    }
    lastDay.set(chosen.id, day);
    uses.set(chosen.id, uses.get(chosen.id)! + 1);
    taken.add(chosen.id);
    return chosen.id;
  }

  const groupRounds: Slot[][] = GROUP_DAYS.map(({ first, perDay, pairs }) => {
    const slots: Slot[] = [];
    perDay.forEach((count, i) => {
      const day = first + i;
      const date = addDays(openingDay, day);
      const taken = new Set<string>();
      for (const time of TIMES[count]!) {
        const kickoff = utcKickOff(date, time);
        for (let k = 0; k < (pairs ? 2 : 1); k++) slots.push({ kickoff, venueId: venueFor(kickoff, day, taken) });
      }
    });
    return slots;
  });

  const knockout = {} as Record<KnockoutStage, Slot[]>;
  for (const [stage, { days, perDay }] of Object.entries(KNOCKOUT_DAYS) as [KnockoutStage, (typeof KNOCKOUT_DAYS)[KnockoutStage]][]) {
    const big = stage === FINAL;
    knockout[stage] = days.flatMap((day, i) => {
      const date = addDays(openingDay, day);
      const taken = new Set<string>();
      return TIMES[perDay[i]!]!.map((time) => {
        const kickoff = utcKickOff(date, time);
        return { kickoff, venueId: venueFor(kickoff, day, taken, big) };
      });
    });
  }
  return { groupRounds, knockout };
}
