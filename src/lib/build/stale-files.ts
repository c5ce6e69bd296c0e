/**
 * An incremental build keeps its output folder (Astro's `emptyOutDir` is off): a page Astro did not
 * render again (its cache key and code unchanged) keeps its file, bytes and modification time. What
 * must go is what the build no longer makes: a page removed from the content, and the `.br`/`.gz`
 * beside a file that is gone. A file is kept when this build wrote it (modified since `startedAt`)
 * or Astro's incremental manifest records it as kept; anything else older than the build is stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { listOutput, VARIANT, type OutputFile } from './output-listing.ts';

/** The output files (relative to the build's outDir) that Astro's incremental manifest records. */
export function keptByAstro(manifestFile: string): Set<string> {
  const out = new Set<string>();
  if (!existsSync(manifestFile)) return out;
  try {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes?: Record<string, { paths?: Record<string, { outputFile?: string }> }> };
    for (const route of Object.values(m.routes ?? {})) for (const p of Object.values(route.paths ?? {})) if (p.outputFile) out.add(p.outputFile.split('/').join(sep));
  } catch {
    // an unreadable manifest keeps nothing: the stale check then relies on modification times
  }
  return out;
}

/**
 * Removes the stale files under `dir` (a folder of the output, e.g. `<out>/client`); `outDir` is the
 * folder `kept` paths are relative to; `listing` is the folder's files when the caller has them
 * (output-listing.ts). A folder under `dir` left empty by the removal goes too (a removed page's
 * `matches/<id>/`), never `dir` itself. Returns the removed paths, relative to `dir`.
 */
export async function removeStaleFiles(dir: string, outDir: string, startedAt: number, kept: ReadonlySet<string>, listing?: readonly OutputFile[]): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const all = listing ?? (await listOutput(dir));
  const files = all.map((f) => f.path);
  const present = new Set(files);
  const gone = new Set<string>();
  for (const f of all) {
    if (VARIANT.test(f.path)) continue;
    if (f.mtimeMs >= startedAt || kept.has(relative(outDir, f.path))) continue;
    gone.add(f.path);
  }
  // a variant goes with its file, or when its file is gone already
  for (const file of files) if (VARIANT.test(file) && (gone.has(file.replace(VARIANT, '')) || !present.has(file.replace(VARIANT, '')))) gone.add(file);
  for (const file of gone) await rm(file, { force: true });
  await removeEmptiedFolders(dir, gone);
  return [...gone].map((f) => relative(dir, f)).sort();
}

/** The folders of `removed` files (and their parents, up to `dir`, not included) that are now empty, deepest first. */
async function removeEmptiedFolders(dir: string, removed: ReadonlySet<string>): Promise<void> {
  const folders = new Set<string>();
  for (const f of removed) for (let d = dirname(f); d.startsWith(dir + sep) && !folders.has(d); d = dirname(d)) folders.add(d);
  for (const d of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      await rmdir(d);
    } catch {
      // not empty (or already gone): kept
    }
  }
}
