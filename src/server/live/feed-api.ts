/**
 * The feed ingest API under /api/feed/v1 (docs/live.md). Same gate as the public API (401/403
 * envelopes; keys need `feed_write`, which no plan grants), not metered in units.
 *
 *   POST   /api/feed/v1/matches/{id}/messages   apply one message (JSON)
 *   GET    /api/feed/v1/matches/{id}            next expected seq and the live state
 *   DELETE /api/feed/v1/matches/{id}            discard the live state (the match is content's again)
 */
import { ApiError } from '../../lib/errors/api-error.ts';
import { errorAnswer } from '../http/error-answer.ts';
import type { Gate } from '../access/gate.ts';
import type { ApiRequest, ApiResponse } from '../api/app.ts';
import type { LiveIngest } from './ingest.ts';

export const FEED_BASE = '/api/feed/v1';
export const FEED_PERMISSION = 'feed_write';

export interface FeedRequest extends ApiRequest {
  /** Reads the request body; rejects with ApiError body_too_large past `limit` bytes. */
  readBody(limit: number): Promise<Buffer>;
}

/** True for canonical paths the feed API answers (exact letter case, like the public routes). */
export function isFeedPath(path: string): boolean {
  return path === '/api/feed' || path.startsWith('/api/feed/');
}

const JSON_TYPE = 'application/json; charset=utf-8';

function header(req: ApiRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

export function createFeedApi(opts: { gate: Gate; ingest: LiveIngest; maxBodyBytes?: number; onError?: (err: unknown, req: ApiRequest) => void }) {
  const { gate, ingest } = opts;
  const limit = opts.maxBodyBytes ?? 64 * 1024;

  function json(req: ApiRequest, status: number, body: string, extra: Record<string, string> = {}): ApiResponse {
    const bytes = Buffer.from(body);
    return {
      status,
      headers: { 'Content-Type': JSON_TYPE, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-store', 'Request-Id': req.requestId, ...extra },
      body: req.method === 'HEAD' ? null : bytes,
    };
  }

  function error(req: ApiRequest, err: ApiError): ApiResponse {
    return errorAnswer(err, req.requestId, { head: req.method === 'HEAD' });
  }

  function route(path: string): { kind: 'messages' | 'match'; id: string } | null {
    const m = /^\/api\/feed\/v1\/matches\/([^/]+)(\/messages)?$/.exec(path);
    return m ? { kind: m[2] ? 'messages' : 'match', id: m[1]! } : null;
  }

  async function body(req: FeedRequest): Promise<unknown> {
    const type = (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json')
      throw new ApiError('unsupported_media_type', `Send the message as JSON with Content-Type: application/json${type ? `, not ${type.slice(0, 60)}` : ''}.`);
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (declared > limit) throw new ApiError('body_too_large', `A message is at most ${limit} bytes; this one declares ${declared}.`);
    const bytes = await req.readBody(limit);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch (err) {
      throw new ApiError('message_invalid', `The body is not valid JSON (${(err as Error).message.slice(0, 100)}).`);
    }
  }

  async function handle(req: FeedRequest): Promise<ApiResponse> {
    const meta: NonNullable<ApiResponse['meta']> = {};
    const out = await answer(req, meta);
    out.meta = meta;
    return out;
  }

  async function answer(req: FeedRequest, meta: NonNullable<ApiResponse['meta']>): Promise<ApiResponse> {
    const r = route(req.path);
    if (!r) return error(req, new ApiError('route_not_found', `There is no feed route ${req.path.slice(0, 200)}; feed routes are ${FEED_BASE}/matches/{id} and ${FEED_BASE}/matches/{id}/messages.`));
    const allow = r.kind === 'messages' ? 'POST, OPTIONS' : 'GET, DELETE, OPTIONS';
    if (req.method === 'OPTIONS') return { status: 204, headers: { Allow: allow, 'Request-Id': req.requestId }, body: null };
    if (!allow.split(', ').includes(req.method))
      return error(req, new ApiError('method_not_allowed', `Method ${req.method.slice(0, 20)} is not allowed here; this route answers ${allow}.`, null, { Allow: allow }));
    try {
      const principal = await gate.authenticate(header(req, 'authorization'));
      meta.keyId = principal.key.id;
      gate.requirePermission(principal, FEED_PERMISSION);
      if (r.kind === 'match') {
        if (req.method === 'GET') return json(req, 200, JSON.stringify({ data: await ingest.view(r.id) }));
        const { discarded } = await ingest.reset(r.id);
        return json(req, 200, JSON.stringify({ data: { match_id: r.id, discarded } }));
      }
      const message = await body(req);
      const result = await ingest.ingest(r.id, message);
      const extra: Record<string, string> = result.replayed ? { 'Idempotent-Replayed': 'true' } : {};
      if (result.streamIds) extra['Stream-Ids'] = `${result.streamIds.first}-${result.streamIds.last}`;
      return json(req, 200, result.body, extra);
    } catch (err) {
      if (err instanceof ApiError) return error(req, err);
      opts.onError?.(err, req);
      return error(req, new ApiError('internal_error', 'Something went wrong on our side; retry the same message later or report the Request-Id.'));
    }
  }

  return { handle };
}

export type FeedApi = ReturnType<typeof createFeedApi>;
