import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { reservePort, RESERVATIONS } from '../helpers/reserved-port.ts';

// Two ports of their own per worker, outside the ones test servers use (20000–29999).
const range = { first: 30_100 + Number(process.env.VITEST_POOL_ID ?? 1) * 2, count: 2 };
const lockOf = (port: number) => join(RESERVATIONS, String(port));
const clear = () => { for (let p = range.first; p < range.first + range.count; p++) rmSync(lockOf(p), { force: true }); };

test('a reserved port is not handed out again until it is released', async () => {
  clear();
  const a = await reservePort(range);
  const b = await reservePort(range);
  try {
    expect(new Set([a.port, b.port]).size).toBe(2);
    expect(existsSync(lockOf(a.port))).toBe(true);
    await expect(reservePort(range)).rejects.toThrow(/no free port in/);
    a.release();
    expect(existsSync(lockOf(a.port))).toBe(false);
    const c = await reservePort(range);
    expect(c.port).toBe(a.port);
    c.release();
  } finally {
    a.release();
    b.release();
  }
});

test("a lock left by a process that no longer exists is taken over; a live process's lock is respected", async () => {
  clear();
  mkdirSync(RESERVATIONS, { recursive: true });
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  writeFileSync(lockOf(range.first), gone);
  writeFileSync(lockOf(range.first + 1), String(process.ppid)); // alive: the runner that started this worker
  try {
    const taken = await reservePort(range);
    expect(taken.port).toBe(range.first);
    await expect(reservePort(range)).rejects.toThrow(/no free port/);
    taken.release();
  } finally {
    clear();
  }
});
