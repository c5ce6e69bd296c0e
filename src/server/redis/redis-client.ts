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

/** A connected client; `unreachable()` is thrown after `timeoutMs` without a connection. */
export async function openRedisClient(url: string, o: { timeoutMs?: number; unreachable: () => Error; onError?: (err: Error) => void }): Promise<RedisClient> {
  const timeoutMs = o.timeoutMs ?? 5000;
  const client: RedisClient = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: reconnectDelay, connectTimeout: Math.min(timeoutMs, 5000) } });
  client.on('error', o.onError ?? (() => {}));
  try {
    await withDeadline(client.connect(), timeoutMs, o.unreachable);
  } catch (err) {
    client.destroy();
    throw err;
  }
  return client;
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
