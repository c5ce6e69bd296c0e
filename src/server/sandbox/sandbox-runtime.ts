/**
 * The sandbox that test keys (`sk_test_…`) see: a second Live (store, replica, overlay, push stream,
 * ingest) with its own store — `sandbox-live.db` in the data folder, or the `matchday:sandbox:` keys
 * and channel on Redis — and the scheduler that replays completed matches in it around the clock.
 * Nothing of it is shared with the live mode's Live.
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../config/load-config.ts';
import { staticSource } from '../../lib/dataset/match-source.ts';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { createLive, openLiveStore, SANDBOX_STORE, type Live, type LiveConfig } from '../live/live-runtime.ts';
import type { LiveStore } from '../live/live-store.ts';
import { SandboxScheduler } from './sandbox-scheduler.ts';
import { DEFAULT_EVERY_MS, type SandboxConfig } from './sandbox-config.ts';
import type { SlotClaims } from './slot-claims.ts';
import { SqliteSlotClaims } from './sqlite-slot-claims.ts';

export interface Sandbox {
  live: Live;
  /** Null when the scheduler is off (MATCHDAY_SANDBOX=off). */
  scheduler: SandboxScheduler | null;
  close(): Promise<void>;
}

async function openClaims(cfg: LiveConfig): Promise<SlotClaims> {
  if (cfg.redisUrl) {
    const { RedisSlotClaims } = await import('./redis-slot-claims.ts');
    return RedisSlotClaims.connect(cfg.redisUrl, SANDBOX_STORE.prefix);
  }
  return new SqliteSlotClaims(join(cfg.dataDir ?? DEFAULT_DATA_DIR, SANDBOX_STORE.file));
}

export async function createSandbox(ds: Dataset, cfg: LiveConfig, opts: { store?: LiveStore; claims?: SlotClaims; config?: SandboxConfig; log?: (m: string) => void } = {}): Promise<Sandbox> {
  const config = opts.config ?? { enabled: true, everyMs: DEFAULT_EVERY_MS, speed: 1 };
  const store = opts.store ?? (await openLiveStore(cfg, SANDBOX_STORE));
  const live = await createLive(ds, staticSource(ds), store, cfg);
  let claims: SlotClaims | null = null;
  let scheduler: SandboxScheduler | null = null;
  if (config.enabled) {
    try {
      claims = opts.claims ?? (await openClaims(cfg));
    } catch (err) {
      await live.close();
      throw err;
    }
    // One embedded file served by one process: its owner name survives a restart, so the restarted
    // process takes its running slots back at once. On Redis, and for the workers of `npm start` on
    // every core (which share the embedded files), each process is its own owner: one runs a slot.
    const single = store.kind === 'embedded' && !cluster.isWorker;
    scheduler = new SandboxScheduler(ds, live.ingest, claims, {
      everyMs: config.everyMs, speed: config.speed, owner: single ? 'embedded' : undefined, log: opts.log,
    }).start();
  }
  return {
    live, scheduler,
    async close() {
      await scheduler?.close();
      await claims?.close();
      await live.close();
    },
  };
}
