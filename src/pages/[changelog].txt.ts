/**
 * `/changelog.txt`: the project's CHANGELOG.md as plain text (prerendered), linked from the API
 * reference. A route of one page so that it has an incremental-build key: the file's text.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readChangelog } from '../lib/site/changelog.ts';
import { keyOf } from '../lib/site/page-keys.ts';

export const getStaticPaths = (() => [{ params: { changelog: 'changelog' }, cacheKey: keyOf(readChangelog()) }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(readChangelog(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
