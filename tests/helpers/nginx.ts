/**
 * A private nginx for tests: Debian's /usr/sbin/nginx run with its own prefix, configuration, pid,
 * logs, cache and temp folders in a temp dir, listening on loopback only. Missing nginx is an error
 * (tests fail), never a skip; .ci/run installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const NGINX_MISSING = "nginx not found at /usr/sbin/nginx: install Debian's nginx (apt-get install -y nginx); .ci/run installs it";

export interface Nginx {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Runs the example configuration `confPath` (a complete nginx.conf) with its system paths moved into
 * a temp folder, `listen 80` moved to `port`, and `upstreams` replacing the example's upstream
 * addresses in order.
 */
export async function startNginx(confPath: string, port: number, upstreams: Record<string, string>): Promise<Nginx> {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new Error(NGINX_MISSING);
  }
  const dir = mkdtempSync(join(tmpdir(), 'matchday-nginx-'));
  // Worker processes may run as another user: they must reach the cache and temp folders.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp', 'logs']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  let conf = readFileSync(confPath, 'utf8')
    .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log \S+/m, `error_log ${dir}/logs/error.log`)
    .replace(/access_log \S+;/, `access_log ${dir}/logs/access.log;`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/^http \{$/m, `http {\n    client_body_temp_path ${dir}/temp/body;\n    proxy_temp_path ${dir}/temp/proxy;\n    fastcgi_temp_path ${dir}/temp/fastcgi;\n    uwsgi_temp_path ${dir}/temp/uwsgi;\n    scgi_temp_path ${dir}/temp/scgi;`);
  for (const [from, to] of Object.entries(upstreams)) {
    if (!conf.includes(from)) throw new Error(`${confPath} has no upstream ${from}`);
    conf = conf.replace(from, to);
  }
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const test = spawn(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let testOut = '';
  test.stderr!.on('data', (d) => (testOut += d));
  const ok = await new Promise<boolean>((resolve) => test.once('exit', (code) => resolve(code === 0)));
  if (!ok) throw new Error(`nginx -t refused the configuration:\n${testOut}\n${conf}`);

  let out = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${out}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer within 15 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
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
    stop: () => new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    }),
  };
}
