/**
 * The HTTP server: decides the canonical path once, sends everything under /api to the API (the
 * gate runs there, for prerendered payloads too), and everything else to the site.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApiError } from '../lib/api/api-error.ts';
import { canonicalize, isApiPath } from './http/canonical-path.ts';
import { newRequestId } from './http/request-id.ts';
import type { Runtime } from './runtime.ts';
import type { ApiResponse, StreamSink } from './api/app.ts';
import { isFeedPath } from './live/feed-api.ts';
import { FeedError } from '../lib/live/feed-error.ts';

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
        reject(new FeedError('body_too_large', `A message is at most ${limit} bytes.`));
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

function send(req: IncomingMessage, res: ServerResponse, out: ApiResponse): void {
  // A stream is the connection's last answer: plain bytes until it closes, no chunk framing per write.
  if (out.stream) res.useChunkedEncodingByDefault = false;
  res.writeHead(out.status, out.headers);
  if (out.stream) {
    out.stream(streamSink(req, res));
    return;
  }
  res.end(out.body ?? undefined);
}

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
      if (isFeedPath(url.path)) {
        const out = await rt.feed.handle({ method: req.method ?? 'GET', path: url.path, query: url.query, headers: req.headers, requestId, readBody: bodyReader(req) });
        return send(req, res, out);
      }
      if (isApiPath(url.path)) {
        const out = await rt.api.handle({ method: req.method ?? 'GET', path: url.path, query: url.query, headers: req.headers, requestId });
        return send(req, res, out);
      }
      if (url.path === '/live.json') {
        const out = rt.live.summary.answer(req.method ?? 'GET', req.headers['if-none-match']);
        res.writeHead(out.status, { ...out.headers, 'Request-Id': requestId });
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
