/** Invented players: names, IDs, birth dates and heights. */
import type { Position } from '../../schemas/content/index.ts';
import { addDays } from './dates.ts';
import { NAME_CULTURES } from './name-cultures.ts';
import type { Rng } from './prng.ts';
import type { DemoPlayer, Nation } from './types.ts';

/** Share of players whose birth date / height the "source" does not know (published as empty cells). */
export const UNKNOWN_BIRTH_DATE_RATE = 0.015;
export const UNKNOWN_HEIGHT_RATE = 0.025;

const HEIGHT: Record<Position, [mean: number, sd: number]> = {
  Goalkeeper: [190, 4],
  Defender: [184, 5],
  Midfielder: [177, 5],
  Forward: [180, 6],
};

/** IDs and names already taken, shared by every player the world creates. */
export interface PlayerRegistry {
  ids: Set<string>;
  /** Full names per nation code: two team-mates never share a name. */
  names: Map<string, Set<string>>;
}

export function newRegistry(): PlayerRegistry {
  return { ids: new Set(), names: new Map() };
}

function firstLetter(s: string): string {
  return Array.from(s)[0]!;
}

function inventName(rng: Rng, nation: Nation, registry: PlayerRegistry): { first: string; last: string } {
  const culture = NAME_CULTURES[nation.culture];
  let taken = registry.names.get(nation.code);
  if (!taken) registry.names.set(nation.code, (taken = new Set()));
  for (let attempt = 0; ; attempt++) {
    const first = rng.pick(culture.given);
    let last = rng.pick(culture.roots) + rng.pick(culture.endings);
    // A double family name now and then (Iberian and Lusophone style), after many clashes always.
    if ((nation.culture === 'iberian' || nation.culture === 'lusophone') && rng.chance(0.06)) last += ` ${rng.pick(culture.roots)}${rng.pick(culture.endings)}`;
    if (attempt > 50) last += ` ${rng.pick(culture.roots)}${rng.pick(culture.endings)}`;
    const full = `${first} ${last}`;
    if (!taken.has(full)) {
      taken.add(full);
      return { first, last };
    }
  }
}

/** A new opaque player ID, `player_` + 8 base-36 characters, never handed out twice. */
function newId(rng: Rng, registry: PlayerRegistry): string {
  for (;;) {
    const id = `player_${rng.base36(8)}`;
    if (!registry.ids.has(id)) {
      registry.ids.add(id);
      return id;
    }
  }
}

export interface NewPlayerSpec {
  nation: Nation;
  position: Position;
  /** Age range on `referenceDate`. */
  minAge: number;
  maxAge: number;
  /** Usually the tournament's opening day. */
  referenceDate: string;
  /** Mean ability (the nation's strength). */
  level: number;
}

export function createPlayer(rng: Rng, registry: PlayerRegistry, spec: NewPlayerSpec): DemoPlayer {
  const id = newId(rng, registry);
  const { first, last } = inventName(rng, spec.nation, registry);
  const ageDays = rng.int(spec.minAge * 365 + 10, spec.maxAge * 365 + 350);
  const birth = addDays(spec.referenceDate, -ageDays);
  const [mean, sd] = HEIGHT[spec.position];
  const height = Math.max(160, Math.min(204, Math.round(rng.normal(mean, sd))));
  const ability = Math.max(40, Math.min(99, Math.round(rng.normal(spec.level, 7))));
  return {
    position: spec.position,
    ability,
    row: {
      id,
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      short_name: `${firstLetter(first)}. ${last}`,
      position: spec.position,
      date_of_birth: rng.chance(UNKNOWN_BIRTH_DATE_RATE) ? null : birth,
      country_code: spec.nation.code,
      height_cm: rng.chance(UNKNOWN_HEIGHT_RATE) ? null : height,
    },
  };
}

/** Whole years of age on `date` (`YYYY-MM-DD`); 27 when the birth date is unknown. */
export function ageOn(player: DemoPlayer, date: string): number {
  const dob = player.row.date_of_birth;
  if (!dob) return 27;
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ry, rm, rd] = date.split('-').map(Number) as [number, number, number];
  return ry - y - (rm < m || (rm === m && rd < d) ? 1 : 0);
}
