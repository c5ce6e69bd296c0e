/**
 * The sandbox plan of test keys is derived from the starter plan in code, never listed in the plans
 * file: a plans file that names a plan `sandbox` is refused at load, and a live key cannot be given
 * the plan `sandbox` (the CLI points to --test).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DEFAULT_PLANS_PATH, loadPlans } from '../../src/server/access/plans.ts';
import { createKey, KeyAdminError } from '../../src/server/access/key-admin.ts';
import { keyGrant } from '../../src/server/access/key-grant.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';

test('a plans file naming a plan "sandbox" is refused, with the reason', async () => {
  const file = JSON.parse(await readFile(DEFAULT_PLANS_PATH, 'utf8'));
  file.plans.push({ id: 'sandbox', units_per_day: 1, requests_per_minute: 1, permissions: [] });
  const path = join(await mkdtemp(join(tmpdir(), 'matchday-plans-')), 'plans.json');
  await writeFile(path, JSON.stringify(file));
  expect(() => loadPlans(path)).toThrow(`plans.${file.plans.length - 1}.id: "sandbox" is the test keys' plan, derived from the starter plan; give this plan another name`);
});

test('a live key cannot take the sandbox plan; a test key has it, with the starter plan\'s permissions plus webhooks', async () => {
  const plans = loadPlans();
  const store = new SqliteAccessStore(':memory:');
  await expect(createKey(store, plans, { name: 'x', plan: 'sandbox' })).rejects.toThrow(KeyAdminError);
  await expect(createKey(store, plans, { name: 'x', plan: 'sandbox' })).rejects.toThrow('create one with --test');
  const { record } = await createKey(store, plans, { name: 't', mode: 'test' });
  const starter = plans.find((p) => p.id === 'starter')!;
  const grant = keyGrant(record, plans)!;
  expect(grant.plan.id).toBe('sandbox');
  expect([...grant.permissions].sort()).toEqual([...starter.permissions, 'webhooks'].sort());
  await store.close();
});
