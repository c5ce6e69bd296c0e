/**
 * Wires the webhook engine into a server process (runtime.ts) from the configuration (docs/webhooks.md):
 * the store (REDIS_URL, else webhooks.db in MATCHDAY_DATA_DIR), the secret box (MATCHDAY_SECRET_KEY,
 * else secret.key), MATCHDAY_WEBHOOKS_ALLOW_PRIVATE and MATCHDAY_WEBHOOKS_RETRY_MS.
 * One call per key mode: `mode: 'live'` for the live `Live`, `'test'` for the sandbox's.
 */
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { streamMatchOf } from '../../lib/live/overlay.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import type { AccessStore } from '../access/access-store.ts';
import type { Live } from '../live/live-runtime.ts';
import { openWebhookStore } from './open-webhook-store.ts';
import { openSecretBox } from './secret-box.ts';
import { startWebhooks, type Webhooks } from './dispatcher.ts';
import type { KeyMode, WebhookStore } from './webhook-store.ts';
import { WEBHOOKS_PERMISSION } from './webhook-admin.ts';
import { metrics } from '../ops/metrics.ts';
import type { Logger } from '../ops/logger.ts';
import type { Config } from '../../config/load-config.ts';

export type { Webhooks } from './dispatcher.ts';

export async function startWebhooksFromConfig(o: {
  config: Pick<Config, 'redisUrl' | 'dataDir' | 'webhooks'>;
  /** The webhooks' component logger. */
  logger: Logger;
  ds: Dataset;
  live: Live;
  mode: KeyMode;
  /** Current permissions of a key, null when revoked (the gate's `currentPermissions`). */
  gate: { currentPermissions(keyId: string): Promise<Set<string> | null> };
  access: AccessStore;
  store?: WebhookStore;
}): Promise<Webhooks> {
  const log = (m: string) => o.logger.warn({ mode: o.mode }, m);
  const store = o.store ?? (await openWebhookStore({ ...o.config, log }));
  const ownsStore = !o.store;
  const engine = await startWebhooks({
    live: o.live,
    mode: o.mode,
    store,
    box: openSecretBox(o.config.dataDir, o.config.webhooks.secretKey),
    allowPrivate: o.config.webhooks.allowPrivate,
    retrySchedule: o.config.webhooks.retrySchedule,
    log,
    onAttempt: (outcome, seconds) => metrics.webhookDelivery(outcome, seconds),
    keyAccess: async (keyId) => {
      const [perms, rec] = await Promise.all([o.gate.currentPermissions(keyId), o.access.getKey(keyId)]);
      return perms && rec ? { webhooks: perms.has(WEBHOOKS_PERMISSION), mode: rec.mode ?? 'live' } : null;
    },
    initialMatch: (id) => {
      const m = o.ds.matches.get(id);
      return m ? (streamMatchOf(o.ds, m, undefined) as StreamMatchJson) : undefined;
    },
  });
  return {
    ...engine,
    async close() {
      await engine.close();
      if (ownsStore) await store.close();
    },
  };
}
