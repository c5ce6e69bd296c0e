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
import type { Prerendered } from './prerender.ts';

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

/** Writes `payloads` (JSON only; compressed here when needed) into `dir`; see the module comment. */
export async function writePayloadsIncrementally(dir: string, payloads: Prerendered, opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {}): Promise<PayloadWrite> {
  await mkdir(dir, { recursive: true });
  const previous = await readJson(join(dir, ETAGS));
  // Gone while files change: a build stopped half-way leaves no ETags, and the next writes everything.
  await rm(join(dir, ETAGS), { force: true });
  const limit = pLimit(opts.concurrency ?? 4);
  const written: string[] = [];
  const etags: Record<string, string> = {};
  const manifest: Record<string, string> = {};
  const work: Promise<void>[] = [];
  for (const [key, body] of payloads) {
    const file = payloadFile(key);
    manifest[key] = file;
    etags[key] = body.etag;
    if (previous[key] === body.etag && existsSync(join(dir, `${file}.json`))) continue;
    written.push(key);
    work.push(limit(async () => {
      await precompressBody(body);
      await writeFile(join(dir, `${file}.json`), body.json);
      // a payload that became too small to compress loses its old variants
      await (body.gzip ? writeFile(join(dir, `${file}.json.gz`), body.gzip) : rm(join(dir, `${file}.json.gz`), { force: true }));
      await (body.br ? writeFile(join(dir, `${file}.json.br`), body.br) : rm(join(dir, `${file}.json.br`), { force: true }));
      opts.onProgress?.(written.length, written.length);
    }));
  }
  const removed = Object.keys(previous).filter((k) => !payloads.has(k));
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
  return { total: payloads.size, written, removed };
}
