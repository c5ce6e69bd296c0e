/** Chooses the access store from the configuration: Redis when `redisUrl` (REDIS_URL) is set, else the embedded SQLite file. */
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../config/load-config.ts';
import type { AccessStore } from './access-store.ts';
import { SqliteAccessStore } from './sqlite-store.ts';

export interface StoreConfig {
  redisUrl?: string;
  /** Folder of the embedded database (default `data/`). */
  dataDir?: string;
  /** Where Redis outage / recovery messages go. */
  log?: (message: string) => void;
}

export async function openAccessStore(cfg: StoreConfig = {}): Promise<AccessStore> {
  const { redisUrl } = cfg;
  if (redisUrl) {
    const { RedisAccessStore } = await import('./redis-store.ts');
    return RedisAccessStore.connect(redisUrl, { log: cfg.log });
  }
  return new SqliteAccessStore(join(cfg.dataDir ?? DEFAULT_DATA_DIR, 'matchday.db'));
}
