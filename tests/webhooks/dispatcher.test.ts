/**
 * The dispatcher in process, with an injected clock and retry schedule: events reach only endpoints
 * of the engine's key mode whose key still has `webhooks`; an endpoint failing for the disable period
 * is disabled and its pending delivery fails; a restart of the engine does not enqueue twice.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { LiveReplica } from '../../src/server/live/replica.ts';
import { SqliteWebhookStore } from '../../src/server/webhooks/sqlite-webhook-store.ts';
import { secretBox } from '../../src/server/webhooks/secret-box.ts';
import { startWebhooks, type Webhooks } from '../../src/server/webhooks/dispatcher.ts';
import type { KeyMode, WebhookEndpoint } from '../../src/server/webhooks/webhook-store.ts';
import { generateSecret } from '../../src/lib/webhooks/signature.ts';
import { until } from '../helpers/until.ts';
import { startReceiver, type Receiver } from './receiver.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver?.close());

const M = 'match_x';
const summary = (status: string, minute: number) => ({ id: M, status, period: status === 'in_play' ? 'first_half' : null, minute });

test('mode and key filter, disabling after the failing period, no double enqueue after a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-wh-dispatch-'));
  const liveStore = new SqliteLiveStore(join(dir, 'live.db'));
  const replica = new LiveReplica(liveStore, { logSize: 100, checkMs: 0 });
  await replica.start();
  const store = new SqliteWebhookStore(join(dir, 'webhooks.db'));
  const box = secretBox(randomBytes(32));
  const endpoint = (id: string, key: string, mode: KeyMode): WebhookEndpoint => ({
    id, key_id: key, mode, url: receiver.url(`/${id}`), events: null, status: 'active', created_at: new Date().toISOString(), failing_since: null, disabled_reason: null,
  });
  for (const [id, key, mode] of [['we_live', 'key_live', 'live'], ['we_test', 'key_test', 'test'], ['we_revoked', 'key_revoked', 'live'], ['we_free', 'key_free', 'live']] as const) {
    const secret = generateSecret();
    receiver.secrets.set(`/${id}`, secret);
    await store.addEndpoint(endpoint(id, key, mode), box.seal(secret));
  }
  receiver.always.set('/we_live', 500);
  const keys: Record<string, { webhooks: boolean; mode: KeyMode } | null> = {
    key_live: { webhooks: true, mode: 'live' }, key_test: { webhooks: true, mode: 'test' }, key_revoked: null, key_free: { webhooks: false, mode: 'live' },
  };
  let t = Date.parse('2030-06-01T12:00:00Z');
  const logs: string[] = [];
  const attempts: string[] = [];
  const start = () => startWebhooks({
    live: { store: liveStore, replica }, mode: 'live', store, box, keyAccess: async (k) => keys[k] ?? null, initialMatch: () => summary('scheduled', 0) as never,
    allowPrivate: true, retrySchedule: Array(100).fill(100), disableAfterMs: 60_000, now: () => t, pollMs: 20, log: (m) => logs.push(m),
    onAttempt: (outcome) => attempts.push(outcome),
  });
  let engine: Webhooks = await start();
  const commit = async (status: string, minute: number) => {
    const out = await liveStore.commit({ matchId: M, expectedSeq: -1, state: null, message: null, entries: [{ match_id: M, type: 'match', permission: null, data: JSON.stringify({ match: summary(status, minute), ingested_at: new Date(t).toISOString() }) }] });
    if (!out.ok) throw new Error('commit refused');
    replica.receive({ matchId: M, state: null, entries: out.entries });
  };
  await commit('in_play', 1);
  await engine.catchUp();
  const first = await until(() => receiver.all.find((x) => x.path === '/we_live'), 'a first attempt to the live endpoint');
  expect(first.body.type).toBe('match.started');
  // Only the live endpoint of a key that has webhooks: not the test-mode one, nor revoked or unpermitted keys.
  expect((await store.listDeliveries({})).map((d) => d.endpoint_id)).toEqual(['we_live']);

  // A restart (same store) enqueues nothing again, and a clock tick after it is no second kick-off.
  await engine.close();
  engine = await start();
  await commit('in_play', 2);
  await engine.catchUp();
  expect(await store.counts()).toMatchObject({ pending: 1 });

  // Failing for 60 s of the injected clock: disabled, and the pending delivery fails.
  await until(async () => {
    t += 5_000;
    engine.wake();
    return (await store.getEndpoint('we_live'))!.status === 'disabled';
  }, 'the failing endpoint disabled');
  const ep = (await store.getEndpoint('we_live'))!;
  expect(ep.disabled_reason).toMatch(/^failing since 2030-06-01T12:00:/);
  await until(async () => (await store.counts()).failed === 1, 'its delivery failed');
  const d = (await store.listDeliveries({}))[0]!;
  expect(d).toMatchObject({ status: 'failed', last_error: 'endpoint disabled' });
  expect(receiver.all.filter((x) => x.path !== '/we_live')).toEqual([]);
  expect(new Set(receiver.all.map((x) => x.webhookId))).toEqual(new Set([d.id]));
  expect(logs.some((l) => l.includes('endpoint we_live disabled'))).toBe(true);
  expect(logs.join('\n')).not.toContain('whsec_');
  // every attempt was reported (the metrics count them): answered 500, so retried, never delivered
  expect(attempts.length).toBe(receiver.all.length);
  expect(new Set(attempts)).toEqual(new Set(['retrying']));
  await engine.close();
  replica.close();
  await store.close();
  await liveStore.close();
}, 60_000);
