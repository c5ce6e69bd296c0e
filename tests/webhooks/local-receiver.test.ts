/**
 * A receiver on this machine during development (`http://127.0.0.1:…`): every place that refuses it
 * says how to allow it, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1, and which process needs it. The CLI
 * refuses the URL without the setting; with it, `add` and `ping` say that the server needs it too; a
 * server started without it keeps the ping pending, and the delivery log's last error says why; a
 * server started with it delivers, the earlier ping first (a later ping says it waits behind it).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull } from '../live/fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { mkKey } from './common.ts';

const SETTING = 'MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1';
/** Retries 15 s apart: a refused ping stays pending while the test looks at it. */
const SERVER_ENV = { MATCHDAY_SANDBOX: 'off', REDIS_URL: '', MATCHDAY_WEBHOOKS_RETRY_MS: '15000,15000' };
let firstPing = '';
let dist: string;
let server: ServerProcess | undefined;
let receiver: Receiver;
/** The CLI's environment: the server's data folder, the setting as given per command. */
let cli: (allowPrivate: boolean) => Record<string, string>;
let keyId = '';
let endpoint = '';

beforeAll(async () => {
  receiver = await startReceiver();
  dist = await buildDist(await writeFull());
  server = await startServer({ dist, env: { ...SERVER_ENV, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '' } });
  const dataDir = server.dataDir;
  cli = (allowPrivate) => ({ MATCHDAY_DATA_DIR: dataDir, REDIS_URL: '', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: allowPrivate ? '1' : '' });
  keyId = (await mkKey(cli(false), ['--name', 'dev', '--plan', 'pro'])).id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test('the CLI refuses an http URL and says how to allow a local receiver, for itself and for the server', async () => {
  const r = await runScript('webhooks', ['add', '--key', keyId, '--url', receiver.url('/dev')], cli(false));
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`URL refused: only https URLs are allowed, not http. For a receiver on this machine during development, set ${SETTING} for this command and for the server, which sends the deliveries (never in production)`);
  const loopback = await runScript('webhooks', ['add', '--key', keyId, '--url', 'https://127.0.0.1:9/dev'], cli(false));
  expect(loopback.code).toBe(1);
  expect(loopback.stderr).toContain(`127.0.0.1 is a loopback address (only public addresses are allowed). For a receiver on this machine during development, set ${SETTING}`);
}, 30_000);

test('with the setting the CLI registers it, and add and ping say that the server needs the setting too', async () => {
  const note = `note: a server sends to this URL only when started with ${SETTING} (only https URLs are allowed, not http); without it the delivery stays pending, is retried, and the log shows why (development only)`;
  const add = await runScript('webhooks', ['add', '--key', keyId, '--url', receiver.url('/dev')], cli(true));
  expect(add.code, add.stderr).toBe(0);
  expect(add.stderr).toContain(note);
  receiver.secrets.set('/dev', add.stdout.trim());
  endpoint = /registered (we_\S+)/.exec(add.stderr)![1]!;
  const ping = await runScript('webhooks', ['ping', endpoint], cli(true));
  expect(ping.code, ping.stderr).toBe(0);
  expect(ping.stderr).toContain(note);
  firstPing = ping.stdout.trim();
}, 30_000);

test('a server started without the setting keeps the ping pending, and the log\'s last error says the server needs it', async () => {
  const row = await until(async () => {
    const log = JSON.parse((await runScript('webhooks', ['log', '--endpoint', endpoint, '--json'], cli(false))).stdout);
    return log.find((d: { attempts: number }) => d.attempts >= 1);
  }, 'a first attempt of the ping', 30_000, 250);
  expect(row).toMatchObject({
    status: 'pending', event_type: 'ping', last_status_code: null,
    last_error: `only https URLs are allowed, not http; this server sends to http URLs and non-public addresses only when started with ${SETTING} (development only)`,
  });
  expect(receiver.all).toEqual([]);
  const text = await runScript('webhooks', ['log', '--endpoint', endpoint], cli(false));
  expect(text.stdout).toContain(SETTING);
}, 45_000);

test('a server started with the setting delivers: the earlier ping first, and a new ping says it waits behind it', async () => {
  const dataDir = server!.dataDir;
  await server!.stop();
  server = await startServer({ dist, dataDir, env: { ...SERVER_ENV, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1' } });
  const ping = await runScript('webhooks', ['ping', endpoint], cli(true));
  expect(ping.code, ping.stderr).toBe(0);
  const msg = ping.stdout.trim();
  expect(ping.stderr).toMatch(new RegExp(`note: an earlier ping ${firstPing} to this endpoint is still pending after 1 failed attempt\\(s\\) \\(last error: only https URLs are allowed, not http; .*\\); pings to an endpoint are sent one at a time, in order, so this one goes after it, whose next attempt is at \\d{4}-`));
  const retry = await runScript('webhooks', ['retry', firstPing], cli(true));
  expect(retry.code).toBe(1);
  expect(retry.stderr).toContain(`delivery ${firstPing} is pending; only failed deliveries can be retried (a running server sends it at its next attempt, `);
  await until(() => receiver.accepted('/dev').length === 2, 'both pings at the local receiver', 45_000, 100);
  expect(receiver.accepted('/dev').map((x) => x.webhookId)).toEqual([firstPing, msg]);
  expect(receiver.badSignatures).toEqual([]);
}, 90_000);
