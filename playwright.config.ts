/**
 * End-to-end tests of the fan site in Debian's Chromium against the built product server
 * (`npm run build` first; the server serves dist/, or MATCHDAY_DIST).
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  // Fail, never skip: a missing browser must not look like a green run.
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
}
const PORT = Number(process.env.E2E_PORT ?? 4417);
export const BASE = `http://127.0.0.1:${PORT}`;
/** The server's environment; tests that run CLIs against its data use it too. */
export const E2E_ENV = { MATCHDAY_DATA_DIR: '.tmp/e2e-data', MATCHDAY_LIVE_JSON_TTL_MS: '1000' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for the work a test bounds (a page test: three screenshots and two axe runs of one
  // bounded page) on two cores shared by the server, two browsers and the runner.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: BASE,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
  },
  webServer: {
    command: 'npm start -- --no-build',
    url: `${BASE}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), HOST: '127.0.0.1', ...E2E_ENV },
  },
});
