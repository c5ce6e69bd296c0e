/**
 * The fan site in a real browser: every page type loads without console errors and without axe
 * violations (light and dark), with screenshots at 1280 and 390 px (390 dark too) in
 * artifacts/screenshots, no horizontal page scroll at 390 and 360 px and no score wrapped or cut
 * off; navigation, the player search, kick-off times, the bracket's tabs and connectors, line-ups,
 * tables on phones and the calendar feed. The demo content has one tournament: the page types of
 * leagues, cups and many seasons come from a second build of synthetic content (the last block).
 * Keep this suite small: one test per page type plus a few behaviours.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { expectNoAxeViolations as axe } from './axe-check.ts';
import { writeShowcaseContent } from '../site/showcase-content.ts';
import { CUP_SLUG } from '../site/cup-fixture.ts';

const SHOTS = 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** Same folding as src/lib/text/fold.ts (decisions.md; kept tiny and independent on purpose). */
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[øłđßæœıðþ]/g, (c) => ({ ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ð: 'd', þ: 'th' })[c]!);

interface Sample {
  match: string;
  scheduledMatch: string;
  team: string;
  player: string;
  playerName: string;
  /** The players-by-letter page that lists the player. */
  letterPage: string;
}

/** Real IDs taken from the built pages (and a player with an accented name from the build's snapshot), so the suite works on any content. */
async function sample(page: Page): Promise<Sample> {
  await page.goto('/schedule/');
  const hrefs = await page.locator('a.mrow').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent ?? '' })));
  const completed = hrefs.find((h) => /pens/.test(h.text)) ?? hrefs.find((h) => /\d–\d/.test(h.text)) ?? hrefs[0]!;
  const scheduled = [...hrefs].reverse().find((h) => /\bvs\b/.test(h.text)) ?? hrefs.at(-1)!;
  await page.goto('/teams/');
  const team = (await page.locator('.team-list a').first().getAttribute('href'))!;
  const snapshot = JSON.parse(readFileSync(join(process.env.MATCHDAY_DIST ?? 'dist', 'matchday', 'snapshot.json'), 'utf8')) as { players: { id: string; full_name: string; last_name: string }[] };
  const accented = snapshot.players.find((p) => /[^\x00-\x7f]/.test(p.full_name) && /^[a-z]/i.test(fold(p.last_name))) ?? snapshot.players[0]!;
  // Walk the pages of the player's initial until the player's link shows up (bounded: a letter has few pages).
  let letterPage = `/players/letter/${fold(accented.last_name).charAt(0)}/`;
  for (let n = 2; ; n++) {
    await page.goto(letterPage);
    if ((await page.locator(`a[href="/players/${accented.id}/"]`).count()) > 0) break;
    expect(n, `${accented.full_name} is on a page of their initial`).toBeLessThan(100);
    letterPage = letterPage.replace(/(\/\d+)?\/$/, `/${n}/`);
  }
  return { match: completed.href, scheduledMatch: scheduled.href, team, player: `/players/${accented.id}/`, playerName: accented.full_name, letterPage };
}

let S: Sample;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  S = await sample(page);
  await page.close();
});

const PAGES: [string, () => string][] = [
  ['home', () => '/'],
  ['schedule', () => '/schedule/'],
  ['schedule-filter', () => '/schedule/stage/final/'],
  ['match', () => S.match],
  ['match-scheduled', () => S.scheduledMatch],
  ['groups', () => '/groups/'],
  ['bracket', () => '/bracket/'],
  ['scorers', () => '/scorers/'],
  ['teams', () => '/teams/'],
  ['team', () => S.team],
  ['players', () => '/players/'],
  ['players-letter', () => S.letterPage],
  ['player-search', () => `/players/search/?q=${encodeURIComponent(fold(S.playerName.split(' ')[0]!))}`],
  ['player', () => S.player],
  ['history', () => '/history/'],
  ['competitions', () => '/competitions/'],
  ['api-reference', () => '/api-reference/'],
  ['not-found', () => '/no-such-page/'],
];

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && !(m.text().includes('404') && page.url().includes('no-such-page'))) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Lines the visible text of an element takes, per block inside it (a score and the shoot-out line
 * under it are two blocks of one line each): the most lines any block has. Screen-reader-only text
 * is left out. Runs in the page.
 */
