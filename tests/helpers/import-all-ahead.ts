/**
 * `node tests/helpers/import-all-ahead.ts <folder>`: the shared import:all of the Vitest run
 * (tests/helpers/all-tournaments.ts) started by `npm test` before Vitest, so that it runs beside
 * the demo build instead of holding a test worker. Writes <folder>/done.json when it ends, whatever
 * the outcome; the tests read the outcome from there.
 */
import { mkdirSync } from 'node:fs';
import { importInto, removeStaleImports } from './all-tournaments.ts';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node tests/helpers/import-all-ahead.ts <folder>\n');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
removeStaleImports(process.ppid);
await importInto(dir);
