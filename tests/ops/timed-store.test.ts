/** The store decorator: every promise-returning call is timed with its outcome; values, errors and other members pass through. */
import { expect, test } from 'vitest';
import { timedStore } from '../../src/server/ops/timed-store.ts';

class FakeStore {
  readonly kind = 'embedded' as const;
  readonly changeVisibleMs = 60;
  #secret = 41;
  async getKey(id: string) {
    return { id, n: ++this.#secret };
  }
  async admit(): Promise<never> {
    throw new Error('store down');
  }
  plain(): number {
    return this.#secret;
  }
}

test('calls are timed by store, kind, operation and outcome; results and errors are unchanged', async () => {
  const calls: [string, string, string, boolean, number][] = [];
  const store = timedStore(new FakeStore(), 'access', { storeCalls: (s, k, op, ok) => (seconds) => void calls.push([s, k, op, ok, seconds]) });
  expect(store.kind).toBe('embedded');
  expect(store.changeVisibleMs).toBe(60);
  expect(await store.getKey('key_a')).toEqual({ id: 'key_a', n: 42 });
  await expect(store.admit()).rejects.toThrow('store down');
  expect(store.plain()).toBe(42); // private fields still work through the proxy
  expect(calls.map(([s, k, op, ok]) => [s, k, op, ok])).toEqual([
    ['access', 'embedded', 'getKey', true],
    ['access', 'embedded', 'admit', false],
  ]);
  for (const [, , , , seconds] of calls) expect(seconds).toBeGreaterThanOrEqual(0);
});
