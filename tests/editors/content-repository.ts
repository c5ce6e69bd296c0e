/** A git repository of demo content for the pull-request checks (validate --changed-since, diff --stamp). */
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { twoDemoSeasons } from '../content/two-demo-seasons.ts';

/** git in the repository of `root` (a content folder), as an editor without a global identity. */
export const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: dirname(root), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A repository with content/ (demo-2026, demo-2027) committed on main, and a branch `change` checked out; returns the content folder. */
export async function contentRepository(): Promise<string> {
  const root = await twoDemoSeasons();
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'content');
  git(root, 'checkout', '-q', '-b', 'change');
  return root;
}
