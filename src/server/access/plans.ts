/** Loads the versioned plans file (src/config/plans.json, or MATCHDAY_PLANS). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { plansFile, type Plan } from '../../schemas/plans.ts';

export const DEFAULT_PLANS_PATH = fileURLToPath(new URL('../../config/plans.json', import.meta.url));

export function loadPlans(path = process.env.MATCHDAY_PLANS ?? DEFAULT_PLANS_PATH): Plan[] {
  const parsed = plansFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.plans;
}
