/**
 * The access gate: authenticate a Bearer key, check a permission, meter units and requests, and
 * describe the key's state in headers (decisions.md "Keys, plans, permissions, units").
 */
import type { Plan } from '../../schemas/plans.ts';
import { ApiError } from '../../lib/errors/api-error.ts';
import { hashApiKey, isWellFormedKey, modeOfSecret, type KeyMode } from './api-key.ts';
import { KeyChangedError, modeOf, type AccessStore, type Admission, type ApiKeyRecord } from './access-store.ts';
import { sandboxPlan } from './sandbox-plan.ts';
import { keyGrant } from './key-grant.ts';

export interface Principal {
  key: ApiKeyRecord;
  /** The key's plan; for a test key the sandbox plan (sandbox-plan.ts). */
  plan: Plan;
  permissions: Set<string>;
  /** `test`: the key sees the sandbox and is not charged units. */
  mode: KeyMode;
}

export interface GateOptions {
  store: AccessStore;
  plans: Plan[];
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/** Seconds until the next 00:00 UTC (at least 1), from epoch milliseconds (on every answer's RateLimit header). */
export function secondsToReset(ms: number): number {
  return Math.max(1, Math.ceil(((Math.floor(ms / DAY_MS) + 1) * DAY_MS - ms) / 1000));
}

/** Seconds until the next 00:00 UTC, and that instant. */
export function dailyReset(now: Date): { at: Date; seconds: number } {
  const ms = now.getTime();
  return { at: new Date((Math.floor(ms / DAY_MS) + 1) * DAY_MS), seconds: secondsToReset(ms) };
}

const unavailable = () => new ApiError('service_unavailable', 'The access service is unavailable; retry in a few seconds.', null, { 'Retry-After': '5' });

/** What a failed store call becomes: ApiError and KeyChangedError pass, anything else is a 503. */
const storeFailure = (err: unknown) => (err instanceof ApiError || err instanceof KeyChangedError ? err : unavailable());

async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw storeFailure(err);
  }
}

