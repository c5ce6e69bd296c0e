/**
 * A nation's 26-man squad for one year. The first year is all new players; later years keep most of
 * the previous squad (a year older, a little better or worse) and call up young players for those
 * who retire or lose their place.
 */
import type { Position } from '../../schemas/content/index.ts';
import { pickFormation } from './formations.ts';
import { ageOn, createPlayer, type PlayerRegistry } from './players.ts';
import type { Rng } from './prng.ts';
import type { Nation, Squad, SquadMember } from './types.ts';

export const SQUAD_SHAPE: readonly [Position, number][] = [
  ['Goalkeeper', 3],
  ['Defender', 8],
  ['Midfielder', 8],
  ['Forward', 7],
];
export const SQUAD_SIZE = 26;

const POSITION_ORDER: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Forward: 3 };

/** Shirt numbers by role: the usual starters wear 1-11, the reserve keepers 12 and 23. */
const CLASSIC_NUMBERS: Record<Position, number[]> = {
  Goalkeeper: [1, 12, 23],
  Defender: [2, 3, 4, 5],
  Midfielder: [6, 8, 10],
  Forward: [7, 9, 11],
};

function byPositionThenAbility(a: SquadMember, b: SquadMember): number {
  return (
    POSITION_ORDER[a.player.position] - POSITION_ORDER[b.player.position] ||
    b.ability - a.ability ||
    (a.player.row.id < b.player.row.id ? -1 : 1)
  );
}

function assignNumbers(rng: Rng, members: SquadMember[]): void {
  const used = new Set<number>();
  const rest: SquadMember[] = [];
  for (const [position] of SQUAD_SHAPE) {
    const group = members.filter((m) => m.player.position === position);
    group.forEach((m, i) => {
      const n = CLASSIC_NUMBERS[position][i];
      if (n === undefined) rest.push(m);
      else {
        m.jersey = n;
        used.add(n);
      }
    });
  }
  const free = rng.shuffle(Array.from({ length: SQUAD_SIZE }, (_, i) => i + 1).filter((n) => !used.has(n)));
  rest.forEach((m, i) => (m.jersey = free[i]!));
}

function pickCaptain(members: SquadMember[], referenceDate: string): string {
  // The most experienced of the usual starters: first keeper, four defenders, three midfielders, two forwards.
  const regulars = [
    ...members.filter((m) => m.player.position === 'Goalkeeper').slice(0, 1),
    ...members.filter((m) => m.player.position === 'Defender').slice(0, 4),
    ...members.filter((m) => m.player.position === 'Midfielder').slice(0, 3),
    ...members.filter((m) => m.player.position === 'Forward').slice(0, 2),
  ];
  regulars.sort((a, b) => ageOn(b.player, referenceDate) - ageOn(a.player, referenceDate) || b.ability - a.ability);
  return regulars[0]!.player.row.id;
}

export interface SquadSpec {
  nation: Nation;
  strength: number;
  /** Ages and call-ups are computed on this day (the tournament's opening day). */
  referenceDate: string;
  previous?: Squad;
}

export function buildSquad(rng: Rng, registry: PlayerRegistry, spec: SquadSpec): Squad {
  const { nation, strength, referenceDate, previous } = spec;
  const members: SquadMember[] = [];
  if (previous) {
    for (const m of previous.members) {
      const age = ageOn(m.player, referenceDate);
      const leaves = age >= 34 ? 0.9 : age >= 32 ? 0.65 : age >= 30 ? 0.48 : 0.38;
      if (rng.chance(leaves)) continue;
      const drift = age < 24 ? rng.int(0, 4) : age > 30 ? -rng.int(0, 4) : rng.int(-2, 2);
      members.push({ player: m.player, jersey: 0, ability: Math.max(40, Math.min(99, m.ability + drift)) });
    }
  }
  for (const [position, count] of SQUAD_SHAPE) {
    const have = members.filter((m) => m.player.position === position).length;
    for (let i = have; i < count; i++) {
      const player = createPlayer(rng, registry, {
        nation,
        position,
        minAge: previous ? 18 : 19,
        maxAge: previous ? 24 : 34,
        referenceDate,
        level: previous ? strength - 4 : strength,
      });
      members.push({ player, jersey: 0, ability: player.ability });
    }
  }
  members.sort(byPositionThenAbility);
  assignNumbers(rng, members);
  const formation = previous && rng.chance(0.7) ? previous.formation : pickFormation(rng);
  return { nation, strength, formation, members, captainId: pickCaptain(members, referenceDate) };
}
