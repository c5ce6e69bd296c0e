/**
 * The build's competition downloads (export-writer.ts) read on demand: at start only
 * `manifest.json` (`<season_id>.<format>` → file name, ETag and size); a file is read on first use
 * and kept in an LRU bounded by bytes. A file that is missing or unreadable is "not built" (the
 * downloads service makes it instead), logged once.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ByteLru } from './byte-lru.ts';
import { fallbackWarn } from '../ops/logger.ts';

export const EXPORT_MANIFEST = 'manifest.json';
export const DEFAULT_EXPORT_CACHE_BYTES = 64 * 1024 * 1024;

/** A built download: its bytes, strong ETag and size. */
export interface BuiltFile {
  bytes: Buffer;
  etag: string;
}

export interface ManifestEntry {
  file: string;
  etag: string;
  bytes: number;
  /** The hash of the inputs the file was made from (export-writer.ts): unchanged → not made again. */
  key: string;
}

export interface ExportFolder {
  get(seasonId: string, format: string): BuiltFile | undefined;
  readonly size: number;
}

/** A manifest's file name: `<season id>.<extension>`, no path separators. */
const FILE_NAME = /^[A-Za-z0-9_-]+(\.[a-z]+){1,2}$/;

export const exportKey = (seasonId: string, format: string) => `${seasonId}.${format}`;

export async function readExportManifest(dir: string): Promise<Record<string, ManifestEntry>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, EXPORT_MANIFEST), 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, ManifestEntry>) : {};
  } catch {
    return {};
  }
}

/** The folder's downloads; an empty store when the build made none (an older build, a build without completed competitions). */
export async function openExportFolder(dir: string, opts: { maxBytes?: number; log?: (message: string) => void } = {}): Promise<ExportFolder> {
  const manifest = await readExportManifest(dir);
  const log = opts.log ?? fallbackWarn('api');
  const cache = new ByteLru<BuiltFile>(opts.maxBytes ?? DEFAULT_EXPORT_CACHE_BYTES);
  const unavailable = new Set<string>();
  return {
    get size() {
      return Object.keys(manifest).length;
    },
    get(seasonId, format) {
      const key = exportKey(seasonId, format);
      const hit = cache.get(key);
      if (hit) return hit;
      const entry = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
      if (!entry || unavailable.has(key)) return undefined;
      if (typeof entry.file !== 'string' || !FILE_NAME.test(entry.file) || typeof entry.etag !== 'string') {
        unavailable.add(key);
        log(`download ${key} has a bad manifest entry; making it on demand`);
        return undefined;
      }
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(dir, entry.file));
      } catch (err) {
        unavailable.add(key);
        log(`download ${key} is unreadable (${(err as Error).message}); making it on demand`);
        return undefined;
      }
      const file = { bytes, etag: entry.etag };
      cache.set(key, file, bytes.length);
      return file;
    },
  };
}
