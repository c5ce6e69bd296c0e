/**
 * Kick-off times: openfootball writes local time with a fixed UTC offset (`"13:00 UTC-6"`).
 * Converted to a UTC instant; a venue's offset becomes a fixed-offset IANA zone.
 */

/** `UTC-6` → -360, `UTC+5:30` → 330, `UTC` / `GMT` → 0 (minutes east of UTC); null if not an offset. */
export function parseUtcOffset(text: string): number | null {
  const m = /^(?:UTC|GMT)\s*(?:([+-−])\s*(\d{1,2})(?::?(\d{2}))?)?$/i.exec(text.trim());
  if (!m) return null;
  if (m[1] === undefined) return 0;
  const hours = Number(m[2]);
  const minutes = m[3] === undefined ? 0 : Number(m[3]);
  if (hours > 14 || minutes >= 60) return null;
  const sign = m[1] === '+' ? 1 : -1;
  return sign * (hours * 60 + minutes);
}

export interface LocalTime {
  /** `HH:MM`. */
  time: string;
  /** Minutes east of UTC, or null when the text has no offset. */
  offset: number | null;
}

/** `"13:00 UTC-6"` → `{ time: '13:00', offset: -360 }`; `"20:45"` → offset null; null if unreadable. */
export function parseLocalTime(text: string): LocalTime | null {
  const m = /^(\d{1,2})[:.h](\d{2})\s*(.*)$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  const rest = m[3]!.trim();
  const offset = rest === '' ? null : parseUtcOffset(rest);
  if (rest !== '' && offset === null) return null;
  return { time: `${String(h).padStart(2, '0')}:${m[2]}`, offset };
}

/**
 * Local date + time at a UTC offset → `YYYY-MM-DDTHH:MM:00Z`.
 * `toUtcIso('2026-06-11', '13:00', -360)` → `2026-06-11T19:00:00Z`.
 */
export function toUtcIso(date: string, time: string, offsetMinutes: number): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const local = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const utc = new Date(local - offsetMinutes * 60_000);
  if (Number.isNaN(utc.getTime())) return null;
  return `${utc.toISOString().slice(0, 19)}Z`;
}

/**
 * The fixed-offset IANA zone for a whole-hour offset: UTC-7 → `Etc/GMT+7` (POSIX sign, inverted),
 * UTC+3 → `Etc/GMT-3`, UTC → `Etc/UTC`. Null for offsets IANA has no fixed zone for (e.g. +5:30).
 */
export function fixedOffsetZone(offsetMinutes: number): string | null {
  if (offsetMinutes === 0) return 'Etc/UTC';
  if (offsetMinutes % 60 !== 0) return null;
  const hours = offsetMinutes / 60;
  if (hours < -12 || hours > 14) return null;
  return hours < 0 ? `Etc/GMT+${-hours}` : `Etc/GMT-${hours}`;
}

/** `{ time: '19:00', offset: 120 }` → `19:00 UTC+2`; without an offset just the clock. */
export function formatLocalTime(t: LocalTime): string {
  return t.offset === null ? t.time : `${t.time} ${formatUtcOffset(t.offset)}`;
}

/** 120 → `UTC+2`, -210 → `UTC-3:30`, 0 → `UTC`. */
export function formatUtcOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * Minutes east of UTC of an IANA zone at a local date and time (`Europe/Rome`, `1990-06-09`,
 * `12:00` → 120, summer time); null for an unknown zone or date.
 */
export function zoneOffsetAt(timeZone: string, date: string, time: string): number | null {
  const guess = toUtcIso(date, time, 0);
  if (!guess) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(guess));
  } catch {
    return null;
  }
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  return parseUtcOffset(name === 'GMT' ? 'UTC' : name.replace(/^GMT/, 'UTC'));
}
