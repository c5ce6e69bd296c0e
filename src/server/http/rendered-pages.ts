/**
 * Pages the server renders on demand and then serves like built files: the match pages of history
 * seasons (src/lib/site/match-page-scope.ts), which the build does not render. The first request of a
 * page renders it (`render`: Astro's handler into a captured response, response-capture.ts); a 200
 * is kept in a byte-bounded LRU with a strong ETag, and served with br or gzip by Accept-Encoding
 * (compressed once, when first asked for), `Vary: Accept-Encoding`, 304 on If-None-Match, HEAD, and
 * the prerendered pages' `public, max-age=0` (a CDN keeps it and revalidates: static first). Requests
 * for a page being rendered wait for that one rendering. Anything but a 200 is answered as rendered
 * and not kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ByteLru } from '../api/byte-lru.ts';
import { etagOf, notModified, pickEncoding, type PreparedBody } from './body.ts';
import type { CapturedResponse } from './response-capture.ts';
import { REVALIDATE } from './static-files.ts';

export interface RenderedPages {
  /** Answers `req` with the page at `path`, rendering it with `render` when it is not kept. */
  serve(req: IncomingMessage, res: ServerResponse, path: string, requestId: string, render: () => Promise<CapturedResponse>): Promise<void>;
}

/** A kept page's share of the budget: its bytes, half again for the br/gzip variants made later, and this. */
const ENTRY_OVERHEAD = 512;

export function createRenderedPages(opts: { maxBytes?: number } = {}): RenderedPages {
  const kept = new ByteLru<PreparedBody & { type: string }>(opts.maxBytes ?? 64 * 1024 * 1024);
  const inFlight = new Map<string, Promise<CapturedResponse>>();

  async function rendered(path: string, render: () => Promise<CapturedResponse>): Promise<CapturedResponse> {
    let p = inFlight.get(path);
    if (!p) {
      p = render().finally(() => inFlight.delete(path));
      inFlight.set(path, p);
    }
    return p;
  }

  return {
    async serve(req, res, path, requestId, render) {
      let page = kept.get(path);
      if (!page) {
        const r = await rendered(path, render);
        if (r.status !== 200) {
          res.writeHead(r.status, { ...r.headers, 'Request-Id': requestId, 'Content-Length': r.body.length });
          res.end(req.method === 'HEAD' ? undefined : r.body);
          return;
        }
        page = kept.get(path) ?? { json: r.body, etag: etagOf(r.body), type: String(r.headers['content-type'] ?? 'text/html; charset=utf-8') };
        kept.set(path, page, Math.ceil(page.json.length * 1.5) + ENTRY_OVERHEAD);
      }
      const { bytes, encoding } = pickEncoding(page, req.headers['accept-encoding']);
      // one ETag per variant, as for the built files
      const etag = encoding === null ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
      const headers: Record<string, string | number> = { 'Content-Type': page.type, 'Cache-Control': REVALIDATE, ETag: etag, Vary: 'Accept-Encoding', 'Request-Id': requestId };
      if (notModified(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = bytes.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    },
  };
}
