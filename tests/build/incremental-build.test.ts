/**
 * Issue "100,000 matches": after one result of the current season changes in content, `npm run
 * build` rewrites only what depends on it, and what it leaves is exactly what a clean build of the
 * changed content makes. Content: two generated demo seasons. The change: a home goal of a
 * completed match of the current season is taken back (its event removed, the score, the half and
 * the running scores of later goals corrected).
 *
 * The pages expected to be written again are derived from the content files here, not from the
 * build's code: the match's page; the current season's pages (the schedule); every page of the teams
 * that play in that season (their club pages; their pages of older seasons show nothing of it), and
 * the calendars of the match's two teams;
 * the pages of the players that match names; the current season's groups, bracket and scorers at
 * the top level; the pages without a cache key (home, 404), which every build renders (the teams,
 * competitions and players indexes are keyed by what they list),
 * the calendar of every match, and the API reference (its examples come from the current season).
 * The changelog (keyed by its text) is not written again. The payloads expected to be written again are the
 * match's. A third build carries the older season's match digests over (match-digests.ts) and must
 * give the first build's pages again.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { runScript, startServer } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { requestLine } from '../ops/log-lines.ts';

const NOW = '2026-11-20T12:00:00Z';
let root = '';

interface FileState { hash: string; mtime: number }
type Tree = Map<string, FileState>;

function walk(dir: string, base = dir, out: Tree = new Map()): Tree {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, base, out);
    else out.set(relative(base, p), { hash: createHash('sha1').update(readFileSync(p)).digest('hex'), mtime: statSync(p).mtimeMs });
  }
  return out;
}

type Row = Record<string, string>;
const readCsv = (file: string): Row[] => parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
function writeCsv(file: string, rows: Row[]): void {
  const header = readFileSync(file, 'utf8').split('\n')[0]!;
  const cols = header.split(',');
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  writeFileSync(file, `${header}\n${rows.map((r) => cols.map((c) => cell(r[c] ?? '')).join(',')).join('\n')}\n`);
}

async function build(content: string, out: string, extra: string[] = []): Promise<string> {
  const r = await runScript('build', ['--content', content, '--out', out, ...extra], { MATCHDAY_NOW: NOW, MATCHDAY_BUILD_CACHE: join(root, `cache-${out.split('/').pop()}`) });
  if (r.code !== 0) throw new Error(`build failed (${r.code}):\n${r.stderr.slice(-3000)}`);
  return r.stderr;
}

/** Takes back one home goal of a completed match of `season` (second half, no extra time); returns what it touched. */
function takeBackGoal(seasonDir: string): { matchId: string; teams: string[]; players: Set<string> } {
  const matchesFile = join(seasonDir, 'matches.csv');
  const eventsFile = join(seasonDir, 'events.csv');
  const matches = readCsv(matchesFile);
  const events = readCsv(eventsFile);
  const m = matches.find((x) => x.status === 'completed' && x.has_extra_time === 'false' && events.some((e) => e.match_id === x.id && e.type === 'goal' && e.detail === 'normal' && e.team_id === x.home_team_id && Number(e.minute) > 45 && Number(e.minute) <= 90))!;
  const goal = events.find((e) => e.match_id === m.id && e.type === 'goal' && e.detail === 'normal' && e.team_id === m.home_team_id && Number(e.minute) > 45 && Number(e.minute) <= 90)!;
  const players = new Set<string>();
  for (const e of events) if (e.match_id === m.id) for (const k of ['player_id', 'player_off_id']) if (e[k]) players.add(e[k]!);
  for (const l of readCsv(join(seasonDir, 'lineups.csv'))) if (l.match_id === m.id) players.add(l.player_id!);
  const kept = events.filter((e) => e !== goal);
  let seq = 0;
  let home = 0;
  let away = 0;
  for (const e of kept) {
    if (e.match_id !== m.id) continue;
    e.seq = String(++seq);
    if (e.type === 'goal') {
      const forHome = e.detail === 'own_goal' ? e.team_id !== m.home_team_id : e.team_id === m.home_team_id;
      if (forHome) home++;
      else away++;
      e.score_home = String(home);
      e.score_away = String(away);
    }
  }
  m.home_score = String(Number(m.home_score) - 1);
  m.second_half_home = String(Number(m.second_half_home) - 1);
  writeCsv(eventsFile, kept);
  writeCsv(matchesFile, matches);
  return { matchId: m.id!, teams: [m.home_team_id!, m.away_team_id!], players };
}

