/** Contract suite on the demo content, built into dist/ by `npm test` before the suites run. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/server-process.ts';
import { contractSuite } from './contract-suite.ts';

const dist = join(REPO, 'dist');
if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) throw new Error('dist/ is not built: run "npm run build" (npm test does it first)');
contractSuite('demo content', () => dist);
