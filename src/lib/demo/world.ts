/**
 * The demo world: 48 invented nations with their countries and venues, and each nation's squad
 * year by year from `firstYear`. Everything derives from the seed and the first year; squads of a
 * year depend only on them and the years before it.
 */
import type { CountryRow, PlayerRow, VenueRow } from '../../schemas/content/index.ts';
import { NATION_POOL } from './nation-pool.ts';
import { newRegistry, type PlayerRegistry } from './players.ts';
import { stream } from './prng.ts';
import { slugify } from '../text/slug.ts';
import { buildSquad } from './squads.ts';
import type { Nation, Squad } from './types.ts';
import { VENUE_POOL } from './venue-pool.ts';

export const NATION_COUNT = 48;

export interface World {
  seed: number;
  firstYear: number;
  /** The 48 nations, ordered by code. */
  nations: Nation[];
  countries: CountryRow[];
  venues: VenueRow[];
  /** Squads of `year` by nation code (years from `firstYear` on). */
  squads(year: number): Map<string, Squad>;
  /** Every player created so far, in creation order. */
  players(): PlayerRow[];
}

/** The nominal call-up day of `year` (29 October), used for ages and captains whatever the season's calendar. */
export function referenceDate(year: number): string {
  return `${year}-10-29`;
}

export function createWorld(seed: number, firstYear: number): World {
  const rng = stream(seed, 'world:nations');
  const hosts = NATION_POOL.filter((n) => n.host);
  const others = rng.shuffle(NATION_POOL.filter((n) => !n.host)).slice(0, NATION_COUNT - hosts.length);
  const nations: Nation[] = [...hosts, ...others]
    .map((n) => ({ code: n.code, name: n.name, culture: n.culture, host: n.host === true, teamId: `team_${n.code.toLowerCase()}` }))
    .sort((a, b) => (a.code < b.code ? -1 : 1));
  const strength = new Map(nations.map((n) => [n.code, Math.max(40, Math.min(92, Math.round(rng.normal(66, 12)) + (n.host ? 4 : 0)))]));

  const countries: CountryRow[] = nations.map((n) => ({ code: n.code, name: n.name }));
  const venues: VenueRow[] = VENUE_POOL.map((v) => ({
    id: `venue_${slugify(v.city)}`,
    name: v.name,
    city: v.city,
    country_code: v.host,
    timezone: v.timezone,
    capacity: v.capacity,
  }));

  const registry: PlayerRegistry = newRegistry();
  const created: PlayerRow[] = [];
  const byYear = new Map<number, Map<string, Squad>>();
  const seenPlayers = new Set<string>();

  function squads(year: number): Map<string, Squad> {
    if (year < firstYear) throw new Error(`no squads before ${firstYear}`);
    const known = byYear.get(year);
    if (known) return known;
    const previous = year > firstYear ? squads(year - 1) : undefined;
    const result = new Map<string, Squad>();
    for (const nation of nations) {
      const r = stream(seed, `squad:${nation.code}:${year}`);
      const before = previous?.get(nation.code);
      const s = before ? Math.max(35, Math.min(95, Math.round(before.strength + r.normal(0, 3)))) : strength.get(nation.code)!;
      const squad = buildSquad(r, registry, { nation, strength: s, referenceDate: referenceDate(year), previous: before });
      for (const m of squad.members) {
        if (!seenPlayers.has(m.player.row.id)) {
          seenPlayers.add(m.player.row.id);
          created.push(m.player.row);
        }
      }
      result.set(nation.code, squad);
    }
    byYear.set(year, result);
    return result;
  }

  return { seed, firstYear, nations, countries, venues, squads, players: () => [...created] };
}
