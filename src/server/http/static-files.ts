/**
 * Serves the site's static files as the index finds them (static-index.ts): br, then gzip, then
 * the plain file by Accept-Encoding (q=0 honoured) with `Vary: Accept-Encoding` on every answer of a
 * file that has variants; a strong ETag per variant and 304 on If-None-Match (If-Modified-Since
 * when there is none); HEAD; Content-Length; Content-Type with charset for text. `/_astro/` assets
 * (hashed names) are immutable for a year; every other file is `public, max-age=0`: caches keep it
 * but revalidate each use, a 304 while the build is the same. Headers are made once per variant,
 * on the first request of an index entry, and go with it.
 *
 * `serve` answers only paths that are files (false otherwise: the caller passes the request on);
 * `notFound` answers 404 with the build's 404 page.
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { notModified } from './body.ts';
import { acceptedEncodings } from './accept-encoding.ts';
import { contentTypeOf } from './content-type.ts';
import type { StaticEntry, StaticIndex, StaticVariant } from './static-index.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0';

export interface StaticFilesOptions {
  /** URL prefix of the hashed build assets (default `/_astro/`). */
  assetsPrefix?: string;
}

export interface StaticFiles {
  /**
   * Answers `path` (canonical, decoded) when it names a file; false when it does not (nothing is
   * written then). `requestId` becomes the `Request-Id` header.
   */
  serve(req: IncomingMessage, res: ServerResponse, path: string, requestId?: string): boolean;
  /** 404 with the build's 404 page (plain text when the build has none). */
  notFound(req: IncomingMessage, res: ServerResponse, requestId?: string): void;
}

/** Header lines as writeHead takes them flat ([name, value, name, value…]): no per-request object. */
type Headers = string[];

interface Answer {
  variant: StaticVariant;
  ok: Headers;
  notModified: Headers;
  missing: Headers;
}

interface Prepared {
  lastModifiedSec: number;
  identity: Answer;
  br: Answer | null;
  gzip: Answer | null;
}

function answerOf(entry: StaticEntry, variant: StaticVariant, encoding: string | null, cacheControl: string, vary: boolean): Answer {
  const type = contentTypeOf(entry.path);
  const coding = encoding ? ['Content-Encoding', encoding] : [];
  const varies = vary ? ['Vary', 'Accept-Encoding'] : [];
  const validators = ['Cache-Control', cacheControl, 'ETag', variant.etag, 'Last-Modified', new Date(entry.mtimeMs).toUTCString(), ...varies];
  return {
    variant,
    ok: ['Content-Type', type, 'Content-Length', String(variant.size), ...coding, ...validators],
    notModified: validators,
    missing: ['Content-Type', type, 'Content-Length', String(variant.size), ...coding, 'Cache-Control', REVALIDATE, ...varies],
  };
}

function prepare(entry: StaticEntry, assetsPrefix: string): Prepared {
  const cacheControl = entry.path.startsWith(assetsPrefix) ? IMMUTABLE : REVALIDATE;
  const vary = entry.br !== null || entry.gzip !== null;
  return {
    lastModifiedSec: Math.floor(entry.mtimeMs / 1000),
    identity: answerOf(entry, entry.identity, null, cacheControl, vary),
    br: entry.br ? answerOf(entry, entry.br, 'br', cacheControl, vary) : null,
    gzip: entry.gzip ? answerOf(entry, entry.gzip, 'gzip', cacheControl, vary) : null,
  };
}

function choose(p: Prepared, acceptEncoding: string | undefined): Answer {
  if (!p.br && !p.gzip) return p.identity;
  const accepted = acceptedEncodings(acceptEncoding);
  if (p.br && accepted.br) return p.br;
  if (p.gzip && accepted.gzip) return p.gzip;
  return p.identity;
}

/** If-None-Match decides when present; otherwise If-Modified-Since (whole seconds, as Last-Modified). */
function isFresh(req: IncomingMessage, p: Prepared, a: Answer): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) return notModified(inm, a.variant.etag);
  const ims = req.headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && p.lastModifiedSec * 1000 <= since;
}

const withId = (headers: Headers, requestId: string | undefined): Headers => (requestId ? [...headers, 'Request-Id', requestId] : headers);

function sendBody(req: IncomingMessage, res: ServerResponse, status: number, a: Answer, headers: Headers): void {
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (a.variant.bytes) {
    res.end(a.variant.bytes);
    return;
  }
  if (a.variant.size === 0) {
    res.end();
    return;
  }
  // No more than Content-Length even if the file grew since it was stat()ed (the index notices it soon).
  const stream = createReadStream(a.variant.file, { end: a.variant.size - 1 });
  // The index promised this file; if it is gone, shorter or unreadable now, the answer can only be cut short.
  stream.once('error', () => res.destroy());
  res.once('close', () => stream.destroy());
  stream.pipe(res);
}

export function createStaticFiles(index: StaticIndex, opts: StaticFilesOptions = {}): StaticFiles {
  const assetsPrefix = opts.assetsPrefix ?? '/_astro/';
  // Headers are made on an entry's first request and live as long as the index keeps the entry.
  const prepared = new WeakMap<StaticEntry, Prepared>();
  const preparedOf = (entry: StaticEntry): Prepared => {
    let p = prepared.get(entry);
    if (!p) prepared.set(entry, (p = prepare(entry, assetsPrefix)));
    return p;
  };

  return {
    serve(req, res, path, requestId) {
      const entry = index.lookup(path);
      if (!entry) return false;
      const p = preparedOf(entry);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, withId(['Allow', 'GET, HEAD', 'Content-Type', 'text/plain; charset=utf-8', 'Cache-Control', 'no-store'], requestId));
        res.end('Method not allowed\n');
        return true;
      }
      const a = choose(p, req.headers['accept-encoding']);
      if (isFresh(req, p, a)) {
        res.writeHead(304, withId(a.notModified, requestId));
        res.end();
        return true;
      }
      sendBody(req, res, 200, a, withId(a.ok, requestId));
      return true;
    },
    notFound(req, res, requestId) {
      const page = index.notFound();
      if (!page) {
        res.writeHead(404, withId(['Content-Type', 'text/plain; charset=utf-8', 'Cache-Control', REVALIDATE], requestId));
        res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
        return;
      }
      const a = choose(preparedOf(page), req.headers['accept-encoding']);
      sendBody(req, res, 404, a, withId(a.missing, requestId));
    },
  };
}
