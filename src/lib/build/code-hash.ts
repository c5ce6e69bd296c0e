/**
 * A hash of the contents of the code and dependency files a build step's output depends on (by
 * default src/ and package-lock.json): files made from content by code are made again when the code
 * changed, whatever their content inputs. Contents, not modification times: a fresh clone has the
 * same hash as the working copy it came from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e), out);
  else out.push(path);
}

export function codeHash(root = '.', paths: readonly string[] = ['src', 'package-lock.json']): string {
  const h = createHash('sha256');
  const files: string[] = [];
  for (const p of paths) walk(join(root, p), files);
  for (const f of files) h.update(f.slice(root.length)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('base64url').slice(0, 32);
}
