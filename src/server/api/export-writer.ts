/**
 * Writes the downloads of every final competition (csv, sqlite, jsonl) into `<out>/matchday/exports`
 * at the cost of what changed: each file's manifest entry keeps the hash of its inputs (the code, the
 * competition's content as its pages see it, the format); a file whose hash is unchanged and whose
 * bytes are on disk is neither made nor written again. Files of competitions that are no longer final
 * (or gone) are removed. The manifest is removed first and written last, so a build stopped half-way
 * makes every file again next time.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { staticSource } from '../../lib/dataset/match-source.ts';
import { exportCompetition } from '../../lib/export/index.ts';
import { EXPORT_FORMATS, exportFile, type ExportFormat } from '../../lib/export/formats.ts';
import { etagOf } from '../http/body.ts';
import { EXPORT_MANIFEST, exportKey, readExportManifest, type ManifestEntry } from './export-folder.ts';

export interface ExportWrite {
  /** Files in this build. */
  total: number;
  /** Keys (`<season>.<format>`) made and written. */
  written: string[];
  /** Keys removed. */
  removed: string[];
}

export interface ExportWriteOptions {
  /** Hash of the code that makes the files (code-hash.ts). */
  codeKey: string;
  /** Hash of everything of one competition (season-inputs.ts). */
  seasonKey: (seasonId: string) => string;
  formats?: readonly ExportFormat[];
  /**
   * Competitions whose files are the last build's, known without reading their matches (the build's
   * light dataset, light-snapshot.ts, has none for them): their entries are kept as they were, final
   * or not. An entry whose inputs are not this build's is an error (the build then knew wrong).
   */
  carried?: (seasonId: string) => boolean;
  /** Makes one file (tests); default exportCompetition. */
  make?: typeof exportCompetition;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Competitions whose every match is completed in content (the competition view's status
 * `completed`, read from the matches alone): their downloads never change until content does.
 */
export function finalSeasons(ds: Dataset): string[] {
  const open = new Set<string>();
  const played = new Set<string>();
  for (const m of ds.matchList) (m.status === 'completed' ? played : open).add(m.season_id);
  return [...ds.seasons.keys()].filter((id) => played.has(id) && !open.has(id));
}

export async function writeExportsIncrementally(dir: string, ds: Dataset, opts: ExportWriteOptions): Promise<ExportWrite> {
  const formats = opts.formats ?? EXPORT_FORMATS;
  const make = opts.make ?? exportCompetition;
  await mkdir(dir, { recursive: true });
  const previous = await readExportManifest(dir);
  await rm(join(dir, EXPORT_MANIFEST), { force: true });
  const manifest: Record<string, ManifestEntry> = {};
  const written: string[] = [];
  const carried = opts.carried ?? (() => false);
  const final = new Set(finalSeasons(ds));
  // in the dataset's order, carried or not: the manifest is the same bytes either way
  const seasons = [...ds.seasons.keys()].filter((id) => carried(id) || final.has(id));
  const source = staticSource(ds);
  let done = 0;
  for (const seasonId of seasons) {
    for (const format of formats) {
      const key = exportKey(seasonId, format);
      const file = exportFile(seasonId, format);
      const inputs = createHash('sha256').update(`${opts.codeKey}\n${opts.seasonKey(seasonId)}\n${format}`).digest('base64url').slice(0, 32);
      const before = Object.hasOwn(previous, key) ? previous[key] : undefined;
      if (carried(seasonId)) {
        if (!before) continue; // not final in the last build, nor now: the same content
        if (before.key !== inputs || before.file !== file) throw new Error(`the download ${key} was made from other inputs than this build's, yet its competition was taken as unchanged`);
        manifest[key] = before;
        continue;
      }
      if (before?.key === inputs && before.file === file && existsSync(join(dir, file))) {
        manifest[key] = before;
        continue;
      }
      const bytes = Buffer.from(await make(ds, seasonId, format, source));
      await writeFile(join(dir, file), bytes);
      manifest[key] = { file, etag: etagOf(bytes), bytes: bytes.length, key: inputs };
      written.push(key);
    }
    opts.onProgress?.(++done, seasons.length);
  }
  const keep = new Set(Object.values(manifest).map((e) => e.file));
  const removed = Object.keys(previous).filter((k) => !Object.hasOwn(manifest, k));
  for (const name of await readdir(dir)) if (name !== EXPORT_MANIFEST && !keep.has(name)) await rm(join(dir, name), { force: true });
  await writeFile(join(dir, EXPORT_MANIFEST), JSON.stringify(manifest));
  return { total: Object.keys(manifest).length, written, removed };
}
