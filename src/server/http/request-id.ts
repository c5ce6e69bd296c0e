import { randomBytes } from 'node:crypto';

/**
 * `req_` + 20 random base62-ish characters (15 random bytes in base64url, `-` and `_` as `x`);
 * unique enough to find a request in the logs. The characters of 256 ids are made at once.
 */
let pool = '';
let offset = 0;
export function newRequestId(): string {
  if (offset + 20 > pool.length) {
    pool = randomBytes(15 * 256).toString('base64url').replace(/[-_]/g, 'x');
    offset = 0;
  }
  const id = `req_${pool.slice(offset, offset + 20)}`;
  offset += 20;
  return id;
}
