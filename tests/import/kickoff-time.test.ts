import { describe, expect, it } from 'vitest';
import { fixedOffsetZone, parseLocalTime, parseUtcOffset, toUtcIso } from '../../src/lib/import/openfootball/kickoff-time.ts';

describe('kick-off time conversion', () => {
  it('reads UTC offsets', () => {
    expect(parseUtcOffset('UTC-6')).toBe(-360);
    expect(parseUtcOffset('UTC+2')).toBe(120);
    expect(parseUtcOffset('UTC+5:30')).toBe(330);
    expect(parseUtcOffset('UTC')).toBe(0);
    expect(parseUtcOffset('CEST')).toBeNull();
  });

  it('reads local times with and without an offset', () => {
    expect(parseLocalTime('13:00 UTC-6')).toEqual({ time: '13:00', offset: -360 });
    expect(parseLocalTime('9:30')).toEqual({ time: '09:30', offset: null });
    expect(parseLocalTime('25:00 UTC')).toBeNull();
    expect(parseLocalTime('13:00 local')).toBeNull();
  });

  it('converts local kick-off to UTC, across midnight too', () => {
    expect(toUtcIso('2026-06-11', '13:00', -360)).toBe('2026-06-11T19:00:00Z');
    expect(toUtcIso('2026-06-11', '20:00', -360)).toBe('2026-06-12T02:00:00Z');
    expect(toUtcIso('2026-06-30', '22:00', -240)).toBe('2026-07-01T02:00:00Z');
    expect(toUtcIso('2030-06-20', '01:00', 120)).toBe('2030-06-19T23:00:00Z');
  });

  it('names the fixed-offset IANA zone with the POSIX (inverted) sign', () => {
    expect(fixedOffsetZone(-420)).toBe('Etc/GMT+7');
    expect(fixedOffsetZone(180)).toBe('Etc/GMT-3');
    expect(fixedOffsetZone(0)).toBe('Etc/UTC');
    expect(fixedOffsetZone(330)).toBeNull();
    // the zone really is 7 hours behind UTC
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: fixedOffsetZone(-420)!, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(local.format(new Date('2026-06-13T19:00:00Z'))).toBe('12:00');
  });
});
