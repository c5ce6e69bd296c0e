/**
 * Which season folders a change touched (`npm run validate -- --changed-since <ref>`): the files of
 * the content folder changed between the merge base of `ref` and HEAD, plus the uncommitted and
 * untracked ones. A changed file outside a season folder (countries.csv, players.csv,
 * team-aliases.csv, league-overrides.json, README.md…) can affect every season: full validation.
 */

/** How validate checks the content folder: everything, or the named seasons fully and the others light. */
export type Scope = { mode: 'full'; reason: string } | { mode: 'partial'; seasons: string[]; reason: string };

/** Runs git in the content folder with `args` and returns its stdout; throws when git fails. */
export type Git = (args: string[]) => string;

/** NUL-separated output (`-z`: paths as they are, never quoted). */
const paths = (out: string): string[] => out.split('\0').filter((p) => p !== '');

/** The changed paths under the content folder, relative to it (`demo-2026/matches.csv`, `players.csv`). */
export function changedPaths(ref: string, git: Git): string[] {
  const diff = ['diff', '--name-only', '-z', '--no-renames', '--relative'];
  return [
    ...new Set([
      ...paths(git([...diff, `${ref}...HEAD`])), // committed on this branch since it left `ref`
      ...paths(git([...diff, 'HEAD'])), // staged and unstaged
      ...paths(git(['ls-files', '-z', '--others', '--exclude-standard'])), // new, not yet added
    ]),
  ].sort();
}

/**
 * The scope for `changed` (paths relative to the content folder, shown as `shownRoot/…`) given the
 * season folders that exist: a path in a season folder names that season; a season folder that no
 * longer exists was removed, which no other season's rules depend on; any other path means full.
 */
export function scopeOfChanges(changed: readonly string[], seasonFolders: ReadonlySet<string>, shownRoot: string): Scope {
  const seasons = new Set<string>();
  for (const path of changed) {
    const slash = path.indexOf('/');
    if (slash === -1) return { mode: 'full', reason: `${shownRoot}/${path} changed, a file every season shares` };
    const folder = path.slice(0, slash);
    if (seasonFolders.has(folder)) seasons.add(folder);
  }
  const list = [...seasons].sort();
  return { mode: 'partial', seasons: list, reason: list.length === 0 ? 'no season folder changed' : `changed: ${list.join(', ')}` };
}

/** The scope of the changes since `ref`; full when git cannot list them (not a repository, an unknown ref…). */
export function scopeSince(ref: string, git: Git, seasonFolders: ReadonlySet<string>, shownRoot: string): Scope {
  let changed: string[];
  try {
    changed = changedPaths(ref, git);
  } catch (err) {
    const why = String((err as { stderr?: unknown }).stderr ?? '').trim().split('\n')[0] || (err as Error).message;
    return { mode: 'full', reason: `git could not list the changes since ${ref} (${why})` };
  }
  return scopeOfChanges(changed, seasonFolders, shownRoot);
}
