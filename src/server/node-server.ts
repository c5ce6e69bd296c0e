/**
 * The HTTP server: decides the canonical path once, sends everything under /api to the API (the
 * gate runs there, for prerendered payloads too), and everything else to the site.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApiError } from '../lib/api/api-error.ts';
import { canonicalize, isApiPath } from './http/canonical-path.ts';
import { newRequestId } from './http/request-id.ts';
import type { Runtime } from './runtime.ts';

function sendApiError(res: ServerResponse, err: ApiError, requestId: string): void {
  res.writeHead(err.status, { 'Content-Type': 'application/json; charset=utf-8', 'Request-Id': requestId, 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(err.body(requestId)));
}

export function createRequestListener(rt: Runtime) {
  return async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newRequestId();
    const url = canonicalize(req.url ?? '/');
    try {
      if (!url) {
        // Undecodable or control characters: never guess what was meant.
        return sendApiError(res, new ApiError('route_not_found', 'The path is not valid; check its percent-encoding.'), requestId);
      }
      if (isApiPath(url.path)) {
        const out = await rt.api.handle({ method: req.method ?? 'GET', path: url.path, query: url.query, headers: req.headers, requestId });
        res.writeHead(out.status, out.headers);
        res.end(out.body ?? undefined);
        return;
      }
      if (rt.site) {
        // The site sees the canonical path, so it serves exactly what was decided here.
        req.url = url.query ? `${url.path}?${url.query}` : url.path;
        res.setHeader('Request-Id', requestId);
        return rt.site(req, res);
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Request-Id': requestId });
      res.end('Not found\n');
    } catch (err) {
      console.error(`[server] ${requestId} ${req.method} ${url?.path}: ${(err as Error)?.stack ?? err}`);
      if (!res.headersSent) sendApiError(res, new ApiError('internal_error', 'Something went wrong on our side; retry later.'), requestId);
      else res.destroy();
    }
  };
}

export function startServer(rt: Runtime, host: string, port: number): Promise<Server> {
  const server = createServer({ maxHeaderSize: 16 * 1024 }, createRequestListener(rt));
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
