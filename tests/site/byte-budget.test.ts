/**
 * Byte budget per page type, checked on the built site (run `npm run build` first; MATCHDAY_DIST
 * selects another build). Pages of bounded size have a fixed budget; list pages grow with the
 * content, so their budget is a base plus a number of bytes per listed item. Pages that need no
 * script must ship none; the pages with a script stay under a small inline-script budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');
const CLIENT = join(DIST, 'client');
const KB = 1024;

interface Budget {
  /** Bytes of HTML allowed: a number, or a function of the content counts. */
  html: number | ((c: Counts) => number);
  /** True when the page type may carry a script (local kick-off times, player search). */
  script: boolean;
}
interface Counts {
  matches: number;
  players: number;
  maxSeasonMatches: number;
}

/** Page types, matched on the path under dist/client with any /seasons/<slug> prefix removed. */
const TYPES: [string, RegExp, Budget][] = [
  ['home', /^index\.html$/, { html: 24 * KB, script: true }],
  ['schedule', /^schedule\/index\.html$/, { html: (c) => 16 * KB + 900 * c.maxSeasonMatches, script: true }],
  ['schedule filter', /^schedule\/(stage|group|team)\/[^/]+\/index\.html$/, { html: (c) => 16 * KB + 900 * c.maxSeasonMatches, script: true }],
  ['match', /^matches\/[^/]+\/index\.html$/, { html: 48 * KB, script: true }],
  ['groups', /^groups\/index\.html$/, { html: 72 * KB, script: false }],
  ['bracket', /^bracket\/index\.html$/, { html: 32 * KB, script: true }],
  ['teams', /^teams\/index\.html$/, { html: 20 * KB, script: false }],
  ['team', /^teams\/[^/]+\/index\.html$/, { html: 40 * KB, script: true }],
  ['players', /^players\/index\.html$/, { html: (c) => 16 * KB + 160 * c.players, script: true }],
  ['player', /^players\/[^/]+\/index\.html$/, { html: 24 * KB, script: false }],
  ['api reference', /^api-reference\/index\.html$/, { html: 96 * KB, script: false }],
  ['not found', /^404\.html$/, { html: 8 * KB, script: false }],
];
/** Inline or external script bytes allowed on a page that may have one. */
const SCRIPT_BUDGET = 2 * KB;
/** All CSS of the site together (one stylesheet, cached across pages). */
const CSS_BUDGET = 24 * KB;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function scripts(html: string): { inline: number; external: string[] } {
  let inline = 0;
  const external: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
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
  const snapshot = JSON.parse(readFileSync(join(DIST, 'matchday', 'snapshot.json'), 'utf8')) as ContentSnapshot;
  const counts: Counts = {
    matches: snapshot.seasons.reduce((n, s) => n + s.matches.length, 0),
    players: snapshot.players.length,
    maxSeasonMatches: Math.max(...snapshot.seasons.map((s) => s.matches.length)),
  };
  const files = walk(CLIENT).map((p) => relative(CLIENT, p).split('\\').join('/'));
  const pages = files.filter((f) => f.endsWith('.html'));

  it('gives every page a type', () => {
    const untyped = pages.filter((f) => !TYPES.some(([, re]) => re.test(f.replace(/^seasons\/[^/]+\//, ''))));
    expect(untyped, 'add these pages to TYPES with a budget').toEqual([]);
    for (const [name, re] of TYPES) expect(pages.some((f) => re.test(f)), `a page of type ${name}`).toBe(true);
  });

  for (const [name, re, budget] of TYPES) {
    it(`${name}: HTML within budget; ${budget.script ? `script under ${SCRIPT_BUDGET} bytes` : 'no script'}`, () => {
      const limit = typeof budget.html === 'number' ? budget.html : budget.html(counts);
      const mine = pages.filter((f) => re.test(f.replace(/^seasons\/[^/]+\//, '')));
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
        const external = s.external.reduce((n, src) => n + statSync(join(CLIENT, src.replace(/^\//, ''))).size, 0);
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
