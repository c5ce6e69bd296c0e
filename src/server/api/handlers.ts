/**
 * Thin endpoint handlers: take the parsed request, call src/lib, return data and its cache policy.
 * Completed matches are answered from the prerendered bytes.
 */
import { ApiError } from '../../lib/errors/api-error.ts';
import { CACHE, cacheForMatch } from '../../lib/api/cache-policy.ts';
import { ENDPOINT_BY_ID, type EndpointId } from '../../lib/api/endpoints.ts';
import { filterMatches, paginate, parseMatchListQuery, type MatchListQuery } from '../../lib/api/match-list.ts';
import { filterPlayers, parsePlayerListQuery, type PlayerListQuery } from '../../lib/api/player-list.ts';
import { filterTeams, parseTeamListQuery, teamSeasons, type TeamListQuery } from '../../lib/api/team-list.ts';
import { cacheForCompetition, competitionIsFinal } from '../../lib/api/competition-cache.ts';
import {
  competitionRef, startsOn, toCompetitionDetail, toCompetitionListItem, toPlayerCompetitionStats, toScorer, toStandings,
} from '../../lib/api/competition-resources.ts';
import { competitionView, standingsAt, type CompetitionView } from '../../lib/dataset/competition-view.ts';
import type { Season } from '../../lib/dataset/dataset.ts';
import { parseQuery, type QueryParams } from '../../lib/api/query-params.ts';
import type { MatchSource } from '../../lib/dataset/match-source.ts';
import { teamRef } from '../../lib/dataset/team-ref.ts';
import {
  toMatchDetail, toMatchEvent, toMatchLineups, toMatchListItem, toMatchStats, toPlayerDetail, toPlayerListItem,
} from '../../lib/api/resources.ts';
import type { Dataset, Match } from '../../lib/dataset/dataset.ts';
import { idPattern } from '../../schemas/content/cells.ts';
import { prepareBody, type PreparedBody } from '../http/body.ts';
import { echo } from '../../lib/errors/echo.ts';
import { prerenderKey } from './prerender.ts';
import type { PrerenderedStore } from './prerendered-store.ts';
import { BodyCache, queryKey } from './body-cache.ts';
import type { PlayerRow } from '../../schemas/content/index.ts';
import type { Download } from './competition-downloads.ts';

export interface HandlerContext {
  ds: Dataset;
  source: MatchSource;
  prerendered: PrerenderedStore;
  id: string | null;
  query: unknown;
}

export interface HandlerResult {
  /** A value to serialise, or ready bytes, or a file to download. */
  value?: unknown;
  prepared?: PreparedBody;
  download?: Download;
  cache: string;
}

/** Query of the push stream (`GET /matches/live/stream`). */
export interface StreamQuery {
  match_id?: string;
  last_event_id?: number;
}

/** Validates the query string of an endpoint (before permissions, per the check order). */
/** Paging of lists that take only `page`/`per_page`. */
interface PageQuery {
  page: number;
  per_page: number;
}

export function parseEndpointQuery(id: EndpointId, query: QueryParams): unknown {
  if (id === 'listMatches') return parseMatchListQuery(query);
  if (id === 'listPlayers') return parsePlayerListQuery(query);
  if (id === 'listTeams') return parseTeamListQuery(query);
  const q = parseQuery(query, ENDPOINT_BY_ID.get(id)!.query) as Record<string, unknown>;
  if (id === 'getCompetitionExport' && q.format === undefined) throw new ApiError('parameter_invalid', 'format is required: csv (a ZIP of CSVs), sqlite or jsonl.', 'format');
  if (id === 'listCompetitions' || id === 'getCompetitionScorers') return { ...q, page: q.page ?? 1, per_page: q.per_page ?? 20 } as PageQuery;
  return q;
}

export function findSeason(ctx: Pick<HandlerContext, 'ds' | 'id'>): Season {
  const s = ctx.id !== null && idPattern('season').test(ctx.id) ? ctx.ds.seasons.get(ctx.id) : undefined;
  if (!s) throw new ApiError('resource_not_found', `No competition has the ID ${echo(ctx.id ?? '')}; competition IDs look like season_abc and come from GET /competitions.`);
  return s;
}

/** Bodies made from a competition view: a view lives until the next live change, so do they. */
const viewBodies = new WeakMap<CompetitionView, Map<EndpointId, PreparedBody>>();

