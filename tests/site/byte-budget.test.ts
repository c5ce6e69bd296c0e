/**
 * Byte budget per page type, checked on the built site (run `npm run build` first; MATCHDAY_DIST
 * selects another build). Every budget is a fixed number, below PAGE_LIMIT: no page may grow with
 * the number of seasons, matches or players (lists are paged or scoped to one season). Pages that
 * need no script must ship none; the pages with a script stay under a small script budget.
 * The page types and budgets: ./page-types.ts (a type only some content has, such as player pages
 * in a results-only build, is required once any page links to one).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPES, linkedFiles, missingTypes, requiredTypes, typeKey } from './page-types.ts';

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');
const CLIENT = join(DIST, 'client');
const KB = 1024;
/** No HTML page of the site may be larger, whatever the content. */
const PAGE_LIMIT = 100 * KB;

/**
 * Inline or external script bytes allowed on a page that may have one, the modules an external script
 * imports included (the live pages share one follow module: a match page loads 2.1 KB in all).
 */
const SCRIPT_BUDGET = 3 * KB;
/** All CSS of the site together (one stylesheet, cached across pages). */
const CSS_BUDGET = 24 * KB;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Bytes of a built script module and of every module it imports (relative imports of the build), each once. */
function moduleBytes(file: string, seen = new Set<string>()): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  let n = Buffer.byteLength(text);
  for (const m of text.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+)["']/g)) n += moduleBytes(resolve(dirname(file), m[1]!), seen);
  return n;
}

function scripts(html: string): { inline: number; external: string[] } {
  let inline = 0;
  const external: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // JSON-LD is data, never run: counted with the page's bytes, not as script
    if (/type="application\/ld\+json"/.test(m[1]!)) continue;
    const src = /\bsrc="([^"]+)"/.exec(m[1]!)?.[1];
    if (src) external.push(src);
    else inline += Buffer.byteLength(m[2]!);
  }
  return { inline, external };
}

describe('byte budgets of the built site', () => {
  if (!existsSync(join(CLIENT, 'index.html'))) {
    it('needs a build', () => {
      throw new Error(`${CLIENT}/index.html not found: run "npm run build" before this test (or set MATCHDAY_DIST)`);
    });
    return;
  }
  const files = walk(CLIENT).map((p) => relative(CLIENT, p).split('\\').join('/'));
  const pages = files.filter((f) => f.endsWith('.html'));
  const links = new Set(pages.flatMap((f) => linkedFiles(readFileSync(join(CLIENT, f), 'utf8'))));
  const required = new Set(requiredTypes(TYPES, links));

  it(`keeps every budget under ${PAGE_LIMIT / KB} KB`, () => {
    for (const [name, , budget] of TYPES) expect(budget.html, name).toBeLessThan(PAGE_LIMIT);
  });

  it('gives every page a type', () => {
    const untyped = pages.filter((f) => !TYPES.some(([, re]) => re.test(typeKey(f))));
    expect(untyped, 'add these pages to TYPES with a budget').toEqual([]);
    expect(missingTypes(TYPES, pages, links), 'page types the build should have (linked to or always built)').toEqual([]);
  });

  for (const [name, re, budget] of TYPES) {
    it(`${name}: HTML within budget; ${budget.script ? `script under ${SCRIPT_BUDGET} bytes` : 'no script'}`, () => {
      const limit = budget.html;
      const mine = pages.filter((f) => re.test(typeKey(f)));
      if (!required.has(name) && mine.length === 0) return;
      expect(mine.length, `pages of type ${name} in ${CLIENT} (is the build current?)`).toBeGreaterThan(0);
      const over: string[] = [];
      const scripted: string[] = [];
      let largest = 0;
      for (const f of mine) {
        const html = readFileSync(join(CLIENT, f), 'utf8');
        const size = Buffer.byteLength(html);
        largest = Math.max(largest, size);
        if (size > limit) over.push(`${f}: ${size} bytes > ${limit}`);
        const s = scripts(html);
        const seen = new Set<string>();
        const external = s.external.reduce((n, src) => n + moduleBytes(join(CLIENT, src.replace(/^\//, '')), seen), 0);
        if (!budget.script && (s.inline > 0 || s.external.length > 0)) scripted.push(`${f}: has a script`);
        if (budget.script && s.inline + external > SCRIPT_BUDGET) scripted.push(`${f}: ${s.inline + external} bytes of script > ${SCRIPT_BUDGET}`);
      }
      expect(over, `largest ${name} page: ${largest} bytes, budget ${limit}`).toEqual([]);
      expect(scripted).toEqual([]);
    });
  }

  it(`CSS within ${CSS_BUDGET} bytes in total`, () => {
    const css = files.filter((f) => f.endsWith('.css')).reduce((n, f) => n + statSync(join(CLIENT, f)).size, 0);
    expect(css).toBeGreaterThan(0);
    expect(css).toBeLessThanOrEqual(CSS_BUDGET);
  });
});
