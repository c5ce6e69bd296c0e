/**
 * Live play in a real browser while a replay runs through the feed: the live page (the match appears
 * and its clock and score change without a page reload), a match page from kick-off to full time,
 * the groups page (the match's table goes live and changes in place) and the bracket (the match's row
 * changes in place). Without JavaScript each
 * page is rendered on the server with the current state; axe reports nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { expectNoAxeViolations } from './axe-check.ts';
import { BASE, E2E_ENV } from '../../playwright.config.ts';

const SHOTS = 'artifacts/screenshots';

// The four replays run one after another in one worker, beside the other worker's page checks:
// a replay mostly waits for its match's clock, so two of them side by side left a core idle for
// the first minute of the suite. ('default': in order, and a failure does not skip the others.)
test.describe.configure({ mode: 'default' });
mkdirSync(SHOTS, { recursive: true });

/**
 * The match the match-page test replays: a completed match with at least two goals, all recorded, the
 * first after 30 minutes (the page is open at kick-off and must pass 0–0 and every score between).
 */
function matchPageReplay(season: any) {
  const goalsOf = (id: string) => season.events.filter((e: any) => e.match_id === id && e.type === 'goal');
  const candidates = season.matches.filter((m: any) => m.status === 'completed' && !m.has_extra_time && m.home_team_id && m.home_score + m.away_score >= 2
    && goalsOf(m.id).length === m.home_score + m.away_score && Math.min(...goalsOf(m.id).map((e: any) => e.minute)) >= 30);
  return candidates.at(-1);
}

function feedKey(name: string): string {
  const created = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', name, '--plan', 'free', '--permissions', 'feed_write'], { env: { ...process.env, ...E2E_ENV }, encoding: 'utf8' });
  expect(created.status, created.stderr).toBe(0);
  return created.stdout.trim();
}

test('the live page follows a replayed match without a reload, and works without JavaScript', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const snap = JSON.parse(readFileSync('dist/matchday/snapshot.json', 'utf8'));
  // A group match with an early goal: its group's table goes live too.
  const groupMatches = new Set(snap.seasons[0].matches.filter((m: any) => m.group).map((m: any) => m.id));
  const goals = snap.seasons[0].events.filter((e: any) => e.type === 'goal' && e.minute < 40 && groupMatches.has(e.match_id));
  const matchId: string = goals[0].match_id;
  const key = feedKey('e2e-feed');

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/live/?interval=2');
  await expect(page.locator('h1')).toHaveText('Live scores');
  await page.evaluate(() => ((window as any).__noReload = true));

  const replay = spawn(process.execPath, ['scripts/replay.ts', matchId, '--speed', '240', '--url', BASE, '--key', key, '--reset', '--quiet'], { stdio: 'ignore' });
  try {
    const row = page.locator(`[data-match="${matchId}"]`);
    await expect(row).toBeVisible({ timeout: 30_000 });
    const clock = row.locator('[data-clock]');
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first!, { timeout: 30_000 });
    await expect(page.locator(`[data-match="${matchId}"] .live-events li`).first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
    await screenshot(page, `${SHOTS}/live-1280.png`);

    // The home page's "Live now" section follows too.
    const home = await browser.newPage();
    await home.goto('/');
    await expect(home.locator(`[data-live-now] a[href="/matches/${matchId}/"]`)).toBeVisible({ timeout: 20_000 });
    // The live rows the script draws fit a phone: no horizontal page scroll at 360 px.
    await home.setViewportSize({ width: 360, height: 800 });
    expect(await home.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await home.close();

    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const p2 = await nojs.newPage();
    await p2.goto('/live/');
    await expect(p2.locator(`[data-match="${matchId}"] [data-score]`)).toHaveText(/^\d+–\d+/);
    // The group of the match in play, as a live table rendered on the server.
    await expect(p2.getByRole('heading', { name: 'Live tables' })).toBeVisible();
    await expect(p2.locator('table.standings caption .pill.live').first()).toBeVisible();
    await p2.setViewportSize({ width: 360, height: 800 });
    await screenshot(p2, `${SHOTS}/live-360.png`);
    await nojs.close();

    await expectNoAxeViolations(page, 'live page');
  } finally {
    replay.kill('SIGTERM');
  }
  expect(errors).toEqual([]);
});

