/**
 * The shared CSV files an incremental build read (src/lib/content/shared-file-reads.ts), kept in the
 * build's cache folder: `<dir>/<file name>.json`, with the key they were read under: the code hash,
 * the file's path as problems name it and a hash of its text. Another text, path or code reads the
 * file again; a cache file that cannot be read or parsed is a file not kept.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import type { ReadFile } from '../content/csv-read.ts';
import type { SharedFileReads } from '../content/shared-file-reads.ts';

interface Kept {
  key: string;
  read: ReadFile<unknown>;
}

export function sharedFileCache(dir: string, code: string): SharedFileReads {
  const keyOf = (file: string, text: string) => createHash('sha256').update(`${code}\n${file}\n`).update(text).digest('base64url');
  const fileOf = (file: string) => join(dir, `${basename(file)}.json`);
  return {
    get(file, text) {
      try {
        const kept = JSON.parse(readFileSync(fileOf(file), 'utf8')) as Kept;
        return kept.key === keyOf(file, text) ? kept.read : undefined;
      } catch {
        return undefined;
      }
    },
    keep(file, text, read) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(fileOf(file), JSON.stringify({ key: keyOf(file, text), read } satisfies Kept));
    },
  };
}
