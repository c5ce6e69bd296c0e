/**
 * API key format (decisions.md): `sk_live_` (live mode) or `sk_test_` (sandbox) + 40 random base62
 * characters; stored only as a SHA-256 hash. The prefix says the key's mode.
 */
import { hash, randomInt, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_PREFIX = 'sk_live_';
export const TEST_KEY_PREFIX = 'sk_test_';
const KEY_FORM = /^sk_(live|test)_[0-9A-Za-z]{32,128}$/;

/** `live`: the real service; `test`: the sandbox (decisions.md "Sandbox: test keys"). */
export type KeyMode = 'live' | 'test';

function base62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

export function generateApiKey(mode: KeyMode = 'live'): string {
  return `${mode === 'test' ? TEST_KEY_PREFIX : KEY_PREFIX}${base62(40)}`;
}

export function generateKeyId(): string {
  return `key_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function isWellFormedKey(key: string): boolean {
  return KEY_FORM.test(key);
}

/** The mode a well-formed secret's prefix names. */
export function modeOfSecret(key: string): KeyMode {
  return key.startsWith(TEST_KEY_PREFIX) ? 'test' : 'live';
}

/** The only form in which a key is stored (SHA-256, hex; one-shot, about 3x cheaper than createHash per request). */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}