test('a match page follows a replayed match from kick-off to full time in place, never showing the result before it happens', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const snap = JSON.parse(readFileSync('dist/matchday/snapshot.json', 'utf8'));
  const m = matchPageReplay(snap.seasons[0]);
  expect(m, 'the demo season has a match to replay').toBeDefined();
  const key = feedKey('e2e-match-feed');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const replay = spawn(process.execPath, ['scripts/replay.ts', m.id, '--speed', '240', '--url', BASE, '--key', key, '--reset', '--quiet'], { stdio: 'ignore' });
  try {
    // Once kicked off, the server renders the page from the live state at the same address.
    await expect.poll(async () => (await (await page.request.get(`/matches/${m.id}/`)).text()).includes('data-live="1"'), { timeout: 30_000 }).toBe(true);
    await page.goto(`/matches/${m.id}/?interval=1`);
    await page.evaluate(() => ((window as any).__noReload = true));
    const root = page.locator('#match-live');
    const score = page.locator('[data-live-region="score"] .big');
    const seen: string[] = [];
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
      const [status, text] = [await root.getAttribute('data-status'), (await score.textContent())!.replace(' to ', '').replace(/\s/g, '')];
      if (seen.at(-1) !== text) seen.push(text);
      if (status === 'completed') break;
      if (seen.length === 2) await screenshot(page, `${SHOTS}/match-live-1280.png`);
      await page.waitForTimeout(250);
    }
    expect(await root.getAttribute('data-status')).toBe('completed');
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
    // Scores only ever go up, one side at a time, from 0–0 to the result.
    const pairs = seen.map((s) => s.split('–').map(Number) as [number, number]);
    expect(pairs[0], seen.join(' → ')).toEqual([0, 0]);
    expect(pairs.at(-1), seen.join(' → ')).toEqual([m.home_score, m.away_score]);
    for (let i = 1; i < pairs.length; i++) {
      expect(pairs[i]![0] >= pairs[i - 1]![0] && pairs[i]![1] >= pairs[i - 1]![1], seen.join(' → ')).toBe(true);
    }
    await expect(page.locator('[data-live-region="events"] li').first()).toBeVisible();

    // Without JavaScript, a live-rendered match page is right when loaded.
    const replay2 = spawn(process.execPath, ['scripts/replay.ts', m.id, '--speed', '60', '--url', BASE, '--key', key, '--reset', '--quiet'], { stdio: 'ignore' });
    try {
      const nojs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const p2 = await nojs.newPage();
      await expect.poll(async () => {
        await p2.goto(`/matches/${m.id}/`);
        return p2.locator('#match-live').getAttribute('data-status');
      }, { timeout: 30_000 }).toBe('in_play');
      await expect(p2.locator('[data-live-region="score"] [data-clock]')).toHaveText(/^Live · (\d+′|Half-time)$/);
      await screenshot(p2, `${SHOTS}/match-live-390.png`);
      await nojs.close();
    } finally {
      replay2.kill('SIGTERM');
    }
    await expectNoAxeViolations(page, 'match page at full time');
  } finally {
    replay.kill('SIGTERM');
  }
  expect(errors).toEqual([]);
});

test('the groups page follows a replayed match: its table goes live and changes in place, then is final again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const season = JSON.parse(readFileSync('dist/matchday/snapshot.json', 'utf8')).seasons[0];
  const groupOf = new Map<string, string>(season.matches.filter((m: any) => m.group).map((m: any) => [m.id, m.group]));
  // A group match with an early goal, in a group no other test of this file replays a match of.
  const early = season.events.filter((e: any) => e.type === 'goal' && e.minute < 40 && groupOf.has(e.match_id)).map((e: any) => e.match_id as string);
  const busy = new Set([groupOf.get(early[0]!), groupOf.get(matchPageReplay(season)?.id)]);
  const matchId = early.findLast((id: string) => !busy.has(groupOf.get(id)));
  expect(matchId, 'the demo season has a group match to replay').toBeDefined();
  const group = groupOf.get(matchId!)!;
  const caption = new RegExp(`^${group}\\b`);
  const key = feedKey('e2e-groups-feed');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const replay = spawn(process.execPath, ['scripts/replay.ts', matchId!, '--speed', '240', '--url', BASE, '--key', key, '--reset', '--quiet'], { stdio: 'ignore' });
  try {
    // Once kicked off, the server renders /groups/ from the live state at the same address, the match's table live.
    await expect.poll(async () => (await (await page.request.get('/groups/')).text()).includes(`>${group} <span class="pill live">Live</span>`), { timeout: 30_000 }).toBe(true);
    // Without JavaScript the live table is there when loaded.
    const nojs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const p2 = await nojs.newPage();
    await p2.goto('/groups/');
    await expect(p2.locator('table.standings', { has: p2.locator('caption', { hasText: caption }) }).locator('caption .pill.live')).toBeVisible();
    await screenshot(p2, `${SHOTS}/groups-live-390.png`);
    await nojs.close();

    await page.goto('/groups/?interval=1');
    await page.evaluate(() => ((window as any).__noReload = true));
    const table = page.locator('table.standings', { has: page.locator('caption', { hasText: caption }) });
    await expect(table.locator('caption .pill.live')).toBeVisible();
    const first = await table.innerHTML();
    await screenshot(page, `${SHOTS}/groups-live-1280.png`);
    await expectNoAxeViolations(page, 'groups page, live');

    // The table changes in place (goals count, and at full time it is content's again, not live), without a reload.
    await expect.poll(() => table.innerHTML(), { timeout: 60_000 }).not.toBe(first);
    await expect(table.locator('caption .pill.live')).toHaveCount(0, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
  } finally {
    replay.kill('SIGTERM');
  }
  expect(errors).toEqual([]);
});

