/** Whether a real-data folder holds the manifest's files: by size (fast, to decide whether to fetch) or by SHA-256. */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { targets, type Manifest } from './manifest.ts';

/** The stamp the fetch writes into a folder it filled: which manifest it followed. */
export const STAMP_FILE = '.fetch-real-data.json';

export interface Stamp {
  manifestSha256: string;
  fetchedAt: string;
  sources: { repo: string; commit: string }[];
}

const sizeOf = (path: string): number | null => {
  try {
    const s = statSync(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
};

/** Manifest files absent from `dir`, or of another size. */
export function missingFiles(dir: string, m: Manifest): string[] {
  return targets(m).filter((t) => sizeOf(join(dir, t.target)) !== t.bytes).map((t) => t.target);
}

export interface Mismatch {
  file: string;
  expected: string;
  /** null: the file is absent. */
  actual: string | null;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Every manifest file of `dir` whose SHA-256 differs (or that is absent). */
export function verifyFiles(dir: string, m: Manifest, onFile: (done: number, total: number) => void = () => {}): Mismatch[] {
  const all = targets(m);
  const out: Mismatch[] = [];
  all.forEach((t, i) => {
    let actual: string | null = null;
    try {
      actual = sha256(readFileSync(join(dir, t.target)));
    } catch {
      actual = null;
    }
    if (actual !== t.sha256) out.push({ file: t.target, expected: t.sha256, actual });
    onFile(i + 1, all.length);
  });
  return out;
}

export function readStamp(dir: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(join(dir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}
