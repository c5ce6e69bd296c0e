/**
 * The live page in a real browser while a replay runs through the feed: the match appears and its
 * clock and score change without a page reload; without JavaScript the page is rendered on the
 * server with the current state; axe reports nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, E2E_ENV } from '../../playwright.config.ts';

const SHOTS = 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });

test('the live page follows a replayed match without a reload, and works without JavaScript', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const snap = JSON.parse(readFileSync('dist/matchday/snapshot.json', 'utf8'));
  // A group match with an early goal: its group's table goes live too.
  const groupMatches = new Set(snap.seasons[0].matches.filter((m: any) => m.group).map((m: any) => m.id));
  const goals = snap.seasons[0].events.filter((e: any) => e.type === 'goal' && e.minute < 40 && groupMatches.has(e.match_id));
  const matchId: string = goals[0].match_id;
  const created = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'e2e-feed', '--plan', 'free', '--permissions', 'feed_write'], { env: { ...process.env, ...E2E_ENV }, encoding: 'utf8' });
  expect(created.status, created.stderr).toBe(0);
  const key = created.stdout.trim();

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
    await page.screenshot({ path: `${SHOTS}/live-1280.png`, fullPage: true });

    // The home page's "Live now" section follows too.
    const home = await browser.newPage();
    await home.goto('/');
    await expect(home.locator(`[data-live-now] a[href="/matches/${matchId}/"]`)).toBeVisible({ timeout: 20_000 });
    await home.close();

    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const p2 = await nojs.newPage();
    await p2.goto('/live/');
    await expect(p2.locator(`[data-match="${matchId}"] [data-score]`)).toHaveText(/^\d+–\d+/);
    // The group of the match in play, as a live table rendered on the server.
    await expect(p2.getByRole('heading', { name: 'Live tables' })).toBeVisible();
    await expect(p2.locator('table.standings caption .pill.live').first()).toBeVisible();
    await p2.setViewportSize({ width: 360, height: 800 });
    await p2.screenshot({ path: `${SHOTS}/live-360.png`, fullPage: true });
    await nojs.close();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    replay.kill('SIGTERM');
  }
  expect(errors).toEqual([]);
});
