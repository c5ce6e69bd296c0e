/**
 * The last `astro build`'s prerender bundle, kept in the build cache (docs/adr/0002-incremental-build.md,
 * decision 9): the code that renders every prerendered page, and what Astro's build handed it besides
 * the code. With it, a build where only content changed renders the pages whose keys changed without
 * running `astro build` (scripts/lib/render-pages.ts). Written by the integration in
 * keep-prerender-bundle.ts at the end of every `astro build`, and by render-pages.ts (the page list).
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codeHash } from './code-hash.ts';

/** The folder of the kept bundle inside a build cache folder. */
export const KEPT_DIR = 'prerender';
/** The history seasons' page lists of the bundle's last build (dataset-facts.ts HistoryPages), in the kept folder. */
export const HISTORY_PAGES_FILE = 'history-pages.json';
/** What the bundle needs besides its code, in the kept folder. */
export const CONTEXT_FILE = 'context.json';

/** A stylesheet of a page (Astro's build data, as it gave it to the bundle). */
export type KeptStyle = { depth: number; order: number; sheet: { type: 'inline'; content: string } | { type: 'external'; src: string } };

export interface KeptContext {
  /** The bundle's entry file, relative to the kept folder. */
  entry: string;
  /** Astro's page data key → the page's stylesheets (Astro's `internals.pagesByKeys`, styles only). */
  pageStyles: [string, KeptStyle[]][];
  /** Astro's `internals.entrySpecifierToBundleMap` (the hashed files of page scripts). */
  entrySpecifiers: [string, string][];
  /** The scripts integrations inject (Astro's `settings.scripts`). */
  scripts: { stage: string; content: string }[];
  /** The origin of the build's requests (Astro.url of a prerendered page). */
  origin: string;
  /** Astro's output settings the page files depend on. */
  base: string;
  format: string;
  trailingSlash: string;
  /** Every prerendered page's output file, relative to the output folder (keyed or not). */
  outputs: string[];
}

/** The kept bundle of `cacheDir`'s last build and its context; null when there is none (or it is unreadable). */
export function readKeptContext(cacheDir: string): KeptContext | null {
  const file = join(cacheDir, KEPT_DIR, CONTEXT_FILE);
  if (!existsSync(file)) return null;
  try {
    const ctx = JSON.parse(readFileSync(file, 'utf8')) as KeptContext;
    return existsSync(join(cacheDir, KEPT_DIR, ctx.entry)) ? ctx : null;
  } catch {
    return null;
  }
}

/**
 * What the site's code is: its sources, assets, dependencies and configuration. A kept bundle
 * renders pages only for the code it was built from. `code` is codeHash(root) (src/ and the
 * lockfile) when the caller has it already.
 */
export const siteCodeHash = (root: string, code = codeHash(root)) => `${code}.${codeHash(root, ['public', 'astro.config.mjs'])}`;

/** The site code hash of the kept bundle, written beside it once its `astro build` succeeded. */
const SITE_HASH_FILE = 'site-hash';

/** Notes that the bundle `astro build` just kept in `cacheDir` was built from the code of `siteHash`. */
export async function markKeptBundle(cacheDir: string, siteHash: string): Promise<void> {
  if (existsSync(join(cacheDir, KEPT_DIR))) await writeFile(join(cacheDir, KEPT_DIR, SITE_HASH_FILE), siteHash);
}

/**
 * True when the last build of `cacheDir` kept a bundle of the code of `siteHash`, marked after its
 * `astro build` succeeded, with Astro's incremental manifest beside it.
 */
export function keptBundleUsable(cacheDir: string, siteHash: string): boolean {
  if (!readKeptContext(cacheDir) || !existsSync(join(cacheDir, 'incremental-build.json'))) return false;
  try {
    return readFileSync(join(cacheDir, KEPT_DIR, SITE_HASH_FILE), 'utf8') === siteHash;
  } catch {
    return false;
  }
}
