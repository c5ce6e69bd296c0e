/**
 * The site's static file handler (src/server/http/static-files.ts) in-process, over a small folder
 * laid out as Astro builds dist/client and precompressed by the build step (precompress-static.ts):
 * content negotiation, ETag/304, HEAD, Vary, content types, cache policy, a missing variant, the
 * 404 page, and nothing outside the folder. Every case runs with the files in memory, streamed from
 * disk (no file read whole, no cache) and read on every request (no cache). Then the index itself
 * (static-index.ts): nothing read at start, files found on demand, changes noticed, both caches
 * within their byte caps, ETags the same in every process.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { canonicalize } from '../../src/server/http/canonical-path.ts';
import { createStaticFiles, IMMUTABLE, REVALIDATE, type StaticFiles } from '../../src/server/http/static-files.ts';
import { openStaticIndex, STATIC_ENTRY_OVERHEAD, type StaticIndexOptions } from '../../src/server/http/static-index.ts';
import { nodeStaticFs, type StaticFs } from '../../src/server/http/static-folder.ts';
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
  symlinkSync(join(root, '.secret'), join(root, 'secret.txt'));
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

describe.each<[string, StaticIndexOptions]>([
  ['in memory', {}],
  ['streamed from disk', { memoryBytes: 0, maxFileBytes: 0 }],
  ['read per request', { memoryBytes: 0 }],
])('files served %s', (_label, opts) => {
  let server: Server;
  let port: number;
  let files: StaticFiles;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(port, path, headers, method);
  const bytes = (body: string) => Buffer.from(body, 'latin1');

  beforeAll(async () => {
    const index = openStaticIndex(root, opts);
    expect(index.cachedEntries).toBe(0);
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
    for (const path of ['/../snapshot.json', '/teams/../../snapshot.json', '/leak.json', `/${'../'.repeat(8)}etc/passwd`, '/favicon.svg/', '/.secret', '/up/snapshot.json', '/teams/loop/index.html', '/secret.txt']) {
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


/** A folder of `files` of its own (these tests change it). */
function folderOf(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'matchday-static-lazy-')), 'client');
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

/** The real file system, every call recorded as `<call> <path>`. */
function countingFs(): { fs: StaticFs; calls: string[] } {
  const calls: string[] = [];
  const fs: StaticFs = {
    stat: (p) => (calls.push(`stat ${p}`), nodeStaticFs.stat(p)),
    realpath: (p) => (calls.push(`realpath ${p}`), nodeStaticFs.realpath(p)),
    readFile: (p) => (calls.push(`readFile ${p}`), nodeStaticFs.readFile(p)),
  };
  return { fs, calls };
}

