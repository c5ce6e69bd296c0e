/**
 * The HTTP server: decides the canonical path once, answers the probes (/healthz, /readyz), sends
 * everything under /api to the API (the gate runs there, for prerendered payloads too), and
 * everything else to the site. With `ops`, every request is logged (one JSON line) and counted in the
 * metrics when its answer ends, and counted in flight for a graceful shutdown.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApiError } from '../lib/errors/api-error.ts';
import { canonicalize, isApiPath } from './http/canonical-path.ts';
import { errorAnswer } from './http/error-answer.ts';
import { newRequestId } from './http/request-id.ts';
import type { Runtime } from './runtime.ts';
import type { ApiResponse, StreamSink } from './api/app.ts';
import { isFeedPath } from './live/feed-api.ts';
import { createLogger, logRequest, type Logger } from './ops/logger.ts';
import type { Metrics } from './ops/metrics.ts';
import type { Health } from './ops/health.ts';
import type { InflightRequests } from './ops/shutdown.ts';

export interface ServerOps {
  logger?: Logger;
  metrics?: Pick<Metrics, 'request' | 'liveMessage'>;
  health?: Health;
  inflight?: InflightRequests;
}

/** What the request log and the metrics learn about one answer while it is produced. */
interface Outcome {
  route: string;
  keyId?: string;
  units: number;
  stream: boolean;
}

/** Reads the request body, refusing more than `limit` bytes. */
function bodyReader(req: IncomingMessage): (limit: number) => Promise<Buffer> {
  return (limit) => new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new ApiError('body_too_large', `A message is at most ${limit} bytes.`));
      } else chunks.push(c);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The sink a streaming answer writes to: the response, with Nagle off so each event leaves at once. */
