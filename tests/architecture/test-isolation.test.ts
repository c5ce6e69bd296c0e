/**
 * Vitest runs the test files in shared worker processes (vitest.config.ts: `isolate: false`), so a
 * file must leave the process as it found it. The test sources are read for what would leak into
 * the next file: module mocks, stubbed globals or environment, fake timers, a changed working
 * directory, and an environment variable set without being set back in the same file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return e === 'e2e' ? [] : sources(p);
    return /\.ts$/.test(e) ? [p] : [];
  });
}

const LEAKS: [RegExp, string][] = [
  [/\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/g, 'changes the shared process (mock, stubbed global or environment, fake timers)'],
  [/\bprocess\.chdir\(/g, 'changes the working directory of the shared process'],
];
const ENV_SET = /\bprocess\.env(?:\.([A-Z_][A-Z0-9_]*)|\[['"]([A-Z_][A-Z0-9_]*)['"]\])\s*=(?!=)|\bdelete\s+process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[['"]([A-Z_][A-Z0-9_]*)['"]\])/g;

/** What in `text` would outlive its file, as `path: reason` lines. */
export function leaksOf(path: string, text: string): string[] {
  const out: string[] = [];
  for (const [re, why] of LEAKS) for (const m of text.matchAll(re)) out.push(`${path}: ${m[0]} ${why}`);
  const sets = new Map<string, number>();
  for (const m of text.matchAll(ENV_SET)) {
    const key = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    sets.set(key, (sets.get(key) ?? 0) + 1);
  }
  // set once and never set back: the next file in the worker sees the changed value
  for (const [key, n] of sets) if (n < 2) out.push(`${path}: process.env.${key} is changed and not set back in the same file`);
  return out;
}

test('no test file changes what the files sharing its worker process see', () => {
  // (this file's own examples below are strings, not calls)
  const found = sources(join(ROOT, 'tests')).filter((f) => f !== import.meta.filename).flatMap((f) => leaksOf(relative(ROOT, f), readFileSync(f, 'utf8')));
  expect(found).toEqual([]);
});

test('the check finds each kind of leak, and accepts a variable that is set back', () => {
  expect(leaksOf('a.ts', "vi.mock('node:fs');\nvi.stubEnv('TZ', 'UTC');")).toHaveLength(2);
  expect(leaksOf('b.ts', "process.chdir('/tmp');")).toHaveLength(1);
  expect(leaksOf('c.ts', "process.env.MATCHDAY_NOW = '2026-01-01';")).toEqual(['c.ts: process.env.MATCHDAY_NOW is changed and not set back in the same file']);
  expect(leaksOf('d.ts', "delete process.env['TZ'];")).toHaveLength(1);
  expect(leaksOf('e.ts', "const p = process.env.PATH;\nprocess.env.PATH = '/x';\ntry { run(); } finally { process.env.PATH = p; }")).toEqual([]);
  expect(leaksOf('f.ts', "if (process.env.CI === 'true') run();")).toEqual([]);
});
