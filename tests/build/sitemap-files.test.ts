/**
 * The build's sitemaps (src/lib/build/sitemap-files.ts): made again when the addresses or the origin
 * change or a file is missing, left alone (not even made) when nothing of that changed.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSitemaps } from '../../src/lib/build/sitemap-files.ts';

let root = '';
let client = '';
let cache = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sitemap-files-'));
  client = join(root, 'client');
  cache = join(root, 'cache');
  mkdirSync(client);
  mkdirSync(cache);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const ORIGIN = 'https://matchday.example';
const pages = (...paths: string[]) => paths.map((p) => ({ path: join(client, p), mtimeMs: 0 }));
const sitemapText = () => readdirSync(client).filter((f) => /^sitemap-\d+\.xml$/.test(f)).map((f) => readFileSync(join(client, f), 'utf8')).join('');
const OLD = new Date('2026-01-01T00:00:00Z');
/** Dates every sitemap file and the cache's record of them back: a file made again gets a new time. */
const age = () => {
  for (const f of readdirSync(client)) utimesSync(join(client, f), OLD, OLD);
  utimesSync(join(cache, 'sitemaps.json'), OLD, OLD);
};
const madeAgain = () => statSync(join(cache, 'sitemaps.json')).mtimeMs !== OLD.getTime();
const aged = (f: string) => statSync(join(client, f)).mtimeMs === OLD.getTime();

describe('writeSitemaps', () => {
  it('lists the built pages and the pages served on demand, and robots.txt names the index', async () => {
    const urls = await writeSitemaps(client, cache, pages('index.html', 'teams/a/index.html', '404.html', 'calendar.ics'), ['/matches/m1/'], ORIGIN);
    expect(urls).toBe(3);
    const text = sitemapText();
    for (const p of ['/', '/teams/a/', '/matches/m1/']) expect(text).toContain(`<loc>${ORIGIN}${p}</loc>`);
    expect(text).not.toContain('404');
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain(`${ORIGIN}/sitemap.xml`);
  });

  it('leaves the files as they are when the addresses and the origin are the same', async () => {
    await writeSitemaps(client, cache, pages('index.html'), ['/matches/m1/'], ORIGIN);
    age();
    expect(await writeSitemaps(client, cache, pages('index.html'), ['/matches/m1/'], ORIGIN)).toBe(2);
    expect(readdirSync(client).every(aged)).toBe(true);
    expect(madeAgain()).toBe(false);
  });

  it('makes them again when an address is added or gone, the origin changed or a file is missing', async () => {
    await writeSitemaps(client, cache, pages('index.html'), ['/matches/m1/'], ORIGIN);
    expect(await writeSitemaps(client, cache, pages('index.html', 'teams/b/index.html'), ['/matches/m1/'], ORIGIN)).toBe(3);
    expect(sitemapText()).toContain('/teams/b/');
    expect(await writeSitemaps(client, cache, pages('index.html'), [], ORIGIN)).toBe(1);
    expect(sitemapText()).not.toContain('/matches/m1/');
    await writeSitemaps(client, cache, pages('index.html'), [], 'https://other.example');
    expect(sitemapText()).toContain('https://other.example/');
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain('https://other.example/sitemap.xml');
    rmSync(join(client, 'sitemap.xml'));
    await writeSitemaps(client, cache, pages('index.html'), [], 'https://other.example');
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain('https://other.example/');
  });

  it('does not make them again for the same addresses in another order', async () => {
    await writeSitemaps(client, cache, pages('index.html', 'teams/a/index.html'), ['/matches/m1/'], ORIGIN);
    age();
    await writeSitemaps(client, cache, pages('teams/a/index.html', 'index.html'), ['/matches/m1/'], ORIGIN);
    expect(readdirSync(client).every(aged)).toBe(true);
    expect(madeAgain()).toBe(false);
  });

  it('writes only the files whose text changed', async () => {
    await writeSitemaps(client, cache, pages('index.html'), [], ORIGIN);
    age();
    await writeSitemaps(client, cache, pages('index.html', 'teams/c/index.html'), [], ORIGIN);
    expect(madeAgain()).toBe(true);
    expect(aged('robots.txt')).toBe(true); // the same origin: robots.txt unchanged
    expect(readdirSync(client).filter((f) => /^sitemap-\d+\.xml$/.test(f)).some((f) => !aged(f))).toBe(true);
  });
});
