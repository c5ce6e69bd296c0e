/**
 * The real build (dist/, or MATCHDAY_DIST) served by the product server: every file of dist/client
 * answers with its bytes (br where the build precompressed it), and the pages rendered on demand get
 * the server's data through Astro.locals (the live summary on /live/, the dataset on the search).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
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
