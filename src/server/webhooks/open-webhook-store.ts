/** Chooses the webhook store like the other stores: Redis when REDIS_URL is set, else `webhooks.db` in the data folder. */
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../config/load-config.ts';
import type { WebhookStore } from './webhook-store.ts';
import { SqliteWebhookStore } from './sqlite-webhook-store.ts';

export async function openWebhookStore(cfg: { redisUrl?: string; dataDir?: string; log?: (message: string) => void } = {}): Promise<WebhookStore> {
  const { redisUrl } = cfg;
  if (redisUrl) {
    const { RedisWebhookStore } = await import('./redis-webhook-store.ts');
    return RedisWebhookStore.connect(redisUrl, { log: cfg.log });
  }
  return new SqliteWebhookStore(join(cfg.dataDir ?? DEFAULT_DATA_DIR, 'webhooks.db'));
}
