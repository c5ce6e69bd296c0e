/**
 * The public API as one request → response function, independent of node:http so tests call it
 * in-process. Checks run in the order of decisions.md: route → method → authentication → query
 * validation → permission → rate/quota → resource.
 */
import { ApiError } from '../../lib/errors/api-error.ts';
import { CORS } from '../http/cors.ts';
import { errorAnswer } from '../http/error-answer.ts';
import { CACHE } from '../../lib/api/cache-policy.ts';
import { toMatchListItem } from '../../lib/api/resources.ts';
import { staticSource, type MatchSource } from '../../lib/dataset/match-source.ts';
import { withSlots } from '../../lib/dataset/slot-source.ts';
import type { KeyMode } from '../access/api-key.ts';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { notModified, pickEncoding, prepareBody, type PreparedBody } from '../http/body.ts';
import type { Gate, Principal } from '../access/gate.ts';
import { KeyChangedError } from '../access/access-store.ts';
import { HANDLERS, parseEndpointQuery, type HandlerResult, type StreamQuery } from './handlers.ts';
import type { PrerenderedStore } from './prerendered-store.ts';
import type { EndpointId } from '../../lib/api/endpoints.ts';
import { matchRoute, type RouteMatch } from './router.ts';
import type { QueryParams } from '../../lib/api/query-params.ts';
import { competitionDownloads, type Download, type Downloads } from './competition-downloads.ts';
import { downloadHandler } from './download-handler.ts';
import { byteRange } from '../http/byte-range.ts';

export interface ApiRequest {
  method: string;
  /** Canonical path (see canonical-path.ts). */
  path: string;
  /** Raw query string without `?`. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  requestId: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Streaming answers only (body null): the HTTP layer calls it once the headers are sent. */
  stream?: (sink: StreamSink) => void;
  /** For the request log and metrics (node-server.ts): the endpoint and the key, once known. */
  meta?: { route?: string; keyId?: string };
}

/** Where a streaming answer writes after its headers (node-server.ts makes one from the socket). */
export interface StreamSink {
  write(chunk: string | Buffer): boolean;
  end(): void;
  destroy(): void;
  onClose(listener: () => void): void;
  /** Bytes written but not yet sent. */
  readonly buffered: number;
}

/** The push stream (src/server/live/sse-hub.ts). */
export interface LiveStreams {
  /** Takes one of the key's stream slots or throws ApiError rate_limited; the returned function frees it. */
  reserve(keyId: string): () => void;
  /** Streams to `sink` until it closes; calls `release` then. */
  open(req: { principal: Principal; matchId: string | null; lastEventId: number | null; release: () => void }, sink: StreamSink): void;
}

export interface ApiOptions {
  ds: Dataset;
  source: MatchSource;
  prerendered: PrerenderedStore;
  gate: Gate;
  openapi: unknown;
  /** The push stream; without it the stream endpoint answers 503. */
  streams?: LiveStreams;
  /**
   * What test keys (`sk_test_…`) see: the sandbox's overlay and push stream (decisions.md "Sandbox:
   * test keys"). Without it they see content only and their stream answers 503; never live state.
   */
  sandbox?: { source: MatchSource; streams?: LiveStreams };
  /** Competition downloads (default: every file made on demand, none from a build). */
  downloads?: Downloads;
  /** Live body lifetime in ms (decisions.md: computed at most once per 15 s). */
  liveTtlMs?: number;
  now?: () => number;
  onError?: (err: unknown, req: ApiRequest) => void;
}

type Meta = NonNullable<ApiResponse['meta']>;
type Admitted = Awaited<ReturnType<Gate['admit']>>;

/** One authenticated request as it passes the steps (one object per request, fields set by the steps). */
export interface Exchange {
  readonly req: ApiRequest;
  readonly meta: Meta;
  readonly route: RouteMatch;
  /** Set by authenticate. */
  principal: Principal | null;
  /** The parsed query, set by authenticate. */
  query: unknown;
  /** Set by admit; null again once settled. */
  admitted: Admitted | null;
  /** Units reserved by the admission (given back unless the answer is a 2xx). */
  reserved: number;
  /** Frees the key's stream slot the stream endpoint took; null when none is held. */
  release: (() => void) | null;
  /** Set when If-None-Match already matches: the answer is a 304, admitted at 0 units. */
  revalidated: { result: HandlerResult; etag: string } | null;
}

const ALLOW = 'GET, HEAD, OPTIONS';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Most requests have no query string: they share one empty, read-only parameter list. */
const NO_QUERY: QueryParams = { keys: () => [][Symbol.iterator](), get: () => null };
const queryParams = (query: string): QueryParams => (query ? new URLSearchParams(query) : NO_QUERY);

