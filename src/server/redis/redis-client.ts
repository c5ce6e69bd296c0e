/**
 * The Redis client every store uses: no offline queue (a command during an outage fails at once and
 * the store says so), reconnecting forever with a growing delay, connected within a deadline (the
 * client is destroyed when it is not, so no reconnect loop is left behind), closed gently.
 */
import { createClient } from 'redis';
import { withDeadline } from '../deadline.ts';

export type RedisClient = ReturnType<typeof createClient>;

/** Reconnect delay after `retries` failed attempts: 100 ms, 200 ms, … capped at 2 s; never gives up. */
export const reconnectDelay = (retries: number) => Math.min((retries + 1) * 100, 2000);

/**
 * A connected client. Without a connection after `timeoutMs`, the client is destroyed and
 * `unreachable(lastError)` is thrown (`lastError`: the last connection error seen, if any).
 */
export async function openRedisClient(url: string, o: { timeoutMs?: number; unreachable: (lastError: unknown) => Error; onError?: (err: Error) => void }): Promise<RedisClient> {
  const timeoutMs = o.timeoutMs ?? 5000;
  const client: RedisClient = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: reconnectDelay, connectTimeout: Math.min(timeoutMs, 5000) } });
  let lastError: unknown;
  // Stays attached: an abandoned client may still emit 'error' while it shuts down.
  client.on('error', (err: Error) => {
    lastError = err;
    o.onError?.(err);
  });
  try {
    await withDeadline(client.connect(), timeoutMs, () => o.unreachable(lastError));
  } catch (err) {
    client.destroy();
    throw err;
  }
  return client;
}

/** The URL without credentials, for messages and logs. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/** "Redis at … is unreachable after … ms[: last error]" as a StoreUnavailableError-style message. */
export function unreachableMessage(where: string, ms: number, lastError: unknown): string {
  return `Redis at ${where} is unreachable after ${ms} ms${lastError ? `: ${(lastError as Error).message ?? lastError}` : ''}`;
}

/** Closes after pending commands when connected, else at once. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  try {
    if (client.isReady) await client.close();
    else if (client.isOpen) client.destroy();
  } catch {
    client.destroy();
  }
}
