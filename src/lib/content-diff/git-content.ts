/** The content folder as a git revision has it, materialised into a temporary folder. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function git(args: string[], cwd: string): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return { ok: r.status === 0, out: (r.stdout ?? '').trim(), err: (r.stderr ?? '').trim() };
}

/** The merge base of HEAD with the main branch (origin/main, else main), or null outside a repository. */
export function defaultBase(cwd: string): string | null {
  for (const branch of ['origin/main', 'main']) {
    const r = git(['merge-base', 'HEAD', branch], cwd);
    if (r.ok && r.out) return r.out;
  }
  return null;
}

/** Short name of a revision for headings: `main@1a2b3c4`. */
export function describeRef(ref: string, cwd: string): string {
  const sha = git(['rev-parse', '--short', `${ref}^{commit}`], cwd);
  return sha.ok ? (sha.out === ref || ref.startsWith(sha.out) ? sha.out : `${ref}@${sha.out}`) : ref;
}

/** Extracts `<ref>:<folder>` into a new temporary directory; returns the folder's path there. */
export function checkoutContent(ref: string, folder: string, cwd: string): string {
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  if (!commit.ok) throw new Error(`"${ref}" is not a commit, branch or tag of this repository`);
  const tree = git(['ls-tree', '-d', '--name-only', commit.out, folder], cwd);
  if (!tree.ok || tree.out === '') throw new Error(`${ref} has no ${folder}/ folder`);
  const dir = mkdtempSync(join(tmpdir(), 'matchday-diff-'));
  const archive = spawnSync('git', ['archive', '--format=tar', commit.out, folder], { cwd, maxBuffer: 1024 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString().trim()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString().trim()}`);
  return join(dir, folder);
}
