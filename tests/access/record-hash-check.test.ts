/**
 * The gate accepts a key record only when it carries the hash of the key the client sent
 * (src/server/access/gate.ts): a store that answers a lookup with another key's record (a cache slot
 * or key-prefix mix-up) must not authenticate the request as that other key.
 */
import { expect, test } from 'vitest';
import { loadPlans } from '../../src/server/access/plans.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { hashApiKey } from '../../src/server/access/api-key.ts';
import type { AccessStore } from '../../src/server/access/access-store.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { ApiError } from '../../src/lib/errors/api-error.ts';

test('a record the store answered for another key\'s hash is refused with 401; the right one authenticates', async () => {
  const plans = loadPlans();
  const store = new SqliteAccessStore(':memory:');
  const alice = await createKey(store, plans, { name: 'alice', plan: 'starter' });
  const bob = await createKey(store, plans, { name: 'bob', plan: 'pro' });
  const aliceRecord = (await store.findKeyByHash(hashApiKey(alice.secret)))!;
  // A broken store: whatever hash it is asked for, it answers with Alice's record.
  const mixedUp = new Proxy(store, {
    get: (target, name) => {
      if (name === 'findKeyByHash') return async () => aliceRecord;
      const v = Reflect.get(target, name);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  }) as AccessStore;
  const gate = createGate({ store: mixedUp, plans });
  const principal = await gate.authenticate(`Bearer ${alice.secret}`);
  expect(principal.key.id).toBe(alice.record.id);
  const refused = await gate.authenticate(`Bearer ${bob.secret}`).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).code).toBe('api_key_invalid');
  expect((refused as ApiError).status).toBe(401);
  await store.close();
});
