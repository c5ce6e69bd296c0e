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
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import { webhookEvents, type StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import { subscribes } from '../../lib/webhooks/event-types.ts';
import { DEFAULT_DISABLE_AFTER_MS, DEFAULT_RETRY_SCHEDULE_MS, retryDelay, shouldDisable } from '../../lib/webhooks/retry-schedule.ts';
import { deliveryId, eventId } from '../../lib/webhooks/ids.ts';
import { signatureKey, signedHeaders } from '../../lib/webhooks/signature.ts';
import type { AttemptResult, Claimed, KeyMode, NewDelivery, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import type { SecretBox } from './secret-box.ts';
import { defaultAgents, sendWebhook, type SendOutcome } from './send-webhook.ts';
import type { Resolver } from './target.ts';

/** Whether a key may receive webhooks now: active and holding `webhooks`, and its mode. */
export type KeyAccess = (keyId: string) => Promise<{ webhooks: boolean; mode: KeyMode } | null>;

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
  const log = o.log ?? ((m: string) => console.error(m));
  const schedule = o.retrySchedule ?? DEFAULT_RETRY_SCHEDULE_MS;
  const disableAfter = o.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const leaseMs = o.leaseMs ?? timeoutMs + 20_000;
  const pollMs = o.pollMs ?? 250;
  const concurrency = o.concurrency ?? 128;
  const agents = defaultAgents();
  let closed = false;

  // ---- endpoints, keys and secrets, cached briefly (CLI changes apply within a second) ----
  type Cache = { at: number; list: WebhookEndpoint[]; byId: Map<string, WebhookEndpoint> };
  let endpoints: Cache | null = null;
  let reading: Promise<Cache> | null = null;
  const refresh = async (): Promise<Cache> => {
    if (endpoints && now() - endpoints.at <= CACHE_MS) return endpoints;
    // One read at a time: the attempts in flight share it.
    reading ??= o.store.listEndpoints().then(
      (list) => (endpoints = { at: now(), list, byId: new Map(list.map((e) => [e.id, e])) }),
    ).finally(() => (reading = null));
    return reading;
  };
  const listEndpoints = async () => (await refresh()).list;
  const keys = new Map<string, { at: number; ok: boolean }>();
  const keyOk = async (keyId: string) => {
    const hit = keys.get(keyId);
    if (hit && now() - hit.at < CACHE_MS) return hit.ok;
    const a = await o.keyAccess(keyId);
    const ok = !!a && a.webhooks && a.mode === o.mode;
    keys.set(keyId, { at: now(), ok });
    return ok;
  };
  const secrets = new Map<string, Buffer>();
  const secretOf = async (endpointId: string) => {
    let k = secrets.get(endpointId);
    if (!k) {
      const sealed = await o.store.sealedSecret(endpointId);
      if (!sealed) return null;
      k = signatureKey(o.box.open(sealed));
      secrets.set(endpointId, k);
    }
    return k;
  };

  // ---- 1. enqueue ----
  let enqueuing: Promise<void> | null = null;
  let again = false;
  const enqueueOnce = async (): Promise<boolean> => {
    const cursor = await o.store.cursor(o.mode);
    let entries: StreamEntry[] = await o.live.store.entriesAfter(cursor, BATCH);
    if (entries.length === 0) return false;
    if (entries[0]!.id !== cursor + 1) log(`[webhooks] stream positions ${cursor + 1}..${entries[0]!.id - 1} are no longer in the live log; their events are skipped`);
    if (entries.length === BATCH) {
      // Keep a commit whole (map-entries looks ahead within a commit): drop a possibly cut last one.
      const last = entries.at(-1)!;
      const at = JSON.parse(last.data).ingested_at;
      const cut = entries.filter((e) => !(e.match_id === last.match_id && JSON.parse(e.data).ingested_at === at));
      if (cut.length > 0) entries = cut;
    }
    const matchIds = [...new Set(entries.map((e) => e.match_id))];
    const memo = await o.store.memos(o.mode, matchIds);
    const drafts = webhookEvents(entries, memo, o.initialMatch);
    const targets: WebhookEndpoint[] = [];
    for (const e of await listEndpoints()) if (e.status === 'active' && e.mode === o.mode && (await keyOk(e.key_id))) targets.push(e);
    const events: { id: string; body: string }[] = [];
    const deliveries: NewDelivery[] = [];
    const at = now();
    for (const d of drafts) {
      const to = targets.filter((t) => subscribes(t.events, d.type));
      if (to.length === 0) continue;
      const id = eventId();
      events.push({ id, body: JSON.stringify({ id, type: d.type, created_at: d.created_at, data: d.data }) });
      for (const t of to) deliveries.push({ id: deliveryId(), endpoint_id: t.id, match_id: d.match_id, event_type: d.type, event_id: id, created_at: at });
    }
    const touched = new Map([...memo].filter(([id]) => matchIds.includes(id)));
    const ok = await o.store.enqueue({ mode: o.mode, expected: cursor, next: entries.at(-1)!.id, memos: touched, events, deliveries });
    if (ok && deliveries.length) wake();
    return true; // moved (or another process did): look again
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

  const attempt = async (c: Claimed) => {
    const d = c.delivery;
    const endpoint = (await refresh()).byId.get(d.endpoint_id) ?? (await o.store.getEndpoint(d.endpoint_id));
    const at = now();
    let outcome: SendOutcome | null = null;
    let result: AttemptResult;
    if (!endpoint || endpoint.status !== 'active') {
      result = { status: 'failed', attempts: d.attempts, next_attempt_at: at, last_attempt_at: at, last_status_code: null, last_latency_ms: null, last_error: endpoint ? 'endpoint disabled' : 'endpoint deleted' };
    } else {
      let key: Buffer | null = null;
      let keyError = 'no secret stored';
      try {
        key = await secretOf(endpoint.id);
      } catch (err) {
        keyError = (err as Error).message; // never the secret: "cannot be decrypted: MATCHDAY_SECRET_KEY … differs"
      }
      const ts = Math.floor(at / 1000);
      outcome = key
        ? await sendWebhook(endpoint.url, signedHeaders(key, d.id, ts, d.body), d.body, { allowPrivate: !!o.allowPrivate, resolve: o.resolve, timeoutMs, maxBytes: o.maxBytes, agents })
        : { ok: false, statusCode: null, latencyMs: 0, error: keyError };
      const attempts = d.attempts + 1;
      const delay = outcome.ok ? null : retryDelay(attempts, schedule, Math.random());
      result = {
        status: outcome.ok ? 'delivered' : delay === null ? 'failed' : 'pending', attempts, next_attempt_at: delay === null ? at : at + delay,
        last_attempt_at: at, last_status_code: outcome.statusCode, last_latency_ms: outcome.latencyMs, last_error: outcome.error,
      };
      o.onAttempt?.(result.status === 'pending' ? 'retrying' : result.status, outcome.latencyMs / 1000);
    }
    results.push({ claim: c, result, endpoint, outcome });
  };

  /** Stores results in one step, then keeps the endpoints' health up to date. */
  const flush = async () => {
    const batch = results.splice(0);
    if (batch.length === 0) return;
    const stored = await o.store.complete(batch.map(({ claim, result }) => ({ claim, result })));
    const health = new Map<string, { endpoint: WebhookEndpoint; ok: boolean }>();
    batch.forEach((b, i) => {
      if (!stored[i] || !b.endpoint || !b.outcome) return;
      const h = health.get(b.endpoint.id);
      health.set(b.endpoint.id, { endpoint: b.endpoint, ok: (h?.ok ?? false) || b.outcome.ok });
      if (b.result.status === 'failed') log(`[webhooks] delivery ${b.claim.delivery.id} to ${b.endpoint.id} failed for good after ${b.result.attempts} attempts: ${b.result.last_error}`);
    });
    let changed = false;
    for (const { endpoint, ok } of health.values()) {
      if (ok && endpoint.failing_since) {
        await o.store.updateEndpoint(endpoint.id, { failing_since: null });
        changed = true;
      } else if (!ok) {
        if (!endpoint.failing_since) {
          await o.store.updateEndpoint(endpoint.id, { failing_since: new Date(now()).toISOString() });
          changed = true;
        } else if (shouldDisable(Date.parse(endpoint.failing_since), now(), disableAfter)) {
          await o.store.updateEndpoint(endpoint.id, { status: 'disabled', disabled_reason: `failing since ${endpoint.failing_since}` });
          log(`[webhooks] endpoint ${endpoint.id} disabled: every delivery failed since ${endpoint.failing_since}`);
          changed = true;
        }
      }
    }
    // The cached records carry failing_since: read them afresh after a change.
    if (changed) endpoints = null;
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
