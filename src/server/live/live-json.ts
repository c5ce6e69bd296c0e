/**
 * `GET /live.json`: a tiny, key-less summary of live matches for the fan site's live page (outside
 * /api: scores as the site shows them, no API resources). Made at most once per `ttlMs`, public cache.
 *
 * { "generated_at": ISO, "matches": [{ "id", "status", "minute", "period", "home_team_id",
 *   "away_team_id", "home_score", "away_score", "home_penalty", "away_penalty" }] }
 * Matches in play, and matches finished live that content has not caught up with (status completed).
 */
import type { LiveSource } from '../../lib/live/overlay.ts';
import { notModified, prepareBody, type PreparedBody } from '../http/body.ts';

export function liveJson(source: LiveSource, opts: { ttlMs?: number; now?: () => number } = {}) {
  const ttl = opts.ttlMs ?? 10_000;
  const now = opts.now ?? Date.now;
  let cache: { at: number; body: PreparedBody } | null = null;

  function body(): PreparedBody {
    const t = now();
    if (cache && t - cache.at < ttl) return cache.body;
    const matches = [];
    for (const m of source.list()) {
      const st = source.applied(m.id);
      if (!st || st.status === 'scheduled') continue;
      matches.push({
        id: m.id, status: m.status, minute: st.minute, period: st.period, home_team_id: m.home_team_id, away_team_id: m.away_team_id,
        home_score: m.home_score, away_score: m.away_score, home_penalty: m.has_penalties ? m.home_penalty : null, away_penalty: m.has_penalties ? m.away_penalty : null,
      });
    }
    cache = { at: t, body: prepareBody({ generated_at: new Date(t).toISOString(), matches }) };
    return cache.body;
  }

  return {
    answer(method: string, ifNoneMatch: string | undefined): { status: number; headers: Record<string, string>; body: Buffer | null } {
      if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: Buffer.from('Method not allowed\n') };
      const b = body();
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': `public, max-age=${Math.round(ttl / 1000)}`, ETag: b.etag, 'Access-Control-Allow-Origin': '*' };
      if (notModified(ifNoneMatch, b.etag)) return { status: 304, headers, body: null };
      return { status: 200, headers: { ...headers, 'Content-Length': String(b.json.length) }, body: method === 'HEAD' ? null : b.json };
    },
  };
}

export type LiveJson = ReturnType<typeof liveJson>;
