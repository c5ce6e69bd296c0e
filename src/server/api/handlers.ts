/**
 * Thin endpoint handlers: take the parsed request, call src/lib, return data and its cache policy.
 * Completed matches are answered from the prerendered bytes.
 */
import { ApiError } from '../../lib/api/api-error.ts';
import { CACHE, cacheForMatch } from '../../lib/api/cache-policy.ts';
import { ENDPOINT_BY_ID, type EndpointId } from '../../lib/api/endpoints.ts';
import { filterMatches, paginate, parseMatchListQuery, type MatchListQuery } from '../../lib/api/match-list.ts';
import { filterPlayers, parsePlayerListQuery, type PlayerListQuery } from '../../lib/api/player-list.ts';
import { parseQuery } from '../../lib/api/query-params.ts';
import type { MatchSource } from '../../lib/api/match-source.ts';
import {
  toMatchDetail, toMatchEvent, toMatchLineups, toMatchListItem, toMatchStats, toPlayerDetail, toPlayerListItem,
} from '../../lib/api/resources.ts';
import type { Dataset, Match } from '../../lib/dataset/dataset.ts';
import { idPattern } from '../../schemas/content/cells.ts';
import type { PreparedBody } from '../http/body.ts';
import { prerenderKey, type Prerendered } from './prerender.ts';

export interface HandlerContext {
  ds: Dataset;
  source: MatchSource;
  prerendered: Prerendered;
  id: string | null;
  query: unknown;
}

export interface HandlerResult {
  /** A value to serialise, or ready bytes. */
  value?: unknown;
  prepared?: PreparedBody;
  cache: string;
}

/** Query of the push stream (`GET /matches/live/stream`). */
export interface StreamQuery {
  match_id?: string;
  last_event_id?: number;
}

/** Validates the query string of an endpoint (before permissions, per the check order). */
export function parseEndpointQuery(id: EndpointId, query: URLSearchParams): unknown {
  if (id === 'listMatches') return parseMatchListQuery(query);
  if (id === 'listPlayers') return parsePlayerListQuery(query);
  if (id === 'liveStream') return parseQuery(query, ENDPOINT_BY_ID.get(id)!.query) as StreamQuery;
  return parseQuery(query, {});
}

function findMatch(ctx: HandlerContext): Match {
  const m = ctx.id !== null && idPattern('match').test(ctx.id) ? ctx.source.match(ctx.id) : undefined;
  if (!m) throw new ApiError('resource_not_found', `No match has the ID ${ctx.id}; match IDs look like match_abc and come from GET /matches.`);
  return m;
}

/**
 * Match-scoped endpoint: prerendered bytes when final, else computed now. A match finished live but
 * not yet completed in content is provisional: 60 s, not the 24 h of final content.
 */
function matchScoped(ctx: HandlerContext, endpoint: EndpointId, compute: (m: Match) => unknown): HandlerResult {
  const m = findMatch(ctx);
  const cache = ctx.source.provisional?.(m.id) ? CACHE.list : cacheForMatch(m.status);
  const prepared = m.status === 'completed' ? ctx.prerendered.get(prerenderKey(endpoint, m.id)) : undefined;
  if (prepared) return { prepared, cache };
  return { value: { data: compute(m) }, cache };
}

type Handler = (ctx: HandlerContext) => HandlerResult;

export const HANDLERS: Partial<Record<EndpointId, Handler>> = {
  listMatches(ctx) {
    const q = ctx.query as MatchListQuery;
    const page = paginate(filterMatches(ctx.source.list(), q), q.page, q.per_page);
    return { value: { data: page.data.map((m) => toMatchListItem(ctx.ds, m)), meta: page.meta }, cache: CACHE.list };
  },
  getMatch: (ctx) => matchScoped(ctx, 'getMatch', (m) => toMatchDetail(ctx.ds, m)),
  getMatchEvents: (ctx) => matchScoped(ctx, 'getMatchEvents', (m) => ctx.source.events(m.id).map((e) => toMatchEvent(ctx.ds, e))),
  getMatchStats: (ctx) =>
    matchScoped(ctx, 'getMatchStats', (m) => {
      const stats = toMatchStats(ctx.ds, m, ctx.source.stats(m.id) as never);
      if (!stats) throw new ApiError('resource_not_found', `No statistics are recorded for match ${m.id}.`);
      return stats;
    }),
  getMatchLineups: (ctx) =>
    matchScoped(ctx, 'getMatchLineups', (m) => {
      const lineups = toMatchLineups(ctx.ds, m, ctx.source.lineups(m.id) as never);
      if (!lineups) throw new ApiError('resource_not_found', `No line-ups are recorded for match ${m.id}.`);
      return lineups;
    }),
  listPlayers(ctx) {
    const q = ctx.query as PlayerListQuery;
    const page = paginate(filterPlayers(ctx.ds, q), q.page, q.per_page);
    return { value: { data: page.data.map(toPlayerListItem), meta: page.meta }, cache: CACHE.players };
  },
  getPlayer(ctx) {
    const p = ctx.id !== null && idPattern('player').test(ctx.id) ? ctx.ds.players.get(ctx.id) : undefined;
    if (!p) throw new ApiError('resource_not_found', `No player has the ID ${ctx.id}; player IDs look like player_abc and come from GET /players.`);
    return { value: { data: toPlayerDetail(ctx.ds, p) }, cache: CACHE.players };
  },
};
