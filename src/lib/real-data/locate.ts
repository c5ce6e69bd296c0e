/**
 * Where the real openfootball data (CC0) is, for the tests and tools that read it. One rule, used by
 * every test helper and by `npm run fetch:real-data`:
 *   1. `MATCHDAY_REAL_DATA` names a folder (relative paths from the repository root): that folder;
 *   2. else `../shared/data` beside the repository, when it exists;
 *   3. else the ignored cache `.cache/real-data` that `npm run fetch:real-data` fills.
 * Pure: the file-system check is passed in.
 */
import { resolve } from 'node:path';

export const REAL_DATA_ENV = 'MATCHDAY_REAL_DATA';
export const SHARED_DATA_DIR = '../shared/data';
export const REAL_DATA_CACHE_DIR = '.cache/real-data';
export const FETCH_COMMAND = 'npm run fetch:real-data';

export type RealDataOrigin = 'env' | 'shared' | 'cache';

export interface RealDataLocation {
  /** Absolute path of the folder (it may not exist yet: the cache before a fetch, or a named folder). */
  dir: string;
  origin: RealDataOrigin;
}

export function locateRealData(repoRoot: string, env: Record<string, string | undefined>, isDir: (path: string) => boolean): RealDataLocation {
  const named = env[REAL_DATA_ENV]?.trim();
  if (named) return { dir: resolve(repoRoot, named), origin: 'env' };
  const shared = resolve(repoRoot, SHARED_DATA_DIR);
  if (isDir(shared)) return { dir: shared, origin: 'shared' };
  return { dir: resolve(repoRoot, REAL_DATA_CACHE_DIR), origin: 'cache' };
}

/** How a location is named in messages. */
export function describeLocation(loc: RealDataLocation): string {
  if (loc.origin === 'env') return `${loc.dir} (${REAL_DATA_ENV})`;
  if (loc.origin === 'shared') return `${loc.dir} (${SHARED_DATA_DIR} beside the repository)`;
  return `${loc.dir} (the fetched cache; ${SHARED_DATA_DIR} is absent and ${REAL_DATA_ENV} is unset)`;
}

/** The error text for files a test or tool needs and does not find: what is missing and what to run. */
export function missingRealDataMessage(loc: RealDataLocation, missing: readonly string[]): string {
  const shown = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ` and ${missing.length - 3} more` : '');
  const what = `real data not found: ${shown} missing in ${describeLocation(loc)}.`;
  if (loc.origin === 'shared') {
    return `${what} Complete that copy, or fetch the pinned openfootball repositories elsewhere and use them: ` +
      `\`${REAL_DATA_ENV}=${REAL_DATA_CACHE_DIR} ${FETCH_COMMAND}\`, then run the tests with the same ${REAL_DATA_ENV}.`;
  }
  const into = loc.origin === 'env' ? loc.dir : REAL_DATA_CACHE_DIR;
  return `${what} Run \`${FETCH_COMMAND}\` to fetch the pinned openfootball repositories into ${into} (checked file by file), ` +
    `or set ${REAL_DATA_ENV} to a copy laid out as ${SHARED_DATA_DIR}.`;
}
