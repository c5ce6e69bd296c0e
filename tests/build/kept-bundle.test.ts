/**
 * When the build may render pages with the last `astro build`'s kept bundle (src/lib/build/kept-bundle.ts):
 * only for the site code it was built from, once that build marked it, with Astro's manifest beside it.
 * The rendering itself is checked end to end by tests/build/incremental-build.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTEXT_FILE, KEPT_DIR, keptBundleUsable, markKeptBundle, readKeptContext, siteCodeHash } from '../../src/lib/build/kept-bundle.ts';

const dirs: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'kept-bundle-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A cache folder as an astro build leaves it: the kept bundle with its context, and Astro's manifest. */
function cacheWithBundle(): string {
  const cache = temp();
  mkdirSync(join(cache, KEPT_DIR));
  writeFileSync(join(cache, KEPT_DIR, 'prerender-entry.abc.mjs'), 'export const app = {};\n');
  writeFileSync(join(cache, KEPT_DIR, CONTEXT_FILE), JSON.stringify({ entry: 'prerender-entry.abc.mjs', outputs: ['client/index.html'] }));
  writeFileSync(join(cache, 'incremental-build.json'), '{}');
  return cache;
}

describe('the kept prerender bundle', () => {
  it('is usable only once marked with the same site code hash', async () => {
    const cache = cacheWithBundle();
    expect(keptBundleUsable(cache, 'code-a')).toBe(false); // not marked: its astro build may have failed
    await markKeptBundle(cache, 'code-a');
    expect(keptBundleUsable(cache, 'code-a')).toBe(true);
    expect(keptBundleUsable(cache, 'code-b')).toBe(false); // the site's code changed since
  });

  it('is not usable without its entry, its context or Astro\'s manifest', async () => {
    for (const lose of [join(KEPT_DIR, 'prerender-entry.abc.mjs'), join(KEPT_DIR, CONTEXT_FILE), 'incremental-build.json']) {
      const cache = cacheWithBundle();
      await markKeptBundle(cache, 'code-a');
      rmSync(join(cache, lose));
      expect(keptBundleUsable(cache, 'code-a'), lose).toBe(false);
    }
    const broken = cacheWithBundle();
    writeFileSync(join(broken, KEPT_DIR, CONTEXT_FILE), '{not json');
    await markKeptBundle(broken, 'code-a');
    expect(readKeptContext(broken)).toBeNull();
    expect(keptBundleUsable(broken, 'code-a')).toBe(false);
  });

  it('is not marked when no bundle was kept', async () => {
    const cache = temp();
    await markKeptBundle(cache, 'code-a');
    expect(keptBundleUsable(cache, 'code-a')).toBe(false);
  });

  it('belongs to the site code: its sources, public assets, dependencies and configuration', () => {
    const root = temp();
    for (const d of ['src', 'public']) mkdirSync(join(root, d));
    writeFileSync(join(root, 'src', 'page.astro'), 'a');
    writeFileSync(join(root, 'public', 'favicon.svg'), '<svg/>');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    writeFileSync(join(root, 'astro.config.mjs'), 'export default {}');
    const before = siteCodeHash(root);
    const copy = temp();
    cpSync(root, copy, { recursive: true });
    expect(siteCodeHash(copy)).toBe(before); // contents, not times or places
    for (const [file, text] of [['src/page.astro', 'b'], ['public/favicon.svg', '<svg></svg>'], ['package-lock.json', '{"x":1}'], ['astro.config.mjs', 'export default {a:1}']]) {
      const changed = temp();
      cpSync(root, changed, { recursive: true });
      writeFileSync(join(changed, file!), text!);
      expect(siteCodeHash(changed), file).not.toBe(before);
    }
  });
});
