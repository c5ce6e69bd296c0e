/** A fingerprint of everything the build reads, so `npm start` rebuilds only when needed. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['content', 'src', 'public', 'astro.config.mjs', 'package-lock.json'];

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e), out);
  else out.push(`${path}:${st.size}:${st.mtimeMs}`);
}

export function buildInputsHash(root = '.'): string {
  const lines: string[] = [];
  for (const p of INPUTS) walk(join(root, p), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
