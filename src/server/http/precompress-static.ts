/**
 * Build step: writes `<file>.br` and `<file>.gz` beside every compressible file of a static folder
 * (the built site, dist/client), each only when smaller than the file, with the same compression as
 * the API payloads (precompressBody, body.ts). The server serves them by Accept-Encoding
 * (static-files.ts); a file without them is served plain.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import { listOutput, type OutputFile } from '../../lib/build/output-listing.ts';
import { precompressBody, type PreparedBody } from './body.ts';
import { isCompressible } from './content-type.ts';

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}


/** Adds one file's figures to `sum`. */
export function addFigures(sum: PrecompressSummary, one: PrecompressSummary): void {
  sum.files += one.files;
  sum.bytes += one.bytes;
  sum.brBytes += one.brBytes;
  sum.gzipBytes += one.gzipBytes;
}

/** Writes the `.br` and `.gz` of one file (each only when smaller; a variant no longer worth it goes); returns its figures. */
export async function precompressFile(file: string): Promise<PrecompressSummary> {
  const body: PreparedBody = { json: await readFile(file), etag: '' };
  await precompressBody(body);
  const br = body.br && body.br.length < body.json.length ? body.br : null;
  const gz = body.gzip && body.gzip.length < body.json.length ? body.gzip : null;
  // a variant that is no longer worth it goes: an older one would be served for the new file
  await (br ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }));
  await (gz ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }));
  return { files: 1, bytes: body.json.length, brBytes: br?.length ?? body.json.length, gzipBytes: gz?.length ?? body.json.length };
}

/**
 * Compresses every compressible file under `dir`, `concurrency` at a time off the main thread; with
 * `since` (an incremental build's start), only the files modified since then: the others kept their
 * bytes and their variants.
 */
export async function precompressStatic(dir: string, concurrency = 4, onProgress?: (done: number, total: number) => void, since?: number, listing?: readonly OutputFile[]): Promise<PrecompressSummary> {
  const all = (listing ?? (await listOutput(dir))).filter((f) => isCompressible(f.path));
  const files = all.filter((f) => since === undefined || f.mtimeMs >= since).map((f) => f.path);
  const limit = pLimit(concurrency);
  const sum: PrecompressSummary = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  let done = 0;
  await Promise.all(files.map((file) => limit(async () => {
    addFigures(sum, await precompressFile(file));
    onProgress?.(++done, files.length);
  })));
  return sum;
}
