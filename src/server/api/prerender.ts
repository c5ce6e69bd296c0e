/**
 * Final payloads, made once at build time: a completed match's detail, events, stats and line-ups,
 * and a completed competition's standings, bracket and first page of scorers never change, so they
 * are served as ready bytes (JSON, gzip, br) with their ETags. The server reads them from the build's
 * folder on demand (prerendered-folder.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { toMatchDetail, toMatchEvent, toMatchLineups, toMatchStats } from '../../lib/api/resources.ts';
import pLimit from 'p-limit';
import { precompressBody, prepareBody, type PreparedBody } from '../http/body.ts';
import type { EndpointId } from '../../lib/api/endpoints.ts';
import { staticSource } from '../../lib/dataset/match-source.ts';
import { withSlots } from '../../lib/dataset/slot-source.ts';
import { competitionView } from '../../lib/dataset/competition-view.ts';
import { toScorer, toStandings } from '../../lib/api/competition-resources.ts';
import { paginate } from '../../lib/api/match-list.ts';

/** `getMatchEvents:match_x` → prepared body: every payload in memory (the build, tests); a `PrerenderedStore`. */
export type Prerendered = Map<string, PreparedBody>;
export const prerenderKey = (endpoint: EndpointId, id: string) => `${endpoint}:${id}`;

/**
 * Every final payload of the dataset (completed matches only), one at a time: the build writes them
 * as they come (payload-writer.ts), so an unchanged payload is dropped at once instead of all of them
 * being held together (179,300 payloads with every shared competition). `skip(seasonId)`: seasons
 * whose payloads are not made (the build's unchanged ones: payload-writer.ts).
 */
export function* payloadEntries(ds: Dataset, precompress = false, onProgress?: (done: number, total: number) => void, skip: (seasonId: string) => boolean = () => false): Generator<[string, PreparedBody]> {
  const completed = ds.matchList.filter((m) => m.status === 'completed' && !skip(m.season_id));
  const content = staticSource(ds);
  for (const [i, m] of completed.entries()) {
    yield [prerenderKey('getMatch', m.id), prepareBody({ data: toMatchDetail(ds, m, content) }, precompress)];
    yield [prerenderKey('getMatchEvents', m.id), prepareBody({ data: (ds.events.get(m.id) ?? []).map((e) => toMatchEvent(ds, e)) }, precompress)];
    const stats = toMatchStats(ds, m, ds.stats.get(m.id));
    if (stats) yield [prerenderKey('getMatchStats', m.id), prepareBody({ data: stats }, precompress)];
    const lineups = toMatchLineups(ds, m, ds.lineups.get(m.id));
    if (lineups) yield [prerenderKey('getMatchLineups', m.id), prepareBody({ data: lineups }, precompress)];
    onProgress?.(i + 1, completed.length);
  }
  const source = withSlots(ds, content);
  for (const season of ds.seasons.values()) {
    if (skip(season.id)) continue;
    const v = competitionView(ds, season, source);
    if (v.status !== 'completed') continue;
    yield [prerenderKey('getCompetitionStandings', season.id), prepareBody({ data: toStandings(v) }, precompress)];
    yield [prerenderKey('getCompetitionBracket', season.id), prepareBody({ data: v.bracket }, precompress)];
    const first = paginate(v.scorers, 1, 20);
    yield [prerenderKey('getCompetitionScorers', season.id), prepareBody({ data: first.data.map((s) => toScorer(ds, s)), meta: first.meta }, precompress)];
  }
}

/** Every final payload of the dataset in memory (tests, and servers without a build folder). */
export function prerenderPayloads(ds: Dataset, precompress = true, onProgress?: (done: number, total: number) => void): Prerendered {
  return new Map(payloadEntries(ds, precompress, onProgress));
}

/** Adds the gzip and br variants to every payload, `concurrency` at a time off the main thread. */
export async function precompressPayloads(payloads: Prerendered, concurrency = 4, onProgress?: (done: number, total: number) => void): Promise<void> {
  const limit = pLimit(concurrency);
  let done = 0;
  await Promise.all([...payloads.values()].map((body) => limit(async () => {
    await precompressBody(body);
    onProgress?.(++done, payloads.size);
  })));
}

/**
 * Writes the payloads into `dir` (outside the public static folder: only the gate serves them):
 * `<file>.json`, `.json.gz`/`.json.br` when made, and `manifest.json` (key → file name).
 */
export async function writePrerendered(dir: string, payloads: Prerendered): Promise<number> {
  await mkdir(dir, { recursive: true });
  const manifest: Record<string, string> = {};
  const limit = pLimit(16);
  const writes: Promise<void>[] = [];
  for (const [key, body] of payloads) {
    const file = key.replace(':', '--');
    manifest[key] = file;
    writes.push(limit(() => writeFile(join(dir, `${file}.json`), body.json)));
    if (body.gzip) writes.push(limit(() => writeFile(join(dir, `${file}.json.gz`), body.gzip!)));
    if (body.br) writes.push(limit(() => writeFile(join(dir, `${file}.json.br`), body.br!)));
  }
  await Promise.all(writes);
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return payloads.size;
}
