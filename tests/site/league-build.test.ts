/**
 * The league pages as built: `astro build` over the synthetic league (tests/site/league-fixture.ts,
 * no real data) and a two-legged cup (tests/site/cup-fixture.ts) into a temp folder, then the HTML
 * files are read (the pages of the finished season and the cup, which the server renders on demand,
 * rendered as it does: tests/helpers/on-demand-pages.ts). Expected values are the facts written in the fixtures' headers (results, the deduction, the zones, the status details).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEDUCTION, writeLeagueFixture } from './league-fixture.ts';
import { CUP_SLUG, cupSeason } from './cup-fixture.ts';
import { TYPES, linkedFiles, missingTypes, typeKey } from './page-types.ts';
import { datasetOf, materialize, renderOnDemandPages, serveSite } from '../helpers/on-demand-pages.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { liveOverlay, type LiveView } from '../../src/lib/live/overlay.ts';
import { emptyState, type LiveMatchState } from '../../src/lib/live/state.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';

let client: string;
let folder: string;
let onDemand: Map<string, string>;
let contentDir: string;
let outDir: string;
const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
/** The page's text without tags and with single spaces (what a reader sees, screen-reader-only text included). */
const text = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x2F;/g, '/').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

beforeAll(async () => {
  const content = await writeLeagueFixture((s) => {
    s[CUP_SLUG] = cupSeason();
  });
  // inside the project: the build's server chunks resolve their packages from its node_modules
  await mkdir('.tmp', { recursive: true });
  folder = resolve(await mkdtemp(join('.tmp', 'league-site-')));
  const out = join(folder, 'dist');
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
  const r = spawnSync(process.execPath, [astro, 'build', '--outDir', out], {
    encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', MATCHDAY_CONTENT: content, MATCHDAY_NOW: '2021-09-01T00:00:00Z' },
  });
  if (r.status !== 0) throw new Error(`astro build failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  client = join(out, 'client');
  contentDir = content;
  outDir = out;
  // The finished 2020-21 season and the cup are history: the build leaves their pages to the server
  // (src/lib/site/season-pages.ts). They are rendered as the server renders them and read as files.
  expect(existsSync(join(client, 'leagues/fl-1-2020-21/index.html'))).toBe(false);
  expect(existsSync(join(client, 'leagues/fl-1-2021-22/index.html'))).toBe(true);
  onDemand = await renderOnDemandPages(out, content);
  expect(onDemand.has('/leagues/fl-1-2020-21/')).toBe(true);
  expect(onDemand.has(`/seasons/${CUP_SLUG}/bracket/`)).toBe(true);
  materialize(client, onDemand);
}, 300_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('league pages of a built site', () => {
  it('competitions index: country, competition, every season linked to its table; the navigation links it', () => {
    const html = page('competitions');
    expect(text(html)).toMatch(/Qualand Fixture League League 2021-22 2020-21/);
    expect(html).toContain('href="/leagues/fl-1-2021-22/"');
    expect(html).toContain('href="/leagues/fl-1-2020-21/"');
    expect(page('')).toContain('href="/competitions/"');
  });

  it('table: rows in order, zones with a mark and a legend, the deduction as a footnote, form in words', () => {
    const t = text(page('leagues/fl-1-2020-21'));
    expect(t).toMatch(/1 Aurora FC C \(Champions\) 6 4 2 0 9 3 \+6 14/);
    expect(t).toMatch(/2 Boreal United 6 2 1 3 6 9 -3 7/);
    expect(t).toMatch(/3 Cobalt Town 6 1 2 3 6 8 -2 5/);
    expect(t).toMatch(/4 Delta Rovers R \(Relegation\) 6 1 3 2 7 8 -1 3 1 /);
    expect(t).toContain('win, draw, win, win, draw');
    expect(t).toContain('C Champions: position 1');
    expect(t).toContain('R Relegation: position 4');
    expect(t).toContain(`Delta Rovers: −3 points (included in Pts). ${DEDUCTION}.`);
    expect(t).toContain('Final table');
    expect(page('leagues/fl-1-2020-21')).not.toContain('<script');
  });

  it('a table ranked by points per match says why and shows the ratio', () => {
    const t = text(page('leagues/fl-1-2021-22'));
    expect(t).toContain('Ranked by points per match.');
    // the points-per-match column has its own width in the table's columns
    expect(page('leagues/fl-1-2021-22')).toContain('<col class="c-pts"><col class="c-ppm"><col class="c-form opt"></colgroup>');
    expect(t).toMatch(/1 Aurora FC 1 1 0 0 2 1 \+1 3 3\.00/);
    expect(t).toMatch(/2 Boreal United 3 1 1 1 4 3 \+1 4 1\.33/);
    expect(t).toContain('Table after 4 of 6 matches');
  });

  it('matchdays: one page each; postponed (date only) and cancelled (no score) said in words', () => {
    expect(existsSync(join(client, 'leagues/fl-1-2021-22/matchdays/3/index.html'))).toBe(true);
    const md2 = text(page('leagues/fl-1-2021-22/matchdays/2'));
    expect(md2).toMatch(/Mon 16 Aug \(kick-off time not known\) Delta Rovers vs Aurora FC Postponed/);
    // the date only, no clock: neither the venue's (there is none) nor the script's
    expect(page('leagues/fl-1-2021-22/matchdays/2')).toContain('<time datetime="2021-08-16" data-tbd title="Monday 16 August 2021; kick-off time not known">Mon 16 Aug</time>');
    // a known time without a venue: UTC, and nothing to show beside it
    expect(page('leagues/fl-1-2021-22/matchdays/2')).toMatch(/<time datetime="2021-08-16T14:00:00.000Z" data-kick="time" data-day="2021-08-16" title="[^"]+">14:00 UTC<\/time><\/span>/);
    const md3 = text(page('leagues/fl-1-2021-22/matchdays/3'));
    expect(md3).toMatch(/Aurora FC vs Cobalt Town Cancelled/);
    expect(md3).toMatch(/Boreal United 2–0 Delta Rovers FT/);
    expect(text(page('leagues/fl-1-2020-21/matchdays/5'))).toMatch(/Boreal United 0–3 Delta Rovers Awarded/);
    const cancelled = text(page('matches/match_fl-1-2021-22-005'));
    expect(cancelled).toMatch(/Aurora FC vs Cobalt Town Cancelled: never played; it does not count in the table/);
  });

  it("team's season: the position chart is an image with a title and a description, and a table", () => {
    const html = page('leagues/fl-1-2020-21/teams/team_fl-boreal');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(text(html)).toContain('Boreal United: position after each matchday');
    expect(text(html)).toContain('Boreal United: 3rd after matchday 1, best 2nd (matchday 2), lowest 3rd (matchday 1), 2nd after matchday 6.');
    expect(text(html)).toMatch(/Matchday Position Played Points 1 3 1 0 2 2 2 3 3 2 3 4 4 3 4 4 5 3 5 4 6 2 6 7/);
  });

  it("club page: the club's seasons with the final position, points and zone", () => {
    const t = text(page('teams/team_fl-delta'));
    expect(t).toMatch(/2021-22 Fixture League 4th of 4 \(so far\) 2 1/);
    expect(t).toMatch(/2020-21 Fixture League 4th of 4 6 3 Relegation/);
  });

  it("a club's older season: that season, links to the others, and nothing that spans them (its history and record are on the club page)", () => {
    const html = page('seasons/fl-1-2020-21/teams/team_fl-delta');
    const t = text(html);
    expect(t).toContain('Delta Rovers');
    expect(html).not.toContain('id="club-history"');
    expect(t).not.toMatch(/All \d+ seasons: played/);
    expect(html).toMatch(/<a href="\/teams\/team_fl-delta\/">All 3 seasons in 2 competitions: positions, points and zones<\/a>/);
    // the club page has both
    const club = page('teams/team_fl-delta');
    expect(club).toContain('id="club-history"');
    expect(text(club)).toMatch(/All 3 seasons: played \d+: \d+ won/);
  });
});

describe('two-legged ties on the bracket page', () => {
  it('each tie: the aggregate on its sides, both legs with their home team first and a link, how it was decided', () => {
    const html = page(`seasons/${CUP_SLUG}/bracket`);
    const t = text(html);
    expect(t).toMatch(/Aurora FC 2 Boreal United 2 Leg 1 AUR 1–2 BOR Aurora FC 1–2 Boreal United Leg 2 BOR 0–1 AUR Boreal United 0–1 Aurora FC Aggregate 2–2\. Boreal United won on away goals \(2–1\)/);
    expect(t).toMatch(/Cobalt Town 1 \(3\) Delta Rovers 1 \(4\) Leg 1 COB 1–0 DEL Cobalt Town 1–0 Delta Rovers Leg 2 DEL 1–0 COB Delta Rovers 1–0 Cobalt Town Aggregate 1–1\. Delta Rovers won 4–3 on penalties/);
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`href="/matches/match_qc-2020-21-${n}/"`);
    // The final is one match: no legs, no aggregate.
    expect(t).toMatch(/Boreal United 2 Delta Rovers 0 Match 5/);
    expect(t.match(/Aggregate/g)).toHaveLength(2);
  });

  it('round tabs for phones, the semi-finals joined in a pair to the final, the final current once the semi-finals are played', () => {
    const html = page(`seasons/${CUP_SLUG}/bracket`);
    expect(html).toMatch(/<div class="bracket" data-current="1"><nav class="round-tabs" aria-label="Rounds"><ul><li><a href="#round-semi-final">Semi-final<\/a><\/li><li><a href="#round-final">Final<\/a><\/li><\/ul><\/nav>/);
    expect(html).toContain('<section class="round to-pairs" id="round-semi-final" aria-labelledby="r-semi-final">');
    expect(html).toContain('<section class="round" id="round-final" aria-labelledby="r-final">');
  });
});

describe('shared pages when the newest season is a league', () => {
  it('/groups/ is the league table, links to the league page, and says nothing of knockouts', () => {
    const html = page('groups');
    const t = text(html);
    expect(t).toContain('League table');
    expect(t).not.toContain('Group standings');
    expect(html).toContain('href="/leagues/fl-1-2021-22/"');
    expect(t).not.toContain('plays in the knockout stage');
    // The navigation names the page by what it shows.
    expect(html).toMatch(/<a href="\/groups\/"[^>]*>Table<\/a>/);
  });

  it('home links the league table instead of groups and bracket', () => {
    const html = page('');
    expect(html).toContain('href="/leagues/fl-1-2021-22/"');
    expect(html).not.toMatch(/<p class="lead">[^<]*(<a [^>]*>[^<]*<\/a>[^<]*)*<a href="\/bracket\/"/);
  });

  it('the kick-off note does not promise venue times league data does not have', () => {
    for (const path of ['', 'leagues/fl-1-2020-21/matchdays/1', 'leagues/fl-1-2020-21/teams/team_fl-aurora', 'schedule/team/team_fl-aurora']) {
      const t = text(page(path));
      expect(t, path).toContain('Kick-off times are in UTC.');
      expect(t, path).not.toContain("venue's local time");
    }
  });
});

describe('byte budgets of a results-only build (tests/site/byte-budget.test.ts types)', () => {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));

  it('has no player pages and links to none, so no page type is missing; every page has a type and fits its budget', () => {
    const pages = walk(client).map((p) => relative(client, p).split('\\').join('/')).filter((f) => f.endsWith('.html'));
    expect(pages.some((f) => f.startsWith('players/player_') || f.startsWith('players/letter/'))).toBe(false);
    const links = pages.flatMap((f) => linkedFiles(readFileSync(join(client, f), 'utf8')));
    expect(missingTypes(TYPES, pages, links)).toEqual([]);
    const over = pages.flatMap((f) => {
      const type = TYPES.find(([, re]) => re.test(typeKey(f)));
      if (!type) return [`${f}: no type`];
      const size = statSync(join(client, f)).size;
      return size > type[2].html ? [`${f}: ${size} > ${type[2].html}`] : [];
    });
    expect(over).toEqual([]);
  });
});

describe('the league table follows live play (src/lib/site/live-pages.ts)', () => {
  /** The server's live-aware source (live overlay, slots resolved) over `states`. */
  const liveSource = (ds: Dataset, states: LiveMatchState[]) => {
    const byId = new Map(states.map((x) => [x.match_id, x]));
    const view: LiveView = { get: (id) => byId.get(id), states: () => byId.values(), version: 1 };
    return withSlots(ds, liveOverlay(ds, staticSource(ds), view));
  };
  const caption = (html: string) => /<caption id="league-table">([\s\S]*?)<\/caption>/.exec(html)?.[1] ?? '';

  it('while a match of the season is in play: rendered live at its own address with the score counted, a note and its script; otherwise the built page', async () => {
    const ds = await datasetOf(contentDir);
    const season = [...ds.seasons.values()].find((x) => x.slug === 'fl-1-2021-22')!;
    const m = [...ds.matches.values()].find((x) => x.season_id === season.id && x.status === 'scheduled' && x.home_team_id !== null && x.away_team_id !== null)!;
    expect(m).toBeDefined();
    const playing: LiveMatchState = {
      ...emptyState(m.id, '2021-09-01T12:00:00.000Z'), status: 'in_play', period: 'first_half', minute: 23, periods: ['first_half'], started_at: '2021-09-01T11:00:00.000Z',
      events: [{ match_id: m.id, seq: 1, type: 'goal', detail: 'normal', minute: 10, extra_minute: null, team_id: m.home_team_id!, player_id: null, player_off_id: null, score_home: null, score_away: null }],
    };
    const built = page('leagues/fl-1-2021-22');
    expect(built).not.toContain('id="season-live"');
    expect(built).not.toContain('<script');
    const live = await serveSite(outDir, { dataset: ds, source: liveSource(ds, [playing]) });
    try {
      const r = await fetch(`${live.url}/leagues/fl-1-2021-22/`);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      const html = await r.text();
      expect(html).toContain('<p id="season-live" data-follow="/live/leagues/fl-1-2021-22/" data-live="1">');
      expect(text(html)).toContain('Live A match is in play: the table counts its current score and updates as it goes.');
      expect(html).toContain('<noscript><meta http-equiv="refresh" content="30"></noscript>');
      expect(html).toMatch(/<script type="module"/);
      // the table counts the match in play: one more played, and marked live
      const played = (h: string) => Number(/Table after (\d+) of/.exec(caption(h))?.[1]);
      expect(played(html)).toBe(played(built) + 1);
      expect(caption(html)).toContain('<span class="pill live">Live</span>');
      expect(caption(built)).not.toContain('pill live');
      // the script polls the live address, which answers the same page
      const polled = await fetch(`${live.url}/live/leagues/fl-1-2021-22/`);
      expect(polled.status).toBe(200);
      expect(await polled.text()).toContain('data-follow="/live/leagues/fl-1-2021-22/"');
      // the finished season does not follow this match
      expect(await (await fetch(`${live.url}/leagues/fl-1-2020-21/`)).text()).not.toContain('id="season-live"');
      expect((await fetch(`${live.url}/live/leagues/no-such-league/`)).status).toBe(404);
    } finally {
      await live.close();
    }
    const quiet = await serveSite(outDir, { dataset: ds, source: liveSource(ds, []) });
    try {
      expect(await (await fetch(`${quiet.url}/leagues/fl-1-2021-22/`)).text()).toBe(built);
    } finally {
      await quiet.close();
    }
  });
});
