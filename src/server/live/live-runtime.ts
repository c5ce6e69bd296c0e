/**
 * Assembles the live part of the server: store (embedded or Redis), replica, overlay source, ingest,
 * push stream hub and /live.json. Configuration from the environment (docs/live.md):
 *   REDIS_URL                    Redis live store (else data/live.db in MATCHDAY_DATA_DIR)
 *   MATCHDAY_LIVE_LOG            stream positions kept for Last-Event-ID resumes (default 10000)
 *   MATCHDAY_STREAMS_PER_KEY     open streams per key and process (default 5)
 *   MATCHDAY_STREAM_HEARTBEAT_MS heartbeat interval (default 15000)
 *   MATCHDAY_LIVE_JSON_TTL_MS    lifetime of the /live.json summary (default 10000)
 */
import { join } from 'node:path';
import type { MatchSource } from '../../lib/api/match-source.ts';
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
  /** The key's permissions now, or null when revoked (see SseHub `recheck`). */
  recheck?: (keyId: string) => Promise<Set<string> | null>;
}

function intEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return n;
}

export function liveConfigFromEnv(): LiveConfig {
  return {
    redisUrl: process.env.REDIS_URL || undefined,
    dataDir: process.env.MATCHDAY_DATA_DIR ?? 'data',
    logSize: intEnv('MATCHDAY_LIVE_LOG'),
    streamsPerKey: intEnv('MATCHDAY_STREAMS_PER_KEY'),
    heartbeatMs: intEnv('MATCHDAY_STREAM_HEARTBEAT_MS'),
    summaryTtlMs: intEnv('MATCHDAY_LIVE_JSON_TTL_MS'),
  };
}

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
    return RedisLiveStore.connect(cfg.redisUrl, { logSize, prefix: where.prefix });
  }
  return new SqliteLiveStore(join(cfg.dataDir ?? 'data', where.file), { logSize });
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
  const replica = new LiveReplica(store, { logSize: cfg.logSize ?? DEFAULT_LOG_SIZE, checkMs: store.kind === 'redis' ? 2000 : 0 });
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
