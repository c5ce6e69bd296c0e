/** The drain sequence: streams told first, in-flight requests awaited (or cut after the timeout), stores closed last. */
import { createServer } from 'node:http';
import { expect, test } from 'vitest';
import { drain, InflightRequests } from '../../src/server/ops/shutdown.ts';

const listening = async () => {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return server;
};

test('stores are closed only after the last in-flight request ended', async () => {
  const server = await listening();
  const inflight = new InflightRequests();
  const steps: string[] = [];
  inflight.begin();
  const done = drain({
    server, inflight, timeoutMs: 10_000,
    closeStreams: (n) => steps.push(`streams told (retry ${n.retryMs})`),
    closeStores: async () => void steps.push('stores closed'),
  });
  await new Promise((r) => setImmediate(r));
  expect(steps).toEqual(['streams told (retry 1000)']);
  steps.push('request ended');
  inflight.end();
  expect(await done).toEqual({ cut: 0 });
  expect(steps).toEqual(['streams told (retry 1000)', 'request ended', 'stores closed']);
});

test('a request that outlives the timeout is cut, and the stores are still closed', async () => {
  const server = await listening();
  const inflight = new InflightRequests();
  inflight.begin();
  let closed = false;
  expect(await drain({ server, inflight, timeoutMs: 20, closeStreams: () => {}, closeStores: async () => void (closed = true) })).toEqual({ cut: 1 });
  expect(closed).toBe(true);
});
