/** HTTP behaviour shared by every route: ETag/304, compression, HEAD, OPTIONS/CORS, 405, Request-Id. */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await apiHarness(await writeFixture());
});
const V1 = '/api/public/v1';

describe('conditional requests', () => {
  test('every 200 has a strong ETag; If-None-Match answers 304 without a body and costs 0 units', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/events`);
    expect(r.headers.ETag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(r.headers['X-Units-Cost']).toBe('2');
    const before = Number(r.headers['X-Units-Remaining']);
    const c = await h.get(`${V1}/matches/match_fx-1/events`, { headers: { 'If-None-Match': r.headers.ETag! } });
    expect(c.status).toBe(304);
    expect(c.body).toBeNull();
    expect(c.headers['X-Units-Cost']).toBe('0');
    expect(Number(c.headers['X-Units-Remaining'])).toBe(before);
    expect(c.headers.ETag).toBe(r.headers.ETag);
  });
  test('dynamic lists have ETags too', async () => {
    const a = await h.get(`${V1}/matches?status=completed`);
    const b = await h.get(`${V1}/matches?status=completed`, { headers: { 'If-None-Match': `"x", ${a.headers.ETag}` } });
    expect(b.status).toBe(304);
  });
  test('usage is no-store but still has an ETag', async () => {
    const r = await h.get(`${V1}/usage`);
    expect(r.headers['Cache-Control']).toBe('no-store');
    expect(r.headers.ETag).toBeTruthy();
  });
});

describe('compression', () => {
  test('bodies over 1 KiB are compressed with br or gzip when accepted', async () => {
    const plain = await h.get(`${V1}/players?per_page=50`);
    expect(plain.body!.length).toBeGreaterThan(1024);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    const br = await h.get(`${V1}/players?per_page=50`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body!).equals(plain.body!)).toBe(true);
    const gz = await h.get(`${V1}/players?per_page=50`, { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gz.body!).equals(plain.body!)).toBe(true);
    expect(gz.headers.Vary).toContain('Accept-Encoding');
  });
  test('small bodies are not compressed', async () => {
    const r = await h.get(`${V1}/matches/match_fx-2`, { headers: { 'Accept-Encoding': 'br' } });
    expect(r.body!.length).toBeLessThanOrEqual(1024);
    expect(r.headers['Content-Encoding']).toBeUndefined();
  });
});

describe('methods and CORS', () => {
  test('HEAD answers like GET without a body and costs the same', async () => {
    const r = await h.get(`${V1}/matches/match_fx-1/lineups`, { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.body).toBeNull();
    expect(r.headers['X-Units-Cost']).toBe('3');
    expect(Number(r.headers['Content-Length'])).toBeGreaterThan(0);
  });
  test('OPTIONS preflight needs no key', async () => {
    const r = await h.get(`${V1}/matches`, { method: 'OPTIONS', key: null });
    expect(r.status).toBe(204);
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(r.headers['Access-Control-Allow-Headers']).toContain('Authorization');
  });
  test.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is 405 with Allow, before authentication', async (method) => {
    const r = await h.get(`${V1}/matches`, { method, key: null });
    expect(r.status).toBe(405);
    expect(r.headers.Allow).toBe('GET, HEAD, OPTIONS');
    expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'method_not_allowed' });
  });
  test('CORS headers expose the units and rate-limit headers', async () => {
    const r = await h.get(`${V1}/matches`);
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    for (const name of ['X-Units-Cost', 'X-Units-Remaining', 'RateLimit', 'RateLimit-Policy', 'ETag', 'Request-Id']) expect(r.headers['Access-Control-Expose-Headers']).toContain(name);
  });
  test('every response has a Request-Id', async () => {
    for (const path of [`${V1}/matches`, `${V1}/nope`, '/api/other']) {
      const r = await h.get(path, { key: null });
      expect(r.headers['Request-Id']).toMatch(/^req_[A-Za-z0-9]{20}$/);
    }
  });
  test('unknown paths anywhere under /api/ use the error envelope', async () => {
    const r = await h.get('/api/private/thing', { key: null });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ error: { type: 'invalid_request_error', code: 'route_not_found', message: expect.any(String), param: null, request_id: r.headers['Request-Id'] } });
  });
});

describe('OpenAPI', () => {
  test('served without a key, describes every endpoint', async () => {
    const r = await h.get(`${V1}/openapi.json`, { key: null });
    expect(r.status).toBe(200);
    expect(r.json.openapi).toBe('3.1.0');
    expect(Object.keys(r.json.paths)).toEqual(expect.arrayContaining([`${V1}/matches`, `${V1}/matches/live`, `${V1}/matches/{id}`, `${V1}/matches/{id}/events`, `${V1}/matches/{id}/stats`, `${V1}/matches/{id}/lineups`, `${V1}/players`, `${V1}/players/{id}`, `${V1}/usage`]));
  });
});

describe('quoted input in error messages', () => {
  test('control characters never come back and quoted input is cut to 64 characters', async () => {
    const long = await h.get(`/api/public/v1/matches/match_${'x'.repeat(200)}`);
    expect(long.status).toBe(404);
    expect(long.json.error.message).toContain(`match_${'x'.repeat(58)}…`);
    expect(long.json.error.message).not.toContain('x'.repeat(59));
    const c1 = await h.get('/api/public/v1/matches?ev%C2%85il%0D%0AX-Injected:%201=1');
    expect(c1.json.error.code).toBe('parameter_unknown');
    // eslint-disable-next-line no-control-regex
    const controls = /[\u0000-\u001f\u007f-\u009f]/;
    expect(c1.json.error.message).not.toMatch(controls);
    expect(c1.json.error.param).not.toMatch(controls);
    expect(c1.json.error.message).toContain('evilX-Injected: 1');
    const team = await h.get(`/api/public/v1/teams/team_%C2%9B${'y'.repeat(100)}`);
    expect(team.status).toBe(404);
    expect(team.json.error.message).not.toMatch(controls);
  });
});
