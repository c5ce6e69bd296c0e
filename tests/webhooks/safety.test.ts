/**
 * Webhook safety: registration refuses non-https and non-public targets (without
 * MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1); at delivery time a name that now resolves to 127.0.0.1 is
 * refused before any connection; the request goes to the checked address; redirects are not followed;
 * slow answers and endless answers are cut off.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runScript } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { sendWebhook } from '../../src/server/webhooks/send-webhook.ts';
import { resolveTarget } from '../../src/server/webhooks/target.ts';
import { addEndpoint, WebhookAdminError } from '../../src/server/webhooks/webhook-admin.ts';
import { SqliteWebhookStore } from '../../src/server/webhooks/sqlite-webhook-store.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { secretBox, secretBoxKey } from '../../src/server/webhooks/secret-box.ts';
import { statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

let server: Server;
let port = 0;
const hits: { path: string; host: string | undefined }[] = [];
let endlessClosed = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ path: req.url ?? '', host: req.headers.host });
    req.resume();
    if (req.url === '/redirect') return void res.writeHead(302, { location: '/target' }).end();
    if (req.url === '/slow') return; // never answers
    if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.on('close', () => (endlessClosed = true));
      const chunk = Buffer.alloc(16 * 1024, 120);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      return pump();
    }
    res.writeHead(204).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
}, 30_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});

const headers = { 'webhook-id': 'msg_t', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' };

describe('registration', () => {
  test.each([
    ['http://127.0.0.1:9/hook', 'only https URLs are allowed'],
    ['https://127.0.0.1/hook', '127.0.0.1 is a loopback address'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data', 'linkLocal'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://localhost/hook', 'loopback'],
    ['https://user:pw@example.com/hook', 'must not contain a user name or password'],
    ['ftp://example.com/hook', 'only https URLs are allowed'],
  ])('the CLI refuses %s without MATCHDAY_WEBHOOKS_ALLOW_PRIVATE', async (url, why) => {
    const dir = await mkdtemp(join(tmpdir(), 'matchday-wh-safety-'));
    const env = { MATCHDAY_DATA_DIR: dir, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '' };
    const key = await runScript('keys', ['create', '--name', 'p', '--plan', 'pro'], env);
    const id = JSON.parse((await runScript('keys', ['list', '--json'], env)).stdout)[0].id;
    expect(key.code).toBe(0);
    const r = await runScript('webhooks', ['add', '--key', id, '--url', url], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(why);
    expect(r.stdout).toBe('');
    expect((await runScript('webhooks', ['list', '--json'], env)).stdout.trim()).toBe('[]');
  }, 30_000);

  test('a name is checked with every address it resolves to', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matchday-wh-safety-'));
    const access = new SqliteAccessStore(join(dir, 'matchday.db'));
    const store = new SqliteWebhookStore(join(dir, 'webhooks.db'));
    const plans = loadPlans();
    const { record } = await createKey(access, plans, { name: 'p', plan: 'pro' });
    const deps = { store, access, plans, box: secretBox(randomBytes(32)), allowPrivate: false };
    const resolve = async (h: string) => (h === 'mixed.example' ? ['93.184.216.34', '10.0.0.8'] : ['93.184.216.34']);
    await expect(addEndpoint({ ...deps, resolve }, { keyId: record.id, url: 'https://mixed.example/h', events: null })).rejects.toThrow(WebhookAdminError);
    await expect(addEndpoint({ ...deps, resolve }, { keyId: record.id, url: 'https://mixed.example/h', events: null })).rejects.toThrow('10.0.0.8 is a private address');
    const ok = await addEndpoint({ ...deps, resolve }, { keyId: record.id, url: 'https://public.example/h', events: null });
    expect(ok.secret).toMatch(/^whsec_/);
    // Stored encrypted: the secret is nowhere in the record or the sealed value.
    expect(await store.sealedSecret(ok.endpoint.id)).not.toContain(ok.secret.slice(6));
    expect(deps.box.open((await store.sealedSecret(ok.endpoint.id))!)).toBe(ok.secret);
    await store.close();
    await access.close();
  });
});

describe('secrets at rest', () => {
  test('the generated key file is private (0600) and stable; another key cannot open a sealed secret', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matchday-wh-key-'));
    const key = secretBoxKey({ dataDir: dir });
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(secretBoxKey({ dataDir: dir })).toEqual(key);
    const sealed = secretBox(key).seal('whsec_abc');
    expect(sealed).not.toContain('abc');
    expect(secretBox(key).open(sealed)).toBe('whsec_abc');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow('cannot be decrypted');
    const fromEnv = randomBytes(32);
    expect(secretBoxKey({ dataDir: dir, envKey: fromEnv.toString('base64') })).toEqual(fromEnv);
    expect(secretBoxKey({ dataDir: dir, envKey: fromEnv.toString('hex') })).toEqual(fromEnv);
    expect(() => secretBoxKey({ dataDir: dir, envKey: 'short' })).toThrow('MATCHDAY_SECRET_KEY must hold 32 bytes');
  });
});

describe('delivery', () => {
  test('a name that resolves to 127.0.0.1 at delivery time is refused, and nothing is connected', async () => {
    let answer = ['93.184.216.34'];
    const resolve = async () => answer;
    await expect(resolveTarget(`https://rebind.example:${port}/hook`, { allowPrivate: false, resolve })).resolves.toMatchObject({ address: '93.184.216.34' });
    answer = ['127.0.0.1'];
    const before = hits.length;
    const out = await sendWebhook(`https://rebind.example:${port}/hook`, headers, '{}', { allowPrivate: false, resolve });
    expect(out).toMatchObject({ ok: false, statusCode: null });
    expect(out.error).toContain('127.0.0.1 is a loopback address');
    const mapped = await sendWebhook(`https://rebind.example:${port}/hook`, headers, '{}', { allowPrivate: false, resolve: async () => ['::ffff:127.0.0.1'] });
    expect(mapped.error).toContain('loopback');
    expect(hits.length).toBe(before);
  });

  test('the request goes to the resolved address with the name as Host', async () => {
    const out = await sendWebhook(`http://hooks.example:${port}/named`, headers, '{}', { allowPrivate: true, resolve: async () => ['127.0.0.1'] });
    expect(out).toMatchObject({ ok: true, statusCode: 204, error: null });
    expect(hits.at(-1)).toEqual({ path: '/named', host: `hooks.example:${port}` });
  });

  test('redirects are not followed: a 3xx is a failure', async () => {
    const out = await sendWebhook(`http://127.0.0.1:${port}/redirect`, headers, '{}', { allowPrivate: true });
    expect(out).toMatchObject({ ok: false, statusCode: 302 });
    expect(out.error).toContain('redirects are not followed');
    expect(hits.some((h) => h.path === '/target')).toBe(false);
  });

  test('a slow answer is cut at the time limit', async () => {
    const out = await sendWebhook(`http://127.0.0.1:${port}/slow`, headers, '{}', { allowPrivate: true, timeoutMs: 300 });
    expect(out).toMatchObject({ ok: false, statusCode: null });
    expect(out.error).toBe('no complete answer within 300 ms');
  });

  test('an endless answer is cut after 64 KiB: the attempt ends long before its time limit and the connection is dropped', async () => {
    const out = await sendWebhook(`http://127.0.0.1:${port}/endless`, headers, '{}', { allowPrivate: true, timeoutMs: 120_000 });
    expect(out).toMatchObject({ ok: true, statusCode: 200 });
    await until(() => endlessClosed, 'the receiver sees its connection dropped');
  }, 60_000);
});
