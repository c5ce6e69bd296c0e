/** The embedded SQLite store: the shared contract, plus restarts, write-behind and the keys CLI's second connection. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { until } from '../helpers/until.ts';
import { newKey, storeContract, T0 } from './store-contract.ts';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-sqlite-'));
  dirs.push(dir);
  return join(dir, 'access.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

storeContract('SqliteAccessStore', async () => {
  const store = new SqliteAccessStore(tempDb());
  return { store, cleanup: () => store.close() };
});

test('a restart (close, reopen the same file) keeps keys, revocations and units', async () => {
  const file = tempDb();
  const first = new SqliteAccessStore(file);
  const a = newKey({ name: 'kept', plan: 'starter', extra_permissions: ['live_matches'], created_at: '2031-03-01T10:00:00.000Z' });
  const b = newKey({ name: 'revoked', created_at: '2031-03-01T10:00:01.000Z' });
  await first.createKey(a.record, a.hash);
  await first.createKey(b.record, b.hash);
  await first.updateKey(b.record.id, { status: 'revoked' });
  const limits = { unitsPerDay: 100, requestsPerMinute: 10 };
  await first.admit(a.record.id, 7, limits, T0);
  await first.admit(a.record.id, 3, limits, T0);
  await first.refund(a.record.id, 3, T0);
  await first.close();

  const second = new SqliteAccessStore(file);
  try {
    expect(await second.findKeyByHash(a.hash)).toEqual({ ...a.record, hash: a.hash });
    expect((await second.findKeyByHash(b.hash))?.status).toBe('revoked');
    expect(await second.listKeys()).toEqual([a.record, { ...b.record, status: 'revoked' }]);
    expect((await second.usage(a.record.id, T0)).unitsUsed).toBe(7);
    expect(await second.admit(a.record.id, 93, limits, T0)).toMatchObject({ outcome: 'ok', unitsUsed: 100 });
    expect(await second.admit(a.record.id, 1, limits, T0)).toMatchObject({ outcome: 'quota_exceeded', unitsUsed: 100 });
  } finally {
    await second.close();
  }
});

test('usage reaches the file by the write-behind flush alone, without close (what a crash could lose is bounded)', async () => {
  const file = tempDb();
  const server = new SqliteAccessStore(file, { flushMs: 20 });
  /** What a new process (a restart after a crash) would read from the file now. */
  const onDisk = async () => {
    const reader = new SqliteAccessStore(file);
    try {
      return (await reader.usage('key_flush', T0)).unitsUsed;
    } finally {
      await reader.close();
    }
  };
  try {
    const limits = { unitsPerDay: 100, requestsPerMinute: 100 };
    await server.admit('key_flush', 5, limits, T0);
    await server.admit('key_flush', 4, limits, T0);
    // No close: the write-behind flush alone must bring the counts to the file.
    await until(async () => (await onDisk()) === 9, 'usage flushed to the file');
  } finally {
    await server.close();
  }
});

/**
 * The embedded store is for ONE server process (README "Keys"); the other connection to the file is
 * the keys CLI. Key changes made there must apply on the server's next lookup, cache or not.
 */
test('a second connection (the keys CLI) creates, revokes and re-plans keys; the first sees it once changeVisibleMs has passed', async () => {
  const file = tempDb();
  const server = new SqliteAccessStore(file);
  const cli = new SqliteAccessStore(file);
  const settle = () => new Promise((r) => setTimeout(r, cli.changeVisibleMs));
  try {
    expect(cli.changeVisibleMs).toBeGreaterThan(0);
    const k = newKey({ plan: 'free' });
    expect(await server.findKeyByHash(k.hash)).toBeNull(); // a cached miss must not hide the new key
    await cli.createKey(k.record, k.hash);
    await settle();
    expect(await server.findKeyByHash(k.hash)).toEqual({ ...k.record, hash: k.hash });
    await cli.updateKey(k.record.id, { plan: 'pro', extra_permissions: ['feed_write'] });
    await settle();
    expect(await server.findKeyByHash(k.hash)).toMatchObject({ plan: 'pro', extra_permissions: ['feed_write'], status: 'active' });
    await cli.updateKey(k.record.id, { status: 'revoked' });
    // Within the window the server may still answer from its cache; the keys CLI waits it out.
    await settle();
    expect((await server.findKeyByHash(k.hash))?.status).toBe('revoked');
    expect((await server.getKey(k.record.id))?.status).toBe('revoked');
  } finally {
    await server.close();
    await cli.close();
  }
});
