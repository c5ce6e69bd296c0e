/** Key administration shared by the CLI and tests: create (secret shown once), list, revoke, change. */
import type { Plan } from '../../schemas/plans.ts';
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '../../schemas/plans.ts';
import { generateApiKey, generateKeyId, hashApiKey } from './api-key.ts';
import type { AccessStore, ApiKeyRecord } from './access-store.ts';

export class KeyAdminError extends Error {}

function checkPlan(plans: Plan[], plan: string): void {
  if (!plans.some((p) => p.id === plan)) throw new KeyAdminError(`unknown plan "${plan}" (plans: ${plans.map((p) => p.id).join(', ')})`);
}

export function parsePermissions(list: string): GrantablePermission[] {
  const items = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const p of items) if (!(GRANTABLE_PERMISSIONS as readonly string[]).includes(p)) throw new KeyAdminError(`unknown permission "${p}" (permissions: ${GRANTABLE_PERMISSIONS.join(', ')})`);
  return [...new Set(items)] as GrantablePermission[];
}

export async function createKey(store: AccessStore, plans: Plan[], opts: { name: string; plan: string; extra?: GrantablePermission[]; now?: Date }): Promise<{ secret: string; record: ApiKeyRecord }> {
  checkPlan(plans, opts.plan);
  if (!opts.name.trim()) throw new KeyAdminError('a key needs a name (--name)');
  const secret = generateApiKey();
  const record: ApiKeyRecord = {
    id: generateKeyId(), name: opts.name.trim(), plan: opts.plan, extra_permissions: opts.extra ?? [], status: 'active',
    created_at: (opts.now ?? new Date()).toISOString(),
  };
  await store.createKey(record, hashApiKey(secret));
  return { secret, record };
}

export async function changeKey(store: AccessStore, plans: Plan[], id: string, patch: { plan?: string; extra?: GrantablePermission[]; status?: 'active' | 'revoked' }): Promise<ApiKeyRecord> {
  if (patch.plan) checkPlan(plans, patch.plan);
  const out = await store.updateKey(id, { ...(patch.plan ? { plan: patch.plan } : {}), ...(patch.extra ? { extra_permissions: patch.extra } : {}), ...(patch.status ? { status: patch.status } : {}) });
  if (!out) throw new KeyAdminError(`no key has the id ${id} (see: npm run keys -- list)`);
  return out;
}
