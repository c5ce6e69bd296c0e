import type { APIRoute } from 'astro';

/**
 * The smallest on-demand Astro endpoint: what the site's request path costs with nothing to render
 * (the baseline of npm run bench:api). It was /healthz; the probes /healthz and /readyz are now
 * answered by the server itself, before the site (src/server/ops/health.ts).
 */
export const prerender = false;

export const GET: APIRoute = () =>
  new Response('{"status":"ok"}', { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
