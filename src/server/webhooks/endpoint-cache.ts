/**
 * What the dispatcher reads about endpoints, cached briefly (CLI changes apply within `cacheMs`):
 * the endpoint list (one read at a time, shared by the attempts in flight), whether a key may
 * receive webhooks of this mode, and each endpoint's signing key (decrypted once, kept in memory).
 */
import { signatureKey } from '../../lib/webhooks/signature.ts';
import type { KeyMode, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import type { SecretBox } from './secret-box.ts';

export type KeyAccess = (keyId: string) => Promise<{ webhooks: boolean; mode: KeyMode } | null>;

interface Snapshot { at: number; list: WebhookEndpoint[]; byId: Map<string, WebhookEndpoint> }

export interface EndpointCache {
  list(): Promise<WebhookEndpoint[]>;
  byId(id: string): Promise<WebhookEndpoint | undefined>;
  /** Whether the key is active, holds `webhooks` and has the dispatcher's mode. */
  keyOk(keyId: string): Promise<boolean>;
  /** The endpoint's signing key, null when no secret is stored; throws when it cannot be decrypted. */
  signingKey(endpointId: string): Promise<Buffer | null>;
  /** Read the endpoints afresh next time (their health changed). */
  invalidate(): void;
}

export function endpointCache(o: { store: WebhookStore; box: SecretBox; keyAccess: KeyAccess; mode: KeyMode; now: () => number; cacheMs: number }): EndpointCache {
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot> | null = null;
  const refresh = async (): Promise<Snapshot> => {
    if (snapshot && o.now() - snapshot.at <= o.cacheMs) return snapshot;
    reading ??= o.store.listEndpoints().then(
      (list) => (snapshot = { at: o.now(), list, byId: new Map(list.map((e) => [e.id, e])) }),
    ).finally(() => (reading = null));
    return reading;
  };
  const keys = new Map<string, { at: number; ok: boolean }>();
  const secrets = new Map<string, Buffer>();
  return {
    list: async () => (await refresh()).list,
    byId: async (id) => (await refresh()).byId.get(id),
    async keyOk(keyId) {
      const hit = keys.get(keyId);
      if (hit && o.now() - hit.at < o.cacheMs) return hit.ok;
      const a = await o.keyAccess(keyId);
      const ok = !!a && a.webhooks && a.mode === o.mode;
      keys.set(keyId, { at: o.now(), ok });
      return ok;
    },
    async signingKey(endpointId) {
      let k = secrets.get(endpointId);
      if (!k) {
        const sealed = await o.store.sealedSecret(endpointId);
        if (!sealed) return null;
        k = signatureKey(o.box.open(sealed));
        secrets.set(endpointId, k);
      }
      return k;
    },
    invalidate: () => void (snapshot = null),
  };
}
