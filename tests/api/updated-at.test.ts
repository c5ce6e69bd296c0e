/**
 * `updated_at` on match list items and details, and `GET /matches?updated_since=` (inclusive; ISO
 * 8601 with a zone; a bad value is 400 parameter_invalid as the other date parameters), in process
 * over the minimal fixture written with known times. The live side: tests/api/sync.test.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { parseInstant } from '../../src/lib/api/instant-param.ts';

const V1 = '/api/public/v1';
/** The times content records: match_fx-1 last changed first, then the final, then match_fx-2. */
const AT = { 'match_fx-1': '2030-06-02T09:15:00Z', 'match_fx-2': '2030-06-20T10:00:00Z', 'match_fx-3': '2030-06-11T08:00:00Z' } as Record<string, string>;

let h: Harness;
beforeAll(async () => {
  const root = await writeFixture((f) => {
    for (const m of f.season.matches) m.updated_at = AT[m.id]!;
  });
  h = await apiHarness(root);
});

const ids = async (query: string) => {
  const r = await h.get(`${V1}/matches?${query}`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return (r.json.data as { id: string }[]).map((m) => m.id);
};

describe('updated_at', () => {
  test('list items and the detail carry content\'s time, UTC with milliseconds, as their last key', async () => {
    const list = (await h.get(`${V1}/matches`)).json.data as Record<string, unknown>[];
    expect(Object.fromEntries(list.map((m) => [m.id, m.updated_at]))).toEqual({
      'match_fx-1': '2030-06-02T09:15:00.000Z', 'match_fx-2': '2030-06-20T10:00:00.000Z', 'match_fx-3': '2030-06-11T08:00:00.000Z',
    });
    for (const m of list) expect(Object.keys(m).at(-1)).toBe('updated_at');
    for (const id of ['match_fx-1', 'match_fx-2', 'match_fx-3']) {
      const detail = (await h.get(`${V1}/matches/${id}`)).json.data; // fx-1 and fx-3 from the prerendered payloads
      expect(detail.updated_at, id).toBe(list.find((m) => m.id === id)!.updated_at);
      expect(Object.keys(detail).at(-1)).toBe('updated_at');
    }
  });
});

describe('updated_since', () => {
  test('inclusive: a match changed at exactly that time is in, one millisecond later it is out', async () => {
    expect(await ids('updated_since=2030-06-11T08:00:00Z')).toEqual(['match_fx-2', 'match_fx-3']);
    expect(await ids('updated_since=2030-06-11T08:00:00.001Z')).toEqual(['match_fx-2']);
    expect(await ids('updated_since=1970-01-01T00:00:00Z')).toEqual(['match_fx-1', 'match_fx-2', 'match_fx-3']);
    expect(await ids('updated_since=2030-06-20T10:00:01Z')).toEqual([]);
  });

  test('an offset is that time: +02:00 escaped, unescaped (a + reads as a space in a query string), and -', async () => {
    expect(await ids('updated_since=2030-06-11T10:00:00%2B02:00')).toEqual(['match_fx-2', 'match_fx-3']);
    expect(await ids('updated_since=2030-06-11T10:00:00+02:00')).toEqual(['match_fx-2', 'match_fx-3']);
    expect(await ids('updated_since=2030-06-11T03:00:01-05:00')).toEqual(['match_fx-2']);
    expect(await ids('updated_since=2030-06-11T08:00Z')).toEqual(['match_fx-2', 'match_fx-3']); // seconds may be left out
  });

  test('combines with the other filters and pages over what it keeps', async () => {
    expect(await ids('updated_since=2030-06-02T09:15:00Z&status=completed')).toEqual(['match_fx-1', 'match_fx-3']);
    const page = (await h.get(`${V1}/matches?updated_since=2030-06-02T09:15:00Z&per_page=1&page=2`)).json;
    expect(page.meta).toEqual({ page: 2, per_page: 1, total: 3 });
    expect(page.data.map((m: { id: string }) => m.id)).toEqual(['match_fx-2']);
  });

  test.each([
    ['2030-06-11', 'updated_since must be an ISO 8601 time with a time zone, such as 2026-11-25T21:04:00Z or 2026-11-25T22:04:00+01:00: add the time and zone to the day (2030-06-11T00:00:00Z).'],
    ['2030-06-11T08:00:00', 'updated_since must be an ISO 8601 time with a time zone, such as 2026-11-25T21:04:00Z or 2026-11-25T22:04:00+01:00: end it with Z for UTC, or with the offset it is written in.'],
    ['yesterday', 'updated_since must be an ISO 8601 time with a time zone, such as 2026-11-25T21:04:00Z or 2026-11-25T22:04:00+01:00.'],
    ['2030-02-29T08:00:00Z', 'updated_since is not a real time: February 2030 has 28 days (2030 is not a leap year).'],
    ['2030-06-11T24:00:00Z', 'updated_since is not a real time: there is no hour 24 (hours are 00 to 23; midnight is 00:00 of the next day).'],
  ])('%s: 400 parameter_invalid', async (value, message) => {
    const r = await h.get(`${V1}/matches?updated_since=${encodeURIComponent(value)}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ code: 'parameter_invalid', param: 'updated_since', message });
  });

  test('given twice: parameters_conflict', async () => {
    const r = await h.get(`${V1}/matches?updated_since=2030-06-11T08:00:00Z&updated_since=2030-06-11T09:00:00Z`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ code: 'parameters_conflict', param: 'updated_since' });
  });
});

describe('parseInstant', () => {
  test('fractions, offsets and years before 100 are the instants they name', () => {
    expect(parseInstant('2030-06-11T08:00:00.1234Z')).toEqual({ at: Date.parse('2030-06-11T08:00:00.123Z') });
    expect(parseInstant('2030-06-11T09:30:00+0130')).toEqual({ at: Date.parse('2030-06-11T08:00:00Z') });
    expect(parseInstant('0050-01-01T00:00:00Z')).toEqual({ at: Date.parse('0050-01-01T00:00:00Z') });
  });
});
