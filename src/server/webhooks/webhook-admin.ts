/**
 * Endpoint administration shared by the CLI (`npm run webhooks`) and tests: register (the secret is
 * returned once), enable/disable, delete, ping, retry, and the key check of registration.
 */
import { modeOf, type AccessStore } from '../access/access-store.ts';
import { keyGrant } from '../access/key-grant.ts';
import type { Plan } from '../../schemas/plans.ts';
import type { MatchWebhookEventType } from '../../lib/webhooks/event-types.ts';
import { deliveryId, endpointId, eventId } from '../../lib/webhooks/ids.ts';
import { generateSecret } from '../../lib/webhooks/signature.ts';
import type { KeyMode, WebhookEndpoint, WebhookStore } from './webhook-store.ts';
import type { SecretBox } from './secret-box.ts';
import { ALLOW_PRIVATE_SETTING, explainRefusal, resolveTarget, TargetRefused, type Resolver } from './target.ts';

export class WebhookAdminError extends Error {}

export const WEBHOOKS_PERMISSION = 'webhooks';

/**
 * The key's permissions and mode, or null when unknown or revoked: as the gate grants them (a test
 * key has the sandbox plan's permissions, webhooks among them).
 */
export async function keyAccess(access: AccessStore, plans: Plan[], keyId: string): Promise<{ permissions: Set<string>; mode: KeyMode } | null> {
  const rec = await access.getKey(keyId);
  const grant = rec?.status === 'active' ? keyGrant(rec, plans) : null;
  return rec && grant ? { permissions: grant.permissions, mode: modeOf(rec) } : null;
}

export async function addEndpoint(
  deps: { store: WebhookStore; access: AccessStore; plans: Plan[]; box: SecretBox; allowPrivate: boolean; resolve?: Resolver; now?: Date },
  opts: { keyId: string; url: string; events: MatchWebhookEventType[] | null },
): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
  const key = await keyAccess(deps.access, deps.plans, opts.keyId);
  if (!key) throw new WebhookAdminError(`no active key has the id ${opts.keyId} (see: npm run keys -- list)`);
  if (!key.permissions.has(WEBHOOKS_PERMISSION)) {
    const cheapest = deps.plans.find((p) => (p.permissions as string[]).includes(WEBHOOKS_PERMISSION));
    throw new WebhookAdminError(`key ${opts.keyId} lacks the webhooks permission${cheapest ? ` (plan ${cheapest.id} has it, or: npm run keys -- set ${opts.keyId} --permissions webhooks)` : ''}`);
  }
  try {
    await resolveTarget(opts.url, { allowPrivate: deps.allowPrivate, resolve: deps.resolve });
  } catch (err) {
    if (err instanceof TargetRefused) throw new WebhookAdminError(`URL refused: ${explainRefusal(err, 'registration')}`);
    throw err;
  }
  const secret = generateSecret();
  const endpoint: WebhookEndpoint = {
    id: endpointId(), key_id: opts.keyId, mode: key.mode, url: opts.url, events: opts.events, status: 'active',
    created_at: (deps.now ?? new Date()).toISOString(), failing_since: null, disabled_reason: null,
  };
  await deps.store.addEndpoint(endpoint, deps.box.seal(secret));
  return { secret, endpoint };
}

export async function setEndpointStatus(store: WebhookStore, id: string, status: 'active' | 'disabled'): Promise<WebhookEndpoint> {
  const out = await store.updateEndpoint(id, status === 'active' ? { status, failing_since: null, disabled_reason: null } : { status, disabled_reason: 'disabled by an operator' });
  if (!out) throw new WebhookAdminError(`no endpoint has the id ${id} (see: npm run webhooks -- list)`);
  return out;
}

/**
 * What a server started without MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1 would say of the URL, when that
 * setting is what it takes to send there (an http URL, a non-public address); null otherwise. The
 * CLI queues a ping but a server sends it, with its own setting: the CLI's ping says so up front.
 */
export async function privateTargetNote(url: string, resolve?: Resolver): Promise<string | null> {
  try {
    await resolveTarget(url, { allowPrivate: false, resolve });
    return null;
  } catch (err) {
    if (err instanceof TargetRefused && err.liftable)
      return `a server sends to this URL only when started with ${ALLOW_PRIVATE_SETTING} (${err.message}); without it the delivery stays pending, is retried, and the log shows why (development only)`;
    return null;
  }
}

/**
 * The earlier ping that a new ping `msg` waits behind, in words, or null: pings to an endpoint go one
 * at a time, in order, so a ping still pending after a failed attempt (e.g. refused by a server
 * started without MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1) holds the later ones until its next attempt.
 */
export async function pingWaitsBehind(store: WebhookStore, endpointId: string, msg: string): Promise<string | null> {
  const pending = await store.listDeliveries({ endpoint: endpointId, status: 'pending', limit: 100 });
  const earlier = pending.filter((d) => d.event_type === 'ping' && d.id !== msg && d.attempts > 0).at(-1);
  if (!earlier) return null;
  return `an earlier ping ${earlier.id} to this endpoint is still pending after ${earlier.attempts} failed attempt(s) (last error: ${earlier.last_error ?? '-'}); pings to an endpoint are sent one at a time, in order, so this one goes after it, whose next attempt is at ${new Date(earlier.next_attempt_at).toISOString()}`;
}

/** Queues a `ping` to the endpoint; returns the delivery id (msg_…). */
export async function ping(store: WebhookStore, id: string, now = new Date()): Promise<string> {
  const e = await store.getEndpoint(id);
  if (!e) throw new WebhookAdminError(`no endpoint has the id ${id} (see: npm run webhooks -- list)`);
  if (e.status !== 'active') throw new WebhookAdminError(`endpoint ${id} is disabled; enable it first`);
  const evt = eventId();
  const msg = deliveryId();
  const body = JSON.stringify({ id: evt, type: 'ping', created_at: now.toISOString(), data: {} });
  await store.addDelivery({ id: msg, endpoint_id: id, match_id: '', event_type: 'ping', event_id: evt, created_at: now.getTime() }, body);
  return msg;
}
