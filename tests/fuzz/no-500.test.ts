/**
 * Fuzz: seeded random query strings, paths and headers against every route of the built server.
 * The server must never answer 500, and every /api answer must be a JSON envelope.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO, runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { rawGet } from '../helpers/raw-http.ts';
import { API_BASE, ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { canonicalize, isApiPath } from '../../src/server/http/canonical-path.ts';

let server: ServerProcess;
let key = '';
let ids: string[] = [];

function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  server = await startServer();
  key = (await runScript('keys', ['create', '--name', 'fuzz', '--plan', 'pro'], { MATCHDAY_DATA_DIR: server.dataDir })).stdout.trim();
  const snap = JSON.parse(await readFile(join(REPO, 'dist', 'matchday', 'snapshot.json'), 'utf8'));
  ids = [snap.seasons[0].matches[0].id, snap.players[0].id, snap.seasons[0].teams[0].id, snap.seasons[0].competition.id];
}, 60_000);
afterAll(async () => server?.stop());

test('2,000 random requests: never a 500, always the envelope under /api', async () => {
  const r = rng(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const junk = () => pick(['', '0', '-1', '1e3', '999999999999', 'null', '%', '%zz', '%00', '%C3%B1', '😀', '..', 'a'.repeat(300), '2026-02-30', '2026-13-01', '2030-06-01', 'live', 'in_play', 'scheduled', ' ', '+', '&', '=', '[]', '{"a":1}', ...ids]);
  const names = ['date', 'from', 'to', 'status', 'competition_id', 'team_id', 'page', 'per_page', 'search', 'match_id', 'last_event_id', 'x', 'page[]', '__proto__', 'constructor', ''];
  // Every route of the endpoint table (the stream excepted: it stays open), {id} filled with a real ID of its kind.
  const idOf: Record<string, string> = { matches: ids[0]!, players: ids[1]!, teams: ids[2]!, competitions: ids[3]! };
  const routes = ENDPOINTS.filter((e) => !e.stream).map((e) => `${API_BASE}${e.path.replace('{id}', idOf[e.path.split('/')[1]!] ?? 'x')}`);
  const bases = [...routes, '/api', '/api/public', '/', '/nope'];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < 2000; i++) {
    let path = pick(bases);
    if (r() < 0.3) path += `/${encodeURIComponent(junk())}`;
    const params = Array.from({ length: Math.floor(r() * 4) }, () => `${encodeURIComponent(pick(names))}=${r() < 0.8 ? encodeURIComponent(junk()) : junk()}`);
    const target = params.length ? `${path}?${params.join('&')}` : path;
    const headers: Record<string, string> = {};
    if (r() < 0.85) headers.Authorization = r() < 0.8 ? `Bearer ${key}` : pick(['Bearer', `Bearer ${key}x`, 'Basic abc', `bearer  ${key}`, 'Bearer ' + junk()]);
    if (r() < 0.3) headers['If-None-Match'] = pick(['*', '"abc"', 'W/"x"', junk()]);
    if (r() < 0.3) headers['Accept-Encoding'] = pick(['gzip', 'br;q=0.5, gzip;q=0', '*', 'identity', junk(), 'br;q=abc']);
    const method = r() < 0.1 ? pick(['HEAD', 'OPTIONS', 'POST', 'DELETE', 'PUT']) : 'GET';
    let res;
    try {
      res = await rawGet(server.port, target, headers, method);
    } catch {
      continue; // the HTTP client itself refused to send it
    }
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    expect(res.status, `${method} ${target} ${JSON.stringify(headers)}`).not.toBe(500);
    expect(res.status).toBeLessThan(500);
    const canon = canonicalize(target);
    if (canon && isApiPath(canon.path) && method !== 'HEAD' && res.status !== 204 && res.status !== 304) {
      const ct = String(res.headers['content-type']);
      expect(ct, target).toBe('application/json; charset=utf-8');
      if (!res.headers['content-encoding']) {
        const body = JSON.parse(res.body);
        expect('data' in body || 'error' in body || 'openapi' in body, target).toBe(true);
      }
    }
  }
  expect(Object.keys(statuses).length).toBeGreaterThan(4);
  expect(server.output()).not.toContain('[server]');
}, 180_000);
