import type { APIRoute } from 'astro';

/** Liveness probe, rendered on demand (also the "empty on-demand Astro endpoint" of npm run bench:api). */
export const prerender = false;

export const GET: APIRoute = () =>
  new Response('{"status":"ok"}', { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
