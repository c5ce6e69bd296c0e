/**
 * Validates an import exactly as the project validates content (`loadContent`), in a scratch
 * copy of the whole content folder with the new season in it, before anything is written to the
 * real folder; then writes it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadContent } from '../../content/load.ts';
import type { Problem } from '../../content/problem.ts';
import { mergeShared, writeSeason } from '../../content/write-content.ts';
import type { SeasonContent, SharedContent } from '../../content/season-content.ts';

export interface ValidationResult {
  /** Problems the import would cause (problems the content folder already had are left out). */
  problems: Problem[];
  /** How many problems the content folder already had, outside the imported season. */
  preexisting: number;
  /** Conflicts with rows already in the shared files (same ID, different values). */
  conflicts: string[];
  /** Rows the shared files would gain. */
  added: number;
}

const rename = (p: Problem, from: string, to: string): Problem => (p.file.startsWith(from) ? { ...p, file: to + p.file.slice(from.length) } : p);
const key = (p: Problem) => `${p.file}|${p.message}`;

/**
 * Copies `contentRoot` (if it exists) into a scratch folder, puts the season there (replacing a
 * season of the same slug) and merges the shared rows, then validates what the import can affect:
 * the new season and the shared files fully, every other season for the rules across seasons (one
 * team, one name, unique match IDs), as `npm run validate -- --seasons <slug>` does
 * (src/lib/content/partial-scope.ts). The merge only adds shared rows and respells a player's name
 * (write-content.ts mergeShared; rows are referred to by ID), so the other seasons' own checks
 * cannot change; reading them fully made `import:all` quadratic (each tournament
 * validated every one imported before it, twice). Problems the folder had before (in the shared
 * files or across seasons) are not counted. Problem paths are shown as in `shownRoot`.
 */
export async function validateInScratch(season: SeasonContent, shared: SharedContent, slug: string, contentRoot: string, shownRoot: string): Promise<ValidationResult> {
  const dir = await mkdtemp(join(tmpdir(), 'openfootball-import-'));
  try {
    const root = join(dir, 'content');
    const before = new Set<string>();
    if (existsSync(contentRoot)) {
      const existingShown = relative(process.cwd(), contentRoot) || 'content';
      const { problems } = await loadContent(contentRoot, { fully: new Set() });
      for (const p of problems) {
        const q = rename(p, existingShown, shownRoot);
        if (!q.file.startsWith(`${shownRoot}/${slug}/`) && q.file !== `${shownRoot}/${slug}` && !/no season folder found/.test(q.message)) before.add(key(q));
      }
      await cp(contentRoot, root, { recursive: true });
      await rm(join(root, slug), { recursive: true, force: true });
    }
    await writeSeason(root, slug, season, false);
    const merged = await mergeShared(root, shared);
    const scratchShown = relative(process.cwd(), root) || 'content';
    const all = (await loadContent(root, { fully: new Set([slug]) })).problems.map((p) => rename(p, scratchShown, shownRoot));
    return { problems: all.filter((p) => !before.has(key(p))), preexisting: before.size, conflicts: merged.conflicts, added: merged.added };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `content/<slug>/` and merges the shared files. With `force` an existing season folder is
 * replaced as a whole (so no file of an earlier import lingers); without it, it is refused.
 */
export async function writeImport(season: SeasonContent, shared: SharedContent, slug: string, contentRoot: string, force: boolean): Promise<{ dir: string; added: number; conflicts: string[] }> {
  const dir = await writeSeason(contentRoot, slug, season, force ? 'replace' : false);
  const merged = await mergeShared(contentRoot, shared);
  return { dir, ...merged };
}
