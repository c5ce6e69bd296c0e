/**
 * Validates an import exactly as the project validates content (`loadContent`), in a scratch
 * copy, before anything is written to the real content folder; then writes it.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadContent } from '../../content/load.ts';
import type { Problem } from '../../content/problem.ts';
import { mergeShared, writeSeason } from '../../content/write-content.ts';
import type { SeasonContent, SharedContent } from '../../content/season-content.ts';

export interface ValidationResult {
  problems: Problem[];
  /** Conflicts with rows already in the shared files (same ID, different values). */
  conflicts: string[];
  /** Rows the shared files would gain. */
  added: number;
}

/**
 * Writes the season and the shared rows into a scratch content folder (starting from copies of
 * `contentRoot`'s shared files, if any) and validates that folder. Problem paths are shown as if
 * in `shownRoot` (e.g. `content`).
 */
export async function validateInScratch(season: SeasonContent, shared: SharedContent, slug: string, contentRoot: string, shownRoot: string): Promise<ValidationResult> {
  const dir = await mkdtemp(join(tmpdir(), 'openfootball-import-'));
  try {
    const root = join(dir, 'content');
    await writeSeason(root, slug, season, false);
    for (const f of ['countries.csv', 'players.csv']) {
      if (existsSync(join(contentRoot, f))) await copyFile(join(contentRoot, f), join(root, f));
    }
    const merged = await mergeShared(root, shared);
    const { problems } = await loadContent(root);
    const scratchShown = relative(process.cwd(), root) || 'content';
    const rename = (file: string) => (file.startsWith(scratchShown) ? shownRoot + file.slice(scratchShown.length) : file);
    return { problems: problems.map((p) => ({ ...p, file: rename(p.file) })), conflicts: merged.conflicts, added: merged.added };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes `content/<slug>/` (replacing it only with `force`) and merges the shared files. */
export async function writeImport(season: SeasonContent, shared: SharedContent, slug: string, contentRoot: string, force: boolean): Promise<{ dir: string; added: number; conflicts: string[] }> {
  const dir = await writeSeason(contentRoot, slug, season, force);
  const merged = await mergeShared(contentRoot, shared);
  return { dir, ...merged };
}
