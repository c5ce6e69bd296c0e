/**
 * Signing secrets must be read again to sign, so they are stored encrypted (AES-256-GCM), never in
 * the clear. The key comes from `MATCHDAY_SECRET_KEY` (base64 or hex of 32 bytes; give every server
 * process and the CLI the same value when they do not share a data folder, e.g. with Redis), else from
 * `secret.key` in the data folder, generated on first use with mode 0600.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync, linkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

function parseKey(raw: string, where: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${where} must hold 32 bytes as base64 or hex`);
  return key;
}

export function secretBoxKey(opts: { dataDir: string; envKey?: string }): Buffer {
  if (opts.envKey) return parseKey(opts.envKey, 'MATCHDAY_SECRET_KEY');
  const file = join(opts.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    // Written whole under a private name, then linked into place: several processes starting at
    // once (npm start on every core) all read the one complete key that won, never a partial file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  chmodSync(file, 0o600);
  return parseKey(readFileSync(file, 'utf8'), file);
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) throw new Error('unknown sealed secret format');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      try {
        return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
      } catch {
        throw new Error('a webhook secret cannot be decrypted: MATCHDAY_SECRET_KEY (or data/secret.key) differs from the one it was stored with');
      }
    },
  };
}

/** The box of the configured key: `secretKey` (MATCHDAY_SECRET_KEY) or `secret.key` in `dataDir`. */
export const openSecretBox = (dataDir: string, secretKey?: string) => secretBox(secretBoxKey({ dataDir, envKey: secretKey }));
