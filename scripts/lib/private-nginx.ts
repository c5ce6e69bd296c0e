/**
 * Debian's nginx run privately: its own prefix folder (pid, logs, cache and temp folders) in a temp
 * dir, in the foreground, stopped with its folder removed. Used by npm run bench:site (a static
 * folder) and by the deployment test (deploy/nginx.conf). Missing nginx is an error, never a skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const NGINX_MISSING = "nginx not found at /usr/sbin/nginx: install Debian's nginx (apt-get install -y nginx); .ci/run installs it";

export interface PrivateNginx {
  url: string;
  /** The master process (its workers are its children). */
  pid: number;
  /** What nginx printed, then its error and access logs. */
  output(): string;
  stop(): Promise<void>;
}

export interface PrivateNginxOptions {
  /** The whole nginx.conf, given the private prefix folder (logs in `<dir>/logs`, temp in `<dir>/temp`). */
  config(dir: string): string;
  /** The address the configuration listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  /** A path to fetch until nginx answers (any status). */
  readyPath?: string;
  /** Each error is thrown as this (a CLI's own error class, for example). */
  fail?: (message: string) => Error;
  /** Called with the nginx process as soon as it is spawned (a CLI registers it to stop it on Ctrl-C). */
  onSpawn?: (child: ChildProcess) => void;
}

export async function startPrivateNginx(opts: PrivateNginxOptions): Promise<PrivateNginx> {
  const fail = opts.fail ?? ((m: string) => new Error(m));
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw fail(NGINX_MISSING);
  }
  const dir = mkdtempSync(join(tmpdir(), 'matchday-nginx-'));
  // Worker processes may run as another user: they must reach the cache, temp and log folders.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp', 'logs']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, opts.config(dir));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw fail(`nginx -t refused the configuration:\n${test.stderr}\n${opts.config(dir)}`);
  }

  let out = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  opts.onSpawn?.(child);
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = () => new Promise<void>((resolve) => {
    process.off('exit', killOnExit);
    const done = () => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw fail(`nginx exited with ${child.exitCode}:\n${out}`);
    }
    try {
      await fetch(`${opts.url}${opts.readyPath ?? '/'}`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw fail(`nginx did not answer within 15 s:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url: opts.url,
    pid: child.pid!,
    output: () => {
      let logs = out;
      for (const f of ['error.log', 'access.log']) {
        try {
          logs += readFileSync(join(dir, 'logs', f), 'utf8');
        } catch {
          // not written yet
        }
      }
      return logs;
    },
    stop,
  };
}
