/**
 * The build's final payloads read on demand: at start only `manifest.json` (key → file name, written
 * by `writePrerendered`); a payload's files (`<file>.json` and its `.json.gz`/`.json.br` when they
 * exist) are read synchronously on first use and kept in an LRU bounded by bytes, so a hot payload
 * is served from memory and a process's memory does not grow with the number of matches. A missing
 * or unreadable payload is "not prerendered" (the handler computes the answer), logged once.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPRESS_MIN_BYTES, etagOf, type PreparedBody } from '../http/body.ts';
import { ByteLru } from './byte-lru.ts';
import type { PrerenderedStore } from './prerendered-store.ts';
import { fallbackWarn } from '../ops/logger.ts';

export const DEFAULT_PRERENDERED_CACHE_BYTES = 64 * 1024 * 1024;

/** A manifest's file name: no path separators, no dots (the extensions are added here). */
const FILE_NAME = /^[A-Za-z0-9_-]+$/;

export interface PrerenderedFolderOptions {
  /** The LRU's budget in bytes (default 64 MiB); a payload counts its JSON and both encodings. */
  maxBytes?: number;
  /** Where a missing or unreadable payload is reported (once per payload). */
  log?: (message: string) => void;
}

export interface PrerenderedFolder extends PrerenderedStore {
  /** Bytes the LRU holds now. */
  readonly cachedBytes: number;
}

/** Opens the payloads written by `writePrerendered` into `dir`; throws when its manifest is missing or not an object. */
export async function openPrerendered(dir: string, opts: PrerenderedFolderOptions = {}): Promise<PrerenderedFolder> {
  const manifest: unknown = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new Error(`${join(dir, 'manifest.json')} is not an object of key → file name`);
  return prerenderedFolder(dir, manifest as Record<string, unknown>, opts);
}

/**
 * The store over `dir` with its parsed `manifest`. The manifest's entries are checked on use, not at
 * start: with every season imported it has hundreds of thousands.
 */
export function prerenderedFolder(dir: string, manifest: Record<string, unknown>, opts: PrerenderedFolderOptions = {}): PrerenderedFolder {
  const log = opts.log ?? fallbackWarn('api');
  const cache = new ByteLru<PreparedBody>(opts.maxBytes ?? DEFAULT_PRERENDERED_CACHE_BYTES);
  /** Payloads found missing or unreadable: not read again, not logged again. */
  const unavailable = new Set<string>();
  /** Encoding files found unreadable: logged once (read again after an eviction). */
  const badVariants = new Set<string>();
  let size: number | undefined;

  const unavailableBecause = (key: string, why: string): undefined => {
    unavailable.add(key);
    log(`prerendered payload ${key} ${why}; answering it computed`);
    return undefined;
  };

  /** An encoding's file, or undefined when it was not written (small payloads) or cannot be read. */
  const readVariant = (key: string, path: string): Buffer | undefined => {
    try {
      return readFileSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || badVariants.has(path)) return undefined;
      badVariants.add(path);
      log(`prerendered payload ${key}: ${path} unreadable (${(err as Error).message}); compressing it when asked`);
      return undefined;
    }
  };

  const load = (key: string): PreparedBody | undefined => {
    const file = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (file === undefined) return undefined;
    if (typeof file !== 'string' || !FILE_NAME.test(file)) return unavailableBecause(key, `has a bad file name in the manifest (${JSON.stringify(file)})`);
    const base = join(dir, `${file}.json`);
    let json: Buffer;
    try {
      json = readFileSync(base);
    } catch (err) {
      return unavailableBecause(key, `is unreadable (${(err as Error).message})`);
    }
    const body: PreparedBody = { json, etag: etagOf(json) };
    // Bodies this small are never sent compressed (pickEncoding), so their encodings are not read.
    if (json.length > COMPRESS_MIN_BYTES) {
      const gzip = readVariant(key, `${base}.gz`);
      const br = readVariant(key, `${base}.br`);
      if (gzip) body.gzip = gzip;
      if (br) body.br = br;
    }
    return body;
  };

  /** What a cached body may hold: an encoding not on disk is made by pickEncoding and kept on the body (at most its JSON's size). */
  const bytesOf = (b: PreparedBody) =>
    b.json.length > COMPRESS_MIN_BYTES ? b.json.length + (b.gzip?.length ?? b.json.length) + (b.br?.length ?? b.json.length) : b.json.length;

  return {
    get size() {
      return (size ??= Object.keys(manifest).length);
    },
    get cachedBytes() {
      return cache.bytes;
    },
    get(key) {
      const hit = cache.get(key);
      if (hit) return hit;
      if (unavailable.has(key)) return undefined;
      const body = load(key);
      if (body) cache.set(key, body, bytesOf(body));
      return body;
    },
  };
}
