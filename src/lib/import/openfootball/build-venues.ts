/**
 * Venues from the stadiums file. A stadium's `timezone` is a fixed offset (`UTC-7`): it becomes the
 * fixed-offset IANA zone `Etc/GMT+7` (POSIX sign, inverted), the zone that is honestly known.
 * Its `cc` (ISO alpha-2) is tied to a team's FIFA code through the teams' flag emoji. The city is
 * published without openfootball's disambiguation key (`Moscow (1)` → `Moscow`).
 */
import type { VenueRow } from '../../../schemas/content/index.ts';
import { SourceError, type JsonSource, type SrcMatch, type SrcStadium } from './json-source.ts';
import { fixedOffsetZone, formatUtcOffset, parseLocalTime, parseUtcOffset, zoneOffsetAt } from './kickoff-time.ts';
import { venueId } from './ids.ts';
import { nameKey } from './text-keys.ts';
import { note, warn, type ImportReport } from './report.ts';

/** The UTC offset (minutes east) the sources write with a match's kick-off; null when none does. */
export type OffsetOf = (m: SrcMatch) => number | null;

export interface VenuesBuild {
  venues: VenueRow[];
  /** Source `ground` value → venue. */
  byGround: Map<string, VenueRow>;
  /** Venue id → UTC offset in minutes (for kick-off times written without an offset). */
  offsets: Map<string, number | null>;
  /** Venue id → the IANA zone the stadiums file gives (offsets then depend on the date). */
  zones?: Map<string, string>;
}

/** A venue's UTC offset at a local date and time: its fixed offset, else its zone's; null when unknown. */
export function venueOffset(venues: VenuesBuild, venueId: string, date: string, time: string): number | null {
  const fixed = venues.offsets.get(venueId);
  if (fixed !== null && fixed !== undefined) return fixed;
  const zone = venues.zones?.get(venueId);
  return zone ? zoneOffsetAt(zone, date, time) : null;
}

/** `Moscow (1)` → `Moscow`: openfootball numbers the stadiums of one city; the number is not part of it. */
export function publishedCity(city: string): string {
  return city.replace(/\s*\(\d+\)\s*$/, '').trim() || city;
}

