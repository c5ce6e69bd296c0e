/**
 * Kick-off times for the site. Pages are static, so the HTML states the venue's local time with its
 * zone in match lists (UTC where there is no venue) and the UTC time on the match page; a small
 * script (components/LocalTimes.astro) then rewrites `<time data-kick>` elements into the fan's own
 * time zone, and a list gives the venue's local time beside it when the two differ (`offset`). A
 * time is never shown without its zone.
 * A match whose kick-off time the sources do not know (`start_time_tbd`) shows its date only: the
 * day at the venue (`scheduled_at` is noon there), never a clock.
 */

/** `YYYY-MM-DD` of an ISO instant, in UTC (the API's day). */
export function utcDay(iso: string): string {
  return iso.slice(0, 10);
}

const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(key: string, opts: Intl.DateTimeFormatOptions, locale = 'en-GB'): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, opts);
    cache.set(key, f);
  }
  return f;
}

/** Joins the named parts of a formatted date with spaces (no locale punctuation, stable across ICU versions). */
function parts(key: string, opts: Intl.DateTimeFormatOptions, day: string, order: Intl.DateTimeFormatPartTypes[]): string {
  const ps = fmt(key, { timeZone: 'UTC', ...opts }).formatToParts(new Date(`${day}T12:00:00Z`));
  return order.map((t) => ps.find((p) => p.type === t)?.value ?? '').filter(Boolean).join(' ');
}

/** `Thursday 29 October 2026` for a `YYYY-MM-DD` day. */
export function formatDay(day: string): string {
  return parts('day', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, day, ['weekday', 'day', 'month', 'year']);
}

/** `Thu 29 Oct` for a `YYYY-MM-DD` day. */
export function formatShortDay(day: string): string {
  return parts('sday', { weekday: 'short', day: 'numeric', month: 'short' }, day, ['weekday', 'day', 'month']);
}

/** `29 Oct 2026` for a `YYYY-MM-DD` date. */
export function formatDate(day: string): string {
  return parts('date', { day: 'numeric', month: 'short', year: 'numeric' }, day, ['day', 'month', 'year']);
}

/** 24-hour `HH:MM` of an instant in a time zone. */
export function formatClock(iso: string, timeZone: string): string {
  return fmt(`clock:${timeZone}`, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The day `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  const ps = fmt(`ymd:${timeZone}`, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (t: string) => ps.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Minutes a time zone is ahead of UTC at an instant (`-300` for CDT). */
export function zoneOffset(iso: string, timeZone: string): number {
  const ps = fmt(`offset:${timeZone}`, { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }, 'en-US').formatToParts(new Date(iso));
  const get = (t: string) => Number(ps.find((p) => p.type === t)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(Date.parse(iso) / 60_000) * 60_000) / 60_000);
}

/** Short zone name at that instant, e.g. `CST`, `GMT+1`, `UTC`. */
export function zoneName(iso: string, timeZone: string): string {
  const ps = fmt(`zone:${timeZone}`, { timeZone, timeZoneName: 'short' }, 'en-US').formatToParts(new Date(iso));
  return ps.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

export interface Kickoff {
  /** ISO instant for `<time datetime>`. */
  iso: string;
  /** false when the sources do not know the kick-off time (`start_time_tbd`): show `localDay` only. */
  timeKnown: boolean;
  /** The match day at the venue, `YYYY-MM-DD`. */
  localDay: string;
  /** UTC day of kick-off. */
  utcDay: string;
  /** `17:00` */
  utcClock: string;
  /** Venue-local `11:00`, with ` (Thu 29 Oct)` style day when it differs from the UTC day. */
  localClock: string;
  /** Venue-local `11:00`, no day. */
  localTime: string;
  /** Minutes the venue's zone is ahead of UTC at kick-off (the script compares it with the fan's). */
  offset: number;
  /** Venue-local zone name, e.g. `CST`. */
  localZone: string;
  /** The venue's IANA zone. */
  timeZone: string;
  /** Whole sentence used as a tooltip and text alternative. */
  full: string;
}

/** The kick-off of a match at a venue; `timeKnown` false (`start_time_tbd`) for a day without a known time. */
export function kickoff(iso: string, venueTimeZone: string, timeKnown = true): Kickoff {
  const day = utcDay(iso);
  const localDay = dayIn(iso, venueTimeZone);
  const utcClock = formatClock(iso, 'UTC');
  const local = formatClock(iso, venueTimeZone);
  const localClock = localDay === day ? local : `${local} (${formatShortDay(localDay)})`;
  const localZone = zoneName(iso, venueTimeZone);
  return {
    iso, timeKnown, localDay, utcDay: day, utcClock, localClock, localTime: local, offset: zoneOffset(iso, venueTimeZone), localZone, timeZone: venueTimeZone,
    full: timeKnown ? `${formatDay(day)}, ${utcClock} UTC; ${localClock} ${localZone} at the venue` : `${formatDay(localDay)}; kick-off time not known`,
  };
}
