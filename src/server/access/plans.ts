/** Loads the versioned plans file (src/config/plans.json, or the configuration's `plansPath`: MATCHDAY_PLANS). */
import { readFileSync } from 'node:fs';
import { plansFile, type Plan } from '../../schemas/plans.ts';

import { DEFAULT_PLANS_PATH } from '../../config/load-config.ts';

export { DEFAULT_PLANS_PATH };

export function loadPlans(path = DEFAULT_PLANS_PATH): Plan[] {
  const parsed = plansFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.plans;
}
