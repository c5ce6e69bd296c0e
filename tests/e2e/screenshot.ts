/**
 * A full-page screenshot for people to look at (artifacts/screenshots), cut at SHOT_MAX_HEIGHT px.
 * The longest pages are tens of thousands of pixels tall at a phone's width (/api-reference/:
 * 26,824 px at 1280, 37,533 at 390): capturing and encoding them whole took 6.3 s against 1.1 s
 * for their first 6,000 px, and nobody reads such a picture to its end. The checks of a page
 * (axe, overflow, scores) read the whole page, not the picture.
 */
import type { Page } from '@playwright/test';

export const SHOT_MAX_HEIGHT = 6000;

export async function screenshot(page: Page, path: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, SHOT_MAX_HEIGHT) } });
}
