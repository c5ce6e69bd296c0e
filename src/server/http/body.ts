/** Response bodies prepared once: JSON bytes, strong ETag, compressed variants when large. */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';

export const COMPRESS_MIN_BYTES = 1024;

export interface PreparedBody {
  json: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Prepares `value` as JSON. `precompress` makes both encodings now (build time); otherwise they are
 * made lazily by `pickEncoding`.
 */
export function prepareBody(value: unknown, precompress = false): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  const body: PreparedBody = { json, etag: etagOf(json) };
  if (precompress && json.length > COMPRESS_MIN_BYTES) {
    body.gzip = gzipSync(json, { level: 9 });
    body.br = brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  }
  return body;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Makes both encodings of a body at the build's strongest settings, off the main thread (libuv's
 * pool): several at once use every core, e.g. while the site builds in another process.
 */
export async function precompressBody(body: PreparedBody): Promise<void> {
  if (body.json.length <= COMPRESS_MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzipAsync(body.json, { level: 9 }),
    brotliAsync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  body.gzip = gz;
  body.br = br;
}

/** Chooses br, then gzip, from Accept-Encoding (q=0 honoured); compresses lazily when needed. */
export function pickEncoding(body: PreparedBody, acceptEncoding: string | undefined): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  if (body.json.length <= COMPRESS_MIN_BYTES || !acceptEncoding) return { bytes: body.json, encoding: null };
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const qv = qp ? Number(qp.slice(2)) : 1;
    if (name) accepted.set(name.trim(), Number.isFinite(qv) ? qv : 0);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) {
    body.br ??= brotliCompressSync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    return { bytes: body.br, encoding: 'br' };
  }
  if (ok('gzip')) {
    body.gzip ??= gzipSync(body.json, { level: 6 });
    return { bytes: body.gzip, encoding: 'gzip' };
  }
  return { bytes: body.json, encoding: null };
}

/** True when If-None-Match names this ETag (or `*`); weak comparison as RFC 9110 asks for GET. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