function maxLines(el: Element): number {
  const blockOf = (n: Node) => {
    let b = n.parentElement!;
    while (b !== el && getComputedStyle(b).display.startsWith('inline')) b = b.parentElement!;
    return b;
  };
  const rects = new Map<Element, DOMRect[]>();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent!.trim() || n.parentElement!.closest('.sr-only')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const b = blockOf(n);
    rects.set(b, [...(rects.get(b) ?? []), ...[...range.getClientRects()].filter((r) => r.width > 0)]);
  }
  let most = 0;
  for (const rs of rects.values()) {
    let lines = 0;
    let bottom = -Infinity;
    for (const r of rs.sort((a, b) => a.top - b.top)) {
      if (r.top >= bottom - 2) {
        lines++;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    most = Math.max(most, lines);
  }
  return most;
}

type WithLines = { maxLines: (el: Element) => number };

/** Scores on the page that wrap onto a second line or are cut off (their box narrower than their text), as `class: text`. */
async function brokenScores(page: Page): Promise<string[]> {
  await page.evaluate(`window.maxLines = ${maxLines.toString()}`);
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.mrow .score, .bm .s, .bm .legs li, .scoreboard .big, .live-line .score, .score-inline, .breakdown strong')) {
      if (el.offsetParent === null) continue; // not shown (a hidden round)
      const n = (window as unknown as WithLines).maxLines(el);
      const cut = el.clientWidth > 0 && el.scrollWidth > el.clientWidth;
      if (n > 1 || cut) bad.push(`${el.className || el.tagName}: "${el.textContent!.trim()}" (${n} lines${cut ? ', cut off' : ''})`);
    }
    return bad;
  });
}

