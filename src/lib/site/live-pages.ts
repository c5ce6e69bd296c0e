/**
 * Which site pages follow live play. A match page is prerendered from content; while the live state
 * answers for its match (src/lib/live/overlay.ts: in play, line-ups before kick-off, a finished match
 * content has not caught up with), the server renders it on demand instead, from the live-aware
 * source, at LIVE_MATCH_BASE (src/pages/live/matches/[id].astro). The address the reader sees does
 * not change: the server routes `/matches/<id>/` there, and the page's script polls it.
 */
import type { MatchSource } from '../dataset/match-source.ts';

/** The on-demand, live-aware match page: `${LIVE_MATCH_BASE}<id>/`. */
export const LIVE_MATCH_BASE = '/live/matches/';

const MATCH_PAGE = /^\/matches\/([^/]+)\/?$/;

/** The match ID of a match page's path (`/matches/<id>/`, with or without the slash), else null. */
export function matchIdOfPage(path: string): string | null {
  return MATCH_PAGE.exec(path)?.[1] ?? null;
}

/** The live page to render instead of `path` (a canonical site path), or null to serve the built page. */
export function liveRenderPath(path: string, source: Pick<MatchSource, 'followsLive'> | undefined): string | null {
  if (!source?.followsLive) return null;
  const id = matchIdOfPage(path);
  return id !== null && source.followsLive(id) ? `${LIVE_MATCH_BASE}${id}/` : null;
}
