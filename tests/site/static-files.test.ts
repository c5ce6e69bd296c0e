/**
 * The site's static file handler (src/server/http/static-files.ts) in-process, over a small folder
 * laid out as Astro builds dist/client and precompressed by the build step (precompress-static.ts):
 * content negotiation, ETag/304, HEAD, Vary, content types, cache policy, a missing variant, the
 * 404 page, and nothing outside the folder. Every case runs with the files in memory and read from
 * disk (a memory cap of 0).
 */
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { canonicalize } from '../../src/server/http/canonical-path.ts';
import { createStaticFiles, IMMUTABLE, REVALIDATE, type StaticFiles } from '../../src/server/http/static-files.ts';
import { indexStaticFiles } from '../../src/server/http/static-index.ts';
import { precompressStatic } from '../../src/server/http/precompress-static.ts';
import { rawGet } from '../helpers/raw-http.ts';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${`<p>${title}: a row of the table</p>`.repeat(200)}</body></html>`;

const FILES: Record<string, string | Buffer> = {
  'index.html': page('Home'),
  'teams/index.html': page('Teams'),
  'teams/arg/index.html': page('Argentina'),
  '_astro/Base.abc123.css': `body{margin:0}${'.row{padding:1px 2px}'.repeat(200)}`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'calendar.ics': `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nSUMMARY:Match\r\nEND:VEVENT\r\n'.repeat(100)}END:VCALENDAR\r\n`,
  'data.json': JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: 'row' })) }),
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)]),
  'old/index.html': page('An old build'),
  'empty-dir/.keep': 'x',
  '.secret': 'not for the web',
  '404.html': page('Page not found'),
};

let root: string;
let outside: string;

beforeAll(async () => {
  const base = mkdtempSync(join(tmpdir(), 'matchday-static-'));
  root = join(base, 'client');
  for (const [rel, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), body);
  }
  outside = join(base, 'snapshot.json');
  writeFileSync(outside, '{"seasons":[]}');
  symlinkSync(outside, join(root, 'leak.json'));
  symlinkSync(dirname(root), join(root, 'up'));
  symlinkSync(root, join(root, 'teams', 'loop'));
  await precompressStatic(root);
  // An old build: no variants at all for this page; and a gzip variant lost for the teams page.
  rmSync(join(root, 'old/index.html.br'));
  rmSync(join(root, 'old/index.html.gz'));
  rmSync(join(root, 'teams/index.html.gz'));
});

afterAll(() => rmSync(dirname(root), { recursive: true, force: true }));

describe('the build step', () => {
  test('writes .br and .gz beside text files when smaller, never beside binaries or tiny files', () => {
    for (const f of ['index.html', '_astro/Base.abc123.css', 'calendar.ics', 'data.json', '404.html']) {
      const plain = readFileSync(join(root, f));
      expect(brotliDecompressSync(readFileSync(join(root, `${f}.br`)))).toEqual(plain);
      expect(gunzipSync(readFileSync(join(root, `${f}.gz`)))).toEqual(plain);
      expect(readFileSync(join(root, `${f}.br`)).length).toBeLessThan(plain.length);
    }
    for (const f of ['logo.png', 'favicon.svg']) {
      expect(existsSync(join(root, `${f}.br`)), f).toBe(false);
      expect(existsSync(join(root, `${f}.gz`)), f).toBe(false);
    }
  });
});

