/**
 * The fan site in a real browser: every page type loads without console errors and without axe
 * violations (light and dark), screenshots at phone and desktop widths, navigation, the player
 * search, time zones and the calendar feed. Keep this suite small: one test per page type plus a
 * few behaviours.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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
  ['api-reference', () => '/api-reference/'],
  ['not-found', () => '/no-such-page/'],
];

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && !(m.text().includes('404') && page.url().includes('no-such-page'))) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function axe(page: Page, label: string): Promise<void> {
  const r = await new AxeBuilder({ page }).analyze();
  const summary = r.violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

for (const [name, url] of PAGES) {
  test(`page type "${name}": loads cleanly, no axe violations, screenshots`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const res = await page.goto(url());
    expect(res?.status()).toBe(name === 'not-found' ? 404 : 200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api-reference/');
    await expect(page.getByText('Demo data — fictional.')).toBeVisible();
    // Screenshots first, so a failing check still leaves them to look at.
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/${name}-360-dark.png`, fullPage: true });
    await axe(page, `${name} dark, 360 px`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await axe(page, `${name} light, 1280 px`);
    expect(overflow, 'no horizontal page scroll at 360 px').toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
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

test("kick-off times: fan's zone with JavaScript, UTC and venue time without", async ({ browser }) => {
  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
  const page = await tokyo.newPage();
  await page.goto(S.match);
  const t = page.locator('time[data-kick]').first();
  const iso = (await t.getAttribute('datetime'))!;
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  await expect(t).toContainText(hhmm);
  await expect(page.locator('[data-tz-note], .facts')).not.toHaveCount(0);
  await tokyo.close();
  const nojs = await browser.newContext({ javaScriptEnabled: false });
  const p2 = await nojs.newPage();
  await p2.goto('/schedule/');
  const first = p2.locator('a.mrow').first();
  await expect(first.locator('time')).toContainText('UTC');
  await expect(first).toContainText('local');
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
