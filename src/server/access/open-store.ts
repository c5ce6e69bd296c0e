/** Chooses the access store from configuration: Redis when REDIS_URL is set, else the embedded SQLite file. */
import { join } from 'node:path';
import type { AccessStore } from './access-store.ts';
import { SqliteAccessStore } from './sqlite-store.ts';

export interface StoreConfig {
  redisUrl?: string;
  /** Folder of the embedded database (default `data/`). */
  dataDir?: string;
}

export async function openAccessStore(cfg: StoreConfig = {}): Promise<AccessStore> {
  const redisUrl = cfg.redisUrl ?? process.env.REDIS_URL;
  if (redisUrl) {
    const { RedisAccessStore } = await import('./redis-store.ts');
    return RedisAccessStore.connect(redisUrl);
  }
  const dir = cfg.dataDir ?? process.env.MATCHDAY_DATA_DIR ?? 'data';
  return new SqliteAccessStore(join(dir, 'matchday.db'));
}
