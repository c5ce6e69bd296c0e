/**
 * Assembles the live part of the server: store (embedded or Redis), replica, overlay source, ingest,
 * push stream hub and /live.json. Configured by `liveConfigOf(config)` (REDIS_URL, MATCHDAY_DATA_DIR,
 * MATCHDAY_LIVE_LOG, MATCHDAY_STREAMS_PER_KEY, MATCHDAY_STREAM_HEARTBEAT_MS, MATCHDAY_LIVE_JSON_TTL_MS,
 * MATCHDAY_LIVE_POLL_MS: src/config/config-schema.ts, docs/live.md).
 */
import { join } from 'node:path';
import { DEFAULT_DATA_DIR, loadConfig, type Config } from '../../config/load-config.ts';
import type { MatchSource } from '../../lib/dataset/match-source.ts';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { liveOverlay, type LiveSource } from '../../lib/live/overlay.ts';
import { DEFAULT_LOG_SIZE, type LiveStore } from './live-store.ts';
import { SqliteLiveStore } from './sqlite-live-store.ts';
import { LiveReplica } from './replica.ts';
import { LiveIngest } from './ingest.ts';
import { SseHub } from './sse-hub.ts';
import { liveJson, type LiveJson } from './live-json.ts';

export interface LiveConfig {
  redisUrl?: string;
  dataDir?: string;
  logSize?: number;
  streamsPerKey?: number;
  heartbeatMs?: number;
  summaryTtlMs?: number;
  /** Safety-net poll of the embedded store with several processes (0: off). */
  pollMs?: number;
  /** Where Redis outage and replica messages go (a component logger's `warn`). */
  log?: (message: string) => void;
  /** The key's permissions now, or null when revoked (see SseHub `recheck`). */
  recheck?: (keyId: string) => Promise<Set<string> | null>;
}

export function liveConfigOf(config: Config, log?: (message: string) => void): LiveConfig {
  return { redisUrl: config.redisUrl, dataDir: config.dataDir, ...config.live, log };
}

/** For CLIs that open the live store by themselves (live:export): the same schema, parsed now. */
export const liveConfigFromEnv = (): LiveConfig => liveConfigOf(loadConfig());

/** Where a live store keeps its data: the live mode's, or the sandbox's (SANDBOX_STORE). */
export interface StoreLocation {
  /** File name in the data folder (embedded). */
  file: string;
  /** Key prefix and channel prefix (Redis). */
  prefix: string;
}

export const LIVE_STORE: StoreLocation = { file: 'live.db', prefix: 'matchday:live:' };
/** The sandbox's own store: separate file, separate Redis keys and pub/sub channel. */
export const SANDBOX_STORE: StoreLocation = { file: 'sandbox-live.db', prefix: 'matchday:sandbox:' };

export async function openLiveStore(cfg: LiveConfig = liveConfigFromEnv(), where: StoreLocation = LIVE_STORE): Promise<LiveStore> {
  const logSize = cfg.logSize ?? DEFAULT_LOG_SIZE;
  if (cfg.redisUrl) {
    const { RedisLiveStore } = await import('./redis-live-store.ts');
    return RedisLiveStore.connect(cfg.redisUrl, { logSize, prefix: where.prefix, log: cfg.log });
  }
  return new SqliteLiveStore(join(cfg.dataDir ?? DEFAULT_DATA_DIR, where.file), { logSize, pollMs: cfg.pollMs });
}

export interface Live {
  store: LiveStore;
  replica: LiveReplica;
  source: LiveSource;
  ingest: LiveIngest;
  hub: SseHub;
  summary: LiveJson;
  close(): Promise<void>;
}

export async function createLive(ds: Dataset, base: MatchSource, store: LiveStore, cfg: LiveConfig = {}): Promise<Live> {
  const replica = new LiveReplica(store, { logSize: cfg.logSize ?? DEFAULT_LOG_SIZE, checkMs: store.kind === 'redis' ? 2000 : 0, log: cfg.log });
  await replica.start();
  const source = liveOverlay(ds, base, replica);
  const hub = new SseHub(ds, source, replica, { maxPerKey: cfg.streamsPerKey, heartbeatMs: cfg.heartbeatMs, recheck: cfg.recheck });
  return {
    store, replica, source, hub,
    ingest: new LiveIngest(ds, store, replica),
    summary: liveJson(source, { ds, ttlMs: cfg.summaryTtlMs }),
    async close() {
      hub.close();
      replica.close();
      await store.close();
    },
  };
}
