/**
 * The one writer of error answers: the public API, the feed API and the server's own answers (an
 * undecodable path, a handler that threw) all answer an ApiError with these bytes and headers — the
 * envelope, its status, no-store, the request id and CORS.
 */
import type { ApiError } from '../../lib/errors/api-error.ts';
import { CORS } from './cors.ts';

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD. */
  body: Buffer | null;
}

export function errorAnswer(err: ApiError, requestId: string, opts: { head?: boolean; extra?: Record<string, string> } = {}): ErrorAnswer {
  const body = Buffer.from(JSON.stringify(err.body(requestId)));
  return {
    status: err.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length), 'Cache-Control': 'no-store',
      'Request-Id': requestId, ...CORS, ...opts.extra, ...err.headers,
    },
    body: opts.head ? null : body,
  };
}
