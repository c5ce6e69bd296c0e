/**
 * The metrics endpoint, on its own port so it is never exposed with the site (the reverse proxy
 * does not forward it): GET /metrics in the Prometheus text format.
 * Configured by MATCHDAY_METRICS_PORT (unset: no endpoint), MATCHDAY_METRICS_HOST and
 * MATCHDAY_METRICS_TOKEN (scrapers send `Authorization: Bearer <token>`): `Config.metrics`.
 */
import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';

export interface MetricsEndpointConfig {
  host: string;
  port: number;
  token?: string;
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
