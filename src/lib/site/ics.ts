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

const NEEDS_ESCAPE = /[\\;,\r\n]/;
const PLAIN_UTC = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(s: string): string {
  // (most values have nothing to escape: one test instead of four replacements)
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** `20261029T170000Z` */
export function icsUtc(iso: string): string {
  // content's instants are written `2026-10-29T17:00:00Z`: no Date needed (a feed has 11,000 of them)
  if (PLAIN_UTC.test(iso)) return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${iso}`);
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const enc = new TextEncoder();

/** Folds one content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  // a UTF-16 code unit is at most 3 octets in UTF-8: most lines need no encoding to know they fit
  if (line.length <= 25 || (line.length <= 75 && !NON_ASCII.test(line)) || enc.encode(line).length <= 75) return line;
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
  // one string, each line folded as it is added (a feed of 11,000 events has 140,000 lines)
  let out = '';
  const add = (line: string) => {
    out += `${foldLine(line)}\r\n`;
  };
  for (const line of ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Matchday//Fan site//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']) add(line);
  add(`NAME:${escapeText(cal.name)}`);
  add(`X-WR-CALNAME:${escapeText(cal.name)}`);
  if (cal.description) {
    add(`DESCRIPTION:${escapeText(cal.description)}`);
    add(`X-WR-CALDESC:${escapeText(cal.description)}`);
  }
  for (const e of cal.events) {
    add('BEGIN:VEVENT');
    add(`UID:${e.uid}`);
    add(`DTSTAMP:${stamp}`);
    if (e.day) {
      add(`DTSTART;VALUE=DATE:${e.day.replace(/-/g, '')}`);
      add('DURATION:P1D');
    } else {
      add(`DTSTART:${icsUtc(e.start)}`);
      add(`DURATION:${duration(e.durationMinutes)}`);
    }
    add(`SUMMARY:${escapeText(e.summary)}`);
    if (e.location) add(`LOCATION:${escapeText(e.location)}`);
    if (e.description) add(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.categories?.length) add(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
    add(`STATUS:${e.status ?? 'CONFIRMED'}`);
    add('TRANSP:TRANSPARENT');
    add('END:VEVENT');
  }
  add('END:VCALENDAR');
  return out;
}
