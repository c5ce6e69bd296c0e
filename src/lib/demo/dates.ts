/** Calendar arithmetic on UTC days, with no clock: dates in, dates out. */

const DAY_MS = 86_400_000;

/** Milliseconds of 00:00 UTC on `YYYY-MM-DD`. */
export function dayMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** `YYYY-MM-DD` of a UTC instant. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` `days` after `date`. */
export function addDays(date: string, days: number): string {
  return isoDay(dayMs(date) + days * DAY_MS);
}

/** `YYYY-MM-DDTHH:MM:00Z` for a day and an `HH:MM` UTC time. */
export function utcKickOff(date: string, time: string): string {
  return `${date}T${time}:00Z`;
}

/** Local hour (0-23, fractional minutes) of a UTC instant in an IANA time zone. */
export function localHour(utc: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(utc));
  const h = Number(parts.find((p) => p.type === 'hour')!.value);
  const m = Number(parts.find((p) => p.type === 'minute')!.value);
  return h + m / 60;
}

export { DAY_MS };
