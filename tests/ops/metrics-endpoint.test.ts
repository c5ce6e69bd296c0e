/**
 * The metrics endpoint: on its own port (never on the site's), protected by a token, in the
 * Prometheus text format; counters and the latency histogram move with requests.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';

let server: ServerProcess;
let metricsUrl = '';
let secret = '';
const TOKEN = 'metrics-scrape-token-for-tests';

beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  server = await startServer({ env: { MATCHDAY_METRICS_PORT: String(port), MATCHDAY_METRICS_TOKEN: TOKEN } });
  secret = await createKeyWithCli(['--name', 'metered', '--plan', 'free'], { MATCHDAY_DATA_DIR: server.dataDir });
}, 60_000);
afterAll(async () => server?.stop());

const scrape = async () => {
  const r = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('text/plain');
  return r.text();
};

/** The value of one sample line, 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
};

test('the metrics are not on the public port, and need the token', async () => {
  expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  expect((await fetch(metricsUrl)).status).toBe(401);
  expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
});

test('requests, units, 429s, latency histogram and store latency move with traffic', async () => {
  const before = await scrape();
  const hit = () => fetch(`${server.url}/api/public/v1/matches?per_page=2`, { headers: { Authorization: `Bearer ${secret}` } });
  const statuses: number[] = [];
  // free plan: 30 requests a minute, so 35 requests give 30 × 200 and 5 × 429 — within one window:
  // the windows are the minutes of the clock (access-store.ts minuteWindow), so a burst that would
  // start in the last 20 s of one waits for the next (two windows would admit more than 30)
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 50));
  for (let i = 0; i < 35; i++) statuses.push((await hit()).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(30);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  const after = await scrape();
  const ok = { route: 'listMatches', status: '200' };
  expect(sample(after, 'matchday_http_requests_total', ok) - sample(before, 'matchday_http_requests_total', ok)).toBe(30);
  expect(sample(after, 'matchday_api_units_total', { route: 'listMatches' }) - sample(before, 'matchday_api_units_total', { route: 'listMatches' })).toBe(30);
  expect(sample(after, 'matchday_api_rate_limited_total', { route: 'listMatches' }) - sample(before, 'matchday_api_rate_limited_total', { route: 'listMatches' })).toBe(5);
  expect(sample(after, 'matchday_http_request_duration_seconds_count', { route: 'listMatches' })).toBeGreaterThanOrEqual(35);
  expect(after).toMatch(/matchday_http_request_duration_seconds_bucket\{le="0\.005",route="listMatches"\} \d+/);
  expect(sample(after, 'matchday_store_operation_duration_seconds_count', { store: 'access', op: 'admit', outcome: 'ok' })).toBeGreaterThanOrEqual(35);
  expect(after).toContain('matchday_sse_clients 0');
  expect(after).toContain('matchday_live_messages_total');
  expect(after).toContain('matchday_webhook_deliveries_total');
  expect(after).toMatch(/matchday_process_resident_memory_bytes \d+/);
  expect(after).not.toContain(secret);
}, 60_000);
