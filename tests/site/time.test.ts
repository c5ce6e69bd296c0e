import { describe, expect, it } from 'vitest';
import { kickoff, formatDay, zoneName, zoneOffset } from '../../src/lib/site/time.ts';

describe('kick-off times', () => {
  it('gives the UTC time and the venue-local time with its zone', () => {
    const k = kickoff('2026-10-29T17:00:00.000Z', 'America/Mexico_City');
    expect(k.utcClock).toBe('17:00');
    expect(k.localClock).toBe('11:00');
    expect(k.localZone).toBe('CST');
    expect(k.full).toBe('Thursday 29 October 2026, 17:00 UTC; 11:00 CST at the venue');
  });
  it("gives the venue's clock without a day and its offset from UTC at kick-off (summer time included)", () => {
    const k = kickoff('2026-10-30T02:00:00.000Z', 'America/Los_Angeles');
    expect([k.localTime, k.offset]).toEqual(['19:00', -420]);
    expect(kickoff('2026-11-28T20:00:00.000Z', 'America/Los_Angeles').offset).toBe(-480);
    expect(zoneOffset('2026-11-28T20:00:00.000Z', 'Asia/Kolkata')).toBe(330);
    expect(zoneOffset('2026-11-28T23:30:00.000Z', 'America/St_Johns')).toBe(-210);
    expect(zoneOffset('2026-07-01T12:00:00.000Z', 'Etc/UTC')).toBe(0);
  });
  it('names the local day when it differs from the UTC day', () => {
    const k = kickoff('2026-10-30T02:00:00.000Z', 'America/Los_Angeles');
    expect(k.localClock).toBe('19:00 (Thu 29 Oct)');
    expect(zoneName('2026-07-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('PDT');
  });
  it('formats days', () => {
    expect(formatDay('2026-12-06')).toBe('Sunday 6 December 2026');
  });
});
