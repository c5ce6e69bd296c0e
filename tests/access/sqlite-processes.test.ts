/**
 * The embedded store shared by several processes (decisions.md: "with N units left, no burst of
 * parallel requests gets more than N units served"): children on one SQLite file, each firing a
 * burst of admits at the same moment, never pass the daily units or the per-minute limit together.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Admission } from '../../src/server/access/access-store.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { T0 } from './store-contract.ts';

const CHILD = join(import.meta.dirname, 'fixtures', 'meter-child.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts `n` children on `file`, releases them together, returns every child's admissions. */
async function burstFromProcesses(file: string, n: number, args: { keyId: string; count: number; unitsPerDay: number; requestsPerMinute: number; now: Date }): Promise<Admission[][]> {
  const children = Array.from({ length: n }, () => {
    const child = spawn(process.execPath, [CHILD, file, args.keyId, String(args.count), String(args.unitsPerDay), String(args.requestsPerMinute), args.now.toISOString()], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const ready = new Promise<void>((ok, fail) => {
      child.stdout.on('data', (d) => {
        out += d;
        if (out.startsWith('ready\n')) ok();
      });
      child.once('exit', (code) => fail(new Error(`child exited (${code}) before it was ready: ${err}`)));
    });
    const done = new Promise<Admission[]>((ok, fail) => child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`child exited with ${code}: ${err}`));
      ok(JSON.parse(out.slice('ready\n'.length)));
    }));
    return { child, ready, done };
  });
  await Promise.all(children.map((c) => c.ready));
  for (const c of children) c.child.stdin.end('go\n');
  return Promise.all(children.map((c) => c.done));
}

const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-procs-'));
  dirs.push(dir);
  return join(dir, 'matchday.db');
};

test('three processes, 50 units left, 3 × 150 parallel admits: exactly 50 served, every count distinct', async () => {
  const file = tempDb();
  const setup = new SqliteAccessStore(file);
  await setup.admit('key_shared', 450, { unitsPerDay: 500, requestsPerMinute: 10_000 }, T0);
  const all = (await burstFromProcesses(file, 3, { keyId: 'key_shared', count: 150, unitsPerDay: 500, requestsPerMinute: 10_000, now: T0 })).flat();
  const ok = all.filter((r) => r.outcome === 'ok');
  expect(ok).toHaveLength(50);
  expect(ok.map((r) => r.unitsUsed).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 451 + i));
  expect(new Set(all.map((r) => r.minuteCount)).size).toBe(450);
  expect(await setup.usage('key_shared', T0)).toEqual({ unitsUsed: 500, minuteCount: 451 });
  await setup.close();
}, 60_000);

test('the per-minute limit holds across processes: 3 × 40 parallel requests, limit 30, exactly 30 admitted', async () => {
  const file = tempDb();
  const all = (await burstFromProcesses(file, 3, { keyId: 'key_minute', count: 40, unitsPerDay: 10_000, requestsPerMinute: 30, now: T0 })).flat();
  expect(all.filter((r) => r.outcome === 'ok')).toHaveLength(30);
  expect(all.filter((r) => r.outcome === 'rate_limited')).toHaveLength(90);
  const check = new SqliteAccessStore(file);
  expect(await check.usage('key_minute', T0)).toEqual({ unitsUsed: 30, minuteCount: 120 });
  await check.close();
}, 60_000);
