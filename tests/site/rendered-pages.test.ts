/**
 * History match pages rendered on demand (src/server/http/rendered-pages.ts over
 * response-capture.ts): rendered once, then served like a built file (ETag per variant, 304, br/gzip,
 * HEAD, Vary, public max-age=0); concurrent first requests share one rendering; anything but a 200
 * is passed on and not kept.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRenderedPages } from '../../src/server/http/rendered-pages.ts';
import { captureResponse } from '../../src/server/http/response-capture.ts';
import { REVALIDATE } from '../../src/server/http/static-files.ts';

const PAGE = `<!doctype html><title>Match</title>${'<p>A long match report line.</p>'.repeat(200)}`;
let renders = 0;
let status = 200;
let server: Server;
let url = '';

/** What Astro's node handler does with a response: writeHead, chunks, end (sometimes late). */
async function fakeAstro(req: IncomingMessage) {
  const c = captureResponse(req);
  renders++;
  setTimeout(() => {
    c.res.writeHead(status, { 'content-type': 'text/html', 'x-page': 'yes' });
    c.res.write(PAGE.slice(0, 100));
    c.res.write(Buffer.from(PAGE.slice(100)));
    c.res.end();
  }, 20);
  return c.done;
}

beforeAll(async () => {
  const pages = createRenderedPages();
  server = createServer((req, res) => void pages.serve(req, res, req.url!.split('?')[0]!, 'req_1', () => fakeAstro(req)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('rendered pages', () => {
  test('three concurrent first requests render once; the answers are the page, with the static headers', async () => {
    const rs = await Promise.all([1, 2, 3].map(() => fetch(`${url}/matches/a/`, { headers: { 'Accept-Encoding': 'identity' } })));
    expect(renders).toBe(1);
    for (const r of rs) {
      expect(r.status).toBe(200);
      expect(await r.text()).toBe(PAGE);
      expect(r.headers.get('cache-control')).toBe(REVALIDATE);
      expect(r.headers.get('content-type')).toBe('text/html');
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect(r.headers.get('request-id')).toBe('req_1');
      expect(r.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
  });

  test('then served from memory: br by Accept-Encoding with its own ETag, 304 on If-None-Match, HEAD without a body', async () => {
    const br = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((ok) => {
      void import('node:http').then(({ get }) => get(`${url}/matches/a/`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }));
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const plain = await fetch(`${url}/matches/a/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(br.headers.etag).not.toBe(plain.headers.get('etag'));
    const again = await fetch(`${url}/matches/a/`, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': plain.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${url}/matches/a/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(renders).toBe(1);
  });

  test('an answer that is not a 200 is passed on as rendered and not kept', async () => {
    status = 404;
    const before = renders;
    const r = await fetch(`${url}/matches/b/`);
    expect(r.status).toBe(404);
    expect(r.headers.get('x-page')).toBe('yes');
    await fetch(`${url}/matches/b/`);
    expect(renders).toBe(before + 2);
    status = 200;
  });

  test('a stream that fails rejects the capture', async () => {
    const c = captureResponse({} as IncomingMessage);
    c.res.write('half');
    c.res.destroy(new Error('boom'));
    await expect(c.done).rejects.toThrow('boom');
  });
});
