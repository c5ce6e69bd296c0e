/**
 * A private nginx for tests (scripts/lib/private-nginx.ts): Debian's /usr/sbin/nginx with its own
 * prefix, pid, logs, cache and temp folders in a temp dir, listening on loopback only. Missing nginx
 * is an error (tests fail), never a skip; .ci/run installs it.
 */
import { readFileSync } from 'node:fs';
import { startPrivateNginx, type PrivateNginx } from '../../scripts/lib/private-nginx.ts';

export { NGINX, NGINX_MISSING } from '../../scripts/lib/private-nginx.ts';

export type Nginx = PrivateNginx;

/**
 * Runs the example configuration `confPath` (a complete nginx.conf) with its system paths moved into
 * a temp folder, `listen 80` moved to `port`, and `upstreams` replacing the example's upstream
 * addresses in order.
 */
export async function startNginx(confPath: string, port: number, upstreams: Record<string, string>): Promise<Nginx> {
  const example = readFileSync(confPath, 'utf8');
  for (const from of Object.keys(upstreams)) if (!example.includes(from)) throw new Error(`${confPath} has no upstream ${from}`);
  return startPrivateNginx({
    url: `http://127.0.0.1:${port}`,
    readyPath: '/healthz',
    config: (dir) => {
      let conf = example
        .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
        .replace(/^error_log \S+/m, `error_log ${dir}/logs/error.log`)
        .replace(/access_log \S+;/, `access_log ${dir}/logs/access.log;`)
        .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`)
        .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
        .replace(/^http \{$/m, `http {\n    client_body_temp_path ${dir}/temp/body;\n    proxy_temp_path ${dir}/temp/proxy;\n    fastcgi_temp_path ${dir}/temp/fastcgi;\n    uwsgi_temp_path ${dir}/temp/uwsgi;\n    scgi_temp_path ${dir}/temp/scgi;`);
      for (const [from, to] of Object.entries(upstreams)) conf = conf.replace(from, to);
      return conf;
    },
  });
}