function streamSink(req: IncomingMessage, res: ServerResponse): StreamSink {
  req.socket.setNoDelay(true);
  req.socket.setKeepAlive(true, 30_000);
  // Headers are out and the body is unframed (see send), so events go straight to the socket: a
  // ServerResponse.write per event and client costs several times more.
  res.flushHeaders();
  const socket = res.socket!;
  return {
    write: (chunk) => socket.write(chunk),
    end: () => res.end(),
    destroy: () => res.destroy(),
    onClose(listener) {
      if (res.destroyed || res.writableEnded || socket.destroyed) queueMicrotask(listener);
      else res.once('close', listener);
    },
    get buffered() {
      return socket.writableLength;
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, out: ApiResponse, outcome?: Outcome): void {
  if (outcome) {
    if (out.meta?.route) outcome.route = out.meta.route;
    if (out.meta?.keyId) outcome.keyId = out.meta.keyId;
    const cost = Number(out.headers['X-Units-Cost'] ?? 0);
    if (out.status < 300 && cost > 0) outcome.units = cost;
    outcome.stream = Boolean(out.stream);
  }
  // A stream is the connection's last answer: plain bytes until it closes, no chunk framing per write.
  if (out.stream) res.useChunkedEncodingByDefault = false;
  res.writeHead(out.status, out.headers);
  if (out.stream) {
    out.stream(streamSink(req, res));
    return;
  }
  res.end(out.body ?? undefined);
}

function sendApiError(req: IncomingMessage, res: ServerResponse, err: ApiError, requestId: string): void {
  const out = errorAnswer(err, requestId, { head: req.method === 'HEAD' });
  res.writeHead(out.status, out.headers);
  res.end(out.body ?? undefined);
}

function sendProbe(res: ServerResponse, answer: { status: number; body: string }, requestId: string, head: boolean): void {
  res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Request-Id': requestId });
  res.end(head ? undefined : answer.body);
}

/** Counts the request in flight, and logs and measures it when its answer ends (or the client leaves). */
function observe(req: IncomingMessage, res: ServerResponse, requestId: string, ops: ServerOps, outcome: Outcome): void {
  const started = performance.now();
  // The address asked for: a page rendered live or on demand is answered by another route (the
  // site handler rewrites req.url to /live/… or /on-demand/…), and the log names what the client asked.
  const q = (req.url ?? '/').indexOf('?');
  const path = (q < 0 ? req.url ?? '/' : req.url!.slice(0, q)).slice(0, 300);
  ops.inflight?.begin();
  // Built only when written (it is on every request's path).
  if (ops.logger?.isLevelEnabled('debug')) ops.logger.debug({ request_id: requestId, method: (req.method ?? 'GET').slice(0, 16) }, 'request started');
  res.once('close', () => {
    ops.inflight?.end();
    const ms = performance.now() - started;
    const status = res.statusCode;
    ops.metrics?.request({ route: outcome.route, method: req.method ?? 'GET', status, seconds: outcome.stream ? null : ms / 1000, units: outcome.units });
    if (outcome.route === 'feed_messages' && req.method === 'POST') ops.metrics?.liveMessage(status);
    if (ops.logger) {
      logRequest(ops.logger, {
        request_id: requestId, method: (req.method ?? 'GET').slice(0, 16), route: outcome.route, path,
        status, key_id: outcome.keyId, units: outcome.units, duration_ms: Math.round(ms * 1000) / 1000, stream: outcome.stream || undefined,
      });
    }
  });
}

export function createRequestListener(rt: Runtime, ops: ServerOps = {}) {
  const observed = Boolean(ops.logger || ops.metrics || ops.inflight);
  return async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newRequestId();
    const url = canonicalize(req.url ?? '/');
    const outcome: Outcome = { route: 'not_found', units: 0, stream: false };
    if (observed) observe(req, res, requestId, ops, outcome);
    try {
      if (!url) {
        // Undecodable or control characters: never guess what was meant.
        outcome.route = 'invalid_path';
        return sendApiError(req, res, new ApiError('route_not_found', 'The path is not valid; check its percent-encoding.'), requestId);
      }
      if (ops.health && (url.path === '/healthz' || url.path === '/readyz')) {
        outcome.route = url.path.slice(1);
        const answer = url.path === '/healthz' ? ops.health.healthz() : await ops.health.readyz();
        return sendProbe(res, answer, requestId, req.method === 'HEAD');
      }
      if (isFeedPath(url.path)) {
        outcome.route = url.path.endsWith('/messages') ? 'feed_messages' : 'feed';
        const out = await rt.feed.handle({ method: req.method ?? 'GET', path: url.path, query: url.query, headers: req.headers, requestId, readBody: bodyReader(req) });
        return send(req, res, out, outcome);
      }
      if (isApiPath(url.path)) {
        outcome.route = 'api_not_found';
        const out = await rt.api.handle({ method: req.method ?? 'GET', path: url.path, query: url.query, headers: req.headers, requestId });
        return send(req, res, out, outcome);
      }
      if (url.path === '/live.json') {
        outcome.route = 'live_json';
        const out = rt.live.summary.answer(req.method ?? 'GET', req.headers['if-none-match']);
        res.writeHead(out.status, { ...out.headers, 'Request-Id': requestId });
        res.end(out.body ?? undefined);
        return;
      }
      if (rt.site) {
        outcome.route = 'site';
        // The site sees the canonical path, so it serves exactly what was decided here: static
        // files by it, on-demand pages (Astro) by the request's URL, which becomes that path.
        req.url = url.query ? `${url.path}?${url.query}` : url.path;
        return await rt.site(req, res, url.path, requestId);
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Request-Id': requestId });
      res.end('Not found\n');
    } catch (err) {
      errorLogger(ops).error({ component: 'server', request_id: requestId, method: req.method, path: url?.path, err }, 'request failed');
      if (!res.headersSent) sendApiError(req, res, new ApiError('internal_error', 'Something went wrong on our side; retry later.'), requestId);
      else res.destroy();
    }
  };
}

let fallbackLogger: Logger | null = null;
/** Where a failed request is logged: the server's logger, else (harnesses without one) a JSON logger on stdout. */
const errorLogger = (ops: ServerOps): Logger => ops.logger ?? (fallbackLogger ??= createLogger());

export function startServer(rt: Runtime, host: string, port: number, ops: ServerOps = {}): Promise<Server> {
  const server = createServer({ maxHeaderSize: 16 * 1024 }, createRequestListener(rt, ops));
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
