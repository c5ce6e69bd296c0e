/**
 * Every error source of the server answers with the one envelope (Datasette's error-shape test):
 * the node server's own answers (an undecodable path, a handler that threw), the public API's
 * pipeline (route, method, authentication, query, resource) and the feed API. Each answer has the
 * status and type its code names (ALL_ERROR_CODES), `request_id` equal to the Request-Id header,
 * CORS headers, no-store, and never a control character or a stack trace.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ALL_ERROR_CODES, type AnyErrorCode } from '../../src/schemas/api/error.ts';
import { createRequestListener } from '../../src/server/node-server.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { writeFull } from '../live/fixtures.ts';
import { sandboxHarness, type SandboxHarness } from '../sandbox/harness.ts';

const codes = Object.keys(ALL_ERROR_CODES) as [AnyErrorCode, ...AnyErrorCode[]];
const envelope = z
  .object({
    error: z
      .object({
        type: z.string(),
        code: z.enum(codes),
        message: z.string().min(1),
        param: z.string().nullable(),
        request_id: z.string().min(1),
      })
      .strict(),
  })
  .strict();

let h: SandboxHarness;
let broken: Server;
let brokenUrl: string;

beforeAll(async () => {
  h = await sandboxHarness(await writeFull());
  // A runtime whose handlers throw: the server's own 500 answer.
  const fail = async () => {
    throw new Error('boom at /srv/secret/handler.ts:12');
  };
  const rt = { api: { handle: fail }, feed: { handle: fail }, site: null } as unknown as Runtime;
  broken = createServer(createRequestListener(rt));
  await new Promise<void>((ok) => broken.listen(0, '127.0.0.1', ok));
  brokenUrl = `http://127.0.0.1:${(broken.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  broken?.closeAllConnections();
  await new Promise<void>((ok) => (broken ? broken.close(() => ok()) : ok()));
  await h?.close();
});

interface Case {
  name: string;
  code: AnyErrorCode;
  request: () => Promise<Response>;
}

const api = (path: string, init: RequestInit = {}) => fetch(`${h.url}${path}`, init);
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

const cases: Case[] = [
  { name: 'undecodable path (node server)', code: 'route_not_found', request: () => api('/api/public/v1/%ZZ') },
  { name: 'handler that threw (node server)', code: 'internal_error', request: () => fetch(`${brokenUrl}/api/public/v1/matches`) },
  { name: 'feed handler that threw (node server)', code: 'internal_error', request: () => fetch(`${brokenUrl}/api/feed/v1/matches/x`) },
  { name: 'no key', code: 'api_key_missing', request: () => api('/api/public/v1/matches') },
  { name: 'unknown key', code: 'api_key_invalid', request: () => api('/api/public/v1/matches', { headers: bearer('sk_live_nope') }) },
  { name: 'unknown route', code: 'route_not_found', request: () => api('/api/public/v1/nowhere', { headers: bearer(h.keys.live) }) },
  { name: 'method', code: 'method_not_allowed', request: () => api('/api/public/v1/matches', { method: 'DELETE', headers: bearer(h.keys.live) }) },
  { name: 'bad parameter value', code: 'parameter_invalid', request: () => api('/api/public/v1/matches?status=%0D%0Abogus', { headers: bearer(h.keys.live) }) },
  { name: 'unknown parameter', code: 'parameter_unknown', request: () => api('/api/public/v1/matches?bogus=1', { headers: bearer(h.keys.live) }) },
  { name: 'unknown match', code: 'resource_not_found', request: () => api('/api/public/v1/matches/match_nope', { headers: bearer(h.keys.live) }) },
  { name: 'feed without key', code: 'api_key_missing', request: () => api('/api/feed/v1/matches/match_nope/messages', { method: 'POST', body: '{}' }) },
  {
    name: 'feed media type', code: 'unsupported_media_type',
    request: () => api('/api/feed/v1/matches/match_nope/messages', { method: 'POST', body: 'x', headers: { ...bearer(h.keys.feed), 'Content-Type': 'text/plain' } }),
  },
  {
    name: 'feed message shape', code: 'message_invalid',
    request: async () => {
      const id = h.ds.matchList[0]!.id;
      return api(`/api/feed/v1/matches/${id}/messages`, { method: 'POST', body: '{"seq":"one"}', headers: { ...bearer(h.keys.feed), 'Content-Type': 'application/json' } });
    },
  },
];

describe('every error source answers with the one envelope', () => {
  test.each(cases)('$name → $code', async ({ code, request }) => {
    const res = await request();
    const text = await res.text();
    const body = envelope.parse(JSON.parse(text));
    expect(body.error.code).toBe(code);
    expect(res.status).toBe(ALL_ERROR_CODES[code].status);
    expect(body.error.type).toBe(ALL_ERROR_CODES[code].type);
    expect(body.error.request_id).toBe(res.headers.get('request-id'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Request-Id');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(text).not.toContain('/srv/secret');
    expect(text).not.toMatch(/\bat .*:\d+/);
  });
});
