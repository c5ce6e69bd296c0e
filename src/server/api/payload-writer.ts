/**
 * Writes the build's prerendered API payloads into `<out>/matchday/api` at the cost of what changed:
 * a payload whose JSON is the same as the previous build's (its ETag, a hash of the JSON) is neither
 * compressed nor written again, so its three files keep their bytes and modification times; a
 * payload that is gone is deleted with its variants. Only new and changed payloads are compressed
 * (gzip and br, off the main thread) and written. The manifest (key → file, read by the server) is
 * rewritten only when the keys change.
 *
 * With `groups` (the build: a payload's group is its season, a group's key the hash of the code and
 * of the season's inputs), the payloads of a group whose key is the last build's are not even made:
 * `payloads` is then a function of the groups that are unchanged, and they are carried over from
 * the last build. The ETags are kept by group, one line each in `etags.tsv` (the group, its key, how
 * many payloads, their ETags as JSON): an unchanged group's line is copied as it was, unread, so a
 * build with one result changed handles the payloads of one season instead of all 179,300 (reading,
 * looking up and writing every ETag took 1.5 s of it).
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

/** The ETags by group (see the module comment); gone while the files change. */
const ETAGS = 'etags.tsv';
/** The ETags of the builds before groups had lines (one object of key → ETag): read once, then replaced. */
const LEGACY_ETAGS = 'etags.json';
const LEGACY_GROUPS = 'groups.json';
const MANIFEST = 'manifest.json';

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

/** A group's line of etags.tsv: its ETags are parsed only when the group is made again or the keys changed. */
interface GroupLine {
  /** The group's key in that build (empty: none, it is always made). */
  key: string;
  count: number;
  etags: string;
}

/** `etags.tsv` as group (JSON: a string, or null for the payloads of no group) → line; null when there is none. */
async function readLines(dir: string): Promise<Map<string, GroupLine> | null> {
  let text: string;
  try {
    text = await readFile(join(dir, ETAGS), 'utf8');
  } catch {
    return null;
  }
  const lines = new Map<string, GroupLine>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [group, key, count, etags] = line.split('\t');
    if (group === undefined || key === undefined || etags === undefined || !/^\d+$/.test(count ?? '')) return null;
    lines.set(group, { key, count: Number(count), etags });
  }
  return lines;
}

