import { z } from 'zod';

/**
 * The permissions a key can hold: the four of decisions.md, `feed_write` for the live feed and
 * `webhooks` (registering webhook endpoints: pro plan; test keys hold it in the sandbox) and
 * `bulk_export` (whole-competition downloads: pro plan).
 */
export const GRANTABLE_PERMISSIONS = ['match_events', 'match_stats', 'match_lineups', 'live_matches', 'bulk_export', 'feed_write', 'webhooks'] as const;
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

export const planSchema = z.object({
  /** Plan name used by keys, e.g. `starter`. */
  id: z.string().regex(/^[a-z][a-z0-9_-]*$/),
  /** Units a key may spend per UTC day. */
  units_per_day: z.int().min(0),
  /** Requests a key may make per fixed 60-second window. */
  requests_per_minute: z.int().min(1),
  /** Permissions every key of the plan holds. */
  permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)),
});

/**
 * The plan of every test key (`sk_test_…`): derived from the `starter` plan in code
 * (src/server/access/sandbox-plan.ts), so the plans file does not list it and no plan there may
 * take its name.
 */
export const SANDBOX_PLAN_ID = 'sandbox';

/** `src/config/plans.json`: plans in price order, cheapest first (403 messages name the cheapest plan with a permission). */
export const plansFile = z.object({
  version: z.literal(1),
  plans: z
    .array(planSchema)
    .min(1)
    .superRefine((plans, ctx) => {
      plans.forEach((p, i) => {
        if (p.id === SANDBOX_PLAN_ID) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${SANDBOX_PLAN_ID}" is the test keys' plan, derived from the starter plan; give this plan another name` });
        else if (plans.findIndex((q) => q.id === p.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `plan "${p.id}" is listed twice` });
      });
    }),
});
export type Plan = z.output<typeof planSchema>;
export type PlansFile = z.output<typeof plansFile>;
