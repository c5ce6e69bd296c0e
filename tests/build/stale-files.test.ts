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
  // the removed page's folder goes with it; folders that still hold a file stay, and so does client/
  expect(existsSync(join(client, 'matches/gone'))).toBe(false);
  expect(existsSync(join(client, 'matches'))).toBe(true);
  expect(existsSync(client)).toBe(true);
});

it('removes the folders a removal empties, up to but not including the output folder', async () => {
  const out = mkdtempSync(join(tmpdir(), 'matchday-stale-'));
  dirs.push(out);
  const client = join(out, 'client');
  const old = (rel: string) => {
    const p = join(client, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, rel);
    utimesSync(p, new Date(1_000_000), new Date(1_000_000));
  };
  old('seasons/gone-2020/teams/a/index.html');
  old('seasons/gone-2020/teams/b/index.html');
  old('seasons/gone-2020/index.html');
  old('seasons/kept-2021/index.html');
  mkdirSync(join(client, 'seasons/kept-2021/empty-before'), { recursive: true });
  const kept = new Set([join('client', 'seasons', 'kept-2021', 'index.html')]);
  expect(await removeStaleFiles(client, out, 2_000_000, kept)).toHaveLength(3);
  expect(existsSync(join(client, 'seasons/gone-2020'))).toBe(false);
  expect(existsSync(join(client, 'seasons/kept-2021/index.html'))).toBe(true);
  // a folder that was empty before is not the removal's: left as it was
  expect(existsSync(join(client, 'seasons/kept-2021/empty-before'))).toBe(true);
  // everything under client/ removed: client/ itself stays
  const all = mkdtempSync(join(tmpdir(), 'matchday-stale-'));
  dirs.push(all);
  const only = join(all, 'client', 'x', 'index.html');
  mkdirSync(dirname(only), { recursive: true });
  writeFileSync(only, 'x');
  utimesSync(only, new Date(1_000_000), new Date(1_000_000));
  expect(await removeStaleFiles(join(all, 'client'), all, 2_000_000, new Set())).toEqual(['x/index.html']);
  expect(existsSync(join(all, 'client', 'x'))).toBe(false);
  expect(existsSync(join(all, 'client'))).toBe(true);
});

it('a missing or unreadable manifest keeps nothing', () => {
  expect(keptByAstro('/nonexistent/incremental-build.json').size).toBe(0);
});