/** The last build's ETags in the format before etags.tsv (key → ETag), if that is what the folder has. */
async function readLegacy(dir: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(join(dir, LEGACY_ETAGS), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** A group's ETags (key → ETag) from its line. */
const etagsOf = (line: GroupLine | undefined): Record<string, string> => (line ? (JSON.parse(line.etags) as Record<string, string>) : {});

/** The line of a group made in this build. */
const lineOf = (group: string, key: string, etags: Record<string, string>): string => {
  const sorted = Object.keys(etags).sort();
  return `${group}\t${key}\t${sorted.length}\t${JSON.stringify(Object.fromEntries(sorted.map((k) => [k, etags[k]!])))}`;
};

/** Payloads waiting to be written at most: the rest of the iterable waits (bounded memory). */
const MAX_QUEUED = 256;

/**
 * Writes `payloads` (JSON only; compressed here when needed) into `dir`; see the module comment.
 * `payloads` may be a generator (prerender.ts payloadEntries): it is read as fast as the writes allow.
 */
export async function writePayloadsIncrementally(dir: string, source: PayloadSource, opts: { concurrency?: number; groups?: PayloadGroups; onProgress?: (done: number, total: number) => void } = {}): Promise<PayloadWrite> {
  await mkdir(dir, { recursive: true });
  const lines = await readLines(dir);
  // a folder of an older build: its ETags still spare the unchanged payloads' writes, once
  const legacy = lines ? null : await readLegacy(dir);
  const previous = lines ?? new Map<string, GroupLine>();
  // Gone while files change: a build stopped half-way leaves no ETags, and the next writes everything.
  for (const f of [ETAGS, LEGACY_ETAGS, LEGACY_GROUPS]) await rm(join(dir, f), { force: true });
  const limit = pLimit(opts.concurrency ?? 4);
  const written: string[] = [];
  const work: Promise<void>[] = [];
  const groups = opts.groups;
  /** Group (JSON) → its key now; for the groups of no key (null) ''. */
  const keyNow = (group: string): string => (group === 'null' || !groups ? '' : groups.key(JSON.parse(group) as string));
  const unchangedGroups = new Map<string, boolean>();
  const unchanged = (group: string): boolean => {
    const g = JSON.stringify(group);
    let same = unchangedGroups.get(g);
    if (same === undefined) {
      const line = previous.get(g);
      unchangedGroups.set(g, (same = groups !== undefined && line !== undefined && line.key !== '' && line.key === groups.key(group)));
    }
    return same;
  };
  /** The groups made in this build: group (JSON) → key → ETag (a carried group a payload is made for again keeps its others). */
  const made = new Map<string, Record<string, string>>();
  const before = new Map<string, Record<string, string>>();
  const previousEtags = (g: string) => {
    let etags = before.get(g);
    if (!etags) before.set(g, (etags = etagsOf(previous.get(g))));
    return etags;
  };
  // every group of the last build is asked (one the source does not ask for is gone)
  for (const g of previous.keys()) if (g !== 'null') unchanged(JSON.parse(g) as string);
  const payloads = typeof source === 'function' ? source(unchanged) : source;
  let queued = 0;
  const freed: (() => void)[] = [];
  for (const [key, body] of payloads) {
    const file = payloadFile(key);
    const g = JSON.stringify(groups?.of(key) ?? null);
    let etags = made.get(g);
    if (!etags) made.set(g, (etags = unchangedGroups.get(g) ? { ...previousEtags(g) } : {}));
    etags[key] = body.etag;
    if ((legacy ? legacy[key] : previousEtags(g)[key]) === body.etag && existsSync(join(dir, `${file}.json`))) continue;
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
  // Every group of this build: made, or carried over as it was (unchanged and not made); the others
  // of the last build are gone with their payloads.
  const next = new Map<string, string>();
  // a key of the last build that no group has now (a key may move from one changed group to another)
  const gone: string[] = legacy ? Object.keys(legacy) : [];
  let keysChanged = legacy !== null || !existsSync(join(dir, MANIFEST));
  for (const [g, etags] of made) {
    next.set(g, lineOf(g, keyNow(g), etags));
    const old = previousEtags(g);
    for (const key of Object.keys(old)) if (!Object.hasOwn(etags, key)) gone.push(key);
    if (!keysChanged && Object.keys(etags).length !== Object.keys(old).length) keysChanged = true;
    if (!keysChanged) for (const key of Object.keys(etags)) if (!Object.hasOwn(old, key)) keysChanged = true;
  }
  for (const [g, line] of previous) {
    if (made.has(g)) continue;
    if (unchangedGroups.get(g)) {
      next.set(g, `${g}\t${line.key}\t${line.count}\t${line.etags}`);
      continue;
    }
    gone.push(...Object.keys(previousEtags(g)));
    keysChanged = true;
  }
  const madeKeys = new Set([...made.values()].flatMap((etags) => Object.keys(etags)));
  const removed = gone.filter((key) => !madeKeys.has(key));
  for (const key of removed) {
    const file = payloadFile(key);
    work.push(limit(async () => {
      for (const ext of ['.json', '.json.gz', '.json.br']) await rm(join(dir, `${file}${ext}`), { force: true });
    }));
  }
  await Promise.all(work);
  const order = [...next.keys()].sort();
  // The manifest in key order (the same file whichever payloads were carried over and which were
  // made), made again only when the keys changed: its file names follow from the keys.
  if (keysChanged) {
    const keys = order.flatMap((g) => Object.keys(made.get(g) ?? previousEtags(g))).sort();
    const manifestText = JSON.stringify(Object.fromEntries(keys.map((k) => [k, payloadFile(k)])));
    const old = existsSync(join(dir, MANIFEST)) ? await readFile(join(dir, MANIFEST), 'utf8') : null;
    if (old !== manifestText) await writeFile(join(dir, MANIFEST), manifestText);
  }
  const total = order.reduce((n, g) => n + (made.has(g) ? Object.keys(made.get(g)!).length : previous.get(g)!.count), 0);
  await writeFile(join(dir, ETAGS), order.map((g) => `${next.get(g)!}\n`).join(''));
  return { total, written, removed };
}
