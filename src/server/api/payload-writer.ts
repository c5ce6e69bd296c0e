/**
 * Writes the build's prerendered API payloads into `<out>/matchday/api` at the cost of what changed:
 * a payload whose JSON is the same as the previous build's (its ETag, a hash of the JSON, is kept in
 * `etags.json` beside the manifest) is neither compressed nor written again, so its three files keep
 * their bytes and modification times; a payload that is gone is deleted with its variants. Only new
 * and changed payloads are compressed (gzip and br, off the main thread) and written. The manifest
 * (key → file, read by the server) is rewritten only when its contents change.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { precompressBody } from '../http/body.ts';
import type { PreparedBody } from '../http/body.ts';

export interface PayloadWrite {
  /** Payloads in this build. */
  total: number;
  /** Keys written (new or changed JSON). */
  written: string[];
  /** Keys removed (in the previous build, not in this one). */
  removed: string[];
}

const ETAGS = 'etags.json';
const MANIFEST = 'manifest.json';

/** `getMatch:match_x` → `getMatch--match_x` (the file name's stem). */
export const payloadFile = (key: string): string => key.replace(':', '--');

async function readJson(path: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Payloads waiting to be written at most: the rest of the iterable waits (bounded memory). */
const MAX_QUEUED = 256;

/**
 * Writes `payloads` (JSON only; compressed here when needed) into `dir`; see the module comment.
 * `payloads` may be a generator (prerender.ts payloadEntries): it is read as fast as the writes allow.
 */
export async function writePayloadsIncrementally(dir: string, payloads: Iterable<[string, PreparedBody]>, opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {}): Promise<PayloadWrite> {
  await mkdir(dir, { recursive: true });
  const previous = await readJson(join(dir, ETAGS));
  // Gone while files change: a build stopped half-way leaves no ETags, and the next writes everything.
  await rm(join(dir, ETAGS), { force: true });
  const limit = pLimit(opts.concurrency ?? 4);
  const written: string[] = [];
  const etags: Record<string, string> = {};
  const manifest: Record<string, string> = {};
  const work: Promise<void>[] = [];
  const seen = new Set<string>();
  let queued = 0;
  const freed: (() => void)[] = [];
  for (const [key, body] of payloads) {
    const file = payloadFile(key);
    seen.add(key);
    manifest[key] = file;
    etags[key] = body.etag;
    if (previous[key] === body.etag && existsSync(join(dir, `${file}.json`))) continue;
    written.push(key);
    while (queued >= MAX_QUEUED) await new Promise<void>((resolve) => freed.push(resolve));
    queued++;
    work.push(limit(async () => {
      await precompressBody(body);
      await writeFile(join(dir, `${file}.json`), body.json);
      // a payload that became too small to compress loses its old variants
      await (body.gzip ? writeFile(join(dir, `${file}.json.gz`), body.gzip) : rm(join(dir, `${file}.json.gz`), { force: true }));
      await (body.br ? writeFile(join(dir, `${file}.json.br`), body.br) : rm(join(dir, `${file}.json.br`), { force: true }));
      opts.onProgress?.(written.length, written.length);
    }).finally(() => {
      queued--;
      freed.shift()?.();
    }));
  }
  const removed = Object.keys(previous).filter((k) => !seen.has(k));
  for (const key of removed) {
    const file = payloadFile(key);
    work.push(limit(async () => {
      for (const ext of ['.json', '.json.gz', '.json.br']) await rm(join(dir, `${file}${ext}`), { force: true });
    }));
  }
  await Promise.all(work);
  const manifestText = JSON.stringify(manifest);
  const old = existsSync(join(dir, MANIFEST)) ? await readFile(join(dir, MANIFEST), 'utf8') : null;
  if (old !== manifestText) await writeFile(join(dir, MANIFEST), manifestText);
  await writeFile(join(dir, ETAGS), JSON.stringify(etags));
  return { total: seen.size, written, removed };
}
