/**
 * The real openfootball data (CC0) for the tests, located by the project's one rule
 * (src/lib/real-data/locate.ts): MATCHDAY_REAL_DATA, else ../shared/data beside the repository,
 * else .cache/real-data filled by `npm run fetch:real-data`. Nothing skips: a test that needs a file
 * calls requireRealData, which fails with what is missing and the command to run.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { locateRealData, missingRealDataMessage } from '../../src/lib/real-data/locate.ts';
import { REPO } from './server-process.ts';

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

export const REAL_DATA = locateRealData(REPO, process.env, isDir);

/** A path inside the real-data folder (not checked: see requireRealData). */
export const realData = (...segments: string[]): string => join(REAL_DATA.dir, ...segments);

/**
 * Checks that every path (each a list of segments inside the real-data folder, e.g.
 * ['openfootball-2026', 'worldcup.json']) exists; throws the message with the command to run.
 */
export function requireRealData(...paths: string[][]): void {
  const missing = paths.map((p) => p.join('/')).filter((p) => !existsSync(join(REAL_DATA.dir, p)));
  if (missing.length > 0) throw new Error(missingRealDataMessage(REAL_DATA, missing));
}
