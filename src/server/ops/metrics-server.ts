/**
 * The metrics endpoint, on its own port so it is never exposed with the site (the reverse proxy
 * does not forward it): GET /metrics in the Prometheus text format.
 *   MATCHDAY_METRICS_PORT   port of the metrics endpoint (unset: no metrics endpoint)
 *   MATCHDAY_METRICS_HOST   interface it listens on (default 127.0.0.1)
 *   MATCHDAY_METRICS_TOKEN  when set, scrapers must send `Authorization: Bearer <token>`
 */
import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';

export interface MetricsEndpointConfig {
  host: string;
  port: number;
  token?: string;
}

export function metricsConfigFromEnv(): MetricsEndpointConfig | null {
  const raw = process.env.MATCHDAY_METRICS_PORT;
  if (raw === undefined || raw === '') return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MATCHDAY_METRICS_PORT must be a port number, not "${raw}"`);
  return { host: process.env.MATCHDAY_METRICS_HOST || '127.0.0.1', port, token: process.env.MATCHDAY_METRICS_TOKEN || undefined };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function startMetricsServer(cfg: MetricsEndpointConfig, collect: () => Promise<{ contentType: string; body: string }>): Promise<Server> {
  const expected = cfg.token ? digest(`Bearer ${cfg.token}`) : null;
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    if (expected && !timingSafeEqual(digest(String(req.headers.authorization ?? '')), expected)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' }).end('Send Authorization: Bearer <MATCHDAY_METRICS_TOKEN>\n');
      return;
    }
    try {
      const { contentType, body } = await collect();
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected; retry.\n');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(cfg.port, cfg.host, () => ok(server));
  });
}
