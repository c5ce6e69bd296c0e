import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsUtc } from '../../src/lib/site/ics.ts';

describe('ics', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes UTC date-times', () => {
    expect(icsUtc('2026-10-29T17:00:00.000Z')).toBe('20261029T170000Z');
  });

  it('writes content\'s plain instants (no Date made for them) as a Date would', () => {
    for (const iso of ['2026-10-29T17:00:00Z', '1930-07-13T15:00:00Z', '2026-12-31T23:59:59Z', '2026-03-29T01:30:00+01:00']) {
      expect(icsUtc(iso)).toBe(new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    }
    expect(() => icsUtc('2026-13-45T99:00:00')).toThrow(/not a date/);
    expect(() => icsUtc('2026-13-01T10:00:00Z')).toThrow(/not a date/);
  });

  it('keeps a line of 75 octets whole and folds one of 76, ASCII or not', () => {
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
    expect(foldLine(`${'A'.repeat(73)}é`)).toBe(`${'A'.repeat(73)}é`); // 75 octets in 74 characters
    expect(foldLine(`${'A'.repeat(74)}é`)).toBe(`${'A'.repeat(74)}\r\n é`);
    expect(escapeText('plain text')).toBe('plain text');
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
