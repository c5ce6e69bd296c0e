/**
 * `npm run validate -- --changed-since <ref>`: a match whose rows (matches.csv row, events,
 * line-ups, statistics) differ from the base's version must have a new `updated_at`, or clients
 * syncing with `updated_since` would never see the change. The base is the merge base of `ref` and
 * HEAD (as changed-seasons.ts); the seasons compared are the season folders changed since then.
 */
import type { Git } from './changed-seasons.ts';
import { changedPaths } from './changed-seasons.ts';
import { unmovedMatches, type MatchFiles } from './match-updated-at.ts';
import type { Problem } from './problem.ts';
import type { RawSeason } from './raw-content.ts';
import { MATCH_FILES, matchFilesOf } from './season-stamps.ts';
import { STAMP_COMMAND } from './rules/updated-at.ts';

/** The match files of a season folder as one version has them (null texts: the file is not there). */
export type SeasonTexts = (slug: string) => Partial<Record<keyof MatchFiles, string | null>>;

/** The problems of one season: each changed match whose `updated_at` did not move, at its cell. */
export function unmovedProblems(season: RawSeason, base: MatchFiles, current: MatchFiles, ref: string): Problem[] {
  const origins = new Map(season.matches.map((r) => [r.value.id, r.origin]));
  return unmovedMatches(base, current).map((m) => {
    const origin = origins.get(m.id);
    return {
      file: origin?.file ?? `${season.path}/${MATCH_FILES.matches}`,
      line: origin?.line ?? 0,
      column: origin?.columns.updated_at ?? (origin ? 1 : 0),
      message: `match ${m.id} changed since ${ref} (${m.changed.join(', ')}) but its updated_at is still ${m.updated_at}: set it to the time of the change; ${STAMP_COMMAND} does (the importers and live:export set it themselves)`,
    };
  });
}

/** `git show <commit>:./<path>` in the content folder: the file's text, or null when the commit lacks it. */
function shownAt(git: Git, commit: string, path: string): string | null {
  try {
    return git(['show', `${commit}:./${path}`]);
  } catch {
    return null;
  }
}

/**
 * The problems of every season folder changed since `ref` (of `seasons`, the ones loaded fully);
 * `current` reads a folder's files as they are now. Null when git cannot say (not a repository, an
 * unknown ref): validate then says so in its summary already.
 */
export function updatedAtMovedSince(ref: string, git: Git, seasons: readonly RawSeason[], current: SeasonTexts): Problem[] | null {
  let changed: string[];
  let base: string;
  try {
    changed = changedPaths(ref, git);
    base = git(['merge-base', ref, 'HEAD']).trim();
  } catch {
    return null;
  }
  const touched = new Set(changed.filter((p) => p.includes('/')).map((p) => p.slice(0, p.indexOf('/'))));
  const problems: Problem[] = [];
  for (const season of seasons) {
    if (!touched.has(season.slug)) continue;
    const texts = Object.fromEntries(Object.entries(MATCH_FILES).map(([key, file]) => [key, shownAt(git, base, `${season.slug}/${file}`)]));
    if (texts.matches === null) continue; // a new season: nothing to compare with
    problems.push(...unmovedProblems(season, matchFilesOf(texts), matchFilesOf(current(season.slug)), ref));
  }
  return problems;
}