/** Serves `files` on a port of its own for the body of `run`. */
async function withServer(files: StaticFiles, run: (get: (path: string, headers?: Record<string, string>) => ReturnType<typeof rawGet>) => Promise<void>): Promise<void> {
  const server = createServer((req, res) => {
    if (!files.serve(req, res, req.url ?? '/', 'req_test')) files.notFound(req, res, 'req_test');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  try {
    await run((path, headers = {}) => rawGet((server.address() as AddressInfo).port, path, headers));
  } finally {
    await new Promise<void>((ok) => server.close(() => ok()));
  }
}

/** Rewrites a file with another modification time (whole seconds later: every file system keeps them). */
function rewrite(path: string, body: string | Buffer): void {
  const before = statSync(path).mtimeMs;
  writeFileSync(path, body);
  const later = new Date(Math.floor(before / 1000) * 1000 + 10_000);
  utimesSync(path, later, later);
}

describe('the index (static-index.ts)', () => {
  const pages = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`match/${i}/index.html`, page(`Match ${String(i).padStart(2, '0')}`)]));

  test('nothing is read at start; a request touches only the files it names', async () => {
    const dir = folderOf({ ...pages, '404.html': page('Not found') });
    await precompressStatic(dir);
    const { fs, calls } = countingFs();
    const index = openStaticIndex(dir, { fs });
    // The folder's own real path, nothing under it.
    expect(calls).toEqual([`realpath ${dir}`]);
    calls.length = 0;
    expect(index.lookup('/match/7/')!.identity.bytes!.toString()).toBe(pages['match/7/index.html']);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toMatch(new RegExp(`^\\w+ ${dir}/match/7/index\\.html(\\.br|\\.gz)?$`));
    // The same page again, by any of its names: from the cache.
    calls.length = 0;
    for (const path of ['/match/7/', '/match/7', '/match/7/index.html']) expect(index.lookup(path)!.path).toBe('/match/7/index.html');
    expect(calls).toEqual([]);
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  test('a file changed, added or removed after start is served as it is now, within one re-check period', async () => {
    const dir = folderOf({ 'index.html': page('Before'), 'big.json': JSON.stringify({ v: 'before'.repeat(200) }), '404.html': page('Not found') });
    await precompressStatic(dir);
    let now = 1_000_000;
    const index = openStaticIndex(dir, { now: () => now, recheckMs: 1000, maxFileBytes: 1024 });
    await withServer(createStaticFiles(index), async (get) => {
      const first = await get('/', { 'Accept-Encoding': 'br' });
      const big = await get('/big.json');
      expect(brotliDecompressSync(bytes(first.body)).toString()).toBe(page('Before'));
      expect(big.body).toContain('before');
      expect(index.lookup('/big.json')!.identity.bytes).toBeNull();
      expect((await get('/new.html')).status).toBe(404);

      rewrite(join(dir, 'index.html'), page('After, longer than before'));
      writeFileSync(join(dir, 'new.html'), page('New'));
      await precompressStatic(dir);
      rewrite(join(dir, 'big.json'), JSON.stringify({ v: 'after!'.repeat(300) }));
      now += 1000;
      const second = await get('/', { 'Accept-Encoding': 'br' });
      expect(brotliDecompressSync(bytes(second.body)).toString()).toBe(page('After, longer than before'));
      expect(second.headers.etag).not.toBe(first.headers.etag);
      const bigAfter = await get('/big.json');
      expect(bigAfter.body).toBe(JSON.stringify({ v: 'after!'.repeat(300) }));
      expect(Number(bigAfter.headers['content-length'])).toBe(bigAfter.body.length);
      expect(bigAfter.headers.etag).not.toBe(big.headers.etag);
      expect((await get('/new.html')).body).toBe(page('New'));

      // Only the .br changed (the build compresses after it writes the page): the br answer follows it.
      const br = join(dir, 'index.html.br');
      const otherBr = readFileSync(join(dir, 'new.html.br'));
      rewrite(br, otherBr);
      now += 1000;
      expect(brotliDecompressSync(bytes((await get('/', { 'Accept-Encoding': 'br' })).body)).toString()).toBe(page('New'));

      rmSync(join(dir, 'big.json'));
      now += 1000;
      expect((await get('/big.json')).status).toBe(404);
    });
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  test('the entry cache holds within its byte cap; a file evicted is found again', () => {
    const dir = folderOf(pages);
    const one = Buffer.byteLength(pages['match/0/index.html']!) + STATIC_ENTRY_OVERHEAD;
    const cap = 5 * one + 10;
    const index = openStaticIndex(dir, { memoryBytes: cap });
    for (let i = 0; i < 50; i++) {
      expect(index.lookup(`/match/${i}/`)!.identity.bytes!.toString()).toBe(pages[`match/${i}/index.html`]);
      expect(index.cachedBytes).toBeLessThanOrEqual(cap);
    }
    expect(index.cachedEntries).toBe(5);
    expect(index.cachedBytes).toBe(5 * one);
    expect(index.lookup('/match/0/')!.identity.bytes!.toString()).toBe(pages['match/0/index.html']);
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  test('missing paths: remembered for a re-check period without touching the disk, in a bounded cache', () => {
    const dir = folderOf({ 'index.html': page('Home') });
    const { fs, calls } = countingFs();
    let now = 0;
    const index = openStaticIndex(dir, { fs, now: () => now, recheckMs: 1000, missingBytes: 2000 });
    expect(index.lookup('/wp-login.php')).toBeNull();
    calls.length = 0;
    for (let i = 0; i < 100; i++) expect(index.lookup('/wp-login.php')).toBeNull();
    expect(calls).toEqual([]);
    writeFileSync(join(dir, 'wp-login.php'), 'now it is there');
    now += 1000;
    expect(index.lookup('/wp-login.php')!.identity.bytes!.toString()).toBe('now it is there');

    for (let i = 0; i < 500; i++) {
      expect(index.lookup(`/missing/${i}`)).toBeNull();
      expect(index.missingBytes).toBeLessThanOrEqual(2000);
    }
    expect(index.missingPaths).toBeGreaterThan(0);
    expect(index.missingPaths).toBeLessThan(500);
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  test('ETags are the same in another process of the same build: a hash of the bytes, size and time for streamed files', () => {
    const paths = ['/', '/teams/arg/', '/_astro/Base.abc123.css', '/logo.png', '/data.json'];
    for (const maxFileBytes of [undefined, 1024]) {
      const etags = (i: ReturnType<typeof openStaticIndex>) => paths.flatMap((p) => {
        const e = i.lookup(p)!;
        return [e.identity.etag, e.br?.etag, e.gzip?.etag];
      });
      const a = openStaticIndex(root, { maxFileBytes });
      const b = openStaticIndex(root, { maxFileBytes, memoryBytes: 0 });
      expect(etags(b)).toEqual(etags(a));
    }
    const small = openStaticIndex(root, { maxFileBytes: 1024 });
    const svg = small.lookup('/favicon.svg')!;
    expect(svg.identity.bytes).not.toBeNull();
    expect(svg.identity.etag).toBe(`"${createHash('sha1').update(readFileSync(join(root, 'favicon.svg'))).digest('base64url')}"`);
    const home = small.lookup('/')!;
    const st = statSync(join(root, 'index.html'));
    expect(home.identity.bytes).toBeNull();
    expect(home.identity.etag).toBe(`"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`);
  });
});

const bytes = (body: string) => Buffer.from(body, 'latin1');