export function createGate({ store, plans, now = () => new Date() }: GateOptions) {
  /** The principal of a key record object the store handed out (stores cache records, so it repeats). */
  const principals = new WeakMap<object, Principal>();
  const policies = new Map(plans.map((p) => [p, `"units";q=${p.units_per_day};w=86400, "requests";q=${p.requests_per_minute};w=60`]));
  const sandbox = sandboxPlan(plans);
  policies.set(sandbox, `"units";q=${sandbox.units_per_day};w=86400, "requests";q=${sandbox.requests_per_minute};w=60`);
  /** The plan and permissions a record has now; null when its plan is unknown. */
  const grantOf = (rec: ApiKeyRecord) => keyGrant(rec, plans, sandbox);
  /** Test keys are never charged units (decisions.md "Sandbox: test keys"). */
  const costFor = (principal: Principal, cost: number) => (principal.mode === 'test' ? 0 : cost);

  function rateHeaders(principal: Principal, unitsUsed: number, minuteCount: number, at: Date, cost: number): Record<string, string> {
    const { plan } = principal;
    const left = Math.max(0, plan.units_per_day - unitsUsed);
    return {
      'X-Units-Cost': String(cost),
      'X-Units-Remaining': String(left),
      'RateLimit-Policy': policies.get(plan) ?? `"units";q=${plan.units_per_day};w=86400, "requests";q=${plan.requests_per_minute};w=60`,
      RateLimit: `"units";r=${left};t=${secondsToReset(at.getTime())}`,
    };
  }

  return {
    /** Resolves the Authorization header to an active key, or throws 401 (or 503 when the store is down). */
    async authenticate(header: string | undefined): Promise<Principal> {
      const m = header === undefined ? null : /^\s*bearer(?:\s+(.*))?$/is.exec(header);
      if (!m) throw new ApiError('api_key_missing', 'Send your API key as Authorization: Bearer <API_KEY>.', null, { 'WWW-Authenticate': 'Bearer realm="api"' });
      const key = (m[1] ?? '').trim();
      const invalid = () => new ApiError('api_key_invalid', 'The API key is not valid; check it or create a new one.', null, { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' });
      if (!isWellFormedKey(key)) throw invalid();
      const hash = hashApiKey(key);
      // (awaited here rather than through guarded(): one async frame less on every request)
      let rec: Awaited<ReturnType<AccessStore['findKeyByHash']>>;
      try {
        rec = await store.findKeyByHash(hash);
      } catch (err) {
        throw storeFailure(err);
      }
      // The record must carry the hash it was looked up by. This is not a secret comparison (both
      // sides are the SHA-256 of the key the client sent, so a constant-time compare would hide
      // nothing): it refuses a record a store answered for another key (a cache slot or prefix
      // mix-up), which would otherwise authenticate a request as someone else's key.
      if (!rec || rec.hash !== hash || rec.status !== 'active') throw invalid();
      // The secret's prefix and the record must name the same mode: a sk_test_ secret never
      // authenticates a live record, nor a sk_live_ secret a test record.
      const mode = modeOfSecret(key);
      if (modeOf(rec) !== mode) throw invalid();
      const known = principals.get(rec);
      if (known) return known;
      const grant = grantOf(rec);
      if (!grant) throw invalid();
      const { hash: _h, ...record } = rec;
      const principal: Principal = { key: record, ...grant, mode };
      principals.set(rec, principal);
      return principal;
    },

    /** Throws 403 naming the permission and the cheapest plan that has it. */
    requirePermission(principal: Principal, permission: string | null): void {
      if (permission === null || principal.permissions.has(permission)) return;
      const cheapest = plans.find((p) => (p.permissions as string[]).includes(permission));
      if (principal.mode === 'test') throw new ApiError('permission_missing', `This endpoint needs the ${permission} permission, which test keys do not have${cheapest ? `; a live key of the ${cheapest.id} plan has it` : ''}.`);
      throw new ApiError('permission_missing', `This endpoint needs the ${permission} permission, which your ${principal.plan.id} plan does not include${cheapest ? `; the ${cheapest.id} plan has it` : ''}.`);
    },

    /** Counts a request refused before metering (400, 403) in the per-minute window. */
    async countOnly(principal: Principal): Promise<void> {
      await guarded(store.countRequest(principal.key.id, now()));
    },

    /** Atomically counts the request and reserves `cost` units; throws 429 when refused. */
    async admit(principal: Principal, requested: number): Promise<{ admission: Admission; at: Date }> {
      const cost = costFor(principal, requested);
      const at = now();
      const limits = { unitsPerDay: principal.plan.units_per_day, requestsPerMinute: principal.plan.requests_per_minute };
      let admission: Admission;
      try {
        admission = await store.admit(principal.key.id, cost, limits, at);
      } catch (err) {
        throw storeFailure(err);
      }
      if (admission.outcome === 'rate_limited') {
        const retry = 60 - (Math.floor(at.getTime() / 1000) % 60);
        throw new ApiError('rate_limited', `Your ${principal.plan.id} plan allows ${limits.requestsPerMinute} requests per minute; retry in ${retry} seconds.`, null, {
          'Retry-After': String(retry), ...rateHeaders(principal, admission.unitsUsed, admission.minuteCount, at, 0),
        });
      }
      if (admission.outcome === 'quota_exceeded') {
        const { seconds } = dailyReset(at);
        throw new ApiError('quota_exceeded', `The ${limits.unitsPerDay} daily units of your ${principal.plan.id} plan are spent; they reset at 00:00 UTC.`, null, {
          'Retry-After': String(seconds), ...rateHeaders(principal, admission.unitsUsed, admission.minuteCount, at, 0),
        });
      }
      return { admission, at };
    },

    /** After the answer is known: keep the charge for 2xx, give it back otherwise. Returns the headers. */
    async settle(principal: Principal, admitted: { admission: Admission; at: Date }, requested: number, charged: boolean): Promise<Record<string, string>> {
      const cost = costFor(principal, requested);
      let used = admitted.admission.unitsUsed;
      if (!charged && cost > 0) {
        await guarded(store.refund(principal.key.id, cost, admitted.at));
        used -= cost;
      }
      return rateHeaders(principal, used, admitted.admission.minuteCount, admitted.at, charged ? cost : 0);
    },

    /** Headers for an answer refused after authentication but before metering. */
    async headersFor(principal: Principal): Promise<Record<string, string>> {
      const at = now();
      const u = await guarded(store.usage(principal.key.id, at));
      return rateHeaders(principal, u.unitsUsed, u.minuteCount, at, 0);
    },

    /** The key's permissions now (fresh from the store), or null when it is not an active key. */
    async currentPermissions(keyId: string): Promise<Set<string> | null> {
      const rec = await store.getKey(keyId);
      if (!rec || rec.status !== 'active') return null;
      return grantOf(rec)?.permissions ?? null;
    },

    /** `GET /usage` body. */
    async usage(principal: Principal) {
      const at = now();
      const u = await guarded(store.usage(principal.key.id, at));
      const { plan } = principal;
      return {
        key_id: principal.key.id,
        mode: principal.mode,
        plan: plan.id,
        permissions: [...principal.permissions].sort(),
        units: { limit: plan.units_per_day, used: u.unitsUsed, remaining: Math.max(0, plan.units_per_day - u.unitsUsed), resets_at: dailyReset(at).at.toISOString() },
        requests_per_minute: { limit: plan.requests_per_minute, remaining: Math.max(0, plan.requests_per_minute - u.minuteCount) },
      };
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
