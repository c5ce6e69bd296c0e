/** API key format (decisions.md): `sk_live_` + 40 random base62 characters; stored only as a SHA-256 hash. */
import { createHash, randomInt, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_PREFIX = 'sk_live_';
const KEY_FORM = /^sk_live_[0-9A-Za-z]{32,128}$/;

function base62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

export function generateApiKey(): string {
  return `${KEY_PREFIX}${base62(40)}`;
}

export function generateKeyId(): string {
  return `key_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function isWellFormedKey(key: string): boolean {
  return KEY_FORM.test(key);
}

/** The only form in which a key is stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