/** How many lines the text of an element takes. */
async function textLines(l: Locator): Promise<number> {
  await l.page().evaluate(`window.maxLines = ${maxLines.toString()}`);
  return l.evaluate((el) => (window as unknown as WithLines).maxLines(el));
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page types whose dark theme is also kept as a screenshot (every page type is checked by axe in dark). */
const DARK_SHOTS = new Set(['home', 'match', 'groups', 'bracket', 'team', 'league-table']);

/**
 * One page type: loads with the expected status, no console errors, screenshots at 1280 and 390 px
 * (and 390 px dark for DARK_SHOTS), axe clean in light (1280) and dark (390), no horizontal page scroll at 390 or
 * 360 px, and no score wraps or is cut off at any of these widths.
 */
async function checkPage(page: Page, name: string, url: string, status = 200): Promise<void> {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto(url);
  expect(res?.status()).toBe(status);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api-reference/');
  await expect(page.getByText('Demo data — fictional.')).toBeVisible();
  // Screenshots first, so a failing check still leaves them to look at.
  await screenshot(page, `${SHOTS}/${name}-1280.png`);
  const scores = await brokenScores(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${SHOTS}/${name}-390.png`);
  scores.push(...(await brokenScores(page)));
  const overflow390 = await pageOverflow(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  if (DARK_SHOTS.has(name)) await screenshot(page, `${SHOTS}/${name}-390-dark.png`);
  await axe(page, `${name} dark, 390 px`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow360 = await pageOverflow(page);
  scores.push(...(await brokenScores(page)));
  await page.setViewportSize({ width: 1280, height: 900 });
  await axe(page, `${name} light, 1280 px`);
  expect(overflow390, 'no horizontal page scroll at 390 px').toBeLessThanOrEqual(0);
  expect(overflow360, 'no horizontal page scroll at 360 px').toBeLessThanOrEqual(0);
  expect(scores, 'scores on one line, never cut off').toEqual([]);
  expect(errors).toEqual([]);
}

for (const [name, url] of PAGES) {
  test(`page type "${name}": loads cleanly, no axe violations, screenshots`, async ({ page }) => {
    await checkPage(page, name, url(), name === 'not-found' ? 404 : 200);
  });
}

test('navigation: header links, a match, a team, the skip link', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  for (const [label, h1] of [['Schedule', 'Schedule & results'], ['Groups', 'Group standings'], ['Bracket', 'Knockout bracket'], ['Scorers', 'Top scorers'], ['Teams', 'Teams'], ['Players', 'Players'], ['API', 'API reference'], ['Home', '']] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
    if (h1) await expect(page.locator('h1')).toHaveText(h1);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/schedule/');
  await page.locator('a.mrow').first().click();
  await expect(page).toHaveURL(/\/matches\/match_[^/]+\/$/);
  await expect(page.getByRole('heading', { name: 'Match events' })).toBeVisible();
  await page.locator('.scoreboard .tname a').first().click();
  await expect(page).toHaveURL(/\/teams\/team_[^/]+\/$/);
  await expect(page.getByRole('heading', { name: 'Squad' })).toBeVisible();
  await page.getByRole('link', { name: /^Group [A-Z]/ }).first().click();
  await expect(page.locator('h1')).toHaveText('Group standings');
  expect(errors).toEqual([]);
});

test('groups explain their rules; scorers lead to player pages with statistics by competition', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/groups/');
  const rules = page.locator('section[aria-labelledby="rules"] ol li');
  await expect(rules.first()).toHaveText(/^Points: \d for a win, 1 for a draw/);
  await page.goto('/scorers/');
  const rows = page.locator('table.scorers tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(50);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await rows.first().locator('th a').click();
  await expect(page).toHaveURL(/\/players\/player_[^/]+\/$/);
  const table = page.getByRole('region', { name: 'Statistics by competition table' });
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Statistics by competition' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('player search finds accented names from a plain ASCII query as you type, and pages by letter', async ({ page }) => {
  await page.goto('/players/');
  const box = page.getByRole('searchbox', { name: 'Search by name' });
  await expect(box).toBeVisible();
  expect(S.playerName, 'the content has a player with an accented name').toMatch(/[^\x00-\x7f]/);
  const word = S.playerName.split(' ').find((w) => /[^\x00-\x7f]/.test(w)) ?? S.playerName;
  const ascii = fold(word).toUpperCase();
  expect(ascii).toMatch(/^[\x00-\x7f]+$/);
  await box.fill(ascii);
  const results = page.locator('#search-results');
  await expect(results.locator(`a[href="${S.player}"]`)).toBeVisible();
  const names = await results.locator('.players a').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(fold(n)).toContain(fold(ascii));
  await expect(results.locator('#search-count')).toHaveText(new RegExp(`^[\\d,]+ players? found`));
  // The query is kept in the address, so a search can be shared and reloaded.
  await expect(page).toHaveURL(new RegExp(`/players/search/\\?q=${ascii}$`));
  await box.fill('zzzzqqqq');
  await expect(results.getByText('No player matches this search.')).toBeVisible();
  await page.goto(`/players/search/?q=${encodeURIComponent(fold(word))}`);
  await expect(page.locator(`#search-results a[href="${S.player}"]`)).toBeVisible();
  // Browsing: the letter index leads to bounded pages that list the player.
  await page.goto('/players/');
  await page.getByRole('navigation', { name: 'Family names by initial' }).getByRole('link', { name: fold(S.playerName.split(' ').at(-1)!).charAt(0).toUpperCase(), exact: true }).click();
  await expect(page.locator('h1')).toHaveText(/^Players: [A-Z]/);
  await expect(page.locator('.players li')).not.toHaveCount(0);
});

/** The venue time zone of a match, from the build's snapshot. */
function venueZone(matchId: string): string {
  const snap = JSON.parse(readFileSync(join(process.env.MATCHDAY_DIST ?? 'dist', 'matchday', 'snapshot.json'), 'utf8')) as { seasons: { venues: { id: string; timezone: string }[]; matches: { id: string; venue_id: string | null }[] }[] };
  const season = snap.seasons.find((x) => x.matches.some((m) => m.id === matchId))!;
  const venue = season.matches.find((m) => m.id === matchId)!.venue_id;
  return season.venues.find((v) => v.id === venue)!.timezone;
}

test("kick-off times: the fan's zone with the venue's beside it with JavaScript, the venue's without; on one line", async ({ browser }) => {
  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
  const page = await tokyo.newPage();
  await page.goto(S.match);
  const t = page.locator('time[data-kick]').first();
  const iso = (await t.getAttribute('datetime'))!;
  const clock = (zone: string, at: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
  await expect(t).toContainText(clock('Asia/Tokyo', iso));
  await expect(page.locator('[data-tz-note], .facts')).not.toHaveCount(0);
  // A list: the fan's time on one line, the venue's local time beside it (no demo venue is in Tokyo's zone).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule/');
  const row = page.locator('a.mrow').first();
  const matchId = (await row.getAttribute('data-match'))!;
  const kick = row.locator('time[data-kick]');
  const at = (await kick.getAttribute('datetime'))!;
  await expect(kick).toContainText(clock('Asia/Tokyo', at));
  await expect(row.locator('.loc')).toBeVisible();
  await expect(row.locator('.loc')).toHaveText(new RegExp(`^${clock(venueZone(matchId), at)} \\S+ local$`));
  expect(await textLines(kick), 'the time on one line').toBe(1);
  const [a, b] = [(await kick.boundingBox())!, (await row.locator('.loc').boundingBox())!];
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), 'the venue time beside it on a phone').toBeLessThan(a.height / 2);
  await expect(page.locator('[data-tz-note]')).toHaveText("Kick-off times are in your time zone (Asia/Tokyo); the venue's local time is beside them when it differs.");
  await tokyo.close();
  // A fan in the venue's own zone: nothing beside the time.
  const local = await browser.newContext({ timezoneId: venueZone(matchId), locale: 'en-GB' });
  const p1 = await local.newPage();
  await p1.goto('/schedule/');
  await expect(p1.locator(`a.mrow[data-match="${matchId}"] time[data-kick]`)).toContainText(clock(venueZone(matchId), at));
  await expect(p1.locator(`a.mrow[data-match="${matchId}"] .loc`)).toBeHidden();
  await local.close();
  // Without JavaScript: the venue's local time with its zone abbreviation (its title says the UTC time too).
  const nojs = await browser.newContext({ javaScriptEnabled: false });
  const p2 = await nojs.newPage();
  await p2.goto('/schedule/');
  const first = p2.locator(`a.mrow[data-match="${matchId}"] time`);
  const text = (await first.textContent())!;
  expect(text).toMatch(new RegExp(`^(\\w{3} \\d+ \\w{3}, )?${clock(venueZone(matchId), at)} [A-Z]\\S*$`));
  expect(await first.getAttribute('title')).toContain(`${text.replace(/^.*, /, '')} at the venue`);
  await expect(p2.locator('[data-tz-note]')).toHaveText("Kick-off times are each venue's local time.");
  // The player search is a plain form: without JavaScript it submits and the server answers.
  await p2.goto('/players/');
  await p2.getByRole('searchbox', { name: 'Search by name' }).fill(fold(S.playerName));
  await p2.getByRole('button', { name: 'Search' }).click();
  await expect(p2).toHaveURL(/\/players\/search\/\?q=/);
  await expect(p2.locator(`#search-results a[href="${S.player}"]`)).toBeVisible();
  await p2.goto(S.letterPage);
  await expect(p2.locator(`a[href="${S.player}"]`)).toBeVisible();
  await nojs.close();
});

