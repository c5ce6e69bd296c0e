/** One logger, passed down: nothing under src/server writes with console.* (it would be plain text, not a JSON line). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REPO } from '../helpers/server-process.ts';

test('no console.* under src/server', () => {
  const root = join(REPO, 'src', 'server');
  const found: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|mts|js)$/.test(file)) continue;
    readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
      if (/\bconsole\.(log|error|warn|info|debug|trace)\b/.test(line)) found.push(`src/server/${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});
