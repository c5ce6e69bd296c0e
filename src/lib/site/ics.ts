/**
 * iCalendar (RFC 5545) writer for the calendar feeds: CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, DTSTART in UTC, stable UIDs.
 */

export interface CalendarEvent {
  /** Globally unique and stable across builds, e.g. `match_demo-2026-001@matchday`. */
  uid: string;
  /** ISO instant (UTC). */
  start: string;
  durationMinutes: number;
  /** An all-day event on this day (`YYYY-MM-DD`) instead of `start` and the duration: a kick-off time not known. */
  day?: string;
  summary: string;
  location?: string;
  description?: string;
  /** Categories (comma-joined), e.g. the stage. */
  categories?: string[];
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface Calendar {
  name: string;
  description?: string;
  /** ISO instant written as DTSTAMP of every event. */
  stamp: string;
  events: CalendarEvent[];
}

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** `20261029T170000Z` */
export function icsUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${iso}`);
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const enc = new TextEncoder();

/** Folds one content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  // a UTF-16 code unit is at most 3 octets in UTF-8: most lines need no encoding to know they fit
  if (line.length <= 25 || enc.encode(line).length <= 75) return line;
  const out: string[] = [];
  let cur = '';
  let curBytes = 0;
  let limit = 75;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const b = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (curBytes + b > limit) {
      out.push(cur);
      cur = '';
      curBytes = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    cur += ch;
    curBytes += b;
  }
  out.push(cur);
  return out.join('\r\n ');
}

function duration(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

export function buildCalendar(cal: Calendar): string {
  const stamp = icsUtc(cal.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Matchday//Fan site//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(cal.name)}`,
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...(cal.description ? [`DESCRIPTION:${escapeText(cal.description)}`, `X-WR-CALDESC:${escapeText(cal.description)}`] : []),
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      ...(e.day ? [`DTSTART;VALUE=DATE:${e.day.replace(/-/g, '')}`, 'DURATION:P1D'] : [`DTSTART:${icsUtc(e.start)}`, `DURATION:${duration(e.durationMinutes)}`]),
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.categories?.length ? [`CATEGORIES:${e.categories.map(escapeText).join(',')}`] : []),
      `STATUS:${e.status ?? 'CONFIRMED'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
