/**
 * An impossible date or time in a content cell says what is wrong (calendar facts written out
 * here: June has 30 days, 2030 and 1900 are not leap years, 2028 and 2000 are), and a near miss of
 * the written form says how to write it.
 */
import { describe, expect, test } from 'vitest';
import { dateCell, utcTimestampCell } from '../../src/schemas/content/cells.ts';

const messageOf = (schema: typeof dateCell | typeof utcTimestampCell, s: string) => {
  const r = schema.safeParse(s);
  return r.success ? null : r.error.issues.map((i) => i.message).join('; ');
};

describe('scheduled_at (UTC time)', () => {
  test.each([
    ['2030-06-31T19:00:00Z', 'is not a real time: June has 30 days'],
    ['2030-04-31T12:00:00Z', 'is not a real time: April has 30 days'],
    ['2030-02-29T19:00:00Z', 'is not a real time: February 2030 has 28 days (2030 is not a leap year)'],
    ['1900-02-29T15:00:00Z', 'is not a real time: February 1900 has 28 days (1900 is not a leap year)'],
    ['2030-02-30T15:00:00Z', 'is not a real time: February 2030 has 28 days (2030 is not a leap year)'],
    ['2028-02-30T15:00:00Z', 'is not a real time: February 2028 has 29 days'],
    ['2030-13-01T19:00:00Z', 'is not a real time: there is no month 13 (months are 01 to 12)'],
    ['2030-06-00T19:00:00Z', 'is not a real time: there is no day 00 (days start at 01)'],
    ['2030-06-11T24:00:00Z', 'is not a real time: there is no hour 24 (hours are 00 to 23; midnight is 00:00 of the next day)'],
    ['2030-06-11T19:60:00Z', 'is not a real time: there is no minute 60 (minutes are 00 to 59)'],
    ['2030-06-11T19:00:60Z', 'is not a real time: there is no second 60 (seconds are 00 to 59)'],
    ['2030-06-11 19:00:00Z', 'must be a UTC time written like 2026-06-11T19:00:00Z: put a T between the date and the time'],
    ['2030-06-11T19:00:00', 'must be a UTC time written like 2026-06-11T19:00:00Z: end it with Z, the time being in UTC'],
    ['2030-06-11T21:00:00+02:00', 'must be a UTC time written like 2026-06-11T19:00:00Z: convert it to UTC and end it with Z instead of the offset +02:00'],
    ['11/06/2030 19:00', 'must be a UTC time written like 2026-06-11T19:00:00Z'],
  ])('%s %s', (value, message) => {
    expect(messageOf(utcTimestampCell, value)).toBe(message);
  });

  test('real times pass and are normalised to milliseconds (leap days of leap years included)', () => {
    expect(utcTimestampCell.parse('2028-02-29T19:00:00Z')).toBe('2028-02-29T19:00:00.000Z');
    expect(utcTimestampCell.parse('2000-02-29T00:00Z')).toBe('2000-02-29T00:00:00.000Z');
    expect(utcTimestampCell.parse('2030-06-30T23:59:59Z')).toBe('2030-06-30T23:59:59.000Z');
  });
});

describe('dates (YYYY-MM-DD)', () => {
  test('an impossible day says why; a day written otherwise asks for YYYY-MM-DD', () => {
    expect(messageOf(dateCell, '1995-02-30')).toBe('is not a real date: February 1995 has 28 days (1995 is not a leap year)');
    expect(messageOf(dateCell, '1995-09-31')).toBe('is not a real date: September has 30 days');
    expect(messageOf(dateCell, '30/02/1995')).toBe('must be a real date written YYYY-MM-DD');
    expect(messageOf(dateCell, '1996-02-29')).toBeNull();
  });
});