describe.each([
  ['in memory', undefined],
  ['from disk', 0],
])('files served %s', (_label, memoryBytes) => {
  let server: Server;
  let port: number;
  let files: StaticFiles;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(port, path, headers, method);
  const bytes = (body: string) => Buffer.from(body, 'latin1');

  beforeAll(async () => {
    const index = indexStaticFiles(root, { memoryBytes });
    if (memoryBytes === 0) expect(index.memoryBytes).toBe(0);
    else expect(index.memoryBytes).toBeGreaterThan(0);
    files = createStaticFiles(index);
    server = createServer((req, res) => {
      const url = canonicalize(req.url ?? '/');
      if (!url || !files.serve(req, res, url.path, 'req_test')) files.notFound(req, res, 'req_test');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  test('br before gzip before identity by Accept-Encoding, q=0 honoured, Vary on every answer', async () => {
    const plain = readFileSync(join(root, 'index.html'));
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.1, gzip;q=0.9', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*;q=0', undefined],
      ['x-gzip', 'gzip'],
      [undefined, undefined],
    ];
    const etags = new Map<string | undefined, string>();
    for (const [ae, encoding] of cases) {
      const r = await get('/', ae === undefined ? {} : { 'Accept-Encoding': ae });
      expect(r.status, String(ae)).toBe(200);
      expect(r.headers['content-encoding'], String(ae)).toBe(encoding);
      expect(r.headers.vary).toBe('Accept-Encoding');
      const body = bytes(r.body);
      expect(Number(r.headers['content-length'])).toBe(body.length);
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(decoded).toEqual(plain);
      etags.set(encoding, String(r.headers.etag));
    }
    // A strong ETag per variant.
    expect(new Set(etags.values()).size).toBe(3);
    for (const tag of etags.values()) expect(tag).toMatch(/^"[^"]+"$/);
  });

  test('If-None-Match → 304 for the variant it names, with the validators and no body', async () => {
    const br = await get('/teams/arg/', { 'Accept-Encoding': 'br' });
    const tag = String(br.headers.etag);
    const hit = await get('/teams/arg/', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
    expect(hit.status).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers).toMatchObject({ etag: tag, vary: 'Accept-Encoding', 'cache-control': REVALIDATE, 'request-id': 'req_test' });
    expect(br.headers['request-id']).toBe('req_test');
    expect((await get('/teams/arg/', { 'Accept-Encoding': 'br', 'If-None-Match': `"x", W/${tag}` })).status).toBe(304);
    expect((await get('/teams/arg/', { 'Accept-Encoding': 'br', 'If-None-Match': '*' })).status).toBe(304);
    // Another variant, another ETag: the br tag does not validate the gzip answer.
    const gz = await get('/teams/arg/', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await get('/teams/arg/', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' })).status).toBe(200);
  });

  test('If-Modified-Since → 304 unless If-None-Match is there (it decides)', async () => {
    const first = await get('/data.json');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await get('/data.json', { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await get('/data.json', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    expect((await get('/data.json', { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get('/data.json', { 'If-Modified-Since': 'not a date' })).status).toBe(200);
  });

  test('HEAD: the same headers as GET, no body', async () => {
    for (const ae of ['br', 'gzip', 'identity']) {
      const g = await get('/_astro/Base.abc123.css', { 'Accept-Encoding': ae });
      const h = await get('/_astro/Base.abc123.css', { 'Accept-Encoding': ae }, 'HEAD');
      expect(h.status).toBe(200);
      expect(h.body).toBe('');
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'vary', 'cache-control', 'last-modified']) expect(h.headers[name], name).toEqual(g.headers[name]);
    }
  });

  test('content types with charset for text; immutable assets, revalidated pages and files', async () => {
    const expected: Record<string, string> = {
      '/': 'text/html; charset=utf-8',
      '/_astro/Base.abc123.css': 'text/css; charset=utf-8',
      '/favicon.svg': 'image/svg+xml; charset=utf-8',
      '/calendar.ics': 'text/calendar; charset=utf-8',
      '/data.json': 'application/json; charset=utf-8',
      '/logo.png': 'image/png',
    };
    for (const [path, type] of Object.entries(expected)) {
      const r = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toBe(type);
      expect(r.headers['cache-control'], path).toBe(path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
    }
    // Files without variants are the same for every client: no Vary, no Content-Encoding.
    const png = await get('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(bytes(png.body)).toEqual(FILES['logo.png']);
  });

  test('a missing variant (an old build) is served plain', async () => {
    const old = await get('/old/', { 'Accept-Encoding': 'br, gzip' });
    expect(old.status).toBe(200);
    expect(old.headers['content-encoding']).toBeUndefined();
    expect(old.body).toBe(FILES['old/index.html']);
    const teams = await get('/teams', { 'Accept-Encoding': 'gzip' });
    expect(teams.headers['content-encoding']).toBeUndefined();
    expect(teams.body).toBe(FILES['teams/index.html']);
    expect(teams.headers.vary).toBe('Accept-Encoding');
    expect((await get('/teams', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });

  test('pages: /x, /x/ and /x/index.html are the same file; no directory listing', async () => {
    for (const path of ['/teams/arg', '/teams/arg/', '/teams/arg/index.html']) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toBe(FILES['teams/arg/index.html']);
    }
    expect((await get('/index.html')).body).toBe(FILES['index.html']);
    for (const path of ['/empty-dir', '/empty-dir/', '/_astro', '/_astro/']) expect((await get(path)).status, path).toBe(404);
  });

  test('the 404 page with status 404 for anything that is not a file; variants are not files of their own', async () => {
    for (const path of ['/nope', '/teams/nope/', '/index.html.br', '/index.html.gz', '/.secret', '/empty-dir/.keep']) {
      const r = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(gunzipSync(bytes(r.body)).toString()).toBe(FILES['404.html']);
      expect(r.headers.etag).toBeUndefined();
      expect(r.headers['request-id']).toBe('req_test');
    }
    const head = await get('/nope', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
  });

  test('nothing outside the folder: dot segments and symlinks out of it are refused; a symlink loop is read once', async () => {
    const calls: string[] = [];
    const fake = { method: 'GET', headers: {} } as never;
    const res = { writeHead: () => calls.push('writeHead'), end: () => calls.push('end') } as never;
    for (const path of ['/../snapshot.json', '/teams/../../snapshot.json', '/leak.json', `/${'../'.repeat(8)}etc/passwd`, '/favicon.svg/', '/.secret', '/up/snapshot.json', '/teams/loop/index.html']) {
      expect(files.serve(fake, res, path), path).toBe(false);
    }
    expect(calls).toEqual([]);
    for (const target of ['/leak.json', '/%2e%2e/snapshot.json', '/..%2fsnapshot.json']) {
      const r = await get(target);
      expect(r.status, target).toBe(404);
      expect(r.body).not.toContain('seasons');
    }
  });

  test('other methods than GET and HEAD on a file: 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const r = await get('/', {}, method);
      expect(r.status, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });
});

test('the memory cap: files past it are read from disk, assets first', () => {
  const css = readFileSync(join(root, '_astro/Base.abc123.css.br')).length + readFileSync(join(root, '_astro/Base.abc123.css.gz')).length + readFileSync(join(root, '_astro/Base.abc123.css')).length;
  const index = indexStaticFiles(root, { memoryBytes: css });
  expect(index.memoryBytes).toBe(css);
  expect(index.byPath.get('/_astro/Base.abc123.css')!.identity.bytes).not.toBeNull();
  expect(index.byPath.get('/')!.identity.bytes).toBeNull();
  const small = indexStaticFiles(root, { maxFileBytes: 1024 });
  expect(small.byPath.get('/favicon.svg')!.identity.bytes).not.toBeNull();
  expect(small.byPath.get('/')!.identity.bytes).toBeNull();
});