/** The most common of the offsets (the first seen on a tie); null for none. */
function mostCommon(offsets: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const o of offsets) counts.set(o, (counts.get(o) ?? 0) + 1);
  let best: number | null = null;
  for (const [o, n] of counts) if (best === null || n > counts.get(best)!) best = o;
  return best;
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
 * city too), in the host country (`--venue-country`, as the stadium's missing `cc`). Its time zone
 * is the UTC offset the sources write with its kick-offs (the TXT's `19:00 UTC+2`; the most common
 * one), else `timezone` (`--venue-timezone UTC-3`), else null. A host spanning countries (2002)
 * cannot be described this way: give such a year a stadiums file for exact countries.
 */
export function stadiumsFromGrounds(
  matches: SrcMatch[],
  timezone: string | null,
  offsetOf: OffsetOf = () => null,
  /** The venue the match's TXT report writes (`Comunale, Florence`), to join grounds the JSON names two ways. */
  txtVenueOf: (m: SrcMatch) => string | null = () => null,
  report: ImportReport | null = null,
  /** The country the TXT header lists for the match's venue (`JPN`), or null. */
  countryOf: (m: SrcMatch) => string | null = () => null,
): SrcStadium[] {
  const byKey = new Map<string, GroundEntry>();
  for (const m of matches) {
    // a cancelled match is not imported (build-matches.ts): its ground is no venue of the tournament
    if (!m.ground || m.status === 'canceled' || m.status === 'cancelled') continue;
    const key = nameKey(m.ground);
    let entry = byKey.get(key);
    if (!entry) {
      const comma = m.ground.lastIndexOf(',');
      const name = comma < 0 ? m.ground : m.ground.slice(0, comma).trim();
      const city = comma < 0 ? m.ground : m.ground.slice(comma + 1).trim();
      entry = { ground: m.ground, stadium: { name, city, timezone, cc: null, capacity: null }, offsets: [], matches: [] };
      byKey.set(key, entry);
    }
    entry.matches.push(m);
    const o = offsetOf(m);
    if (o !== null) entry.offsets.push(o);
  }
  const entries = joinGroundsNamedTwice([...byKey.values()], txtVenueOf, report);
  for (const { stadium, offsets, matches: played } of entries) {
    const o = mostCommon(offsets);
    if (o !== null) stadium.timezone = formatUtcOffset(o);
    // the country the TXT header lists for the venue of its matches (2002: Japan's and Korea's venues)
    const countries = new Set(played.map(countryOf).filter((c): c is string => c !== null));
    if (countries.size === 1) stadium.cc = [...countries][0]!;
    else if (countries.size > 1 && report) warn(report, 'source_conflict', `venue "${stadium.name}, ${stadium.city}": the TXT header lists its matches' venues in ${[...countries].join(' and ')}; the host country is used`, { conflict: 'venue' });
  }
  return entries.map((e) => e.stadium);
}

interface GroundEntry {
  ground: string;
  stadium: SrcStadium;
  offsets: number[];
  matches: SrcMatch[];
}

/**
 * One stadium the JSON names two ways (1990: `Stadio Comunale, Florence` and `Stadio Artemio
 * Franchi, Florence`; 1978: `Estadio Chateau Carreras` and `Estadio Olímpico Chateau Carreras`,
 * Córdoba): grounds in one city whose every match the TXT report places at one and the same venue
 * are one venue, named as the ground of most matches (the JSON's name), the others its aliases;
 * reported once (`source_conflict`, `venue`).
 */
function joinGroundsNamedTwice(entries: GroundEntry[], txtVenueOf: (m: SrcMatch) => string | null, report: ImportReport | null): GroundEntry[] {
  const groups = new Map<string, GroundEntry[]>();
  for (const e of entries) {
    const texts = new Set(e.matches.map((m) => txtVenueOf(m)));
    const [text] = [...texts];
    if (texts.size !== 1 || !text) continue;
    const key = `${nameKey(e.stadium.city)}\u0000${nameKey(text)}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const dropped = new Set<GroundEntry>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const [keep, ...others] = [...group].sort((a, b) => b.matches.length - a.matches.length || entries.indexOf(a) - entries.indexOf(b));
    const named = [keep!, ...others].map((e) => `"${e.ground}" (${e.matches.length === 1 ? '1 match' : `${e.matches.length} matches`})`);
    keep!.stadium.grounds = [...(keep!.stadium.grounds ?? []), ...others.map((o) => o.ground)];
    for (const o of others) {
      keep!.offsets.push(...o.offsets);
      keep!.matches.push(...o.matches);
      dropped.add(o);
    }
    if (report)
      note(report, 'source_conflict', `venue: the JSON names one ground ${named.length} ways, ${named.join(' and ')}, where the TXT has "${txtVenueOf(keep!.matches[0]!)}" for every match: one venue, "${keep!.ground}"`, { conflict: 'venue' });
  }
  return entries.filter((e) => !dropped.has(e));
}

export interface VenueOptions {
  venueCountry: string | null;
  venueTimezone: string | null;
}

/**
 * The venues of a tournament: from the stadiums file, else from the matches' grounds
 * (`stadiumsFromGrounds`), which needs the host (`--venue-country`) and, for grounds whose
 * kick-offs no source writes with a UTC offset, `--venue-timezone`. Throws SourceError naming
 * the option that is missing.
 */
export function sourceVenues(
  json: JsonSource,
  opts: VenueOptions,
  byIsoCountry: Map<string, string>,
  teamCodes: Set<string>,
  offsetOf: OffsetOf,
  report: ImportReport,
  txtVenueOf: (m: SrcMatch) => string | null = () => null,
  /** The country the TXT header's venue list gives the match's venue (`JPN`), or null. */
  txtCountryOf: (m: SrcMatch) => string | null = () => null,
): VenuesBuild {
  if (opts.venueTimezone && parseUtcOffset(opts.venueTimezone) === null) throw new SourceError(`--venue-timezone ${opts.venueTimezone} is not a UTC offset like UTC-3 or UTC+5:30`);
  let stadiums = json.stadiums;
  if (!stadiums) {
    stadiums = stadiumsFromGrounds(json.matches, null, offsetOf, txtVenueOf, report, txtCountryOf);
    // a listed country that is no team or country of the tournament cannot be written: the host is used
    for (const s of stadiums)
      if (s.cc !== null && !teamCodes.has(s.cc)) {
        note(report, 'missing_data', `venue "${s.name}, ${s.city}": the TXT header lists it in ${s.cc}, which is not a team of the tournament; placed in ${opts.venueCountry ?? 'the host country'}`);
        s.cc = null;
      }
    const listed = stadiums.filter((s) => s.cc !== null && s.cc !== opts.venueCountry);
    if (listed.length > 0)
      note(report, 'missing_data', `${listed.length} venue(s) placed in the country the TXT header lists for them, not the host ${opts.venueCountry ?? ''}: ${listed.map((s) => `${s.name} (${s.cc})`).join(', ')}`);
    const unzoned = stadiums.filter((s) => s.timezone === null);
    const noOffset = stadiums.length === 0 && json.matches.some((m) => offsetOf(m) === null);
    const needZone = (unzoned.length > 0 || noOffset) && !opts.venueTimezone;
    const needCountry = !opts.venueCountry && stadiums.some((s) => s.cc === null);
    if (needZone || needCountry) {
      const give = needZone && needCountry ? '--venue-country and --venue-timezone (e.g. --venue-country URU --venue-timezone UTC-3)' : needZone ? '--venue-timezone (e.g. --venue-timezone UTC-3)' : "--venue-country (the host's team code, e.g. --venue-country URU)";
      const which = needZone && unzoned.length > 0 && unzoned.length < stadiums.length ? `; no source gives the UTC offset of the kick-offs at ${unzoned.map((s) => s.name).slice(0, 3).join(', ')}${unzoned.length > 3 ? ', …' : ''}` : '';
      throw new SourceError(`there is no stadiums file; give ${give} to build the venues from the matches' grounds${which}`);
    }
    for (const s of unzoned) s.timezone = opts.venueTimezone;
    const sourced = stadiums.filter((s) => !unzoned.includes(s));
    if (stadiums.length === 0) note(report, 'missing_data', `no stadiums file and no match names its ground: matches are imported without a venue${opts.venueTimezone ? `, kick-off times without an offset read at ${opts.venueTimezone}` : ''}`);
    else
      note(report, 'missing_data', `no stadiums file: ${stadiums.length} venues built from the matches' grounds, in ${[...new Set(stadiums.map((s) => s.cc ?? opts.venueCountry))].join(', ')}; time zones: ${sourced.length} from the UTC offsets the sources write with their kick-offs${unzoned.length > 0 ? `, ${unzoned.length} at --venue-timezone ${opts.venueTimezone}` : ''}`);
    const other = opts.venueTimezone ? sourced.filter((s) => parseUtcOffset(s.timezone!) !== parseUtcOffset(opts.venueTimezone!)) : [];
    if (other.length > 0)
      note(report, 'missing_data', `--venue-timezone ${opts.venueTimezone} is not used for ${other.length} venue(s) whose kick-offs the sources write at another UTC offset (${[...new Set(other.map((s) => s.timezone))].join(', ')}); the sources' offset is used`);
  }
  return buildVenues(stadiums, json.matches, byIsoCountry, teamCodes, report, opts.venueCountry, offsetOf);
}

