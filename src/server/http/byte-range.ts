/**
 * The `Range` header of a download (RFC 9110 §14): one range of bytes of a file of `size` bytes.
 * A header that is not a single `bytes=` range (several ranges, another unit, a malformed value) is
 * ignored, as RFC 9110 allows: the whole file is sent. A range that starts past the end is
 * unsatisfiable (416). `If-Range` (an ETag) keeps the range only while the file is unchanged.
 */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d{0,15})-(\d{0,15})$/;

export function byteRange(header: string | undefined, size: number, ifRange?: string, etag?: string): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  // If-Range with a date, or with another ETag: the file changed (or cannot be compared): all of it.
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'whole' };
  const m = SINGLE.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // suffix: the last n bytes
    const n = Number(m[2]);
    if (n === 0) return { kind: 'unsatisfiable' };
    return size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
