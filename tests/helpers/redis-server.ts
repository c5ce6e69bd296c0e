/**
 * A real, throwaway redis-server for tests: no persistence, bound to 127.0.0.1 on a free port, in a
 * temp folder. Missing redis-server is an error (tests fail), never a skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { reservePort } from './reserved-port.ts';
import { delimiter, join } from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, waits for exit). */
  stop(): Promise<void>;
  /** Starts it again on the same port (stopping it first if it runs); data is kept only with `persist`. */
  restart(): Promise<void>;
  /** Stops the server but keeps its data folder, for a later `restart()` (an outage, not a teardown). */
  down(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing is answered. */
  pause(): void;
  /** Undoes `pause` (SIGCONT). */
  resume(): void;
}

export const REDIS_MISSING = "redis-server not found: install Debian's redis-server (apt-get install -y redis-server); .ci/run installs it";

function findRedisServer(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  throw new Error(REDIS_MISSING);
}

/** One PING over a raw socket; resolves true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = createConnection({ host: '127.0.0.1', port });
    let buf = '';
    const done = (ok: boolean) => { sock.destroy(); resolve(ok); };
    sock.setTimeout(500, () => done(false));
    sock.once('error', () => done(false));
    sock.once('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => { buf += d.toString(); if (buf.includes('\r\n')) done(buf.startsWith('+PONG')); });
  });
}

/** `persist`: keep data across `restart()` (append-only file, fsync always), as a production Redis would. */
export async function startRedis(opts: { persist?: boolean } = {}): Promise<RedisServer> {
  const bin = findRedisServer();
  const persist = opts.persist ?? false;
  // Reserved, not just free: an outage test stops this Redis and starts it again on the same port.
  const reserved = await reservePort();
  const port = reserved.port;
  let child: ChildProcess | null = null;
  let dir = '';
  let output = '';

  const killOnExit = () => { child?.kill('SIGKILL'); };
  process.once('exit', killOnExit);

  async function start() {
    if (!dir) dir = mkdtempSync(join(tmpdir(), 'matchday-redis-'));
    output = '';
    const durability = persist ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
    const proc = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...durability, '--dir', dir], {
      cwd: dir, stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', (d) => { output += d; });
    proc.stderr?.on('data', (d) => { output += d; });
    let exited: string | null = null;
    proc.once('exit', (code, signal) => { exited = `exited with ${code ?? signal}`; });
    proc.once('error', (err) => { exited = `failed to start: ${err.message}`; });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`redis-server on port ${port} ${exited}\n${output}`);
      if (await ping(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    proc.kill('SIGKILL');
    throw new Error(`redis-server on port ${port} did not answer PING within 10 s\n${output}`);
  }

  async function stop(final = true) {
    const proc = child;
    child = null;
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGCONT'); // in case it is paused
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    if (dir && (final || !persist)) {
      rmSync(dir, { recursive: true, force: true });
      dir = '';
    }
  }

  try {
    await start();
  } catch (err) {
    reserved.release();
    throw err;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      await stop();
      process.off('exit', killOnExit);
      // The port stays reserved until this process exits: a test may restart() after stop().
    },
    async restart() {
      await stop(false);
      process.off('exit', killOnExit);
      process.once('exit', killOnExit);
      await start();
    },
    down: () => stop(false),
    pause() { child?.kill('SIGSTOP'); },
    resume() { child?.kill('SIGCONT'); },
  };
}
