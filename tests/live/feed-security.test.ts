/**
 * The feed routes and /live.json under many spellings and key states: the feed never answers or
 * changes anything without a feed_write key, and /live.json is the small public summary, never an
 * API payload.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawGet } from '../helpers/raw-http.ts';
import { liveHarness, type LiveHarness } from './harness.ts';
import { writePending } from './fixtures.ts';

let h: LiveHarness;
let port = 0;
beforeAll(async () => {
  h = await liveHarness(await writePending());
  port = Number(new URL(h.url).port);
});
afterAll(async () => h?.close());

function spellings(path: string): string[] {
  const rest = path.slice('/api/feed/v1/'.length);
  return [
    path, `${path}/`, `/${path}`, path.replace(/\//g, '//'), `/api/./feed/v1/${rest}`, `/api/feed/x/../v1/${rest}`, `/static/../${path.slice(1)}`,
    path.replace('/api/', '/%61pi/'), path.replace(/\//g, '%2F'), path.toUpperCase(), path.replace('/feed/', '/Feed/'), path.replace(/\//g, '\\'),
    `${path}?x=1`, `${path};x=1`, `http://example.com${path}`, path.replace('/api/', '/api/%2e/'), `/./${path.slice(1)}`,
  ];
}

test('no feed route answers, or changes anything, without a key that has feed_write', async () => {
  const paths = ['/api/feed/v1/matches/match_fx-1/messages', '/api/feed/v1/matches/match_fx-1', '/api/feed/v1/matches/match_nope/messages', '/api/feed/v1', '/api/feed'];
  const auths: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-key' }, { Authorization: `Bearer ${h.keys.pro}` }, { Authorization: `Bearer ${h.keys.free}` }, { Authorization: h.keys.feed }];
  let checked = 0;
  for (const path of paths) {
    for (const spelling of spellings(path)) {
      for (const headers of auths) {
        for (const method of ['GET', 'POST', 'DELETE', 'PUT']) {
          let r;
          try {
            r = await rawGet(port, spelling, { ...headers, 'Content-Type': 'application/json' }, method);
          } catch {
            continue;
          }
          expect([400, 401, 403, 404, 405], `${method} ${spelling} ${JSON.stringify(headers)} → ${r.status} ${r.body.slice(0, 200)}`).toContain(r.status);
          if (r.status === 400 && !r.body.startsWith('{')) continue; // Node refused the request-target itself
          expect(JSON.parse(r.body), spelling).not.toHaveProperty('data');
          expect(JSON.parse(r.body).error.request_id).toMatch(/^req_/);
          checked++;
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(paths.length * 40);
  const state = await h.get('/api/feed/v1/matches/match_fx-1', h.keys.feed);
  expect(state.json.data).toEqual({ match_id: 'match_fx-1', next_seq: 1, match: null, state: null });
}, 120_000);

test('/live.json is public, small and not an API payload', async () => {
  expect((await h.send('match_fx-1', { seq: 1, type: 'start' })).status).toBe(200);
  const r = await fetch(`${h.url}/live.json`);
  expect(r.status).toBe(200);
  expect(r.headers.get('cache-control')).toBe('public, max-age=10');
  const body = await r.json();
  expect(Object.keys(body)).toEqual(['generated_at', 'matches']);
  expect(Object.keys(body.matches[0]).sort()).toEqual(['away_penalty', 'away_score', 'away_team', 'away_team_id', 'events', 'home_penalty', 'home_score', 'home_team', 'home_team_id', 'id', 'minute', 'period', 'status'].sort());
  for (const e of body.matches[0].events) expect(Object.keys(e).sort()).toEqual(['detail', 'extra_minute', 'id', 'minute', 'player', 'team_id', 'type']);
  const etag = r.headers.get('etag')!;
  expect((await fetch(`${h.url}/live.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  expect((await fetch(`${h.url}/live.json`, { method: 'POST' })).status).toBe(405);
});
