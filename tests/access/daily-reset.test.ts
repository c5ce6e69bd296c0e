/** Seconds to the next 00:00 UTC (the RateLimit header's `t`, Retry-After of quota_exceeded, /usage's resets_at). */
import { expect, test } from 'vitest';
import { dailyReset, secondsToReset } from '../../src/server/access/gate.ts';

const ms = (iso: string) => Date.parse(iso);

test('whole and partial seconds before midnight round up, never below 1', () => {
  expect(secondsToReset(ms('2030-06-01T12:00:00.000Z'))).toBe(43_200);
  expect(secondsToReset(ms('2030-06-01T12:00:00.500Z'))).toBe(43_200);
  expect(secondsToReset(ms('2030-06-01T23:59:59.000Z'))).toBe(1);
  expect(secondsToReset(ms('2030-06-01T23:59:59.999Z'))).toBe(1);
});

test('at midnight a whole day is left; the next reset is the following midnight, across months and years', () => {
  expect(secondsToReset(ms('2030-06-02T00:00:00.000Z'))).toBe(86_400);
  expect(dailyReset(new Date('2030-06-30T18:00:00.000Z')).at.toISOString()).toBe('2030-07-01T00:00:00.000Z');
  expect(dailyReset(new Date('2030-12-31T23:59:59.999Z'))).toEqual({ at: new Date('2031-01-01T00:00:00.000Z'), seconds: 1 });
  expect(dailyReset(new Date('2028-02-28T10:00:00.000Z')).at.toISOString()).toBe('2028-02-29T00:00:00.000Z');
});
