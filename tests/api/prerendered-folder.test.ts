/**
 * The on-demand store of the build's final payloads (src/server/api/prerendered-folder.ts): only the
 * manifest is read at start, a payload's files on first use, kept in an LRU bounded by bytes; a
 * missing or unreadable payload is "not prerendered" (undefined), logged once, never thrown.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openPrerendered } from '../../src/server/api/prerendered-folder.ts';
import { COMPRESS_MIN_BYTES, etagOf, pickEncoding } from '../../src/server/http/body.ts';

let dir: string;
const logged: string[] = [];
const log = (m: string) => void logged.push(m);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'matchday-prerendered-'));
  logged.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A JSON payload of about `bytes` bytes whose content names `tag`. */
const payload = (tag: string, bytes = 100) => Buffer.from(JSON.stringify({ data: { tag, pad: 'x'.repeat(Math.max(0, bytes - 30)) } }));

async function writePayloads(entries: Record<string, Buffer>, encodings = false): Promise<void> {
  const manifest: Record<string, string> = {};
  for (const [key, json] of Object.entries(entries)) {
    const file = key.replace(':', '--');
    manifest[key] = file;
    await writeFile(join(dir, `${file}.json`), json);
    if (encodings) {
      await writeFile(join(dir, `${file}.json.gz`), gzipSync(json));
      await writeFile(join(dir, `${file}.json.br`), brotliCompressSync(json));
    }
  }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

test('reads a payload on first use, not at start: a file written after opening is what get returns', async () => {
  await writePayloads({ 'getMatch:match_a': payload('before') });
  const store = await openPrerendered(dir, { log });
  expect(store.size).toBe(1);
  expect(store.cachedBytes).toBe(0);
  await writeFile(join(dir, 'getMatch--match_a.json'), payload('after'));
  expect(JSON.parse(store.get('getMatch:match_a')!.json.toString()).data.tag).toBe('after');
  expect(store.cachedBytes).toBeGreaterThan(0);
});

test('the ETag is etagOf(json), and the encodings on disk are the ones served', async () => {
  const json = payload('big', COMPRESS_MIN_BYTES * 3);
  await writePayloads({ 'getMatchEvents:match_a': json }, true);
  const body = (await openPrerendered(dir, { log })).get('getMatchEvents:match_a')!;
  expect(body.json.equals(json)).toBe(true);
  expect(body.etag).toBe(etagOf(json));
  expect(body.gzip!.equals(gzipSync(json))).toBe(true);
  expect(body.br!.equals(brotliCompressSync(json))).toBe(true);
  expect(pickEncoding(body, 'gzip, br').bytes.equals(brotliCompressSync(json))).toBe(true);
});

test('a payload without encoding files is still served; pickEncoding compresses it when asked', async () => {
  const json = payload('plain', COMPRESS_MIN_BYTES * 3);
  await writePayloads({ 'getMatch:match_a': json });
  const body = (await openPrerendered(dir, { log })).get('getMatch:match_a')!;
  expect(body.gzip).toBeUndefined();
  expect(pickEncoding(body, 'gzip').encoding).toBe('gzip');
  expect(logged).toEqual([]);
});

test('a hit is served from memory: changing the file afterwards does not change the answer', async () => {
  await writePayloads({ 'getMatch:match_a': payload('first') });
  const store = await openPrerendered(dir, { log });
  const first = store.get('getMatch:match_a');
  await writeFile(join(dir, 'getMatch--match_a.json'), payload('second'));
  expect(store.get('getMatch:match_a')).toBe(first);
});

test('the LRU evicts the least recently used payloads by bytes: an evicted one is read from disk again', async () => {
  const keys = ['a', 'b', 'c'].map((x) => `getMatch:match_${x}`);
  await writePayloads(Object.fromEntries(keys.map((k) => [k, payload(`${k} v1`, 400)])));
  const size = payload('getMatch:match_a v1', 400).length;
  // Room for two payloads, not three.
  const store = await openPrerendered(dir, { log, maxBytes: size * 2 + size / 2 });
  store.get(keys[0]!);
  store.get(keys[1]!);
  store.get(keys[0]!); // a is now the most recently used: b goes first
  for (const x of ['a', 'b', 'c']) await writeFile(join(dir, `getMatch--match_${x}.json`), payload(`getMatch:match_${x} v2`, 400));
  store.get(keys[2]!);
  expect(store.cachedBytes).toBe(size * 2);
  const tag = (k: string) => JSON.parse(store.get(k)!.json.toString()).data.tag as string;
  expect(tag(keys[0]!)).toBe('getMatch:match_a v1'); // kept
  expect(tag(keys[1]!)).toBe('getMatch:match_b v2'); // evicted, read again
});

test('a payload larger than the whole budget is served but not kept', async () => {
  await writePayloads({ 'getMatch:match_a': payload('huge', 5000) });
  const store = await openPrerendered(dir, { log, maxBytes: 1000 });
  expect(store.get('getMatch:match_a')).toBeDefined();
  expect(store.cachedBytes).toBe(0);
});

test('a missing file is "not prerendered": undefined, no throw, logged once', async () => {
  await writePayloads({ 'getMatch:match_a': payload('a'), 'getMatch:match_b': payload('b') });
  await rm(join(dir, 'getMatch--match_a.json'));
  const store = await openPrerendered(dir, { log });
  expect(store.get('getMatch:match_a')).toBeUndefined();
  expect(store.get('getMatch:match_a')).toBeUndefined();
  expect(store.get('getMatch:match_b')).toBeDefined();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('getMatch:match_a');
});

test('a key the manifest does not name is undefined without touching the disk or the log', async () => {
  await writePayloads({ 'getMatch:match_a': payload('a') });
  await writeFile(join(dir, 'getMatch--match_z.json'), payload('z'));
  const store = await openPrerendered(dir, { log });
  expect(store.get('getMatch:match_z')).toBeUndefined();
  expect(store.get('constructor')).toBeUndefined();
  expect(logged).toEqual([]);
});

test('a manifest entry that is not a plain file name is refused (logged once), never read', async () => {
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ 'getMatch:match_a': '../secret', 'getMatch:match_b': 7 }));
  const store = await openPrerendered(dir, { log });
  expect(store.get('getMatch:match_a')).toBeUndefined();
  expect(store.get('getMatch:match_b')).toBeUndefined();
  expect(store.get('getMatch:match_a')).toBeUndefined();
  expect(logged).toHaveLength(2);
});

test('an unreadable encoding file is left out (logged once): the JSON is still served', async () => {
  const json = payload('big', COMPRESS_MIN_BYTES * 2);
  await writePayloads({ 'getMatch:match_a': json }, true);
  await rm(join(dir, 'getMatch--match_a.json.br'));
  // A folder where the file should be: reading it fails with EISDIR, not ENOENT.
  await mkdir(join(dir, 'getMatch--match_a.json.br'));
  const body = (await openPrerendered(dir, { log })).get('getMatch:match_a')!;
  expect(body.json.equals(json)).toBe(true);
  expect(body.br).toBeUndefined();
  expect(body.gzip).toBeDefined();
  expect(logged).toHaveLength(1);
});

test('a build without a manifest fails at start with the path', async () => {
  await expect(openPrerendered(dir, { log })).rejects.toThrow(/manifest\.json/);
});
