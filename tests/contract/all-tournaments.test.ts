/**
 * Contract suite on every openfootball tournament that imports (npm run import:all, shared with
 * tests/import/all-tournaments.test.ts through tests/helpers/all-tournaments.ts), built into one
 * API: many seasons, historic formats (a final round-robin, second group stages, replays).
 * Nothing imported is written into content/.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO, runScript } from '../helpers/server-process.ts';
import { importAllOnce } from '../helpers/all-tournaments.ts';
import { contractSuite } from './contract-suite.ts';

let dist = '';
let plans = '';
let scratch = '';
// After the suite's own afterAll (the server stops first).
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

beforeAll(async () => {
  const imp = await importAllOnce();
  expect(imp.tournaments.filter((t) => t.status !== 'failed').length, imp.stdout).toBeGreaterThan(1);
  scratch = await mkdtemp(join(REPO, '.tmp', 'all-tournaments-dist-'));
  dist = join(scratch, 'dist');
  // The suite asks for every match's detail, events, stats and line-ups: with hundreds of matches
  // more than the pro plan's 3000 requests a minute. Same plans, pro without that limit.
  const file = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  for (const p of file.plans) if (p.id === 'pro') Object.assign(p, { requests_per_minute: 1_000_000, units_per_day: 100_000_000 });
  plans = join(scratch, 'plans.json');
  await writeFile(plans, JSON.stringify(file));
  const started = performance.now();
  const built = await runScript('build', ['--content', imp.content, '--out', dist, '--skip-site']);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  process.stderr.write(`[all-tournaments] API build of the imported tournaments: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}, 600_000);

contractSuite('every importable openfootball tournament', () => dist, { env: () => ({ MATCHDAY_PLANS: plans }) });
