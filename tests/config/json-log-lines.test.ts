/**
 * docs/deployment.md: every line the server writes is JSON. A real server (scripts/start.ts) whose
 * webhook delivery fails for good (nothing listens at the endpoint) logs it through the webhooks'
 * child logger, `component: "webhooks"`; after a graceful stop, every stdout and stderr line parses.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort, runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull } from '../live/fixtures.ts';
import { mkKey } from '../webhooks/common.ts';

let server: ServerProcess | undefined;

beforeAll(async () => {
  const dist = await buildDist(await writeFull());
  server = await startServer({
    dist, env: { MATCHDAY_SANDBOX: 'off', REDIS_URL: '', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_WEBHOOKS_RETRY_MS: '20' },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const lines = () => server!.output().split('\n').filter((l) => l.trim() !== '');

test('a webhook failure is a JSON line of the webhooks component, and every line is JSON', async () => {
  const cli = { MATCHDAY_DATA_DIR: server!.dataDir, REDIS_URL: '', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1' };
  const { id: keyId } = await mkKey(cli, ['--name', 'json-lines', '--plan', 'pro']);
  const nobody = `http://127.0.0.1:${await freePort()}/hook`;
  const add = await runScript('webhooks', ['add', '--key', keyId, '--url', nobody], cli);
  expect(add.code, add.stderr).toBe(0);
  const endpoint = /registered (we_\S+)/.exec(add.stderr)![1]!;
  expect((await runScript('webhooks', ['ping', endpoint], cli)).code).toBe(0);
  await until(() => lines().some((l) => l.includes('failed for good')), 'the failed-for-good line', 20_000);
  await server!.stop();
  const parsed = lines().map((l) => {
    try {
      return JSON.parse(l) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON line: ${l}`);
    }
  });
  const failure = parsed.find((l) => String(l.msg).includes('failed for good'))!;
  // Either engine (live or test mode) may send a claimed delivery: both claim from the one outbox.
  expect(failure).toMatchObject({ level: 'warn', component: 'webhooks' });
  expect(String(failure.msg)).toContain(endpoint);
  expect(parsed.some((l) => String(l.msg).startsWith('Matchday is running at'))).toBe(true);
  expect(parsed.some((l) => l.msg === 'shutdown requested')).toBe(true);
}, 60_000);
