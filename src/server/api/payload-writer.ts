/**
 * Writes the build's prerendered API payloads into `<out>/matchday/api` at the cost of what changed:
 * a payload whose JSON is the same as the previous build's (its ETag, a hash of the JSON, is kept in
 * `etags.json` beside the manifest) is neither compressed nor written again, so its three files keep
 * their bytes and modification times; a payload that is gone is deleted with its variants. Only new
 * and changed payloads are compressed (gzip and br, off the main thread) and written. The manifest
 * (key → file, read by the server) is rewritten only when its contents change.
 *
 * With `groups` (the build: a payload's group is its season, a group's key the hash of the code and
 * of the season's inputs), the payloads of a group whose key is the last build's are not even made:
 * `payloads` is then a function of the groups that are unchanged, and their entries are carried over
 * from the last build (`groups.json` beside the manifest). A build with one result changed makes the
 * payloads of one season instead of all 179,300.
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
const GROUPS = 'groups.json';

/** What a payload belongs to, for skipping whole groups that did not change (see the module comment). */
export interface PayloadGroups {
  /** The group of a payload key (e.g. its season), or null for a payload of no group. */
  of(key: string): string | null;
  /** The group's inputs now: the last build's payloads of a group with the same key are kept as they are. */
  key(group: string): string;
}

/** The payloads, or a function that makes them for the groups that changed (`unchanged(group)` is true for the others). */
export type PayloadSource = Iterable<[string, PreparedBody]> | ((unchanged: (group: string) => boolean) => Iterable<[string, PreparedBody]>);

/** `getMatch:match_x` → `getMatch--match_x` (the file name's stem). */
export const payloadFile = (key: string): string => key.replace(':', '--');

async function readJson(path: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** `record` with its keys in `order` (the same files whichever payloads were carried over and which were made). */
const inOrder = (record: Record<string, string>, order: readonly string[]): string => JSON.stringify(Object.fromEntries(order.map((k) => [k, record[k]!])));

/** Payloads waiting to be written at most: the rest of the iterable waits (bounded memory). */
const MAX_QUEUED = 256;

/**
 * Writes `payloads` (JSON only; compressed here when needed) into `dir`; see the module comment.
 * `payloads` may be a generator (prerender.ts payloadEntries): it is read as fast as the writes allow.
 */
export async function writePayloadsIncrementally(dir: string, source: PayloadSource, opts: { concurrency?: number; groups?: PayloadGroups; onProgress?: (done: number, total: number) => void } = {}): Promise<PayloadWrite> {
  await mkdir(dir, { recursive: true });
  const previous = await readJson(join(dir, ETAGS));
  // Without the last build's ETags (a build stopped half-way) no group counts as unchanged.
  const previousGroups = Object.keys(previous).length > 0 ? await readJson(join(dir, GROUPS)) : {};
  // Gone while files change: a build stopped half-way leaves no ETags, and the next writes everything.
  await rm(join(dir, ETAGS), { force: true });
  await rm(join(dir, GROUPS), { force: true });
  const limit = pLimit(opts.concurrency ?? 4);
  const written: string[] = [];
  const etags: Record<string, string> = {};
  const manifest: Record<string, string> = {};
  const work: Promise<void>[] = [];
  const seen = new Set<string>();
  const groups = opts.groups;
  const unchangedGroups = new Map<string, boolean>();
  const unchanged = (group: string): boolean => {
    let same = unchangedGroups.get(group);
    if (same === undefined) unchangedGroups.set(group, (same = groups !== undefined && Object.hasOwn(previousGroups, group) && previousGroups[group] === groups.key(group)));
    return same;
  };
  if (groups) {
    for (const [key, etag] of Object.entries(previous)) {
      const group = groups.of(key);
      if (group === null || !unchanged(group)) continue;
      seen.add(key);
      manifest[key] = payloadFile(key);
      etags[key] = etag;
    }
  }
  const payloads = typeof source === 'function' ? source(unchanged) : source;
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
  // In key order: the files are the same whichever payloads were carried over and which were made.
  // The same keys as the last build (its ETags are in key order): the same manifest, whose file
  // names follow from the keys; it is neither made again nor compared.
  const previousKeys = Object.keys(previous);
  const sameKeys = removed.length === 0 && seen.size === previousKeys.length && previousKeys.every((k, i) => i === 0 || previousKeys[i - 1]! < k) && existsSync(join(dir, MANIFEST));
  const order = sameKeys ? previousKeys : [...seen].sort();
  if (!sameKeys) {
    const manifestText = inOrder(manifest, order);
    const old = existsSync(join(dir, MANIFEST)) ? await readFile(join(dir, MANIFEST), 'utf8') : null;
    if (old !== manifestText) await writeFile(join(dir, MANIFEST), manifestText);
  }
  await writeFile(join(dir, ETAGS), inOrder(etags, order));
  if (groups) {
    const keys: Record<string, string> = {};
    for (const key of order) {
      const group = groups.of(key);
      if (group !== null && !Object.hasOwn(keys, group)) keys[group] = groups.key(group);
    }
    await writeFile(join(dir, GROUPS), JSON.stringify(keys));
  }
  return { total: seen.size, written, removed };
}
