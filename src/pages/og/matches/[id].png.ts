/**
 * The share image of a match (1200 × 630 PNG; src/lib/site/og-card.ts, og-render.ts), rendered on
 * demand from the server's live-aware source, so it shows the score as it stands. An hour of caching
 * for a final result, a minute otherwise; a strong ETag of the PNG and 304 on If-None-Match; 404 for
 * an unknown match. Each card is rendered once per process (a byte-bounded LRU).
 */
import type { APIRoute } from 'astro';
import { ByteLru } from '../../../server/api/byte-lru.ts';
import { etagOf, notModified } from '../../../server/http/body.ts';
import { staticSource } from '../../../lib/dataset/match-source.ts';
import { getSiteData } from '../../../lib/site/site-data.ts';
import { liveMatchView } from '../../../lib/site/live-match-view.ts';
import { matchCard, ogCardSvg } from '../../../lib/site/og-card.ts';
import { ogCacheControl, ogRenderer, resvgToPng, type OgPng } from '../../../lib/site/og-render.ts';

export const prerender = false;

/** About 500 cards of ~30 KB. */
const CACHE_BYTES = 16 * 1024 * 1024;
const cards = ogRenderer({ toPng: resvgToPng(), cache: new ByteLru<OgPng>(CACHE_BYTES), etag: etagOf });

export const GET: APIRoute = async ({ params, locals, request }) => {
  // Outside the product server (astro dev) the content folder answers, without live state.
  const ds = locals.dataset ?? (await getSiteData());
  const source = locals.source ?? staticSource(ds);
  const id = params.id ?? '';
  const view = liveMatchView(ds, source, id);
  if (!view) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-cache' } });
  const { png, etag } = await cards(ogCardSvg(matchCard(view.ds, view.m)));
  const headers = { 'Content-Type': 'image/png', 'Cache-Control': ogCacheControl(view.m, source.provisional?.(id) ?? false), ETag: etag };
  if (notModified(request.headers.get('if-none-match') ?? undefined, etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), { headers });
};
