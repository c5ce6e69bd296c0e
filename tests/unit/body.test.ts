import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { notModified, pickEncoding, prepareBody } from '../../src/server/http/body.ts';

const big = prepareBody({ data: Array.from({ length: 100 }, (_, i) => ({ i, name: `player ${i}` })) });
const small = prepareBody({ data: { ok: true } });

describe('prepareBody', () => {
  test('strong ETag that changes with the bytes', () => {
    expect(big.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(prepareBody({ data: 1 }).etag).not.toBe(prepareBody({ data: 2 }).etag);
    expect(prepareBody({ data: 1 }).etag).toBe(prepareBody({ data: 1 }).etag);
  });
  test('precompress makes both encodings at once for large bodies only', () => {
    const p = prepareBody({ data: 'x'.repeat(5000) }, true);
    expect(brotliDecompressSync(p.br!).equals(p.json)).toBe(true);
    expect(gunzipSync(p.gzip!).equals(p.json)).toBe(true);
    expect(prepareBody({ a: 1 }, true).br).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    ['GZIP', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('Accept-Encoding %s → %s', (header, want) => {
    expect(pickEncoding(big, header).encoding).toBe(want);
  });
  test('bodies of 1 KiB or less are never compressed', () => {
    expect(pickEncoding(small, 'br, gzip')).toEqual({ bytes: small.json, encoding: null });
  });
});

describe('notModified', () => {
  test.each([
    [undefined, false],
    ['*', true],
    ['"abc"', false],
    ['"abc", ETAG', true],
    ['W/ETAG', true],
  ])('If-None-Match %s → %s', (header, want) => {
    expect(notModified(header?.replace('ETAG', big.etag), big.etag)).toBe(want);
  });
});

describe('build-time compression (precompressPayloads)', () => {
  test('adds gzip and br variants that decode to the JSON bytes, for bodies over the threshold only', async () => {
    const { precompressPayloads } = await import('../../src/server/api/prerender.ts');
    const large = prepareBody({ data: Array.from({ length: 200 }, (_, i) => ({ i, name: `player ${i}` })) });
    const tiny = prepareBody({ data: [] });
    await precompressPayloads(new Map([['a', large], ['b', tiny]]), 2);
    expect(gunzipSync(large.gzip!).equals(large.json)).toBe(true);
    expect(brotliDecompressSync(large.br!).equals(large.json)).toBe(true);
    expect(large.br!.length).toBeLessThan(large.json.length);
    expect(tiny.gzip).toBeUndefined();
    expect(tiny.br).toBeUndefined();
  });
});
