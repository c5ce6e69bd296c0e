/**
 * Debian's nginx serving a built site's static folder (dist/client) for npm run bench:site, with
 * what the product server does for the same files: precompressed `.gz` beside the files
 * (gzip_static; Debian's nginx has no brotli module), `Vary: Accept-Encoding`, ETag, `x/` →
 * `x/index.html`, the 404 page, immutable `/_astro/` assets. Its own prefix, pid, logs and temp
 * folders in a temp dir; access log buffered, as the product batches its request log.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliFailure, ownChild } from '../../src/lib/cli/run-cli.ts';

export const NGINX = '/usr/sbin/nginx';

export interface StaticNginx {
  url: string;
  /** The master process (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

function configOf(dir: string, client: string, port: number, workers: number): string {
  return `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    charset utf-8;
    charset_types text/css text/plain text/calendar application/javascript application/json image/svg+xml;
    access_log ${dir}/logs/access.log combined buffer=64k flush=1s;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    server_tokens off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    gzip_static on;
    gzip_vary on;
    server {
        listen 127.0.0.1:${port};
        root ${client};
        index index.html;
        error_page 404 /404.html;
        location /_astro/ {
            add_header Cache-Control "public, max-age=31536000, immutable";
        }
        location / {
            add_header Cache-Control "public, max-age=0";
            try_files $uri $uri/ =404;
        }
    }
}
`;
}

export async function startStaticNginx(client: string, port: number, workers: number): Promise<StaticNginx> {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new CliFailure("nginx not found at /usr/sbin/nginx: install Debian's nginx (apt-get install -y nginx)");
  }
  const dir = mkdtempSync(join(tmpdir(), 'matchday-bench-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['temp', 'logs']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, configOf(dir, client, port, workers));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new CliFailure(`nginx -t refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = ownChild(spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new CliFailure(`nginx exited with ${child.exitCode}:\n${stderr}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (i > 150) throw new CliFailure(`nginx did not answer within 15 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
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