test('the bracket follows a replayed knockout match: its tie changes in place up to the final score', async ({ page }) => {
  test.setTimeout(120_000);
  const season = JSON.parse(readFileSync('dist/matchday/snapshot.json', 'utf8')).seasons[0];
  const goalsOf = (id: string) => season.events.filter((e: any) => e.match_id === id && e.type === 'goal');
  // A knockout match decided in 90 minutes with a goal before the hour (its tie changes while the page
  // is open), not the one the match-page test replays.
  const taken = matchPageReplay(season)?.id;
  const match = season.matches.findLast((m: any) => !m.group && m.id !== taken && m.status === 'completed' && m.home_team_id && m.away_team_id && !m.has_extra_time
    && goalsOf(m.id).some((e: any) => e.minute < 60));
  const matchId: string | undefined = match?.id;
  expect(matchId, 'the demo season has a knockout match to replay').toBeDefined();
  const key = feedKey('e2e-bracket-feed');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const replay = spawn(process.execPath, ['scripts/replay.ts', matchId!, '--speed', '240', '--url', BASE, '--key', key, '--reset', '--quiet'], { stdio: 'ignore' });
  try {
    // Once kicked off, the server renders /bracket/ from the live state at the same address, this
    // match's tie marked Live (another test's replay alone makes the page live too: not enough).
    const tieLive = new RegExp(`<a class="bm" href="/matches/${matchId}/">(?:(?!</a>)[\\s\\S])*pill live`);
    await expect.poll(async () => tieLive.test(await (await page.request.get('/bracket/')).text()), { timeout: 30_000 }).toBe(true);
    // The home page's latest results (content's) include the replayed match: hidden while it is in play.
    await page.goto('/');
    await expect(page.locator(`[data-latest] a[data-match="${matchId}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-latest] a[data-match="${matchId}"]`)).toBeHidden();
    // the other results stay
    const results = await page.locator('[data-latest] a[data-match]').count();
    await expect(page.locator('[data-latest] li:not([hidden]) a[data-match]')).toHaveCount(results - 1);
    await page.goto('/bracket/?interval=1');
    await page.evaluate(() => ((window as any).__noReload = true));
    // the match in its round of the bracket (the script swaps a round's list when it changed)
    const row = page.locator(`.round a.bm[href="/matches/${matchId}/"]`).first();
    await expect(row).toBeVisible();
    await expect(row.locator('.pill.live')).toBeVisible();
    const first = await row.innerHTML();
    await screenshot(page, `${SHOTS}/bracket-live-1280.png`);
    // The match's tie changes in place, and at full time shows the final score and FT. (The page
    // follows on while the other tests' replays of this season are in play.)
    await expect.poll(() => row.innerHTML(), { timeout: 60_000 }).not.toBe(first);
    await expect.poll(async () => `${(await row.locator('.s').allTextContents()).map((t) => t.trim()).join('-')} ${await row.locator('.d').textContent()}`, { timeout: 60_000 })
      .toMatch(new RegExp(`^${match.home_score}-${match.away_score} .* FT`));
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
  } finally {
    replay.kill('SIGTERM');
  }
  expect(errors).toEqual([]);
});
