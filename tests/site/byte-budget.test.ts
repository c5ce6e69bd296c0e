/**
 * Byte budget per page type, checked on the built site (run `npm run build` first; MATCHDAY_DIST
 * selects another build). Every budget is a fixed number, below PAGE_LIMIT: no page may grow with
 * the number of seasons, matches or players (lists are paged or scoped to one season). Pages that
 * need no script must ship none; the pages with a script stay under a small script budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');
const CLIENT = join(DIST, 'client');
const KB = 1024;
/** No HTML page of the site may be larger, whatever the content. */
const PAGE_LIMIT = 100 * KB;

interface Budget {
  /** Bytes of HTML allowed. */
  html: number;
  /** True when the page type may carry a script (local kick-off times, player search). */
  script: boolean;
  /** Page types only some content has (league pages: the demo has no league); checked when present. */
  optional?: boolean;
}

/** Page types, matched on the path under dist/client with any /seasons/<slug> prefix removed. */
const TYPES: [string, RegExp, Budget][] = [
  ['home', /^index\.html$/, { html: 24 * KB, script: true }],
  // One season's matches at most (104 for 48 teams, the largest format), about 700 bytes each.
  ['schedule', /^schedule\/index\.html$/, { html: 90 * KB, script: true }],
  ['schedule filter', /^schedule\/(stage|group|team)\/[^/]+\/index\.html$/, { html: 90 * KB, script: true }],
  ['match', /^matches\/[^/]+\/index\.html$/, { html: 48 * KB, script: true }],
  ['groups', /^groups\/index\.html$/, { html: 72 * KB, script: false }],
  ['bracket', /^bracket\/index\.html$/, { html: 32 * KB, script: true }],
  // At most SCORERS_SHOWN (50) rows, about 400 bytes each.
  ['scorers', /^scorers\/index\.html$/, { html: 32 * KB, script: false }],
  ['teams', /^teams\/index\.html$/, { html: 20 * KB, script: false }],
  // One season of the team (its matches and squad).
  ['team', /^teams\/[^/]+\/index\.html$/, { html: 40 * KB, script: true }],
  ['players', /^players\/index\.html$/, { html: 16 * KB, script: true }],
  // At most PLAYERS_PER_PAGE (150) players, about 200 bytes each.
  ['players by letter', /^players\/letter\/[a-z]+\/(\d+\/)?index\.html$/, { html: 48 * KB, script: true }],
  ['player', /^players\/player_[^/]+\/index\.html$/, { html: 24 * KB, script: false }],
  // One row per season (about 900 bytes) and the titles: 48 KB holds some 45 seasons (the World Cups since 1930: 23).
  ['history', /^history\/index\.html$/, { html: 48 * KB, script: false }],
  ['api reference', /^api-reference\/index\.html$/, { html: 96 * KB, script: false }],
  ['not found', /^404\.html$/, { html: 8 * KB, script: false }],
  // One line per competition and a link per season.
  ['competitions', /^competitions\/index\.html$/, { html: 48 * KB, script: false }],
  // League pages (tests/site/league-build.test.ts builds a small league; a real one: docs/leagues.md).
  // One table of at most 24 teams (about 900 bytes a row) with its notes.
  ['league table', /^leagues\/[^/]+\/index\.html$/, { html: 40 * KB, script: false, optional: true }],
  // One matchday: about ten matches (a round of a 20-team league), the matchday links.
  ['league matchday', /^leagues\/[^/]+\/matchdays\/[^/]+\/index\.html$/, { html: 32 * KB, script: true, optional: true }],
  // One team's league season: 46 matches at most (a 24-team league), the chart and its table.
  ['league team', /^leagues\/[^/]+\/teams\/[^/]+\/index\.html$/, { html: 64 * KB, script: true, optional: true }],
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
  const files = walk(CLIENT).map((p) => relative(CLIENT, p).split('\\').join('/'));
  const pages = files.filter((f) => f.endsWith('.html'));

  it(`keeps every budget under ${PAGE_LIMIT / KB} KB`, () => {
    for (const [name, , budget] of TYPES) expect(budget.html, name).toBeLessThan(PAGE_LIMIT);
  });

  it('gives every page a type', () => {
    const untyped = pages.filter((f) => !TYPES.some(([, re]) => re.test(f.replace(/^seasons\/[^/]+\//, ''))));
    expect(untyped, 'add these pages to TYPES with a budget').toEqual([]);
    for (const [name, re, budget] of TYPES) if (!budget.optional) expect(pages.some((f) => re.test(f)), `a page of type ${name}`).toBe(true);
  });

  for (const [name, re, budget] of TYPES) {
    it(`${name}: HTML within budget; ${budget.script ? `script under ${SCRIPT_BUDGET} bytes` : 'no script'}`, () => {
      const limit = budget.html;
      const mine = pages.filter((f) => re.test(f.replace(/^seasons\/[^/]+\//, '')));
      if (budget.optional && mine.length === 0) return;
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