/**
 * Competition-scoped endpoint. The default request (no paging) is answered from ready bytes: the
 * build's when the competition is final, else bytes made once per competition view (computed at
 * most once per live change); other pages are computed from the view.
 */
function competitionScoped(ctx: HandlerContext, endpoint: EndpointId, compute: (v: CompetitionView) => { value: unknown }, defaultQuery = true): HandlerResult {
  const v = competitionView(ctx.ds, findSeason(ctx), ctx.source);
  const cache = cacheForCompetition(v, ctx.source);
  if (!defaultQuery) return { ...compute(v), cache };
  const built = competitionIsFinal(v, ctx.source) ? ctx.prerendered.get(prerenderKey(endpoint, v.season.id)) : undefined;
  if (built) return { prepared: built, cache };
  let bodies = viewBodies.get(v);
  if (!bodies) viewBodies.set(v, (bodies = new Map()));
  let prepared = bodies.get(endpoint);
  if (!prepared) bodies.set(endpoint, (prepared = prepareBody(compute(v).value)));
  return { prepared, cache };
}

/** Competitions newest first: `starts_on` descending (none last), then ID. */
function competitionOrder(a: { id: string; starts_on: string | null }, b: { id: string; starts_on: string | null }): number {
  if (a.starts_on !== b.starts_on) return a.starts_on === null ? 1 : b.starts_on === null ? -1 : a.starts_on > b.starts_on ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function findMatch(ctx: HandlerContext): Match {
  const m = ctx.id !== null && idPattern('match').test(ctx.id) ? ctx.source.match(ctx.id) : undefined;
  if (!m) throw new ApiError('resource_not_found', `No match has the ID ${echo(ctx.id ?? '')}; match IDs look like match_abc and come from GET /matches.`);
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

/** Match list pages live as long as the match list they were made from (a live change makes a new list). */
const matchPages = new BodyCache<readonly Match[]>();
/** Player list pages live as long as the dataset's player list. */
const playerPages = new BodyCache<readonly PlayerRow[]>();

export const HANDLERS: Partial<Record<EndpointId, Handler>> = {
  listMatches(ctx) {
    const q = ctx.query as MatchListQuery;
    const list = ctx.source.list();
    const prepared = matchPages.get(list, queryKey(q), () => {
      const page = paginate(filterMatches(list, q), q.page, q.per_page);
      return prepareBody({ data: page.data.map((m) => toMatchListItem(ctx.ds, m)), meta: page.meta });
    });
    return { prepared, cache: CACHE.list };
  },
  getMatch: (ctx) => matchScoped(ctx, 'getMatch', (m) => toMatchDetail(ctx.ds, m, ctx.source)),
  getMatchEvents: (ctx) => matchScoped(ctx, 'getMatchEvents', (m) => ctx.source.events(m.id).map((e) => toMatchEvent(ctx.ds, e))),
  getMatchStats: (ctx) =>
    matchScoped(ctx, 'getMatchStats', (m) => {
      const stats = toMatchStats(ctx.ds, m, ctx.source.stats(m.id));
      if (!stats) throw new ApiError('resource_not_found', `No statistics are recorded for match ${m.id}.`);
      return stats;
    }),
  getMatchLineups: (ctx) =>
    matchScoped(ctx, 'getMatchLineups', (m) => {
      const lineups = toMatchLineups(ctx.ds, m, ctx.source.lineups(m.id));
      if (!lineups) throw new ApiError('resource_not_found', `No line-ups are recorded for match ${m.id}.`);
      return lineups;
    }),
  listPlayers(ctx) {
    const q = ctx.query as PlayerListQuery;
    const prepared = playerPages.get(ctx.ds.playerList, queryKey(q), () => {
      const page = paginate(filterPlayers(ctx.ds, q), q.page, q.per_page);
      return prepareBody({ data: page.data.map(toPlayerListItem), meta: page.meta });
    });
    return { prepared, cache: CACHE.players };
  },
  listCompetitions(ctx) {
    const q = ctx.query as PageQuery & { series_id?: string; kind?: string; country_code?: string; season?: string };
    const all = [...ctx.ds.seasons.values()]
      .map((s) => toCompetitionListItem(competitionView(ctx.ds, s, ctx.source)))
      .filter((c) => (q.series_id === undefined || c.series?.id === q.series_id) && (q.kind === undefined || c.kind === q.kind)
        && (q.country_code === undefined || c.country_code === q.country_code) && (q.season === undefined || c.season === q.season))
      .sort(competitionOrder);
    return { value: paginate(all, q.page, q.per_page), cache: CACHE.reference };
  },
  getCompetition(ctx) {
    const v = competitionView(ctx.ds, findSeason(ctx), ctx.source);
    return { value: { data: toCompetitionDetail(v) }, cache: competitionIsFinal(v, ctx.source) ? CACHE.completed : CACHE.list };
  },
  getCompetitionStandings(ctx) {
    const cut = ctx.query as { matchday?: number; date?: string };
    if (cut.matchday === undefined && cut.date === undefined) return competitionScoped(ctx, 'getCompetitionStandings', (v) => ({ value: { data: toStandings(v) } }));
    // a table at a cut-off: computed per request (the published tables are the ready bytes)
    return competitionScoped(ctx, 'getCompetitionStandings', (v) => ({ value: { data: toStandings({ standings: standingsAt(ctx.ds, v.season, ctx.source, cut) }) } }), false);
  },
  getCompetitionBracket: (ctx) => competitionScoped(ctx, 'getCompetitionBracket', (v) => ({ value: { data: v.bracket } })),
  getCompetitionScorers(ctx) {
    const q = ctx.query as PageQuery & { page?: number };
    const isDefault = q.page === 1 && q.per_page === 20;
    return competitionScoped(ctx, 'getCompetitionScorers', (v) => {
      const page = paginate(v.scorers, q.page, q.per_page);
      return { value: { data: page.data.map((s) => toScorer(ctx.ds, s)), meta: page.meta } };
    }, isDefault);
  },
  listTeams(ctx) {
    const q = ctx.query as TeamListQuery;
    const page = paginate(filterTeams(ctx.ds, teamSeasons(ctx.ds), q), q.page, q.per_page);
    return { value: { data: page.data.map((t) => teamRef(ctx.ds, t.id)), meta: page.meta }, cache: CACHE.reference };
  },
  getTeam(ctx) {
    const t = ctx.id !== null && idPattern('team').test(ctx.id) ? ctx.ds.teams.get(ctx.id) : undefined;
    if (!t) throw new ApiError('resource_not_found', `No team has the ID ${echo(ctx.id ?? '')}; team IDs look like team_abc and come from GET /teams.`);
    const seasons = [...(teamSeasons(ctx.ds).get(t.id) ?? [])].map((id) => ctx.ds.seasons.get(id)!);
    const views = seasons.map((s) => ({ ...competitionRef(s), starts_on: startsOn(competitionView(ctx.ds, s, ctx.source)) }));
    const country = ctx.ds.countries.get(t.code)?.name ?? null;
    return {
      value: { data: { ...teamRef(ctx.ds, t.id), country_name: country, kind: country === null ? 'club' : 'national', competitions: views.sort(competitionOrder).map(({ starts_on: _, ...c }) => c) } },
      cache: CACHE.reference,
    };
  },
  getPlayerStats(ctx) {
    const p = ctx.id !== null && idPattern('player').test(ctx.id) ? ctx.ds.players.get(ctx.id) : undefined;
    if (!p) throw new ApiError('resource_not_found', `No player has the ID ${echo(ctx.id ?? '')}; player IDs look like player_abc and come from GET /players.`);
    const only = (ctx.query as { competition_id?: string }).competition_id;
    const entries = [...ctx.ds.seasons.values()]
      .filter((s) => only === undefined || s.id === only)
      .map((s) => ({ s, v: competitionView(ctx.ds, s, ctx.source) }))
      .flatMap(({ s, v }) => {
        const st = v.playerStats.get(p.id);
        return st ? [{ s, v, st, id: s.id, starts_on: startsOn(v) }] : [];
      })
      .sort(competitionOrder);
    const inPlay = entries.some(({ v, st }) => v.matches.some((m) => m.status === 'in_play' && (m.home_team_id === st.team_id || m.away_team_id === st.team_id)));
    return { value: { data: entries.map(({ s, st }) => toPlayerCompetitionStats(ctx.ds, s, st)) }, cache: inPlay ? CACHE.live : CACHE.players };
  },
  getPlayer(ctx) {
    const p = ctx.id !== null && idPattern('player').test(ctx.id) ? ctx.ds.players.get(ctx.id) : undefined;
    if (!p) throw new ApiError('resource_not_found', `No player has the ID ${echo(ctx.id ?? '')}; player IDs look like player_abc and come from GET /players.`);
    return { value: { data: toPlayerDetail(ctx.ds, p) }, cache: CACHE.players };
  },
};
