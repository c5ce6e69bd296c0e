/**
 * Reading a .tar.gz with the system `tar` (GNU tar on Linux, bsdtar on macOS and Windows): list the
 * members, extract named ones. No npm dependency for two calls every tar in use understands.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class TarError extends Error {}

function tar(args: string[]): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e: NodeJS.ErrnoException) =>
      fail(new TarError(e.code === 'ENOENT' ? 'the `tar` command is needed and was not found on PATH' : `tar: ${e.message}`)));
    child.on('close', (code) => (code === 0 ? ok(Buffer.concat(out).toString('utf8')) : fail(new TarError(`tar ${args[0]} exited ${code}: ${err.trim() || 'no message'}`))));
  });
}

/** Member names of a gzipped tar archive (folders end with `/`). */
export async function listArchive(file: string): Promise<string[]> {
  return (await tar(['-tzf', file])).split('\n').filter((l) => l !== '');
}

/** Extracts the named members (exact names, as listArchive gives them) into `dir`. */
export async function extractMembers(file: string, members: readonly string[], dir: string): Promise<void> {
  const list = join(dir, '.members');
  await writeFile(list, `${members.join('\n')}\n`);
  await tar(['-xzf', file, '-C', dir, '-T', list]);
}
