import { randomBytes } from 'node:crypto';

/** `req_` + 20 random base62-ish characters; unique enough to find a request in the logs. */
let pool = Buffer.alloc(0);
let offset = 0;
export function newRequestId(): string {
  if (offset + 15 > pool.length) {
    pool = randomBytes(15 * 256);
    offset = 0;
  }
  const id = pool.subarray(offset, offset + 15).toString('base64url').replace(/[-_]/g, 'x');
  offset += 15;
  return `req_${id}`;
}
