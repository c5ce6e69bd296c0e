import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { keptByAstro, removeStaleFiles } from '../../src/lib/build/stale-files.ts';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

it('removes what the build no longer makes: old files Astro did not keep, and variants without their file', async () => {
  const out = mkdtempSync(join(tmpdir(), 'matchday-stale-'));
  dirs.push(out);
  const client = join(out, 'client');
  const file = (rel: string, old: boolean) => {
    const p = join(client, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, rel);
    if (old) utimesSync(p, new Date(1_000_000), new Date(1_000_000));
  };
  file('matches/kept/index.html', true); // skipped by Astro: old, recorded in its manifest
  file('matches/kept/index.html.br', true);
  file('matches/gone/index.html', true); // a page no longer in the content
  file('matches/gone/index.html.gz', true);
  file('matches/new/index.html', false); // written by this build
  file('orphan.css.br', true); // its file is gone
  const manifest = join(out, 'incremental-build.json');
  writeFileSync(manifest, JSON.stringify({ version: 1, routes: { 'src/pages/matches/[id].astro': { dependencyHash: 'x', paths: { '/matches/kept': { cacheKey: 'k', outputFile: 'client/matches/kept/index.html' } } } } }));
  const kept = keptByAstro(manifest);
  expect([...kept]).toEqual([join('client', 'matches', 'kept', 'index.html')]);
  const removed = await removeStaleFiles(client, out, 2_000_000, kept);
  expect(removed).toEqual(['matches/gone/index.html', 'matches/gone/index.html.gz', 'orphan.css.br']);
  expect(existsSync(join(client, 'matches/kept/index.html.br'))).toBe(true);
  expect(existsSync(join(client, 'matches/new/index.html'))).toBe(true);
});

it('a missing or unreadable manifest keeps nothing', () => {
  expect(keptByAstro('/nonexistent/incremental-build.json').size).toBe(0);
});
