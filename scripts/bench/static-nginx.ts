/**
 * Debian's nginx serving a built site's static folder (dist/client) for npm run bench:site, with
 * what the product server does for the same files: precompressed `.gz` beside the files
 * (gzip_static; Debian's nginx has no brotli module), `Vary: Accept-Encoding`, ETag, `x/` →
 * `x/index.html`, the 404 page, immutable `/_astro/` assets. Its own prefix, pid, logs and temp
 * folders in a temp dir; access log buffered, as the product batches its request log.
 */
import { CliFailure, ownChild } from '../../src/lib/cli/run-cli.ts';
import { startPrivateNginx, type PrivateNginx } from '../lib/private-nginx.ts';

export type StaticNginx = PrivateNginx;

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
  return startPrivateNginx({
    config: (dir) => configOf(dir, client, port, workers),
    url: `http://127.0.0.1:${port}`,
    fail: (m) => new CliFailure(m),
    onSpawn: ownChild,
  });
}
