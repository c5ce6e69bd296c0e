/** List page bodies are reused per query while their source list is the same object, and bounded. */
import { expect, test } from 'vitest';
import { BodyCache, queryKey } from '../../src/server/api/body-cache.ts';
import { prepareBody } from '../../src/server/http/body.ts';

test('same owner and query: made once; another owner (a new live list) or query: made again; the oldest query dropped at the cap', () => {
  const cache = new BodyCache<object[]>(2);
  let made = 0;
  const make = (v: string) => () => (made++, prepareBody({ v }));
  const listA: object[] = [];
  const listB: object[] = [];
  const first = cache.get(listA, 'page=1', make('a1'));
  expect(cache.get(listA, 'page=1', make('other'))).toBe(first);
  expect(made).toBe(1);
  expect(JSON.parse(cache.get(listB, 'page=1', make('b1')).json.toString())).toEqual({ v: 'b1' });
  expect(made).toBe(2);
  cache.get(listA, 'page=2', make('a2'));
  cache.get(listA, 'page=3', make('a3')); // cap 2: page=1 goes
  expect(made).toBe(4);
  expect(JSON.parse(cache.get(listA, 'page=1', make('a1 again')).json.toString())).toEqual({ v: 'a1 again' });
  expect(made).toBe(5);
});

test('queryKey ignores key order and undefined values, and tells different values apart', () => {
  expect(queryKey({ page: 1, per_page: 20, status: 'completed', team_id: undefined })).toBe(queryKey({ status: 'completed', per_page: 20, page: 1 }));
  expect(queryKey({ page: 1, per_page: 20 })).not.toBe(queryKey({ page: 2, per_page: 20 }));
  expect(queryKey({ a: 'x&b=y' })).not.toBe(queryKey({ a: 'x', b: 'y' }));
  expect(queryKey({ page: 1 })).not.toBe(queryKey({ page: '1' }));
});
