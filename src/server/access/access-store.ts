/**
 * Where keys and usage live. Two implementations: the embedded SQLite file (default) and Redis
 * (several server processes). Both are exact under concurrency: `admit` is one atomic step.
 */
import type { GrantablePermission } from '../../schemas/plans.ts';
import type { KeyMode } from './api-key.ts';

export interface ApiKeyRecord {
  /** Public ID, `key_…`. */
  id: string;
  name: string;
  plan: string;
  /** Permissions granted beyond the plan's. */
  extra_permissions: GrantablePermission[];
  status: 'active' | 'revoked';
  /** ISO 8601 UTC. */
  created_at: string;
  /** `test`: a sandbox key (`sk_test_…`). Absent: live (stores return it only for test keys). */
  mode?: KeyMode;
}

/** A record's mode: absent means live. */
export const modeOf = (r: Pick<ApiKeyRecord, 'mode'>): KeyMode => r.mode ?? 'live';

export interface Limits {
  unitsPerDay: number;
  requestsPerMinute: number;
}

export interface Admission {
  /** `ok`: counted and charged; otherwise counted in the minute window only. */
  outcome: 'ok' | 'rate_limited' | 'quota_exceeded';
  /** Units used today after this step. */
  unitsUsed: number;
  /** Requests in the current minute window, this one included. */
  minuteCount: number;
}

export interface AccessStore {
  readonly kind: 'embedded' | 'redis';
  /**
   * How long after a key change committed by another process (the keys CLI) every server is sure to
   * see it. The keys CLI waits this long before it reports a change as done, so "revoked" means the
   * next request is refused.
   */
  readonly changeVisibleMs: number;
  findKeyByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | null>;
  createKey(record: ApiKeyRecord, hash: string): Promise<void>;
  listKeys(): Promise<ApiKeyRecord[]>;
  getKey(id: string): Promise<ApiKeyRecord | null>;
  updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'plan' | 'extra_permissions' | 'status' | 'name'>>): Promise<ApiKeyRecord | null>;
  /**
   * Atomically: count the request in the key's minute window; refuse when over the per-minute limit;
   * else charge `cost` units unless that would pass the daily limit. May throw KeyChangedError.
   */
  admit(keyId: string, cost: number, limits: Limits, now: Date): Promise<Admission>;
  /** Counts a request in the minute window without charging (requests refused before metering). */
  countRequest(keyId: string, now: Date): Promise<number>;
  /** Gives back units charged by `admit` for an answer that turned out not to be 2xx. */
  refund(keyId: string, cost: number, now: Date): Promise<void>;
  /** Units used today and requests in the current minute window. */
  usage(keyId: string, now: Date): Promise<{ unitsUsed: number; minuteCount: number }>;
  close(): Promise<void>;
}

export class StoreUnavailableError extends Error {}

/**
 * Thrown by `admit`/`countRequest` of a store that answered `findKeyByHash` from a cache when the
 * key record changed meanwhile (revoked, re-planned): the caller authenticates again, fresh.
 */
export class KeyChangedError extends Error {}

let lastDay = { n: NaN, day: '' };
/** `YYYY-MM-DD` of `now` in UTC (the last answer is kept: metering asks for the same day all day long). */
export function utcDay(now: Date): string {
  const n = Math.floor(now.getTime() / 86_400_000);
  if (n !== lastDay.n) lastDay = { n, day: now.toISOString().slice(0, 10) };
  return lastDay.day;
}
export const minuteWindow = (now: Date) => Math.floor(now.getTime() / 60_000);
