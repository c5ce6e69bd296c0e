/**
 * What a test key (`sk_test_…`) may do (decisions.md "Sandbox: test keys"): the starter plan's
 * permissions plus `webhooks`, 60 requests per minute, and no units charged. The daily units shown
 * in its headers are the starter plan's; they never go down.
 */
import { SANDBOX_PLAN_ID, type Plan } from '../../schemas/plans.ts';

export { SANDBOX_PLAN_ID };
export const SANDBOX_REQUESTS_PER_MINUTE = 60;
const STARTER_FALLBACK: Plan['permissions'] = ['match_events', 'match_stats', 'match_lineups', 'live_matches'];

export function sandboxPlan(plans: readonly Plan[]): Plan {
  const starter = plans.find((p) => p.id === 'starter');
  return {
    id: SANDBOX_PLAN_ID,
    units_per_day: starter?.units_per_day ?? 0,
    requests_per_minute: SANDBOX_REQUESTS_PER_MINUTE,
    permissions: [...new Set([...(starter?.permissions ?? STARTER_FALLBACK), 'webhooks' as const])],
  };
}