function header(req: ApiRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

export function createApi(opts: ApiOptions) {
  const { ds, prerendered, gate } = opts;
  const now = opts.now ?? Date.now;
  const liveTtl = opts.liveTtlMs ?? 15_000;
  /**
   * Live keys read the live overlay, test keys the sandbox's: every answer (and every cache below,
   * which is kept per mode or per source) comes from the key's own mode.
   */
  const modes: Record<KeyMode, { source: MatchSource; streams?: LiveStreams; liveCache: { at: number; body: PreparedBody } | null }> = {
    live: { source: opts.source, streams: opts.streams, liveCache: null },
    test: opts.sandbox
      ? { source: opts.sandbox.source, streams: opts.sandbox.streams, liveCache: null }
      : { source: withSlots(ds, staticSource(ds)), liveCache: null },
  };
  const openapiBody = prepareBody(opts.openapi, true);
  const downloads = opts.downloads ?? competitionDownloads({ ds, now });

  function liveBody(mode: KeyMode): PreparedBody {
    const t = now();
    const m = modes[mode];
    if (!m.liveCache || t - m.liveCache.at >= liveTtl) {
      const data = m.source.live().map(({ match, clock }) => ({ ...toMatchListItem(ds, match), minute: clock.minute, period: clock.period }));
      m.liveCache = { at: t, body: prepareBody({ data }) };
    }
    return m.liveCache.body;
  }

  function errorResponse(req: ApiRequest, err: ApiError, extra: Record<string, string> = {}): ApiResponse {
    return errorAnswer(err, req.requestId, { head: req.method === 'HEAD', extra });
  }

  function okResponse(req: ApiRequest, prepared: PreparedBody, cache: string, extra: Record<string, string>): ApiResponse {
    const headers: Record<string, string> = {
      ETag: prepared.etag, 'Cache-Control': cache, Vary: 'Accept-Encoding, Authorization', 'Request-Id': req.requestId, ...CORS, ...extra,
    };
    if (notModified(header(req, 'if-none-match'), prepared.etag)) return { status: 304, headers, body: null };
    const { bytes, encoding } = pickEncoding(prepared, header(req, 'accept-encoding'));
    headers['Content-Type'] = JSON_TYPE;
    headers['Content-Length'] = String(bytes.length);
    if (encoding) headers['Content-Encoding'] = encoding;
    return { status: 200, headers, body: req.method === 'HEAD' ? null : bytes };
  }

  /**
   * A file download: 304 on its ETag, 206 for one satisfiable `Range` (416 `range_not_satisfiable`
   * for a start past the end is thrown before units are kept), else the whole file.
   */
  function downloadResponse(req: ApiRequest, file: Download, cache: string, extra: Record<string, string>): ApiResponse {
    const headers: Record<string, string> = {
      ETag: file.etag, 'Cache-Control': cache, Vary: 'Authorization', 'Request-Id': req.requestId, ...CORS, ...extra,
      'Accept-Ranges': 'bytes', 'Content-Disposition': `attachment; filename="${file.fileName}"`,
    };
    if (notModified(header(req, 'if-none-match'), file.etag)) return { status: 304, headers, body: null };
    headers['Content-Type'] = file.contentType;
    const size = file.bytes.length;
    const range = byteRange(header(req, 'range'), size, header(req, 'if-range'), file.etag);
    if (range.kind === 'part') {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      headers['Content-Length'] = String(range.end - range.start + 1);
      return { status: 206, headers, body: req.method === 'HEAD' ? null : file.bytes.subarray(range.start, range.end + 1) };
    }
    headers['Content-Length'] = String(size);
    return { status: 200, headers, body: req.method === 'HEAD' ? null : file.bytes };
  }

  /** The ETag of an answer (a download's, or its JSON's). */
  const etagOfResult = (result: HandlerResult): string => result.download?.etag ?? (result.prepared ?? (result.prepared = prepareBody(result.value))).etag;

  /**
   * `GET /matches/live/stream`: charged once, when the stream opens; then Server-Sent Events until
   * the client leaves. Last-Event-ID (header, else `last_event_id`) resumes after that position.
   */
  async function streamResponse(req: ApiRequest, principal: Principal, admitted: Admitted, cost: number, query: StreamQuery, release: () => void): Promise<ApiResponse> {
    const { source, streams } = modes[principal.mode];
    if (query.match_id !== undefined && !source.match(query.match_id))
      throw new ApiError('resource_not_found', `No match has the ID ${query.match_id}; match IDs look like match_abc and come from GET /matches.`);
    const units = await gate.settle(principal, admitted, cost, true);
    const headers = {
      'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no',
      'Request-Id': req.requestId, ...CORS, ...units,
    };
    if (req.method === 'HEAD') {
      release();
      return { status: 200, headers, body: null };
    }
    const fromHeader = /^\d{1,15}$/.exec(header(req, 'last-event-id')?.trim() ?? '')?.[0];
    const lastEventId = fromHeader !== undefined ? Number(fromHeader) : (query.last_event_id ?? null);
    return {
      status: 200, headers, body: null,
      stream: (sink) => streams!.open({ principal, matchId: query.match_id ?? null, lastEventId, release }, sink),
    };
  }

  /** The endpoint's answer (data and cache policy); may throw ApiError (e.g. 404). */
  async function resource(id: EndpointId, principal: Principal, pathId: string | null, query: unknown): Promise<HandlerResult> {
    if (id === 'liveMatches') return { prepared: liveBody(principal.mode), cache: CACHE.live };
    if (id === 'getUsage') return { value: { data: await gate.usage(principal) }, cache: CACHE.noStore };
    if (id === 'getCompetitionExport') return downloadHandler({ ds, source: modes[principal.mode].source, id: pathId, query }, downloads);
    return HANDLERS[id]!({ ds, source: modes[principal.mode].source, prerendered, id: pathId, query });
  }

  async function handle(req: ApiRequest): Promise<ApiResponse> {
    const meta: Meta = {};
    const out = await answer(req, meta);
    out.meta = meta;
    return out;
  }

  /**
   * Route → method → (public endpoint) → the steps of an authenticated request, in the order of
   * decisions.md: authenticate (key, then query, permission and stream slot, refused before
   * metering) → admit (rate/quota, units reserved) → resource → settle (units kept for a 2xx,
   * given back otherwise). Each step is a function below; any error of one is answered by `refuse`.
   */
  async function answer(req: ApiRequest, meta: Meta): Promise<ApiResponse> {
    const route = matchRoute(req.path);
    if (!route) return errorResponse(req, new ApiError('route_not_found', `There is no API route ${req.path}; see /api/public/v1/openapi.json for the routes.`));
    meta.route = route.endpoint.id;
    const early = beforeAuthentication(req, route);
    if (early) return early;
    const x = exchange(req, meta, route);
    try {
      return await resourceAndSettle(x, await authenticateAndAdmit(x));
    } catch (err) {
      return refuse(x, err);
    }
  }

  function exchange(req: ApiRequest, meta: Meta, route: RouteMatch): Exchange {
    return { req, meta, route, principal: null, query: undefined, admitted: null, reserved: 0, release: null, revalidated: null };
  }

  /** OPTIONS, a method other than GET/HEAD and the public (unauthenticated) endpoint; null for the rest. */
  function beforeAuthentication(req: ApiRequest, route: RouteMatch): ApiResponse | null {
    if (req.method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...CORS, 'Request-Id': req.requestId, Allow: ALLOW, 'Access-Control-Allow-Methods': ALLOW,
          'Access-Control-Allow-Headers': 'Authorization, If-None-Match, Content-Type', 'Access-Control-Max-Age': '86400',
        },
        body: null,
      };
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return errorResponse(req, new ApiError('method_not_allowed', `Method ${req.method.slice(0, 20)} is not allowed; this API answers GET, HEAD and OPTIONS.`), { Allow: ALLOW });
    if (route.endpoint.authenticated) return null;
    try {
      parseEndpointQuery(route.endpoint.id, queryParams(req.query));
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(req, err);
      throw err;
    }
    return okResponse(req, openapiBody, CACHE.public, {});
  }

  /**
   * authenticate → admit. A store that answered from its cache says KeyChangedError when the key
   * changed meanwhile: then both steps once more, with a fresh read.
   */
  async function authenticateAndAdmit(x: Exchange): Promise<Principal> {
    for (let attempt = 0; ; attempt++) {
      try {
        const principal = await authenticate(x);
        await admit(x, principal);
        return principal;
      } catch (err) {
        x.release?.();
        x.release = null;
        if (!(err instanceof KeyChangedError) || attempt > 0) throw err;
        x.principal = null;
      }
    }
  }

  /**
   * The key, then what is refused before metering (counted in the key's minute window only): the
   * query, the permission, and for the stream one of the key's stream slots.
   */
  async function authenticate(x: Exchange): Promise<Principal> {
    const principal = (x.principal = await gate.authenticate(header(x.req, 'authorization')));
    x.meta.keyId = principal.key.id;
    try {
      const { endpoint } = x.route;
      x.query = parseEndpointQuery(endpoint.id, queryParams(x.req.query));
      gate.requirePermission(principal, endpoint.permission);
      if (endpoint.id === 'liveStream') {
        const { streams } = modes[principal.mode];
        if (!streams) throw new ApiError('service_unavailable', 'The live stream is not available on this server; retry later.', null, { 'Retry-After': '5' });
        x.release = streams.reserve(principal.key.id);
      }
    } catch (err) {
      await gate.countOnly(principal);
      throw err;
    }
    return principal;
  }

  /**
   * Rate and quota: counts the request and reserves the endpoint's units. A 304 costs nothing, so a
   * request whose If-None-Match names the current ETag is admitted at 0 units (served even when the
   * day's units are spent). Errors of the resource step are answered in their turn, after rate/quota.
   */
  async function admit(x: Exchange, principal: Principal): Promise<void> {
    let cost = x.route.endpoint.cost;
    x.revalidated = null;
    const inm = header(x.req, 'if-none-match');
    if (inm && cost > 0 && !x.release) {
      try {
        const result = await resource(x.route.endpoint.id, principal, x.route.id, x.query);
        const etag = etagOfResult(result);
        if (notModified(inm, etag)) {
          x.revalidated = { result, etag };
          cost = 0;
        }
      } catch {
        // not answerable now: the resource step reports it
      }
    }
    x.admitted = await gate.admit(principal, cost);
    x.reserved = cost;
  }

  /** resource → settle: the endpoint's answer (or the stream), its units kept when it is a 200. */
  async function resourceAndSettle(x: Exchange, principal: Principal): Promise<ApiResponse> {
    const admitted = x.admitted!;
    if (x.release) {
      const out = await streamResponse(x.req, principal, admitted, x.route.endpoint.cost, x.query as StreamQuery, x.release);
      x.admitted = null;
      x.release = null;
      return out;
    }
    const result = x.revalidated?.result ?? (await resource(x.route.endpoint.id, principal, x.route.id, x.query));
    const etag = etagOfResult(result);
    const charged = !notModified(header(x.req, 'if-none-match'), etag);
    if (charged && result.download) unsatisfiableRange(x.req, result.download);
    const units = await gate.settle(principal, admitted, x.reserved, charged);
    x.admitted = null;
    if (result.download) return downloadResponse(x.req, result.download, result.cache, units);
    return okResponse(x.req, result.prepared!, result.cache, units);
  }

  /** Throws 416 for a `Range` that starts past the end of the file (before units are kept). */
  function unsatisfiableRange(req: ApiRequest, file: Download): void {
    const size = file.bytes.length;
    if (byteRange(header(req, 'range'), size, header(req, 'if-range'), file.etag).kind === 'unsatisfiable')
      throw new ApiError('range_not_satisfiable', `The file has ${size} bytes; ask for a range that starts before byte ${size} (Range: bytes=<start>-), or for the whole file without Range.`, null, { 'Content-Range': `bytes */${size}` });
  }

  /** Any error of the steps as the error envelope: the stream slot freed, the reserved units given back. */
  async function refuse(x: Exchange, err: unknown): Promise<ApiResponse> {
    x.release?.();
    const apiErr = err instanceof ApiError ? err
      : err instanceof KeyChangedError ? new ApiError('service_unavailable', 'The API key changed while this request was checked; retry.', null, { 'Retry-After': '1' })
      : new ApiError('internal_error', 'Something went wrong on our side; retry later or report the Request-Id.');
    if (!(err instanceof ApiError) && !(err instanceof KeyChangedError)) opts.onError?.(err, x.req);
    const { principal, admitted } = x;
    let extra: Record<string, string> = {};
    try {
      if (principal && admitted) extra = await gate.settle(principal, admitted, x.reserved, false);
      else if (principal && apiErr.status !== 503 && !('X-Units-Cost' in apiErr.headers)) extra = await gate.headersFor(principal);
    } catch {
      // the store is down: answer without units headers
    }
    return errorResponse(x.req, apiErr, extra);
  }

  /** The steps one by one, for tests (tests/api/request-steps.test.ts); `handle` runs them in order. */
  const steps = { exchange, beforeAuthentication, authenticate, admit, authenticateAndAdmit, resourceAndSettle, refuse };
  return { handle, steps };
}

export type Api = ReturnType<typeof createApi>;
