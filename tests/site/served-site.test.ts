/**
 * The real build (dist/, or MATCHDAY_DIST) served by the product server: every file of dist/client
 * answers with its bytes (br where the build precompressed it), and the pages rendered on demand get
 * the server's data through Astro.locals (the live summary on /live/, the dataset on the search).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createKeyWithCli, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { rawGet } from '../helpers/raw-http.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/server/http/static-files.ts';

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');
const CLIENT = join(DIST, 'client');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ dist: DIST });
}, 60_000);
afterAll(async () => server?.stop());

test('every file of dist/client is served with its bytes, br where the build wrote a .br', async () => {
  const files = (await readdir(CLIENT, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(CLIENT.length));
  expect(files.length).toBeGreaterThan(100);
  const names = new Set((await readdir(CLIENT, { recursive: true })).map((f) => `/${f}`));
  let compressed = 0;
  for (const file of files) {
    // Pages by the URL the site links (`/x/`), other files by their name.
    const url = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
    const r = await rawGet(server.port, encodeURI(url), { 'Accept-Encoding': 'gzip, br' });
    expect(r.status, url).toBe(200);
    const body = Buffer.from(r.body, 'latin1');
    const plain = await readFile(join(CLIENT, file));
    if (names.has(`${file}.br`)) {
      compressed++;
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(body).equals(plain), url).toBe(true);
    } else expect(body.equals(plain), url).toBe(true);
    expect(r.headers['cache-control'], url).toBe(file.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
  }
  expect(compressed).toBeGreaterThan(files.length / 2);
}, 120_000);

test('on-demand pages get the server data as Astro.locals; unknown paths get the 404 page', async () => {
  const live = await rawGet(server.port, '/live/');
  expect(live.status).toBe(200);
  expect(live.headers['cache-control']).toBe('no-store');
  expect(live.body).toContain('No match is being played right now.');
  expect(live.body).not.toContain('Live data is not available on this server.');

  const snapshot = JSON.parse(await readFile(join(DIST, 'matchday', 'snapshot.json'), 'utf8')) as { players: { full_name: string }[] };
  const name = snapshot.players[0]!.full_name;
  const search = await rawGet(server.port, `/players/search/?q=${encodeURIComponent(name)}`);
  expect(search.status).toBe(200);
  expect(search.body).toMatch(/id="search-count"[^>]*>\d[\d,]* players? found/);

  const missing = await rawGet(server.port, '/no/such/page/', { 'Accept-Encoding': 'identity' });
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(Buffer.from(missing.body, 'latin1').equals(await readFile(join(CLIENT, '404.html')))).toBe(true);
  expect(missing.headers['request-id']).toMatch(/^req_/);
});

// Last in this file: it changes what /matches/<id>/ answers while the match is replayed.
test('a match the live state answers for has its page rendered live at the same address, never content\'s result', async () => {
  const snap = JSON.parse(await readFile(join(DIST, 'matchday', 'snapshot.json'), 'utf8'));
  const m = snap.seasons[0].matches.find((x: any) => x.status === 'completed' && x.home_score + x.away_score >= 2 && x.home_team_id !== null);
  const page = `/matches/${m.id}/`;
  const big = (h: number, a: number) => `${h}<span aria-hidden="true">–</span><span class="sr-only"> to </span>${a}`;
  const get = async (path: string) => {
    const r = await rawGet(server.port, path);
    return { ...r, body: Buffer.from(r.body, 'latin1').toString('utf8') };
  };
  const before = await get(page);
  expect(before.body).toContain('data-live="0"');
  expect(before.body).toContain(big(m.home_score, m.away_score));

  const key = await createKeyWithCli(['--name', 'served-live', '--plan', 'free', '--permissions', 'feed_write'], { MATCHDAY_DATA_DIR: server.dataDir });
  let seq = 0;
  const feed = async (message: object) => {
    const r = await fetch(`${server.url}/api/feed/v1/matches/${m.id}/messages`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ seq: ++seq, ...message }) });
    expect(r.status, await r.text()).toBe(200);
  };
  await feed({ type: 'start', replay: true });
  await feed({ type: 'clock', period: 'first_half', minute: 23 });
  for (const path of [page, page.slice(0, -1), `${page}?utm=x`]) {
    const live = await get(path);
    expect(live.status, path).toBe(200);
    expect(live.headers['cache-control'], path).toBe('no-cache');
    expect(live.body, path).toContain('data-live="1"');
    expect(live.body, path).toContain('data-status="in_play"');
    expect(live.body, path).toContain('Live · 23′');
    expect(live.body, path).toContain(big(0, 0));
    expect(live.body, path).not.toContain(big(m.home_score, m.away_score));
  }
  expect((await rawGet(server.port, '/live/matches/match_not-a-match/')).status).toBe(404);

  // Full time: content has the match as completed, so the built page is served again.
  await feed({ type: 'finish' });
  const after = await get(page);
  expect(after.body).toContain('data-live="0"');
  expect(after.body).toBe(before.body);
});
