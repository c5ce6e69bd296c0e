/** `/changelog.txt`: the project's CHANGELOG.md as plain text (prerendered), linked from the API reference. */
import type { APIRoute } from 'astro';
import { readChangelog } from '../lib/site/changelog.ts';

export const GET: APIRoute = () => new Response(readChangelog(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
