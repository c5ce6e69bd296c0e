/** The embedded SQLite store: the shared contract, plus restarts, durability per step, two connections on one file. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { until } from '../helpers/until.ts';
import { burst, newKey, storeContract, T0 } from './store-contract.ts';

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

test('a step is in the file when it resolves: a new connection (a restart after a kill) reads it at once, without close', async () => {
  const file = tempDb();
  const server = new SqliteAccessStore(file);
  /** What a new process (a restart after a crash) would read from the file now. */
  const onDisk = async () => {
    const reader = new SqliteAccessStore(file);
    try {
      return await reader.usage('key_durable', T0);
    } finally {
      await reader.close();
    }
  };
  try {
    const limits = { unitsPerDay: 100, requestsPerMinute: 100 };
    await server.admit('key_durable', 5, limits, T0);
    expect(await onDisk()).toEqual({ unitsUsed: 5, minuteCount: 1 });
    await Promise.all([server.admit('key_durable', 4, limits, T0), server.countRequest('key_durable', T0)]);
    expect(await onDisk()).toEqual({ unitsUsed: 9, minuteCount: 3 });
    await server.refund('key_durable', 2, T0);
    expect(await onDisk()).toEqual({ unitsUsed: 7, minuteCount: 3 });
  } finally {
    await server.close();
  }
});

test('two stores on one file (two processes in one) meter exactly together: the burst and the minute limit', async () => {
  const file = tempDb();
  const a = new SqliteAccessStore(file);
  const b = new SqliteAccessStore(file);
  try {
    const results = await burst([a, b], 'key_shared');
    expect(results.filter((r) => r.outcome === 'ok')).toHaveLength(50);
    expect(await a.usage('key_shared', T0)).toEqual({ unitsUsed: 500, minuteCount: 201 });
    expect(await b.usage('key_shared', T0)).toEqual({ unitsUsed: 500, minuteCount: 201 });
    const limits = { unitsPerDay: 10_000, requestsPerMinute: 30 };
    const next = new Date(T0.getTime() + 60_000);
    const minute = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).admit('key_shared', 1, limits, next)));
    expect(minute.filter((r) => r.outcome === 'ok')).toHaveLength(30);
    expect(new Set(minute.map((r) => r.minuteCount)).size).toBe(100);
  } finally {
    await a.close();
    await b.close();
  }
});

test('a closed store refuses metering steps instead of losing them', async () => {
  const store = new SqliteAccessStore(tempDb());
  const pending = store.admit('key_close', 1, { unitsPerDay: 10, requestsPerMinute: 10 }, T0);
  await store.close();
  expect(await pending).toMatchObject({ outcome: 'ok', unitsUsed: 1 });
  await expect(store.admit('key_close', 1, { unitsPerDay: 10, requestsPerMinute: 10 }, T0)).rejects.toThrow(/closed/);
});

/**
 * Another connection to the file (the keys CLI, another server process) changes keys: they must apply
 * on the server's next lookup once changeVisibleMs has passed, cache or not.
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

test('a file of the previous layout (usage_daily) keeps its day totals', async () => {
  const file = tempDb();
  const old = new DatabaseSync(file);
  old.exec(`CREATE TABLE usage_daily (key_id TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (key_id, day));
    INSERT INTO usage_daily VALUES ('key_old', '${T0.toISOString().slice(0, 10)}', 42), ('key_old', '2031-03-13', 7);`);
  old.close();
  const store = new SqliteAccessStore(file);
  try {
    expect(await store.usage('key_old', T0)).toEqual({ unitsUsed: 42, minuteCount: 0 });
    expect((await store.usage('key_old', new Date('2031-03-13T08:00:00Z'))).unitsUsed).toBe(7);
    expect(await store.admit('key_old', 8, { unitsPerDay: 50, requestsPerMinute: 10 }, T0)).toEqual({ outcome: 'ok', unitsUsed: 50, minuteCount: 1 });
  } finally {
    await store.close();
  }
});

test('while another process holds the write lock, metering waits without blocking the event loop, then commits', async () => {
  const file = tempDb();
  const store = new SqliteAccessStore(file, { deferMs: 60_000 });
  const other = new DatabaseSync(file);
  try {
    other.exec('BEGIN IMMEDIATE');
    let settled = false;
    const pending = store.admit('key_lock', 1, { unitsPerDay: 10, requestsPerMinute: 10 }, T0).finally(() => (settled = true));
    // The event loop keeps turning (a blocking wait would hold it until the busy timeout, then fail).
    let turns = 0;
    await until(() => ++turns >= 5, 'timers firing while the admit waits');
    expect(settled).toBe(false);
    other.exec('UPDATE usage_counters SET used = used WHERE 0');
    other.exec('COMMIT');
    expect(await pending).toEqual({ outcome: 'ok', unitsUsed: 1, minuteCount: 1 });
  } finally {
    if (other.isTransaction) other.exec('ROLLBACK');
    other.close();
    await store.close();
  }
});

test('once the batch may no longer wait a turn, metering waits for the other process’s lock, then commits', async () => {
  const file = tempDb();
  const store = new SqliteAccessStore(file, { deferMs: 0 });
  // Another process holds the write lock for 400 ms from when it says so (a thread of this one could not let go while
  // the store waits, as it blocks this thread).
  const holder = spawn(process.execPath, ['-e', `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, 400);
  `], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    // The lock is held when the admit starts: a store that did not wait would fail (SQLITE_BUSY).
    expect(await store.admit('key_wait', 1, { unitsPerDay: 10, requestsPerMinute: 10 }, T0)).toEqual({ outcome: 'ok', unitsUsed: 1, minuteCount: 1 });
    expect(await store.usage('key_wait', T0)).toEqual({ unitsUsed: 1, minuteCount: 1 });
  } finally {
    holder.kill();
    await store.close();
  }
});
