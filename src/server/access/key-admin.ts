/** Key administration shared by the CLI and tests: create (secret shown once), list, revoke, change. */
import type { Plan } from '../../schemas/plans.ts';
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '../../schemas/plans.ts';
import { generateApiKey, generateKeyId, hashApiKey, type KeyMode } from './api-key.ts';
import { modeOf, type AccessStore, type ApiKeyRecord } from './access-store.ts';
import { SANDBOX_PLAN_ID } from './sandbox-plan.ts';

export class KeyAdminError extends Error {}

function checkPlan(plans: Plan[], plan: string): void {
  if (plan === SANDBOX_PLAN_ID) throw new KeyAdminError(`"${SANDBOX_PLAN_ID}" is the plan of test keys: create one with --test (npm run keys -- create --test --name …)`);
  if (!plans.some((p) => p.id === plan)) throw new KeyAdminError(`unknown plan "${plan}" (plans: ${plans.map((p) => p.id).join(', ')})`);
}

export function parsePermissions(list: string): GrantablePermission[] {
  const items = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const p of items) if (!(GRANTABLE_PERMISSIONS as readonly string[]).includes(p)) throw new KeyAdminError(`unknown permission "${p}" (permissions: ${GRANTABLE_PERMISSIONS.join(', ')})`);
  return [...new Set(items)] as GrantablePermission[];
}

/**
 * Creates a key. A test key (`mode: 'test'`, `sk_test_…`) sees the sandbox; its plan and permissions
 * are fixed (sandbox-plan.ts), so `plan` and `extra` do not apply to it.
 */
export async function createKey(store: AccessStore, plans: Plan[], opts: { name: string; plan?: string; extra?: GrantablePermission[]; mode?: KeyMode; now?: Date }): Promise<{ secret: string; record: ApiKeyRecord }> {
  const mode = opts.mode ?? 'live';
  if (mode === 'test' && opts.extra?.length) throw new KeyAdminError('a test key has the sandbox permissions (the starter plan\'s plus webhooks); --permissions does not apply to it');
  const plan = mode === 'test' ? SANDBOX_PLAN_ID : (opts.plan ?? 'starter');
  if (mode === 'live') checkPlan(plans, plan);
  if (!opts.name.trim()) throw new KeyAdminError('a key needs a name (--name)');
  const secret = generateApiKey(mode);
  const record: ApiKeyRecord = {
    id: generateKeyId(), name: opts.name.trim(), plan, extra_permissions: mode === 'test' ? [] : (opts.extra ?? []), status: 'active',
    created_at: (opts.now ?? new Date()).toISOString(), ...(mode === 'test' ? { mode } : {}),
  };
  await store.createKey(record, hashApiKey(secret));
  return { secret, record };
}

export async function changeKey(store: AccessStore, plans: Plan[], id: string, patch: { plan?: string; extra?: GrantablePermission[]; status?: 'active' | 'revoked' }): Promise<ApiKeyRecord> {
  if (patch.plan) checkPlan(plans, patch.plan);
  if (patch.plan || patch.extra) {
    const cur = await store.getKey(id);
    if (cur && modeOf(cur) === 'test') throw new KeyAdminError(`${id} is a test key: its plan and permissions are the sandbox's and cannot be changed`);
  }
  const out = await store.updateKey(id, { ...(patch.plan ? { plan: patch.plan } : {}), ...(patch.extra ? { extra_permissions: patch.extra } : {}), ...(patch.status ? { status: patch.status } : {}) });
  if (!out) throw new KeyAdminError(`no key has the id ${id} (see: npm run keys -- list)`);
  return out;
}
