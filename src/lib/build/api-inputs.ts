/**
 * What the last build's API files (payloads and downloads) were made from: the code's hash and each
 * season's input key (season-inputs.ts), in `<cache>/api-inputs.json`. The build removes the file
 * before it writes them and writes it once both are written, so a season whose key is the one here
 * has its files on disk as this build would make them: the build can then leave that season's
 * matches unparsed (light-snapshot.ts, docs/adr/0002-incremental-build.md decision 12).
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const API_INPUTS_FILE = 'api-inputs.json';

export interface ApiInputs {
  code: string;
  /** Season id → its input key. */
  keys: Record<string, string>;
}

/** The last build's API inputs in `cacheDir`, or null (none, unreadable, or not of this shape). */
export function readApiInputs(cacheDir: string): ApiInputs | null {
  try {
    const value = JSON.parse(readFileSync(join(cacheDir, API_INPUTS_FILE), 'utf8')) as Partial<ApiInputs>;
    if (typeof value.code !== 'string' || value.keys === null || typeof value.keys !== 'object') return null;
    if (!Object.values(value.keys).every((k) => typeof k === 'string')) return null;
    return { code: value.code, keys: value.keys };
  } catch {
    return null;
  }
}

/** Removes the record before the API files change (a build stopped half-way leaves none). */
export const forgetApiInputs = (cacheDir: string): Promise<void> => rm(join(cacheDir, API_INPUTS_FILE), { force: true });

/** Records the inputs of the API files just written. */
export const recordApiInputs = (cacheDir: string, inputs: ApiInputs): Promise<void> => writeFile(join(cacheDir, API_INPUTS_FILE), JSON.stringify(inputs));

/**
 * Whether every season of `seasonIds` outside `whole` has the key it had when the last build's API
 * files were written with the same code: their files are then up to date without being made.
 */
export function othersUpToDate(last: ApiInputs | null, code: string, seasonIds: Iterable<string>, whole: (seasonId: string) => boolean, key: (seasonId: string) => string): boolean {
  if (!last || last.code !== code) return false;
  for (const id of seasonIds) if (!whole(id) && (!Object.hasOwn(last.keys, id) || last.keys[id] !== key(id))) return false;
  return true;
}
