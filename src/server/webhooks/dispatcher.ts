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
 * Secrets are decrypted in memory only to sign; nothing here logs a secret, a URL or a body.
 */
import { randomUUID } from 'node:crypto';
import type { Live } from '../live/live-runtime.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import { DEFAULT_DISABLE_AFTER_MS, DEFAULT_RETRY_SCHEDULE_MS } from '../../lib/webhooks/retry-schedule.ts';
import { signedHeaders } from '../../lib/webhooks/signature.ts';
import type { AttemptResult, Claimed, KeyMode, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import { attemptResult, unsendableResult } from './attempt-result.ts';
import { endpointCache, type KeyAccess } from './endpoint-cache.ts';
import { endpointHealth, type AttemptDone } from './endpoint-health.ts';
import { enqueueStep } from './enqueue-step.ts';
import type { SecretBox } from './secret-box.ts';
import { defaultAgents, sendWebhook, type SendOutcome } from './send-webhook.ts';
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

export async function startWebhooks(o: WebhooksOptions): Promise<Webhooks> {
  const now = o.now ?? Date.now;
  const log = o.log ?? fallbackWarn('webhooks');
  const schedule = o.retrySchedule ?? DEFAULT_RETRY_SCHEDULE_MS;
  const disableAfter = o.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const leaseMs = o.leaseMs ?? timeoutMs + 20_000;
  const pollMs = o.pollMs ?? 250;
  const concurrency = o.concurrency ?? 128;
  const agents = defaultAgents();
  let closed = false;
  const endpoints = endpointCache({ store: o.store, box: o.box, keyAccess: o.keyAccess, mode: o.mode, now, cacheMs: CACHE_MS });

  // ---- 1. enqueue (enqueue-step.ts), one pass at a time; a call during a pass asks for another ----
  const enqueueDeps = { mode: o.mode, store: o.store, live: o.live, endpoints, initialMatch: o.initialMatch, now, log, batch: BATCH };
  let enqueuing: Promise<void> | null = null;
  let again = false;
  const enqueueOnce = async (): Promise<boolean> => {
    const step = await enqueueStep(enqueueDeps);
    if (step.queued) wake();
    return step.moved; // moved (or another process did): look again
  };
  const catchUp = (): Promise<void> => {
    if (enqueuing) {
      again = true;
      return enqueuing;
    }
    enqueuing = (async () => {
      try {
        do {
          again = false;
          while (!closed && (await enqueueOnce()));
        } while (again && !closed);
      } catch (err) {
        log(`[webhooks] enqueueing failed, will retry: ${(err as Error)?.message ?? err}`);
        setTimeout(() => void catchUp(), 1000).unref();
      } finally {
        enqueuing = null;
      }
    })();
    return enqueuing;
  };

  // ---- 2. deliver ----
  let inFlight = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const results: { claim: Claimed; result: AttemptResult; endpoint: WebhookEndpoint | null; outcome: SendOutcome | null }[] = [];

  /** One attempt: sign and send, or fail at once when the endpoint is gone or disabled (attempt-result.ts). */
  const attempt = async (c: Claimed) => {
    const d = c.delivery;
    const endpoint = (await endpoints.byId(d.endpoint_id)) ?? (await o.store.getEndpoint(d.endpoint_id));
    const at = now();
    if (!endpoint || endpoint.status !== 'active') {
      results.push({ claim: c, result: unsendableResult(d, at, endpoint ? 'endpoint disabled' : 'endpoint deleted'), endpoint, outcome: null });
      return;
    }
    let key: Buffer | null = null;
    let keyError = 'no secret stored';
    try {
      key = await endpoints.signingKey(endpoint.id);
    } catch (err) {
      keyError = (err as Error).message; // never the secret: "cannot be decrypted: MATCHDAY_SECRET_KEY … differs"
    }
    const ts = Math.floor(at / 1000);
    const outcome: SendOutcome = key
      ? await sendWebhook(endpoint.url, signedHeaders(key, d.id, ts, d.body), d.body, { allowPrivate: !!o.allowPrivate, resolve: o.resolve, timeoutMs, maxBytes: o.maxBytes, agents })
      : { ok: false, statusCode: null, latencyMs: 0, error: keyError };
    const result = attemptResult(d, outcome, at, schedule, Math.random());
    o.onAttempt?.(result.status === 'pending' ? 'retrying' : result.status, outcome.latencyMs / 1000);
    results.push({ claim: c, result, endpoint, outcome });
  };

  /** Stores results in one step, then keeps the endpoints' health up to date (endpoint-health.ts). */
  const flush = async () => {
    const batch = results.splice(0);
    if (batch.length === 0) return;
    const stored = await o.store.complete(batch.map(({ claim, result }) => ({ claim, result })));
    const done: AttemptDone[] = [];
    batch.forEach((b, i) => {
      if (stored[i] && b.endpoint && b.outcome) done.push({ deliveryId: b.claim.delivery.id, endpoint: b.endpoint, ok: b.outcome.ok, result: b.result });
    });
    const { changes, messages } = endpointHealth(done, now(), disableAfter);
    messages.forEach((m) => log(m));
    for (const c of changes) await o.store.updateEndpoint(c.endpointId, c.patch);
    // The cached records carry failing_since: read them afresh after a change.
    if (changes.length > 0) endpoints.invalidate();
  };

  const schedule_ = (ms: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void pump();
    }, Math.max(0, ms));
    timer.unref();
  };
  function wake() {
    schedule_(0);
  }

  const pump = async () => {
    if (running || closed) return;
    running = true;
    try {
      for (;;) {
        const room = concurrency - inFlight;
        if (room <= 0) break;
        const claims = await o.store.claim(now(), leaseMs, Math.min(room, 200));
        if (claims.length === 0) break;
        for (const c of claims) {
          inFlight++;
          void attempt(c)
            .catch((err) => log(`[webhooks] attempt of ${c.delivery.id} failed unexpectedly: ${(err as Error)?.message ?? err}`))
            .finally(() => {
              inFlight--;
              queueFlush();
            });
        }
      }
    } catch (err) {
      log(`[webhooks] claiming deliveries failed, will retry: ${(err as Error)?.message ?? err}`);
    } finally {
      running = false;
    }
    if (closed) return;
    const due = await o.store.nextDue().catch(() => null);
    schedule_(due === null ? pollMs : Math.min(pollMs, due - now()));
  };

  let flushing: Promise<void> | null = null;
  const queueFlush = () => {
    if (flushing) return;
    flushing = (async () => {
      await new Promise((r) => setImmediate(r));
      try {
        while (results.length) await flush();
      } catch (err) {
        log(`[webhooks] storing delivery results failed (the lanes are retried after their lease): ${(err as Error)?.message ?? err}`);
      } finally {
        flushing = null;
      }
      wake();
    })();
  };

  // ---- pruning of the log ----
  const retentionMs = o.retentionMs ?? 7 * 24 * 3_600_000;
  const prune = async () => {
    try {
      while (!closed && (await o.store.prune(now() - retentionMs, 1000)) === 1000);
    } catch (err) {
      log(`[webhooks] pruning old deliveries failed: ${(err as Error)?.message ?? err}`);
    }
  };
  const pruner = setInterval(() => void prune(), 3_600_000);
  pruner.unref();

  // ---- start ----
  if ((await o.store.cursor(o.mode)) === 0) await o.store.initCursor(o.mode, await o.live.store.head());
  o.live.replica.onEntries(() => void catchUp());
  await catchUp();
  void prune();
  wake();

  return {
    catchUp,
    wake,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      clearInterval(pruner);
      await enqueuing;
      for (let i = 0; i < 200 && (inFlight > 0 || flushing); i++) await new Promise((r) => setTimeout(r, 25));
      await flushing;
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
