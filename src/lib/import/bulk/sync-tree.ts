/**
 * Makes a folder equal to another one, touching only the files whose bytes differ: a file that is
 * already identical is neither rewritten nor has its modification time changed. This is what makes
 * `npm run import:all` idempotent on disk: it imports into a staging copy and syncs back.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

async function filesUnder(root: string, rel = ''): Promise<string[]> {
  const dir = join(root, rel);
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(root, p)));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

export interface SyncResult {
  /** Paths relative to the target, `/`-separated, sorted. */
  written: string[];
  removed: string[];
}

/**
 * Copies into `to` every file of `from` that `to` lacks or holds with other bytes, and removes the
 * files of `to` that `from` lacks (only inside `removeUnder`, top-level folder names of `to`; every
 * other file of `to` is kept; such a folder that `from` lacks is removed as a whole).
 */
export async function syncTree(from: string, to: string, removeUnder: readonly string[]): Promise<SyncResult> {
  const written: string[] = [];
  const removed: string[] = [];
  const source = await filesUnder(from);
  const have = new Set(source);
  for (const rel of source.sort()) {
    const bytes = await readFile(join(from, rel));
    const target = join(to, rel);
    if (existsSync(target) && (await readFile(target)).equals(bytes)) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written.push(rel);
  }
  for (const top of removeUnder) {
    for (const rel of (await filesUnder(to, top)).sort()) {
      if (have.has(rel)) continue;
      await rm(join(to, rel));
      removed.push(rel);
    }
    const dir = join(to, top);
    if (existsSync(dir) && !existsSync(join(from, top))) await rm(dir, { recursive: true, force: true });
  }
  return { written, removed };
}
