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
