/**
 * Wires the webhook engine into a server process (runtime.ts), from the environment (docs/webhooks.md):
 *   REDIS_URL                          webhook store in Redis (else data/webhooks.db in MATCHDAY_DATA_DIR)
 *   MATCHDAY_SECRET_KEY                key that encrypts signing secrets (else data/secret.key, 0600)
 *   MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1  allow http and private/loopback addresses (tests on one machine)
 *   MATCHDAY_WEBHOOKS_RETRY_MS         retry schedule as comma-separated ms (tests; default 5 s … 3 h)
 * One call per key mode: `mode: 'live'` for the live `Live`, `'test'` for the sandbox's.
 */
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { streamMatchOf } from '../../lib/live/overlay.ts';
import type { StreamMatchJson } from '../../lib/webhooks/map-entries.ts';
import type { AccessStore } from '../access/access-store.ts';
import type { Live } from '../live/live-runtime.ts';
import { openWebhookStore } from './open-webhook-store.ts';
import { openSecretBox } from './secret-box.ts';
import { allowPrivateFromEnv } from './target.ts';
import { startWebhooks, type Webhooks } from './dispatcher.ts';
import type { KeyMode, WebhookStore } from './webhook-store.ts';
import { WEBHOOKS_PERMISSION } from './webhook-admin.ts';

export type { Webhooks } from './dispatcher.ts';

export function retryScheduleFromEnv(): number[] | undefined {
  const raw = process.env.MATCHDAY_WEBHOOKS_RETRY_MS;
  if (!raw) return undefined;
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isSafeInteger(n) || n < 0)) throw new Error(`MATCHDAY_WEBHOOKS_RETRY_MS must be comma-separated whole milliseconds, not "${raw}"`);
  return list;
}

export async function startWebhooksFromEnv(o: {
  ds: Dataset;
  live: Live;
  mode: KeyMode;
  /** Current permissions of a key, null when revoked (the gate's `currentPermissions`). */
  gate: { currentPermissions(keyId: string): Promise<Set<string> | null> };
  access: AccessStore;
  store?: WebhookStore;
}): Promise<Webhooks> {
  const store = o.store ?? (await openWebhookStore());
  const ownsStore = !o.store;
  const engine = await startWebhooks({
    live: o.live,
    mode: o.mode,
    store,
    box: openSecretBox(),
    allowPrivate: allowPrivateFromEnv(),
    retrySchedule: retryScheduleFromEnv(),
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
