/**
 * CORS headers of every answer under /api (success, error, 304, preflight): any origin may read the
 * API with a key, and scripts may read the headers clients need (docs/api.md).
 */
export const CORS_EXPOSE = 'ETag, Request-Id, Retry-After, X-Units-Cost, X-Units-Remaining, RateLimit, RateLimit-Policy';
export const CORS: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': CORS_EXPOSE };