export function buildVenues(
  stadiums: SrcStadium[] | null,
  matches: SrcMatch[],
  byIsoCountry: Map<string, string>,
  teamCodes: Set<string>,
  report: ImportReport,
  defaultCountry: string | null = null,
  offsetOf: OffsetOf = (m) => (m.time ? parseLocalTime(m.time)?.offset ?? null : null),
): VenuesBuild {
  if (!stadiums) throw new SourceError('the stadiums file is needed for venues (name, city, country, time zone)');
  const venues: VenueRow[] = [];
  const byKey = new Map<string, VenueRow>();
  const offsets = new Map<string, number | null>();
  const zones = new Map<string, string>();
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
        .map(offsetOf)
        .filter((o): o is number => typeof o === 'number');
      offset = mostCommon(seen);
    }
    if (!timezone && offset !== null) timezone = fixedOffsetZone(offset);
    if (!timezone) {
      warn(report, 'missing_data', `stadium "${s.name}": time zone "${s.timezone ?? ''}" has no IANA equivalent; Etc/UTC used`);
      timezone = 'Etc/UTC';
    }
    const venue: VenueRow = { id: venueId(s.name, taken), name: s.name, city: publishedCity(s.city), country_code: country, timezone, capacity: s.capacity };
    venues.push(venue);
    offsets.set(venue.id, offset);
    if (offset === null && timezone === s.timezone) zones.set(venue.id, timezone); // an IANA zone of the stadiums file
    // a name with another in brackets (2018: "Otkritie Arena (Spartak Stadium)") is known by either
    const bracketed = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(s.name);
    const aliases = bracketed ? [bracketed[1]!, bracketed[2]!] : [];
    // "Name, City" first: two grounds of one name in different cities (1974: Olympiastadion in West Berlin and München) stay apart
    for (const key of [nameKey(`${s.name}, ${s.city}`), ...(s.grounds ?? []).map(nameKey), nameKey(s.city), nameKey(s.name), ...aliases.map(nameKey)]) if (!byKey.has(key)) byKey.set(key, venue);
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
  return { venues, byGround, offsets, zones };
}
