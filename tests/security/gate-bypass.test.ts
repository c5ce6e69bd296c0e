/**
 * The shared security suite: every API route and every prerendered API file, under many spellings
 * of its path, never yields API data without a valid key with the right permission.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { rawGet } from '../helpers/raw-http.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';
import { API_BASE, ENDPOINTS, ENDPOINT_BY_ID, type EndpointId } from '../../src/lib/api/endpoints.ts';

const dist = join(REPO, 'dist');
let server: ServerProcess;
const keys: Record<string, string> = {};
let paths: { path: string; permission: string | null }[] = [];
/**
 * The paths tried under every spelling: every route of the endpoint table and, of the prerendered
 * payload files (one gate and one file lookup serve them all), the first two and the last of each
 * endpoint. Every payload file is still tried by its canonical path.
 */
let spelled: typeof paths = [];

/** Spellings of one path that a careless gate might treat as a different (public) path. */
export function spellings(path: string): string[] {
  const noLead = path.slice(1);
  const segs = noLead.split('/');
  const enc = (s: string) => s.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return [
    path,
    `${path}/`,
    `/${path}`,
    path.replace(/\//g, '//'),
    `/api/./public/v1/${segs.slice(3).join('/')}`,
    `/api/public/x/../v1/${segs.slice(3).join('/')}`,
    `/static/../${noLead}`,
    path.replace('/api/', '/%61pi/'),
    `/${segs.map(enc).join('/')}`,
    path.replace(/\//g, '%2F'),
    `/api%2Fpublic%2Fv1/${segs.slice(3).join('/')}`,
    path.toUpperCase(),
    path.replace('/api/', '/Api/'),
    path.replace(/\//g, '\\'),
    `${path}?`,
    `${path}#x`,
    `${path}/.`,
    `${path};x=1`,
    `http://example.com${path}`,
    path.replace('/api/', '/api/%2e/'),
    path.replace('/api/', '/api/%2e%2e/api/'),
    `/./${noLead}`,
  ];
}

function leaksData(body: string): boolean {
  try {
    const j = JSON.parse(body);
    return j && typeof j === 'object' && 'data' in j;
  } catch {
    return /"home_score"|"full_name"|"starting"|"possession"/.test(body);
  }
}

beforeAll(async () => {
  if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) throw new Error('dist/ is not built: run "npm run build" first');
  server = await startServer({ dist });
  const mk = async (plan: string) => (await runScript('keys', ['create', '--name', plan, '--plan', plan], { MATCHDAY_DATA_DIR: server.dataDir })).stdout.trim();
  keys.free = await mk('free');
  keys.revoked = await mk('pro');
  const list = JSON.parse((await runScript('keys', ['list', '--json'], { MATCHDAY_DATA_DIR: server.dataDir })).stdout);
  const revokedId = list.find((k: any) => k.name === 'pro').id;
  expect((await runScript('keys', ['revoke', revokedId], { MATCHDAY_DATA_DIR: server.dataDir })).code).toBe(0);
  const snap: ContentSnapshot = JSON.parse(await readFile(join(dist, 'matchday', 'snapshot.json'), 'utf8'));
  const completed = snap.seasons[0]!.matches.find((m) => m.status === 'completed')!.id;
  const scheduled = snap.seasons.flatMap((s) => s.matches).find((m) => m.status !== 'completed')?.id ?? completed;
  // Every authenticated route of the endpoint table, its {id} filled with real IDs of each kind.
  const ids: Record<string, string[]> = {
    matches: [completed, scheduled], players: [snap.players[0]!.id], competitions: [snap.seasons[0]!.competition.id], teams: [snap.seasons[0]!.teams[0]!.id],
  };
  const fill = (template: string, id: string) => `${API_BASE}${template.replace('{id}', id)}`;
  for (const e of ENDPOINTS.filter((x) => x.authenticated)) {
    const kind = e.path.split('/')[1]!;
    // a download needs its format (without it: 400 before the permission is checked)
    const query = e.download ? '?format=sqlite' : '';
    if (!e.path.includes('{id}')) paths.push({ path: `${API_BASE}${e.path}${query}`, permission: e.permission });
    else {
      expect(ids[kind], `sample IDs for ${e.path}`).toBeDefined();
      for (const id of ids[kind]!) paths.push({ path: `${fill(e.path, id)}${query}`, permission: e.permission });
    }
  }
  // Every prerendered payload file, by the API path it answers.
  spelled = [...paths];
  const manifest = JSON.parse(await readFile(join(dist, 'matchday', 'api', 'manifest.json'), 'utf8')) as Record<string, string>;
  const files = new Map<EndpointId, { path: string; permission: string | null }[]>();
  for (const k of Object.keys(manifest)) {
    const [endpoint, id] = k.split(':') as [EndpointId, string];
    const e = ENDPOINT_BY_ID.get(endpoint)!;
    const p = { path: fill(e.path, id), permission: e.permission };
    paths.push(p);
    files.set(endpoint, [...(files.get(endpoint) ?? []), p]);
  }
  expect(files.size, 'the build has prerendered payload files').toBeGreaterThan(0);
  for (const list of files.values()) spelled.push(...new Set([list[0]!, list[1] ?? list[0]!, list.at(-1)!]));
}, 60_000);
afterAll(async () => server?.stop());

describe('no API data without a valid key, on any spelling', () => {
  test('without a key, with a malformed key and with a revoked key', async () => {
    const auths: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-key' }, { Authorization: `Bearer ${keys.revoked}` }, { Authorization: keys.revoked! }];
    let checked = 0;
    for (const { path } of spelled) {
      for (const spelling of spellings(path)) {
        for (const headers of auths) {
          let r;
          try {
            r = await rawGet(server.port, spelling, headers);
          } catch {
            continue; // the client refused to send this request-target: nothing reached the server
          }
          expect(leaksData(r.body), `${spelling} ${JSON.stringify(headers)} → ${r.status} ${r.body.slice(0, 200)}`).toBe(false);
          expect([400, 401, 404], `${spelling} → ${r.status}`).toContain(r.status);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(spelled.length * 40);
  }, 120_000);

  test('the canonical spelling answers 401 exactly as decisions.md says', async () => {
    for (const { path } of paths) {
      const none = await rawGet(server.port, path);
      expect(none.status, path).toBe(401);
      expect(JSON.parse(none.body).error.code).toBe('api_key_missing');
      expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
      const revoked = await rawGet(server.port, path, { Authorization: `Bearer ${keys.revoked}` });
      expect(JSON.parse(revoked.body).error.code).toBe('api_key_invalid');
    }
  });

  test('403 without the permission, on every spelling of protected paths', async () => {
    for (const { path, permission } of spelled.filter((p) => p.permission)) {
      for (const spelling of spellings(path)) {
        let r;
        try {
          r = await rawGet(server.port, spelling, { Authorization: `Bearer ${keys.free}` });
        } catch {
          continue;
        }
        expect(leaksData(r.body), `${spelling} → ${r.status}`).toBe(false);
        if (r.status === 403) expect(JSON.parse(r.body).error.message).toContain(permission);
        else expect([400, 404]).toContain(r.status);
      }
    }
    for (const { path } of paths.filter((p) => p.permission)) expect((await rawGet(server.port, path, { Authorization: `Bearer ${keys.free}` })).status, path).toBe(403);
  }, 120_000);

  test('no payload is reachable as a static file', async () => {
    const client = join(dist, 'client');
    const walk = async (dir: string): Promise<string[]> =>
      (await readdir(dir, { withFileTypes: true })).flatMap((e) => (e.isDirectory() ? [] : [join(dir, e.name)])).concat(
        ...(await Promise.all((await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => walk(join(dir, e.name))))),
      );
    for (const f of await walk(client)) {
      expect(f.slice(client.length)).not.toMatch(/^\/api\//i);
      if (f.endsWith('.json')) expect(leaksData(await readFile(f, 'utf8')), f).toBe(false);
    }
    for (const p of ['/matchday/api/manifest.json', '/matchday/snapshot.json', '/../matchday/snapshot.json', '/%2e%2e/matchday/snapshot.json', '/server/entry.mjs', '/client/index.html/../../matchday/snapshot.json']) {
      const r = await rawGet(server.port, p);
      expect(leaksData(r.body), p).toBe(false);
      expect(r.body).not.toContain('"seasons"');
    }
  });

  test('Authorization headers of any size or shape are safe', async () => {
    for (const value of ['Bearer', 'Bearer ', 'bearer\t', 'Bearer sk_live_' + 'a'.repeat(10_000), 'Bearer ' + '\u00ff'.repeat(50), 'Bearer sk_live_%00%00', 'x'.repeat(15_000)]) {
      let r;
      try {
        r = await rawGet(server.port, '/api/public/v1/matches', { Authorization: value });
      } catch {
        continue;
      }
      expect([401, 431], value.slice(0, 30)).toContain(r.status);
    }
    expect(server.output()).not.toMatch(/sk_live_[A-Za-z0-9]{20,}/);
  });
});
