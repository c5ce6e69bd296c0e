/**
 * The downloads of `GET /competitions/{id}/export` (decisions.md "Data teams"): a final
 * competition's file comes from the build (export-folder.ts), never computed per request; a
 * competition in progress (or one the build did not make) is made on demand from the key's match
 * source, at most once per `ttlMs` (60 s) per competition, format and source on this server, and
 * kept in an LRU bounded by bytes. Concurrent requests for a file being made wait for the same one.
 */
import type { Dataset, Season } from '../../lib/dataset/dataset.ts';
import type { MatchSource } from '../../lib/dataset/match-source.ts';
import { exportCompetition } from '../../lib/export/index.ts';
import { EXPORT_CONTENT_TYPES, exportFileName, type ExportFormat } from '../../lib/export/formats.ts';
import { etagOf } from '../http/body.ts';
import { ByteLru } from './byte-lru.ts';
import { exportKey, type BuiltFile, type ExportFolder } from './export-folder.ts';

export interface Download extends BuiltFile {
  contentType: string;
  fileName: string;
}

export interface DownloadsOptions {
  ds: Dataset;
  /** The build's files of final competitions; without it every file is made on demand. */
  built?: ExportFolder;
  now?: () => number;
  /** How long a file made on demand for a competition that is not final is served (default 60 s). */
  ttlMs?: number;
  /** Budget of the files made on demand (default 64 MiB). */
  maxBytes?: number;
  /** Makes one file (tests count the calls); default exportCompetition. */
  make?: (ds: Dataset, seasonId: string, format: ExportFormat, source: MatchSource) => Promise<Uint8Array>;
}

export interface Downloads {
  get(season: Season, format: ExportFormat, source: MatchSource, final: boolean): Promise<Download>;
}

export function competitionDownloads(opts: DownloadsOptions): Downloads {
  const now = opts.now ?? Date.now;
  const ttl = opts.ttlMs ?? 60_000;
  const make = opts.make ?? exportCompetition;
  const made = new ByteLru<{ at: number; file: BuiltFile }>(opts.maxBytes ?? 64 * 1024 * 1024);
  const making = new Map<string, Promise<BuiltFile>>();
  const sourceIds = new WeakMap<MatchSource, number>();
  let nextSourceId = 0;

  const sourceId = (s: MatchSource): number => {
    let id = sourceIds.get(s);
    if (id === undefined) sourceIds.set(s, (id = nextSourceId++));
    return id;
  };

  async function onDemand(season: Season, format: ExportFormat, source: MatchSource, final: boolean): Promise<BuiltFile> {
    const key = `${sourceId(source)}|${exportKey(season.id, format)}`;
    const hit = made.get(key);
    if (hit && (final || now() - hit.at < ttl)) return hit.file;
    const pending = making.get(key);
    if (pending) return pending;
    const at = now();
    const job = make(opts.ds, season.id, format, source).then((bytes) => {
      const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const file = { bytes: buf, etag: etagOf(buf) };
      made.set(key, { at, file }, buf.length);
      return file;
    }).finally(() => making.delete(key));
    making.set(key, job);
    return job;
  }

  return {
    async get(season, format, source, final) {
      const file = (final ? opts.built?.get(season.id, format) : undefined) ?? (await onDemand(season, format, source, final));
      return { ...file, contentType: EXPORT_CONTENT_TYPES[format], fileName: exportFileName(season, format) };
    },
  };
}