test('bracket: connector lines on a wide screen; on a phone one round at a time under tabs, all rounds stacked without JavaScript', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/bracket/');
  const rounds = page.locator('.rounds > .round');
  const n = await rounds.count();
  expect(n).toBeGreaterThan(1);
  for (let i = 0; i < n; i++) await expect(rounds.nth(i)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Rounds' })).toBeHidden();
  // Every round but the last joins its matches to the next round's: a line out of each match, one into each fed match.
  const lines = await page.evaluate(() => [...document.querySelectorAll('.rounds > .round')].map((r) => {
    const li = r.querySelector(':scope > ol > li')!;
    return { out: getComputedStyle(li, '::after').borderTopWidth, into: getComputedStyle(li, '::before').borderTopWidth };
  }));
  expect(lines.slice(0, -1).map((l) => l.out)).toEqual(Array(n - 1).fill('2px'));
  expect(lines.slice(1).map((l) => l.into)).toEqual(Array(n - 1).fill('2px'));
  // A phone: the current round (the first with a match to play) alone; a tab shows its round.
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Rounds' }).getByRole('link');
  await expect(tabs).toHaveCount(n);
  const current = page.locator('.round-tabs a[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(page.locator('.rounds > .round:visible')).toHaveCount(1);
  await expect(page.locator('.rounds > .round:visible h2')).toHaveText((await current.textContent())!);
  await tabs.first().focus();
  await page.keyboard.press('Enter');
  await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.rounds > .round:visible')).toHaveCount(1);
  await expect(page.locator('.rounds > .round:visible h2')).toHaveText((await tabs.first().textContent())!);
  expect(await brokenScores(page)).toEqual([]);
  expect(errors).toEqual([]);
  // Without JavaScript: every round, stacked; a tab jumps to its round and shows it alone.
  const nojs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const p2 = await nojs.newPage();
  await p2.goto('/bracket/');
  await expect(p2.locator('.rounds > .round:visible')).toHaveCount(n);
  await p2.getByRole('navigation', { name: 'Rounds' }).getByRole('link').last().click();
  await expect(p2.locator('.rounds > .round:visible')).toHaveCount(1);
  await nojs.close();
});

test('line-ups: names and formations never run over the pitch lines; player links have a 24 px hit area', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(S.match);
    const pitch = (await page.locator('.pitch').boundingBox())!;
    // the teams and formations are in bands above and below the pitch
    for (const band of await page.locator('.pitch-team').all()) {
      const b = (await band.boundingBox())!;
      expect(b.y + b.height <= pitch.y + 0.5 || b.y >= pitch.y + pitch.height - 0.5, `band outside the pitch at ${width} px`).toBe(true);
    }
    // every name is on an opaque label (the lines pass behind it)
    const clear = await page.locator('.pitch .p span').evaluateAll((els) => els.filter((e) => /rgba?\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(e).backgroundColor)).length);
    expect(clear).toBe(0);
    const small = await page.locator('.timeline a, .lineups a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 24 || r.height < 24)).length);
    expect(small, `player links under 24 × 24 px at ${width} px`).toBe(0);
  }
});

