/**
 * Contract suite on real data: imports the FIFA World Cup 2026 from the real data (openfootball,
 * CC0) into a scratch content folder, builds the API from it, and runs the same contract checks.
 * Nothing imported is written into content/.
 */
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { realData, requireRealData } from '../helpers/real-data.ts';
import { REPO, runScript } from '../helpers/server-process.ts';
import { contractSuite } from './contract-suite.ts';

const SOURCE = realData('openfootball-2026');
let dist = '';

beforeAll(async () => {
  requireRealData(['openfootball-2026', 'worldcup.json']);
  const scratch = await mkdtemp(join(REPO, '.tmp', 'wc2026-'));
  const content = join(scratch, 'content');
  const imported = await runScript('import-openfootball', [
    '--json', SOURCE, '--txt', join(SOURCE, 'txt', '2026_full.txt'), '--squads-txt', join(SOURCE, 'txt', '2026_squads.txt'),
    '--slug', 'wc-2026', '--name', 'World Cup', '--year', '2026', '--content', content,
  ]);
  expect(imported.code, imported.stderr + imported.stdout).toBe(0);
  dist = join(scratch, 'dist');
  const built = await runScript('build', ['--content', content, '--out', dist, '--skip-site']);
  expect(built.code, built.stderr + built.stdout).toBe(0);
}, 180_000);

contractSuite('imported FIFA World Cup 2026', () => dist);
