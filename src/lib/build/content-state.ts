/**
 * What the previous build of an output folder validated, so the next one validates only what changed
 * (docs/adr/0002-incremental-build.md): a hash of the top-level (shared) files of the content folder
 * and one per season folder, with the code hash and the validation clock. The next build checks fully
 * only the seasons whose hash changed (and the cross-season rules on every season, read light) and
 * takes the unchanged seasons from the previous build's snapshot; a changed shared file, other code, an
 * earlier clock or no previous state means the full validation.
 *
 * A season's hash is made of its files' hashes. A file whose size and modification time are those
 * the previous state recorded keeps its hash without being read (as git's index does): hashing
 * every file of every shared competition (2,395 files, 30 MB) took 0.14-0.25 s of each build, on
 * its critical path. A file modified less than RACY_MS before that state was recorded is read
 * again: it may have changed again within the file system's clock tick.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ContentState {
  code: string;
  /** The validation clock of that build (ISO); a build for an earlier "now" validates everything. */
  now: string;
  shared: string;
  seasons: Record<string, string>;
  /** When the files were looked at (ms since the epoch), and each file (path in the folder) → [size, modification time, hash]. */
  at?: number;
  files?: Record<string, [number, number, string]>;
}

/** How long before the state was recorded a file's modification time must be for its recorded hash to count. */
const RACY_MS = 2000;

// The files are read synchronously: a content folder is small files (2,395, 30 MB with every shared
// competition), and one awaited read after another took 0.5-0.6 s there against 0.14 s.
export async function contentState(root: string, code: string, now: Date, previous?: ContentState | null): Promise<ContentState> {
  const at = Date.now();
  const files: NonNullable<ContentState['files']> = {};
  const known = previous?.files && previous.at !== undefined ? previous.files : null;
  const trusted = (previous?.at ?? 0) - RACY_MS;
  /** The hash of the file at `path` (`rel` in the folder): the recorded one while its size and time are the same. */
  const fileHash = (path: string, rel: string): string => {
    const st = statSync(path);
    const was = known?.[rel];
    const hash = was && was[0] === st.size && was[1] === st.mtimeMs && st.mtimeMs < trusted ? was[2] : createHash('sha256').update(readFileSync(path)).digest('base64url');
    files[rel] = [st.size, st.mtimeMs, hash];
    return hash;
  };
  const hashOf = (dir: string, prefix: string, names: string[]): string => {
    const h = createHash('sha256');
    for (const n of names.sort()) h.update(n).update('\0').update(fileHash(join(dir, n), `${prefix}${n}`)).update('\0');
    return h.digest('base64url');
  };
  const hashTree = (dir: string, prefix: string): string => {
    const h = createHash('sha256');
    const walk = (d: string, p: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (e.isDirectory()) walk(join(d, e.name), `${p}${e.name}/`);
        else h.update(`${p.slice(prefix.length)}${e.name}`).update('\0').update(fileHash(join(d, e.name), `${p}${e.name}`)).update('\0');
      }
    };
    walk(dir, prefix);
    return h.digest('base64url');
  };
  const entries = readdirSync(root, { withFileTypes: true });
  const seasons: Record<string, string> = {};
  for (const e of entries.filter((x) => x.isDirectory())) seasons[e.name] = hashTree(join(root, e.name), `${e.name}/`);
  const shared = hashOf(root, '', entries.filter((e) => e.isFile()).map((e) => e.name));
  return { code, now: now.toISOString(), shared, seasons, at, files };
}

/** The season folders to validate fully, or null for the full validation (see the module comment). */
export function seasonsToCheck(previous: ContentState | null, next: ContentState): Set<string> | null {
  if (!previous || previous.code !== next.code || previous.shared !== next.shared || next.now < previous.now) return null;
  return new Set(Object.keys(next.seasons).filter((s) => previous.seasons[s] !== next.seasons[s]));
}