test('calendar feeds are iCalendar with CRLF lines', async ({ request }) => {
  for (const url of ['/calendar.ics', `${S.team}calendar.ics`]) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await res.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  }
});

test('tables: group tables share their column widths; on a phone standings fit, wider tables scroll in a labelled box with a cue; marks explained', async ({ page }) => {
  await page.goto('/groups/');
  const widths = () => page.locator('table.standings:has(colgroup)').evaluateAll((ts) => ts.map((t) => [...t.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width)).join(' ')));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const all = await widths();
    expect(all.length).toBeGreaterThan(1);
    expect(new Set(all).size, `one set of column widths at ${width} px: ${all[0]}`).toBe(1);
  }
  // On a phone every group table fits its box.
  const overflowing = await page.locator('.groups-grid .table-scroll').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).length);
  expect(overflowing).toBe(0);
  // The marks beside the teams, in words under the tables (a title is no help on a touch screen).
  const legend = page.locator('dl.marks-legend');
  await expect(legend).toBeVisible();
  await expect(legend.locator('dt').first()).toHaveText('Q');
  await expect(legend.locator('dd').first()).toHaveText('plays in the knockout stage');
  // A wide table on a phone (the squad): a focusable, labelled scroll region with a shadow at its scrolling edge.
  await page.goto(S.team);
  const box = page.getByRole('region', { name: 'Squad table' });
  await expect(box).toHaveAttribute('tabindex', '0');
  expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  expect(await box.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('radial-gradient');
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
});

