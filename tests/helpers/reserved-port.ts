/**
 * A TCP port that no other test process on this machine is handed while it is reserved, even while
 * nothing listens on it (a test Redis stopped for an outage test and started again on the same port).
 * A free port alone is not enough: while the server is down another process (a Vitest worker, a
 * second suite) may pick the same port and the test would talk to that server instead.
 *
 * Reservations are lock files (`<tmp>/matchday-test-ports/<port>`, created exclusively, holding the
 * owner's process ID); one left by a process that no longer exists is taken over. Ports come from
 * 20000–29999, below the kernel's ephemeral range (32768–60999), which listen(0) and outgoing
 * connections never use.
 */
import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { processAlive } from '../../src/lib/cli/process-alive.ts';

const FIRST = 20_000;
const COUNT = 10_000;
export const RESERVATIONS = join(tmpdir(), 'matchday-test-ports');

export interface ReservedPort {
  port: number;
  /** Gives the port back (removes the lock file); safe to call twice. */
  release(): void;
}

/** True when nothing listens on 127.0.0.1:`port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const s = createServer();
    s.once('error', () => ok(false));
    s.listen(port, '127.0.0.1', () => s.close(() => ok(true)));
  });
}

/** Creates the lock file for `port`; false when a live process holds it. */
function lock(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = 0;
      try { owner = Number(readFileSync(file, 'utf8')); } catch { continue; }
      // An empty file is a lock being written right now: treat it as held.
      if (!owner || processAlive(owner)) return false;
      rmSync(file, { force: true }); // its owner is gone
    }
  }
  return false;
}

/** `range` narrows the ports tried (for the helper's own test). */
export async function reservePort(range: { first: number; count: number } = { first: FIRST, count: COUNT }): Promise<ReservedPort> {
  mkdirSync(RESERVATIONS, { recursive: true });
  const start = Math.floor(Math.random() * range.count);
  for (let i = 0; i < range.count; i++) {
    const port = range.first + ((start + i) % range.count);
    const file = join(RESERVATIONS, String(port));
    if (!lock(file)) continue;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      rmSync(file, { force: true });
      process.off('exit', release);
    };
    if (!(await isFree(port))) { release(); continue; }
    process.once('exit', release);
    return { port, release };
  }
  throw new Error(`no free port in ${range.first}–${range.first + range.count - 1} for a test server`);
}
