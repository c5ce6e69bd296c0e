/**
 * Layers point one way: each rule names a folder and the folders it must never import from (a
 * layer above it). Imports are read from the source text (static `import … from` and `export … from`,
 * and dynamic `import('…')`), resolved relative to the importing file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** folder → folders above it. */
const RULES: [string, string[]][] = [
  ['src/schemas', ['src/lib', 'src/server', 'src/pages', 'src/components', 'src/layouts']],
  ['src/lib', ['src/server', 'src/pages', 'src/components', 'src/layouts']],
  ['src/lib/errors', ['src/lib/api', 'src/lib/live', 'src/lib/dataset', 'src/lib/site', 'src/lib/import']],
  ['src/lib/text', ['src/lib/api', 'src/lib/live', 'src/lib/dataset', 'src/lib/site', 'src/lib/import', 'src/lib/content']],
  ['src/lib/tournament', ['src/lib/dataset', 'src/lib/api', 'src/lib/live', 'src/lib/site', 'src/lib/import', 'src/lib/demo']],
  ['src/lib/content', ['src/lib/dataset', 'src/lib/api', 'src/lib/live', 'src/lib/site', 'src/lib/import', 'src/lib/demo']],
  ['src/lib/dataset', ['src/lib/api', 'src/lib/live', 'src/lib/site', 'src/lib/import', 'src/lib/demo']],
  ['src/lib/api', ['src/lib/live', 'src/lib/site', 'src/lib/import', 'src/lib/demo']],
  ['src/lib/import', ['src/lib/api', 'src/lib/live', 'src/lib/site']],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|astro|mjs)$/.test(e) ? [p] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (spec.startsWith('.')) out.push(relative(ROOT, resolve(dirname(file), spec)));
  }
  return out;
}

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

test.each(RULES)('%s imports nothing from the layers above it', (folder, above) => {
  const bad: string[] = [];
  for (const file of files(join(ROOT, folder))) {
    const from = relative(ROOT, file);
    for (const target of importsOf(file)) {
      const layer = above.find((a) => inside(target, a) && !inside(target, folder));
      if (layer) bad.push(`${from} → ${target}`);
    }
  }
  expect(bad).toEqual([]);
});

test('the import reader finds static, re-exported and dynamic imports (the rules above cannot pass by reading nothing)', () => {
  const deps = importsOf(join(ROOT, 'src/lib/dataset/competition-view.ts'));
  expect(deps.length).toBeGreaterThan(2);
  expect(deps.some((d) => d.startsWith('src/lib/'))).toBe(true);
});
