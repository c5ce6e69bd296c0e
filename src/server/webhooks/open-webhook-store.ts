/** Chooses the webhook store like the other stores: Redis when REDIS_URL is set, else `webhooks.db` in the data folder. */
import { join } from 'node:path';
import type { WebhookStore } from './webhook-store.ts';
import { SqliteWebhookStore } from './sqlite-webhook-store.ts';

export async function openWebhookStore(cfg: { redisUrl?: string; dataDir?: string } = {}): Promise<WebhookStore> {
  const redisUrl = cfg.redisUrl ?? process.env.REDIS_URL;
  if (redisUrl) {
    const { RedisWebhookStore } = await import('./redis-webhook-store.ts');
    return RedisWebhookStore.connect(redisUrl);
  }
  return new SqliteWebhookStore(join(cfg.dataDir ?? process.env.MATCHDAY_DATA_DIR ?? 'data', 'webhooks.db'));
}
