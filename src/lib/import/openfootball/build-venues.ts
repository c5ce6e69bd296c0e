/**
 * Venues from the stadiums file. A stadium's `timezone` is a fixed offset (`UTC-7`): it becomes the
 * fixed-offset IANA zone `Etc/GMT+7` (POSIX sign, inverted), the zone that is honestly known.
 * Its `cc` (ISO alpha-2) is tied to a team's FIFA code through the teams' flag emoji.
 */
import type { VenueRow } from '../../../schemas/content/index.ts';
import { SourceError, type SrcMatch, type SrcStadium } from './json-source.ts';
import { fixedOffsetZone, parseLocalTime, parseUtcOffset } from './kickoff-time.ts';
import { venueId } from './ids.ts';
import { nameKey } from './text-keys.ts';
import { warn, type ImportReport } from './report.ts';

export interface VenuesBuild {
  venues: VenueRow[];
  /** Source `ground` value → venue. */
  byGround: Map<string, VenueRow>;
  /** Venue id → UTC offset in minutes (for kick-off times written without an offset). */
  offsets: Map<string, number | null>;
}

function isIanaZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Without a stadiums file (most years before 2014): one stadium per distinct `ground` of the
 * matches, written `Stadium, City` (`Estadio Centenario, Montevideo`; no comma: the name is the
 * city too), in the host country (`--venue-country`, as the stadium's missing `cc`) and the time
 * zone given (`--venue-timezone UTC-3`). A host spanning countries or time zones (2002, 1994)
 * cannot be described this way: give those a stadiums file.
 */
export function stadiumsFromGrounds(matches: SrcMatch[], timezone: string): SrcStadium[] {
  const out: SrcStadium[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    if (!m.ground || seen.has(nameKey(m.ground))) continue;
    seen.add(nameKey(m.ground));
    const comma = m.ground.lastIndexOf(',');
    const name = comma < 0 ? m.ground : m.ground.slice(0, comma).trim();
    const city = comma < 0 ? m.ground : m.ground.slice(comma + 1).trim();
    out.push({ name, city, timezone, cc: null, capacity: null });
  }
  return out;
}

export function buildVenues(
  stadiums: SrcStadium[] | null,
  matches: SrcMatch[],
  byIsoCountry: Map<string, string>,
  teamCodes: Set<string>,
  report: ImportReport,
  defaultCountry: string | null = null,
): VenuesBuild {
  if (!stadiums) throw new SourceError('the stadiums file is needed for venues (name, city, country, time zone)');
  const venues: VenueRow[] = [];
  const byKey = new Map<string, VenueRow>();
  const offsets = new Map<string, number | null>();
  const taken = new Set<string>();
  for (const s of stadiums) {
    const cc = s.cc ?? '';
    const country = cc.length === 3 && teamCodes.has(cc) ? cc : byIsoCountry.get(cc) ?? (s.cc === null ? defaultCountry : null);
    if (!country)
      throw new SourceError(
        s.cc === null
          ? `stadium "${s.name}" has no country ("cc"); give the host's team code with --venue-country (e.g. --venue-country QAT)`
          : `stadium "${s.name}" is in country "${s.cc}", which no team's flag identifies; countries.csv needs a three-letter code for it`,
      );
    // time zone: an IANA name as given, else the fixed offset, else the offset of its kick-offs
    let timezone: string | null = null;
    let offset: number | null = null;
    if (s.timezone && s.timezone.includes('/') && isIanaZone(s.timezone)) timezone = s.timezone;
    else if (s.timezone) offset = parseUtcOffset(s.timezone);
    if (offset === null && !timezone) {
      const seen = matches
        .filter((m) => m.ground && (nameKey(m.ground) === nameKey(s.city) || nameKey(m.ground) === nameKey(s.name)))
        .map((m) => (m.time ? parseLocalTime(m.time)?.offset : null))
        .filter((o): o is number => typeof o === 'number');
      if (seen.length > 0) offset = seen[0]!;
    }
    if (!timezone && offset !== null) timezone = fixedOffsetZone(offset);
    if (!timezone) {
      warn(report, 'missing_data', `stadium "${s.name}": time zone "${s.timezone ?? ''}" has no IANA equivalent; Etc/UTC used`);
      timezone = 'Etc/UTC';
    }
    const venue: VenueRow = { id: venueId(s.name, taken), name: s.name, city: s.city, country_code: country, timezone, capacity: s.capacity };
    venues.push(venue);
    offsets.set(venue.id, offset);
    // a name with another in brackets (2018: "Otkritie Arena (Spartak Stadium)") is known by either
    const bracketed = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(s.name);
    const aliases = bracketed ? [bracketed[1]!, bracketed[2]!] : [];
    for (const key of [nameKey(s.city), nameKey(s.name), ...aliases.map(nameKey)]) if (!byKey.has(key)) byKey.set(key, venue);
  }
  // grounds: the stadium's city (2026: "Mexico City") or name, or "Name, City" (2022: "Al Bayt Stadium, Al Khor")
  const cityKey = (city: string) => nameKey(city.replace(/\([^)]*\)/g, ''));
  const byGround = new Map<string, VenueRow>();
  for (const m of matches) {
    if (!m.ground || byGround.has(m.ground)) continue;
    let v = byKey.get(nameKey(m.ground));
    const parts = m.ground.split(',').map((p) => p.trim());
    if (!v && parts.length > 1) {
      v = byKey.get(nameKey(parts[0]!));
      if (!v) {
        const inCity = stadiums.map((s, i) => ({ s, i })).filter(({ s }) => cityKey(s.city) === nameKey(parts[parts.length - 1]!));
        if (inCity.length === 1) v = venues[inCity[0]!.i];
      }
    }
    if (v) byGround.set(m.ground, v);
  }
  return { venues, byGround, offsets };
}