/**
 * Page types the demo content has none of (league pages, a two-legged cup's bracket, schedule parts,
 * competition and club history, team letter pages): a second build of synthetic content
 * (tests/site/showcase-content.ts) served on the next port, built once by this block (serial: one
 * worker builds it).
 */
test.describe('page types of leagues, cups and many seasons (a second build)', () => {
  test.describe.configure({ mode: 'serial' });
  const OUT = '.tmp/e2e-showcase';
  const port = Number(process.env.E2E_PORT ?? 4417) + 1;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let content = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    content = await writeShowcaseContent();
    const built = spawnSync(process.execPath, ['scripts/build.ts', '--content', content, '--out', OUT], { encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    expect(built.status, `${built.stdout.slice(-2000)}\n${built.stderr.slice(-2000)}`).toBe(0);
    server = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
      stdio: 'ignore', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_DIST: OUT, MATCHDAY_DATA_DIR: `${OUT}-data`, MATCHDAY_WORKERS: '1' },
    });
    await expect.poll(async () => (await fetch(`${base}/`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    server?.kill();
    if (content) await rm(dirname(content), { recursive: true, force: true });
  });

  const SHOWCASE: [string, string][] = [
    ['league-table', '/leagues/fl-1-2020-21/'],
    ['league-matchday', '/leagues/fl-1-2021-22/matchdays/2/'],
    ['league-team', '/leagues/fl-1-2020-21/teams/team_fl-boreal/'],
    ['club', '/teams/team_fl-boreal/'],
    ['club-history', '/teams/team_fl-boreal/history/'],
    ['cup-bracket', `/seasons/${CUP_SLUG}/bracket/`],
    ['league-phase-table', '/groups/'],
    ['schedule-stages', '/schedule/'],
    ['schedule-part', '/schedule/stage/league-phase/matchday-1/'],
    ['competitions-leagues', '/competitions/'],
    ['history-competitions', '/history/'],
    ['competition-history', '/history/fl-1/'],
    ['teams-letter', '/teams/letter/a/'],
  ];
  for (const [name, path] of SHOWCASE) {
    test(`page type "${name}": loads cleanly, no axe violations, screenshots`, async ({ page }) => {
      await checkPage(page, name, `${base}${path}`);
    });
  }

  test('a two-legged tie and a shoot-out show on the bracket at every width; a match without a kick-off time shows its date only', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/seasons/${CUP_SLUG}/bracket/`);
      if (width === 390) await page.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: 'Semi-final' }).click();
      const ties = page.locator('.bm.tie');
      await expect(ties).toHaveCount(2);
      await expect(ties.nth(1)).toContainText('(4)');
      await expect(ties.nth(1)).toContainText('won 4–3 on penalties');
      await expect(ties.first().locator('.legs a')).toHaveCount(2);
      expect(await brokenScores(page), `${width} px`).toEqual([]);
    }
    await page.goto(`${base}/leagues/fl-1-2021-22/matchdays/2/`);
    const row = page.locator('a.mrow', { has: page.locator('time[data-tbd]') });
    await expect(row).toHaveCount(1);
    await expect(row.locator('time')).toHaveText(/^\w{3} \d{1,2} \w{3}$/);
    await expect(row).not.toContainText(/\d\d:\d\d/);
  });
});
