/** The batcher behind the embedded store's one-transaction-per-turn metering. */
import { expect, test } from 'vitest';
import { TurnBatcher } from '../../src/server/access/turn-batcher.ts';

const turn = () => new Promise((r) => setImmediate(r));

test('items submitted in one turn run in one call, in order, each answered with its own result', async () => {
  const calls: number[][] = [];
  const b = new TurnBatcher<number, number>((items) => (calls.push(items), items.map((i) => i * 10)));
  const answers = await Promise.all([1, 2, 3].map((i) => b.submit(i)));
  expect(answers).toEqual([10, 20, 30]);
  expect(calls).toEqual([[1, 2, 3]]);
});

test('a lone item runs at the first turn; items still arriving over the next turns join the batch (at most maxWait turns)', async () => {
  const calls: number[][] = [];
  const b = new TurnBatcher<number, number>((items) => (calls.push(items), items), { maxWait: 2 });
  const lone = b.submit(0);
  await turn();
  await turn();
  await lone;
  expect(calls).toEqual([[0]]);
  const all: Promise<number>[] = [b.submit(1), b.submit(2)];
  await turn(); // the batch waits: two items came in the turn it was scheduled in
  all.push(b.submit(3));
  await turn(); // still growing: waits its second and last turn
  all.push(b.submit(4));
  await turn();
  all.push(b.submit(5)); // after the run: the next batch
  await Promise.all(all);
  expect(calls).toEqual([[0], [1, 2, 3, 4], [5]]);
});

test('maxBatch splits a large queue; a failing run rejects exactly the items of its batch', async () => {
  let n = 0;
  const b = new TurnBatcher<number, number>((items) => {
    if (n++ === 0) throw new Error('locked');
    return items;
  }, { maxBatch: 2 });
  const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => b.submit(i)));
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  expect((results[0] as PromiseRejectedResult).reason.message).toBe('locked');
});

test('drain runs what is queued at once (close)', async () => {
  const calls: number[][] = [];
  const b = new TurnBatcher<number, number>((items) => (calls.push(items), items));
  const p = b.submit(7);
  b.drain();
  expect(calls).toEqual([[7]]);
  expect(await p).toBe(7);
});

test('a run that answers null (store locked) is tried again on later turns with the items that joined; after deferMs it may no longer defer', async () => {
  const calls: { items: number[]; mayDefer: boolean }[] = [];
  let locked = 2;
  const b = new TurnBatcher<number, number>((items, mayDefer) => {
    calls.push({ items, mayDefer });
    return locked-- > 0 ? null : items;
  });
  const first = b.submit(1);
  await turn();
  const second = b.submit(2);
  expect(await Promise.all([first, second])).toEqual([1, 2]);
  expect(calls.at(-1)).toEqual({ items: [1, 2], mayDefer: true });
  expect(calls).toHaveLength(3);

  const impatient = new TurnBatcher<number, number>((items, mayDefer) => (calls.push({ items, mayDefer }), mayDefer ? null : items), { deferMs: 0 });
  calls.length = 0;
  expect(await impatient.submit(9)).toBe(9);
  expect(calls).toEqual([{ items: [9], mayDefer: true }, { items: [9], mayDefer: false }]);
});
