/**
 * The webhook engine of one server process for one key mode:
 *
 * 1. Enqueue: after every batch of live stream entries (and on start, to catch up), read the log after
 *    the durable cursor, turn the entries into webhook events (src/lib/webhooks/map-entries.ts), and
 *    insert one delivery per event and subscribed endpoint together with the new cursor, atomically
 *    and only if no other process moved the cursor meanwhile (then re-read and try again).
 * 2. Deliver: claim due lanes (oldest pending delivery of an endpoint and match), sign, send, and
 *    store each result; a failure is retried on the schedule, then failed for good; an endpoint that
 *    has failed for 24 h is disabled.
 *
 * 3. Prune: delivered and failed deliveries older than the retention go, on start and hourly.
 *
 * Each concern is its own unit with explicit dependencies; this file only wires them:
 * enqueue-loop.ts (coalescing catch-up over enqueue-step.ts), delivery-loop.ts (claim, flush,
 * schedule), delivery-attempt.ts (one signed send), health-recorder.ts (endpoint-health.ts applied),
 * delivery-pruner.ts. Secrets are decrypted in memory only to sign; nothing logs a secret, a URL or a body.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Live } from '../live/live-runtime.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import { DEFAULT_DISABLE_AFTER_MS, DEFAULT_RETRY_SCHEDULE_MS } from '../../lib/webhooks/retry-schedule.ts';
import { realClock, type Clock } from '../sandbox/clock.ts';
import type { KeyMode, WebhookStore } from './webhook-store.ts';
import { endpointCache, type KeyAccess } from './endpoint-cache.ts';
import { enqueueStep } from './enqueue-step.ts';
import { enqueueLoop } from './enqueue-loop.ts';
import { deliveryAttempt } from './delivery-attempt.ts';
import { deliveryLoop } from './delivery-loop.ts';
import { deliveryPruner } from './delivery-pruner.ts';
import { healthRecorder } from './health-recorder.ts';
import type { SecretBox } from './secret-box.ts';
import { defaultAgents, sendWebhook } from './send-webhook.ts';
import type { Resolver } from './target.ts';
import { fallbackWarn } from '../ops/logger.ts';

/** Whether a key may receive webhooks now: active and holding `webhooks`, and its mode. */
export type { KeyAccess };

export interface WebhooksOptions {
  live: Pick<Live, 'store' | 'replica'>;
  mode: KeyMode;
  store: WebhookStore;
  box: SecretBox;
  keyAccess: KeyAccess;
  /** The match summary before any live change (content's), for a match first seen. */
  initialMatch: (matchId: string) => StreamMatchJson | undefined;
  allowPrivate?: boolean;
  resolve?: Resolver;
  retrySchedule?: readonly number[];
  disableAfterMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** Lease of a claimed lane (default: the attempt timeout + 20 s). */
  leaseMs?: number;
  /** How often the store is polled for due work another process enqueued (default 250 ms). */
  pollMs?: number;
  /** How long delivered and failed deliveries stay in the log (default 7 days; pruned hourly). */
  retentionMs?: number;
  /** Attempts in flight at once (default 128). */
  concurrency?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** Told of every attempt: its outcome (`delivered`, `retrying`, `failed`) and seconds (the metrics). */
  onAttempt?: (outcome: 'delivered' | 'retrying' | 'failed', seconds: number) => void;
}

export interface Webhooks {
  /** Runs the enqueue step now (tests); resolves when the log is caught up. */
  catchUp(): Promise<void>;
  /** Wakes the delivery loop (after a ping or retry from this process). */
  wake(): void;
  close(): Promise<void>;
}

const CACHE_MS = 1000;
const BATCH = 500;

/** Wall-clock timers that never keep the process alive, with the (possibly injected) time. */
const engineClock = (now: () => number): Clock => ({
  now,
  sleep: (ms, signal) => delay(ms, undefined, { signal, ref: false }),
  every: realClock.every,
});

/** Wires the units: enqueue loop → delivery loop (attempts, health), and the pruner. */
export async function startWebhooks(o: WebhooksOptions): Promise<Webhooks> {
  const clock = engineClock(o.now ?? Date.now);
  const { now } = clock;
  const log = o.log ?? fallbackWarn('webhooks');
  const timeoutMs = o.timeoutMs ?? 10_000;
  const agents = defaultAgents();
  const endpoints = endpointCache({ store: o.store, box: o.box, keyAccess: o.keyAccess, mode: o.mode, now, cacheMs: CACHE_MS });

  const delivery = deliveryLoop({
    store: o.store,
    clock,
    log,
    concurrency: o.concurrency ?? 128,
    leaseMs: o.leaseMs ?? timeoutMs + 20_000,
    pollMs: o.pollMs ?? 250,
    attempt: deliveryAttempt({
      endpoints,
      store: o.store,
      now,
      retrySchedule: o.retrySchedule ?? DEFAULT_RETRY_SCHEDULE_MS,
      onAttempt: o.onAttempt,
      send: (url, headers, body) => sendWebhook(url, headers, body, { allowPrivate: !!o.allowPrivate, resolve: o.resolve, timeoutMs, maxBytes: o.maxBytes, agents }),
    }),
    onStored: healthRecorder({ store: o.store, endpoints, now, log, disableAfterMs: o.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS }),
  });
  const enqueue = enqueueLoop({
    step: () => enqueueStep({ mode: o.mode, store: o.store, live: o.live, endpoints, initialMatch: o.initialMatch, now, log, batch: BATCH }),
    onQueued: delivery.wake,
    clock,
    log,
  });
  const pruner = deliveryPruner({ store: o.store, clock, log, retentionMs: o.retentionMs ?? 7 * 24 * 3_600_000 });

  if ((await o.store.cursor(o.mode)) === 0) await o.store.initCursor(o.mode, await o.live.store.head());
  o.live.replica.onEntries(() => void enqueue.catchUp());
  await enqueue.catchUp();
  void pruner.prune();
  delivery.wake();

  return {
    catchUp: enqueue.catchUp,
    wake: delivery.wake,
    async close() {
      await enqueue.close();
      await pruner.close();
      await delivery.close();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
