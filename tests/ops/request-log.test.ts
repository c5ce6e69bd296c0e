/**
 * Request logs through the real server: one JSON line per request with request id, key id, route,
 * status, units and duration; the key's secret and the Authorization header never appear.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { createLogger } from '../../src/server/ops/logger.ts';
import { requestLine } from './log-lines.ts';

let server: ServerProcess;
let secret = '';
let keyId = '';

beforeAll(async () => {
  server = await startServer({ env: { MATCHDAY_LOG_LEVEL: 'info' } });
  const r = await runScript('keys', ['create', '--name', 'logged', '--plan', 'starter'], { MATCHDAY_DATA_DIR: server.dataDir });
  expect(r.code, r.stderr).toBe(0);
  secret = r.stdout.trim();
  keyId = /created (key_\S+)/.exec(r.stderr)![1]!;
}, 60_000);
afterAll(async () => server?.stop());

test('an API request is one line with request id, key id, route, status, units and duration, and no secret', async () => {
  const res = await fetch(`${server.url}/api/public/v1/matches?per_page=5&search=${encodeURIComponent(secret)}`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(res.status).toBe(400); // search is not a parameter of /matches: still a logged, authenticated request
  const ok = await fetch(`${server.url}/api/public/v1/matches?per_page=5`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(ok.status).toBe(200);
  const id = ok.headers.get('request-id')!;
  const line = await until(() => requestLine(server.output(), id), 'the request line is written');
  expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: 'listMatches', path: '/api/public/v1/matches', status: 200, key_id: keyId, units: 1 });
  expect(line.duration_ms).toBeGreaterThan(0);
  const refused = requestLine(server.output(), res.headers.get('request-id')!)!;
  expect(refused).toMatchObject({ status: 400, key_id: keyId, units: 0 });
  expect(server.output()).not.toContain(secret);
  expect(server.output()).not.toContain(secret.slice(-12));
  expect(server.output().toLowerCase()).not.toContain('bearer');
});

test('requests before authentication, to the site and the probes are logged too, without a key id', async () => {
  const unknown = `sk_live_${'Q'.repeat(40)}`;
  const noKey = await fetch(`${server.url}/api/public/v1/matches`, { headers: { Authorization: `Bearer ${unknown}` } });
  expect(noKey.status).toBe(401);
  const line = await until(() => requestLine(server.output(), noKey.headers.get('request-id')!), 'the 401 line');
  expect(line).toMatchObject({ route: 'listMatches', status: 401, units: 0 });
  expect(line).not.toHaveProperty('key_id');
  expect(server.output()).not.toContain('Q'.repeat(20));
  const probe = await fetch(`${server.url}/healthz`);
  expect(await until(() => requestLine(server.output(), probe.headers.get('request-id')!), 'the probe line')).toMatchObject({ route: 'healthz', status: 200 });
});

test('redaction: an authorization header or secret handed to the logger is blanked', () => {
  let out = '';
  const sink = new Writable({ write(chunk, _enc, done) { out += chunk; done(); } });
  const logger = createLogger({ level: 'info', destination: sink });
  logger.info({ headers: { authorization: 'Bearer sk_top_secret_1' }, secret: 'sk_top_secret_2', nested: { token: 'sk_top_secret_3' } }, 'careless');
  expect(out).toContain('[redacted]');
  expect(out).not.toContain('sk_top_secret');
});
