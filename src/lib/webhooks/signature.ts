/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `webhook-signature: v1,<base64
 * HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`, keyed with the base64-decoded part of
 * the `whsec_…` secret. Receivers verify with the `standardwebhooks` package (tests do exactly that).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export const generateSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export function signatureKey(secret: string): Buffer {
  const raw = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(raw, 'base64');
  if (key.length < 24) throw new Error('a webhook secret must hold at least 24 bytes');
  return key;
}

/** The three Standard Webhooks headers of one attempt. */
export function signedHeaders(key: Buffer, msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  const sig = createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': msgId, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${sig}` };
}
