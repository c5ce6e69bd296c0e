/**
 * One delivery attempt: look the endpoint up, sign the body with its key and send it, then judge the
 * outcome on the retry schedule (attempt-result.ts). An endpoint that is gone or disabled fails the
 * delivery at once; a secret that is missing or cannot be decrypted fails the attempt with that
 * error, without a send. Nothing here logs or returns a secret.
 */
import { signedHeaders } from '../../lib/webhooks/signature.ts';
import type { AttemptResult, Claimed, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import { attemptResult, unsendableResult } from './attempt-result.ts';
import type { EndpointCache } from './endpoint-cache.ts';
import type { SendOutcome } from './send-webhook.ts';

/** What an attempt leaves for the delivery loop to store; `endpoint` and `outcome` are null without a send or endpoint. */
export interface AttemptRecord {
  claim: Claimed;
  result: AttemptResult;
  endpoint: WebhookEndpoint | null;
  outcome: SendOutcome | null;
}

export type SendFn = (url: string, headers: Record<string, string>, body: string) => Promise<SendOutcome>;

export interface DeliveryAttemptDeps {
  endpoints: Pick<EndpointCache, 'byId' | 'signingKey'>;
  /** Read when the cached list does not hold the endpoint (added since). */
  store: Pick<WebhookStore, 'getEndpoint'>;
  send: SendFn;
  now: () => number;
  retrySchedule: readonly number[];
  /** The retry delay's jitter, in [0, 1) (default Math.random). */
  random?: () => number;
  /** Told of every attempt with a send or a key error: its outcome and seconds (the metrics). */
  onAttempt?: (outcome: 'delivered' | 'retrying' | 'failed', seconds: number) => void;
}

/** The signing key, or why there is none: "no secret stored", or the decryption error (never the secret). */
async function keyOf(endpoints: DeliveryAttemptDeps['endpoints'], endpointId: string): Promise<Buffer | string> {
  try {
    return (await endpoints.signingKey(endpointId)) ?? 'no secret stored';
  } catch (err) {
    return (err as Error).message;
  }
}

export function deliveryAttempt(o: DeliveryAttemptDeps): (claim: Claimed) => Promise<AttemptRecord> {
  const random = o.random ?? Math.random;
  return async (claim) => {
    const d = claim.delivery;
    const endpoint = (await o.endpoints.byId(d.endpoint_id)) ?? (await o.store.getEndpoint(d.endpoint_id));
    const at = o.now();
    if (!endpoint || endpoint.status !== 'active') {
      return { claim, result: unsendableResult(d, at, endpoint ? 'endpoint disabled' : 'endpoint deleted'), endpoint, outcome: null };
    }
    const key = await keyOf(o.endpoints, endpoint.id);
    const outcome: SendOutcome = typeof key === 'string'
      ? { ok: false, statusCode: null, latencyMs: 0, error: key }
      : await o.send(endpoint.url, signedHeaders(key, d.id, Math.floor(at / 1000), d.body), d.body);
    const result = attemptResult(d, outcome, at, o.retrySchedule, random());
    o.onAttempt?.(result.status === 'pending' ? 'retrying' : result.status, outcome.latencyMs / 1000);
    return { claim, result, endpoint, outcome };
  };
}
