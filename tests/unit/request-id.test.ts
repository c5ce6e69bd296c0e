/** Request ids: `req_` + 20 base62-ish characters, distinct across the refills of the character pool. */
import { expect, test } from 'vitest';
import { newRequestId } from '../../src/server/http/request-id.ts';

test('ids have the documented form and do not repeat over several pool refills', () => {
  const ids = Array.from({ length: 2000 }, () => newRequestId()); // the pool holds 256 ids
  for (const id of ids) expect(id).toMatch(/^req_[A-Za-z0-9]{20}$/);
  expect(new Set(ids).size).toBe(ids.length);
  // Every position varies (a slicing mistake would repeat or shift characters).
  for (let i = 4; i < 24; i++) expect(new Set(ids.map((id) => id[i])).size).toBeGreaterThan(30);
});
