/**
 * The fan site inside the product server: the build's static files (dist/client) served by our own
 * handler (static-files.ts; each file found on its first request, static-index.ts), and everything
 * else handed to Astro's middleware-mode handler (dist/server/entry.mjs,
 * `node({ mode: 'middleware' })`) with the server's data as `locals` (App.Locals, src/env.d.ts). A
 * path that is neither a file nor an on-demand route gets the build's 404 page. A match page whose
 * match the live state answers for, and a season's groups and bracket pages while a match of the
 * season is in play or finished live, are rendered live instead of served (src/lib/site/live-pages.ts);
 * a history season's pages, which the build does not make, are rendered on their first request and
 * then kept (src/lib/site/on-demand-pages.ts, rendered-pages.ts).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { liveRenderPath } from '../../lib/site/live-pages.ts';
import { onDemandRenderPath } from '../../lib/site/on-demand-pages.ts';
import { createRenderedPages } from './rendered-pages.ts';
import { captureResponse } from './response-capture.ts';
import { createStaticFiles } from './static-files.ts';
import { openStaticIndex, type StaticIndexOptions } from './static-index.ts';

/**
 * Answers one site request: `path` is the canonical (decoded) path node-server.ts decided, and
 * `req.url` that path with the query; `requestId` goes into the answer's `Request-Id`.
 */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse, path: string, requestId: string) => void | Promise<void>;

/** @astrojs/node's middleware: `next` when no route matches, `locals` as Astro.locals. */
type AstroMiddleware = (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: object) => Promise<void>;

interface AstroEntry {
  handler: AstroMiddleware;
  options?: { mode?: string };
}

/** The site of the build in `dist`, or null when it has none (an API-only build, `--skip-site`). */
export async function loadSite(dist: string, locals: App.Locals, opts: StaticIndexOptions = {}): Promise<SiteHandler | null> {
  const entryPath = join(dist, 'server', 'entry.mjs');
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as AstroEntry;
  if (entry.options?.mode !== 'middleware') {
    throw new Error(`${entryPath} was built in ${entry.options?.mode ?? 'an unknown'} mode, not middleware: rebuild with "npm run build"`);
  }
  const files = createStaticFiles(openStaticIndex(join(dist, 'client'), opts));
  const astro = entry.handler;
  const rendered = createRenderedPages();
  const withQuery = (req: IncomingMessage, to: string) => {
    const q = req.url?.indexOf('?') ?? -1;
    req.url = q >= 0 ? to + req.url!.slice(q) : to;
  };
  return (req, res, path, requestId) => {
    // A page live play changes (a match's, its season's groups and bracket): rendered live, at the same address.
    const live = liveRenderPath(path, locals.source, locals.dataset);
    if (live !== null) withQuery(req, live);
    else if (files.serve(req, res, path, requestId)) return;
    else {
      // A history season's page (not built): rendered once, then kept and served like a file.
      const onDemand = onDemandRenderPath(path, locals.dataset);
      if (onDemand !== null) {
        withQuery(req, onDemand);
        return rendered.serve(req, res, onDemand, requestId, () => {
          const capture = captureResponse(req);
          astro(req, capture.res, () => capture.res.destroy(new Error(`no route renders ${onDemand}`)), { ...locals }).catch((err: Error) => capture.res.destroy(err));
          return capture.done;
        });
      }
    }
    res.setHeader('Request-Id', requestId);
    // A fresh object per request: what one page might put on Astro.locals never reaches another.
    return astro(req, res, () => files.notFound(req, res), { ...locals });
  };
}
