import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsUtc } from '../../src/lib/site/ics.ts';

describe('ics', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes UTC date-times', () => {
    expect(icsUtc('2026-10-29T17:00:00.000Z')).toBe('20261029T170000Z');
  });

  it('folds long lines at 75 octets without splitting UTF-8 characters (every line at most 75, none split)', () => {
    const line = `SUMMARY:${'Ñandú 中 🏆 '.repeat(30)}`; // 2-, 3- and 4-octet characters
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('builds a calendar with CRLF lines, required properties and stable UIDs', () => {
    const cal = buildCalendar({
      name: 'Demo Cup',
      stamp: '2026-11-22T06:00:00.000Z',
      events: [{ uid: 'match_1@matchday', start: '2026-10-29T17:00:00.000Z', durationMinutes: 120, summary: 'Aland – Borea', location: 'Stadium, City', categories: ['Group stage'] }],
    });
    expect(cal.endsWith('\r\n')).toBe(true);
    expect(cal.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = cal.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:match_1@matchday');
    expect(lines).toContain('DTSTAMP:20261122T060000Z');
    expect(lines).toContain('DTSTART:20261029T170000Z');
    expect(lines).toContain('DURATION:PT2H');
    expect(lines).toContain('LOCATION:Stadium\\, City');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
