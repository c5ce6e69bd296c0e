/**
 * What a key record may do: its plan and permissions. A live key has its plan from the plans file
 * plus its extra permissions; a test key (`sk_test_…`) always has the sandbox plan (sandbox-plan.ts),
 * which the plans file does not list because it is derived from the starter plan. The gate, the
 * webhook registration and the keys CLI all ask this one function, so they agree on every key.
 */
import type { Plan } from '../../schemas/plans.ts';
import { modeOf, type ApiKeyRecord } from './access-store.ts';
import { sandboxPlan } from './sandbox-plan.ts';

export interface KeyGrant {
  plan: Plan;
  permissions: Set<string>;
}

/**
 * The grant of `rec`, or null when a live key names a plan the plans file does not have. Pass the
 * sandbox plan when it is already built (the gate keeps one object per process).
 */
export function keyGrant(rec: Pick<ApiKeyRecord, 'plan' | 'extra_permissions' | 'mode'>, plans: readonly Plan[], sandbox: Plan = sandboxPlan(plans)): KeyGrant | null {
  if (modeOf(rec) === 'test') return { plan: sandbox, permissions: new Set(sandbox.permissions) };
  const plan = plans.find((p) => p.id === rec.plan);
  return plan ? { plan, permissions: new Set([...plan.permissions, ...rec.extra_permissions]) } : null;
}