let first: Tree;
let second: Tree;
/** The same incremental build when the kept bundle cannot render: astro build instead. */
let secondAstro: Tree;
let logAstro = '';
let clean: Tree;
let changed: { matchId: string; teams: string[]; players: Set<string> };
let current = '';
let older = '';
let currentTeams: string[] = [];
let log = '';

beforeAll(async () => {
  // inside the project: the build's server chunks resolve their packages from its node_modules
  mkdirSync('.tmp', { recursive: true });
  root = resolve(mkdtempSync(join('.tmp', 'incremental-')));
  const content = join(root, 'content');
  const gen = await runScript('generate-demo', ['--seasons', '2', '--now', NOW, '--out', content]);
  if (gen.code !== 0) throw new Error(gen.stderr);
  const seasons = readdirSync(content, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  [older, current] = seasons as [string, string];
  currentTeams = readCsv(join(content, current, 'teams.csv')).map((t) => t.id!);
  // the older season's matches.csv in another order than by kick-off, as an editor may leave it: the
  // snapshot keeps the file's order, the site's lists go by kick-off (the kept match digests must follow the first)
  const olderMatches = join(content, older, 'matches.csv');
  writeCsv(olderMatches, readCsv(olderMatches).reverse());
  const out = join(root, 'dist');
  await build(content, out);
  first = walk(join(out, 'client'));
  const firstApi = walk(join(out, 'matchday', 'api'));
  for (const [k, v] of firstApi) first.set(`api/${k}`, v);
  for (const [k, v] of walk(join(out, 'matchday', 'exports'))) first.set(`exports/${k}`, v);
  // a copy of the output and its cache whose kept prerender bundle is broken (kept-bundle.ts)
  const outAstro = join(root, 'dist-astro');
  cpSync(out, outAstro, { recursive: true, preserveTimestamps: true });
  cpSync(join(root, 'cache-dist'), join(root, 'cache-dist-astro'), { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  const keptDir = join(root, 'cache-dist-astro', 'prerender');
  const entry = readdirSync(keptDir).find((f) => f.startsWith('prerender-entry'))!;
  writeFileSync(join(keptDir, entry), "throw new Error('a broken bundle');\n");
  await new Promise((r) => setTimeout(r, 50));
  // the current season as it was, for the last test
  cpSync(join(content, current), join(root, 'current-before'), { recursive: true });
  changed = takeBackGoal(join(content, current));
  log = await build(content, out);
  second = walk(join(out, 'client'));
  for (const [k, v] of walk(join(out, 'matchday', 'api'))) second.set(`api/${k}`, v);
  for (const [k, v] of walk(join(out, 'matchday', 'exports'))) second.set(`exports/${k}`, v);
  second.set('snapshot.json', walk(join(out, 'matchday')).get('snapshot.json')!);
  logAstro = await build(content, outAstro);
  secondAstro = walk(join(outAstro, 'client'));
  for (const [k, v] of walk(join(outAstro, 'matchday', 'api'))) secondAstro.set(`api/${k}`, v);
  const cleanOut = join(root, 'clean');
  await build(content, cleanOut);
  clean = walk(join(cleanOut, 'client'));
  for (const [k, v] of walk(join(cleanOut, 'matchday', 'api'))) clean.set(`api/${k}`, v);
  for (const [k, v] of walk(join(cleanOut, 'matchday', 'exports'))) clean.set(`exports/${k}`, v);
  clean.set('snapshot.json', walk(join(cleanOut, 'matchday')).get('snapshot.json')!);
}, 600_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Pages (not assets, not precompressed variants): what a change can rewrite. */
const isPage = (f: string) => /\.(html|ics|txt|xml)$/.test(f) && !f.startsWith('api/');

describe('incremental build after one result changed', () => {
  it('leaves exactly what a clean build of the changed content makes (every page and payload)', () => {
    const differ = [...clean].filter(([f, s]) => second.get(f)?.hash !== s.hash).map(([f]) => f);
    expect(differ).toEqual([]);
    expect([...second.keys()].filter((f) => !clean.has(f))).toEqual([]);
  });

  it('renders the changed pages with the last build\'s bundle, without astro build (only content changed)', () => {
    expect(log).toContain("only content changed, the last build's bundle renders the pages whose content changed");
    expect(log).toContain("rendered by the last build's bundle, without astro build");
    expect(log).not.toContain('[build]'); // astro build's own log lines
    // the match digests astro build's page keys made, kept with its bundle: those of the season not made again
    const carried = /; (\d+) of (\d+) match digests carried over/.exec(log);
    expect(carried, log.slice(-800)).not.toBeNull();
    expect(Number(carried![1])).toBe(readCsv(join(root, 'content', older, 'matches.csv')).length);
  });

  it('falls back to astro build when the kept bundle cannot render, with the same result', () => {
    expect(logAstro).toContain('the page renderer failed (exit 1): building the site with astro build instead');
    expect(logAstro).toContain('built by astro build');
    const api = (t: Tree) => [...t].filter(([f]) => !f.startsWith('exports/') && f !== 'snapshot.json');
    expect(api(clean).filter(([f, s]) => secondAstro.get(f)?.hash !== s.hash).map(([f]) => f)).toEqual([]);
    expect([...secondAstro.keys()].filter((f) => !clean.has(f))).toEqual([]);
  });

  it('rewrites only the pages that depend on the change', () => {
    const rewritten = [...second].filter(([f, s]) => isPage(f) && first.get(f)?.mtime !== s.mtime).map(([f]) => f).sort();
    const seasonSlug = (dir: string) => JSON.parse(readFileSync(join(root, 'content', dir, 'competition.json'), 'utf8')).id as string;
    expect(seasonSlug(current)).toMatch(/^season_/);
    const expected = [...second.keys()].filter((f) => {
      if (!isPage(f) || f.endsWith('.br') || f.endsWith('.gz')) return false;
      if (f === `matches/${changed.matchId}/index.html`) return true;
      if (f.startsWith('schedule/')) return true; // the current season's schedule
      const team = /^teams\/([^/]+)\/(?:index\.html|calendar\.ics)$/.exec(f);
      // a team's pages show its season's table; its calendar only its matches
      if (team) return (f.endsWith('.ics') ? changed.teams : currentTeams).includes(team[1]!);
      const player = /^players\/(player_[^/]+)\/index\.html$/.exec(f);
      if (player) return changed.players.has(player[1]!);
      if (/^(matches|players\/letter|teams\/letter|seasons)\//.test(f)) return false; // the letter pages show no result
      if (/^(sitemap(-\d+)?\.xml|robots\.txt)$/.test(f)) return false; // the same URLs: written only when they change
      if (f === 'changelog.txt') return false; // keyed by its text
      if (['teams/index.html', 'competitions/index.html', 'players/index.html'].includes(f)) return false; // keyed by what they list: no result
      return true; // the current season's groups, bracket and scorers, pages without a cache key (home, 404), the whole calendar (it holds the match) and the API reference (the current season's examples)
    }).sort();
    expect(rewritten).toEqual(expected);
    // the older season's pages and every other match page were left as they were
    expect(rewritten.some((f) => f.startsWith(`seasons/`) && !/\/teams\//.test(f))).toBe(false);
    expect(rewritten.filter((f) => f.startsWith('matches/'))).toEqual([`matches/${changed.matchId}/index.html`]);
    expect(older).not.toBe(current);
  });

  it('validates fully only the changed season; the other comes from the last snapshot, which equals a clean build\'s', () => {
    expect(log).toContain('the 1 season(s) changed since the last build fully, the other 1 for the cross-season rules');
    expect(log).toMatch(/validate [\d.]+ s \(1 changed season\(s\) fully\)/);
    expect(second.get('snapshot.json')!.hash).toBe(clean.get('snapshot.json')!.hash);
  });

  it("keeps the finished older season's downloads as they were, and makes none for the season in progress", () => {
    const exports = [...second.keys()].filter((f) => f.startsWith('exports/') && f !== 'exports/manifest.json');
    expect(exports.sort()).toEqual(['csv.zip', 'jsonl', 'sqlite'].map((ext) => `exports/${JSON.parse(readFileSync(join(root, 'content', older, 'competition.json'), 'utf8')).id}.${ext}`).sort());
    for (const f of exports) expect(second.get(f)!.mtime, f).toBe(first.get(f)!.mtime);
  });

  it('reads only the changed season whole for the API files: the other\'s files are the last build\'s', () => {
    expect(log).toMatch(/downloads \(0 made, 0 removed; 1 of 2 seasons read whole\)/);
  });

  it("writes again only the changed match's payloads", () => {
    const rewritten = [...second].filter(([f, s]) => f.startsWith('api/') && /\.json$/.test(f) && !/(manifest|etags|groups)\.json$/.test(f) && first.get(f)?.mtime !== s.mtime).map(([f]) => f).sort();
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.every((f) => f.includes(changed.matchId))).toBe(true);
  });

  it('says how many pages it rendered and how many it kept', () => {
    const m = /(\d+) pages \(incremental: (\d+) rendered, (\d+) kept;/.exec(log);
    expect(m, log.slice(-500)).not.toBeNull();
    const html = [...second].filter(([f]) => f.endsWith('.html') && !f.startsWith('api/'));
    const rendered = html.filter(([f, st]) => first.get(f)?.mtime !== st.mtime).length;
    expect(Number(m![1])).toBe(html.length);
    expect(Number(m![2])).toBe(rendered);
    expect(Number(m![3])).toBe(html.length - rendered);
    expect(Number(m![3])).toBeGreaterThan(Number(m![2]));
  });

  it('builds no page of the finished older season: the sitemap lists them and the server renders one on demand, then keeps it', async () => {
    const olderMatches = readCsv(join(root, 'content', older, 'matches.csv'));
    expect(olderMatches.length).toBeGreaterThan(0);
    expect(olderMatches.every((x) => x.status === 'completed')).toBe(true);
    expect(olderMatches.filter((x) => second.has(`matches/${x.id}/index.html`))).toEqual([]);
    expect(readCsv(join(root, 'content', current, 'matches.csv')).every((x) => second.has(`matches/${x.id}/index.html`))).toBe(true);
    const sitemaps = [...second.keys()].filter((f) => /^sitemap-\d+\.xml$/.test(f)).map((f) => readFileSync(join(root, 'dist', 'client', f), 'utf8')).join('');
    for (const x of olderMatches) expect(sitemaps).toContain(`/matches/${x.id}/</loc>`);

    const server = await startServer({ dist: join(root, 'dist'), env: { MATCHDAY_NOW: NOW, MATCHDAY_LOG_LEVEL: 'info' } });
    try {
      const id = olderMatches[0]!.id!;
      const r = await fetch(`${server.url}/matches/${id}/`);
      expect(r.status).toBe(200);
      const html = await r.text();
      expect(html).toContain(`data-match="${id}"`);
      expect(html).toContain('data-status="completed"');
      expect(r.headers.get('cache-control')).toBe('public, max-age=0');
      const again = await fetch(`${server.url}/matches/${id}`, { headers: { 'If-None-Match': r.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect((await fetch(`${server.url}/matches/match_not-a-match/`)).status).toBe(404);

      // the older season's other pages too (src/lib/site/season-pages.ts): not built, in the sitemap, rendered at their own address
      expect([...second.keys()].filter((f) => f.startsWith(`seasons/${older}/`))).toEqual([]);
      for (const page of ['groups', 'bracket', 'scorers', 'schedule']) {
        expect(sitemaps).toContain(`/seasons/${older}/${page}/</loc>`);
        const p = await fetch(`${server.url}/seasons/${older}/${page}/`);
        expect(p.status, page).toBe(200);
        const body = await p.text();
        expect(body).toContain(`<main`);
        expect(body).not.toContain('/on-demand/');
      }
      // a national team's page of the older season (on demand): that season only, and one link to
      // its page of the newest season, where its record across both is (TeamPage.astro)
      const olderTeams = new Map(readCsv(join(root, 'content', older, 'teams.csv')).map((t) => [t.id!, t.name!]));
      const both = currentTeams.find((t) => olderTeams.has(t))!;
      expect(both, 'a team plays in both seasons').toBeDefined();
      const name = olderTeams.get(both)!;
      const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "(?:'|&#39;)");
      const olderPage = await (await fetch(`${server.url}/seasons/${older}/teams/${both}/`)).text();
      expect(olderPage).toMatch(new RegExp(`<a href="/teams/${both}/">All 2 seasons: ${esc(name)}${esc("'")}s record across them</a>`));
      expect(olderPage).not.toMatch(/All 2 seasons: played \d+/);
      const newestPage = readFileSync(join(root, 'dist', 'client', 'teams', both, 'index.html'), 'utf8');
      expect(newestPage).toMatch(/All 2 seasons: played \d+: \d+ won, \d+ drawn, \d+ lost/);
      expect(newestPage).not.toContain('record across them');
      // the request log names the address asked for, not the route that rendered it
      const asked = await fetch(`${server.url}/seasons/${older}/bracket/?x=1`);
      const line = await until(() => requestLine(server.output(), asked.headers.get('request-id')!), 'the request line is written');
      expect(line).toMatchObject({ route: 'site', path: `/seasons/${older}/bracket/`, status: 200 });
      expect((await fetch(`${server.url}/seasons/${current}/groups/`)).status).toBe(404);
      expect((await fetch(`${server.url}/on-demand/seasons/${current}/groups/`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('stops on a content problem without touching the output, though the page renderer had started', async () => {
    const file = join(root, 'content', current, 'matches.csv');
    const rows = readCsv(file);
    rows.find((x) => x.status === 'completed')!.home_score = 'two';
    writeCsv(file, rows);
    const out = join(root, 'dist');
    const r = await runScript('build', ['--content', join(root, 'content'), '--out', out], { MATCHDAY_NOW: NOW, MATCHDAY_BUILD_CACHE: join(root, 'cache-dist') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content problem\(s\); nothing was built/);
    expect(r.stderr).not.toContain('[2/3]');
    const after = walk(join(out, 'client'));
    for (const [k, v] of walk(join(out, 'matchday', 'api'))) after.set(`api/${k}`, v);
    for (const [k, v] of walk(join(out, 'matchday', 'exports'))) after.set(`exports/${k}`, v);
    after.set('snapshot.json', walk(join(out, 'matchday')).get('snapshot.json')!);
    expect([...after].filter(([f, st]) => second.get(f)?.hash !== st.hash || second.get(f)?.mtime !== st.mtime).map(([f]) => f)).toEqual([]);
    expect(after.size).toBe(second.size);
  }, 60_000);

  it('the next build carries the unchanged season\'s match digests over, and its pages are a clean build\'s of that content; a damaged flag is written and compressed again', async () => {
    // the current season as the first build had it: the pages must be the first build's again
    const content = join(root, 'content');
    rmSync(join(content, current), { recursive: true, force: true });
    cpSync(join(root, 'current-before'), join(content, current), { recursive: true });
    // a damaged flag and a lost precompressed copy: the build writes the flag again and compresses it
    const flags = join(root, 'dist', 'client', 'flags');
    const flag = readdirSync(flags).find((f) => f.endsWith('.svg') && readFileSync(join(flags, f), 'utf8').length > 0 && statSync(join(flags, `${f}.br`), { throwIfNoEntry: false }) !== undefined)!;
    expect(flag).toBeDefined();
    const library = readFileSync(join(flags, flag));
    writeFileSync(join(flags, flag), '<svg/>');
    rmSync(join(flags, `${flag}.br`));
    const third = await build(content, join(root, 'dist'));
    expect(readFileSync(join(flags, flag)).equals(library)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(flags, `${flag}.br`))).equals(library)).toBe(true);
    const carried = /; (\d+) of (\d+) match digests carried over/.exec(third);
    expect(carried, third).not.toBeNull();
    // the older season's matches: the current season was made again, its digests hashed anew
    expect(Number(carried![1])).toBe(readCsv(join(content, older, 'matches.csv')).length);
    expect(Number(carried![2])).toBe(Number(carried![1]) + readCsv(join(content, current, 'matches.csv')).length);
    const pages = walk(join(root, 'dist', 'client'));
    expect([...first].filter(([f, s]) => isPage(f) && pages.get(f)?.hash !== s.hash).map(([f]) => f)).toEqual([]);
    expect([...pages.keys()].filter((f) => isPage(f) && !first.has(f))).toEqual([]);
  }, 120_000);
});
