/** The webhook store contract on the embedded store (fresh file per test) and on a real Redis (fresh prefix per test). */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SqliteWebhookStore } from '../../src/server/webhooks/sqlite-webhook-store.ts';
import { RedisWebhookStore } from '../../src/server/webhooks/redis-webhook-store.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { webhookStoreContract } from './store-contract.ts';

let redis: RedisServer;
let n = 0;
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => redis?.stop());

webhookStoreContract('embedded', async () => new SqliteWebhookStore(join(await mkdtemp(join(tmpdir(), 'matchday-wh-')), 'webhooks.db')));
webhookStoreContract('redis', () => RedisWebhookStore.connect(redis.url, { prefix: `t${++n}:wh:` }));
