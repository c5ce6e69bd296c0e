/**
 * The key's mode in both access stores: stored and read back, kept across a reopen, and records made
 * before test keys existed (no mode column / field) read as live after the migration. The keys CLI
 * creates test keys and lists the mode.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateApiKey, hashApiKey } from '../../src/server/access/api-key.ts';
import { modeOf } from '../../src/server/access/access-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { RedisAccessStore } from '../../src/server/access/redis-store.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { runScript } from '../helpers/server-process.ts';

const plans = loadPlans();

describe('embedded store', () => {
  test('keeps the mode across a reopen', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'matchday-mode-')), 'matchday.db');
    const first = new SqliteAccessStore(path);
    const t = await createKey(first, plans, { name: 't', mode: 'test' });
    const l = await createKey(first, plans, { name: 'l', plan: 'free' });
    await first.close();
    const second = new SqliteAccessStore(path);
    expect(modeOf((await second.findKeyByHash(hashApiKey(t.secret)))!)).toBe('test');
    expect(modeOf((await second.getKey(l.record.id))!)).toBe('live');
    // keys created in the same millisecond list in ID order: compare by name
    expect(Object.fromEntries((await second.listKeys()).map((k) => [k.name, modeOf(k)]))).toEqual({ t: 'test', l: 'live' });
    await second.close();
  });

  test('a file made before test keys existed is migrated: its keys are live', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'matchday-old-')), 'matchday.db');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE api_keys (id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, plan TEXT NOT NULL,
      extra_permissions TEXT NOT NULL DEFAULT '[]', status TEXT NOT NULL, created_at TEXT NOT NULL)`);
    const secret = generateApiKey();
    old.prepare('INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, ?, ?)').run('key_old', hashApiKey(secret), 'old', 'starter', '[]', 'active', '2030-01-01T00:00:00.000Z');
    old.close();
    const store = new SqliteAccessStore(path);
    const rec = await store.findKeyByHash(hashApiKey(secret));
    expect(rec).toMatchObject({ id: 'key_old', plan: 'starter' });
    expect(modeOf(rec!)).toBe('live');
    const t = await createKey(store, plans, { name: 'new test', mode: 'test' });
    expect((await store.getKey(t.record.id))?.mode).toBe('test');
    await store.close();
  });
});

describe('Redis store', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  test('keeps the mode, and migrates records without one to live', async () => {
    const prefix = 'mode:';
    const raw = createClient({ url: redis.url });
    await raw.connect();
    const oldSecret = generateApiKey();
    const h = hashApiKey(oldSecret);
    await raw.hSet(`${prefix}key:h:${h}`, { id: 'key_old', hash: h, name: 'old', plan: 'pro', extra_permissions: '[]', status: 'active', created_at: '2030-01-01T00:00:00.000Z' });
    await raw.set(`${prefix}key:id:key_old`, h);
    await raw.sAdd(`${prefix}keys`, 'key_old');
    const store = await RedisAccessStore.connect(redis.url, { prefix });
    expect(await raw.hGet(`${prefix}key:h:${h}`, 'mode')).toBe('live');
    expect(modeOf((await store.findKeyByHash(h))!)).toBe('live');
    const t = await createKey(store, plans, { name: 't', mode: 'test' });
    await store.close();
    const again = await RedisAccessStore.connect(redis.url, { prefix });
    expect((await again.findKeyByHash(hashApiKey(t.secret)))?.mode).toBe('test');
    expect(Object.fromEntries((await again.listKeys()).map((k) => [k.name, modeOf(k)]))).toEqual({ old: 'live', t: 'test' });
    await again.close();
    await raw.close();
  });
});

describe('keys CLI', () => {
  test('create --test prints a sk_test_ key once; list and show print the mode; --plan does not apply', async () => {
    const env = { MATCHDAY_DATA_DIR: await mkdtemp(join(tmpdir(), 'matchday-cli-')), REDIS_URL: '' };
    const created = await runScript('keys', ['create', '--test', '--name', 'sandbox app'], env);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout.trim()).toMatch(/^sk_test_[0-9A-Za-z]{40}$/);
    expect(created.stderr).toMatch(/test key key_\w+/);
    expect((await runScript('keys', ['create', '--test', '--plan', 'pro', '--name', 'x'], env)).code).toBe(2);
    const listed = JSON.parse((await runScript('keys', ['list', '--json'], env)).stdout);
    expect(listed).toEqual([expect.objectContaining({ name: 'sandbox app', mode: 'test', plan: 'sandbox' })]);
    const table = (await runScript('keys', ['list'], env)).stdout.split('\n');
    expect(table[0]!.split('\t').slice(0, 4)).toEqual(['id', 'name', 'mode', 'plan']);
    expect(table[1]!.split('\t')[2]).toBe('test');
    const shown = JSON.parse((await runScript('keys', ['show', listed[0].id], env)).stdout);
    expect(shown.mode).toBe('test');
    expect((await runScript('keys', ['set', listed[0].id, '--plan', 'pro'], env)).code).toBe(1);
  });
});
