/** Path → sha256 of the bytes and modification time of every file under `dir` (to prove a run changed nothing). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function treeState(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out[p] = `${createHash('sha256').update(readFileSync(join(dir, p))).digest('hex')} ${statSync(join(dir, p)).mtimeMs}`;
    }
  };
  walk('');
  return out;
}
