/**
 * Applies endpoint health after a batch of stored attempts (endpoint-health.ts): logs its messages,
 * writes its changes (failing since, cleared, disabled) to the store, and makes the endpoint cache
 * read the endpoints afresh when one changed (the cached records carry `failing_since`).
 */
import type { WebhookStore } from './webhook-store.ts';
import type { EndpointCache } from './endpoint-cache.ts';
import { endpointHealth, type AttemptDone } from './endpoint-health.ts';

export interface HealthRecorderDeps {
  store: Pick<WebhookStore, 'updateEndpoint'>;
  endpoints: Pick<EndpointCache, 'invalidate'>;
  now: () => number;
  log: (message: string) => void;
  disableAfterMs: number;
}

export function healthRecorder(o: HealthRecorderDeps): (done: AttemptDone[]) => Promise<void> {
  return async (done) => {
    const { changes, messages } = endpointHealth(done, o.now(), o.disableAfterMs);
    messages.forEach((m) => o.log(m));
    for (const c of changes) await o.store.updateEndpoint(c.endpointId, c.patch);
    if (changes.length > 0) o.endpoints.invalidate();
  };
}
