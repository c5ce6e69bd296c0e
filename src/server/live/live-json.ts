/**
 * `GET /live.json`: a tiny, key-less summary of live matches for the fan site's live page (outside
 * /api: scores as the site shows them, no API resources). Made at most once per `ttlMs`, public cache.
 *
 * { "generated_at": ISO, "matches": [{ "id", "status", "minute", "period", "home_team_id",
 *   "away_team_id", "home_team", "away_team", "home_score", "away_score", "home_penalty",
 *   "away_penalty", "events": [{ "id", "type", "detail", "minute", "extra_minute", "team_id", "player" }] }] }
 * Matches in play, and matches finished live that content has not caught up with (status completed).
 * `events` are the latest goals, cards and shoot-out kicks (at most 12, newest last), names only.
 */
import { played, type Dataset } from '../../lib/dataset/dataset.ts';
import type { LiveSource } from '../../lib/live/overlay.ts';
import { notModified, prepareBody, type PreparedBody } from '../http/body.ts';

const SHOWN = new Set(['goal', 'card', 'shootout', 'missed_penalty']);

/** The summary the live page renders on the server (same object as /live.json). */
export type LiveSummary = { generated_at: string; matches: Record<string, unknown>[] };

export function liveJson(source: LiveSource, opts: { ttlMs?: number; now?: () => number; ds?: Pick<Dataset, 'players' | 'teams'> } = {}) {
  const ttl = opts.ttlMs ?? 10_000;
  const now = opts.now ?? Date.now;
  let cache: { at: number; body: PreparedBody; summary: LiveSummary } | null = null;
  const name = (id: string | null) => (id && opts.ds?.players.get(id)?.short_name) || null;
  const team = (id: string) => {
    const t = opts.ds?.teams.get(id);
    return t ? { name: t.name, code: t.code } : null;
  };

  function current(): { body: PreparedBody; summary: LiveSummary } {
    const t = now();
    if (cache && t - cache.at < ttl) return cache;
    const matches = [];
    for (const m of source.list()) {
      const st = source.applied(m.id);
      if (!st || st.status === 'scheduled') continue;
      matches.push({
        id: m.id, status: m.status, minute: st.minute, period: st.period, home_team_id: played(m).home_team_id, away_team_id: played(m).away_team_id,
        home_team: team(played(m).home_team_id), away_team: team(played(m).away_team_id),
        home_score: m.home_score, away_score: m.away_score, home_penalty: m.has_penalties ? m.home_penalty : null, away_penalty: m.has_penalties ? m.away_penalty : null,
        events: source.events(m.id).filter((e) => SHOWN.has(e.type)).slice(-12).map((e) => ({
          id: e.seq, type: e.type, detail: e.detail, minute: e.minute, extra_minute: e.extra_minute, team_id: e.team_id, player: name(e.player_id),
        })),
      });
    }
    const summary = { generated_at: new Date(t).toISOString(), matches };
    cache = { at: t, body: prepareBody(summary), summary };
    return cache;
  }
  const body = () => current().body;

  return {
    /** The current summary object (the live page renders it on the server). */
    summary: () => current().summary,
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
