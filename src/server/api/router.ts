/** Finds the endpoint for a canonical path under /api/public/v1. */
import { API_BASE, ENDPOINTS, type Endpoint } from '../../lib/api/endpoints.ts';

export interface RouteMatch {
  endpoint: Endpoint;
  id: string | null;
}

const compiled = ENDPOINTS.map((endpoint) => ({
  endpoint,
  segments: `${API_BASE}${endpoint.path}`.split('/').slice(1),
}));

/**
 * Answers for paths seen before (they repeat: the same few endpoints and IDs): at most MEMO_SIZE
 * paths of at most MEMO_PATH characters, so random long paths cannot grow it past ~1 MiB.
 */
const memo = new Map<string, RouteMatch | null>();
const MEMO_SIZE = 4096;
const MEMO_PATH = 200;

export function matchRoute(path: string): RouteMatch | null {
  if (path.length > MEMO_PATH) return findRoute(path);
  let found = memo.get(path);
  if (found === undefined) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(path, (found = findRoute(path)));
  }
  return found;
}

function findRoute(path: string): RouteMatch | null {
  const parts = path.split('/').slice(1);
  // Fixed segments win over {id}: /matches/live is never read as an ID.
  let found: RouteMatch | null = null;
  for (const { endpoint, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    let id: string | null = null;
    let exact = true;
    const ok = segments.every((s, i) => {
      if (s === '{id}') {
        id = parts[i]!;
        exact = false;
        return true;
      }
      return s === parts[i];
    });
    if (!ok) continue;
    if (exact) return { endpoint, id: null };
    found ??= { endpoint, id };
  }
  return found;
}
