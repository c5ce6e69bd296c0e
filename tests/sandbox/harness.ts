/**
 * The whole server in-process on a free port with BOTH modes wired as in src/server/runtime.ts: the
 * live Live (fed through the feed API) and the sandbox Live (fed in process), on embedded files or
 * on one Redis with the production prefixes' layout. Keys: a live pro key, a test key, a feed key.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { replayPlan } from '../../src/lib/live/replay-plan.ts';
import { createApi } from '../../src/server/api/app.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { createLive, LIVE_STORE, SANDBOX_STORE, type Live } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import type { LiveStore } from '../../src/server/live/live-store.ts';
import { createFeedApi } from '../../src/server/live/feed-api.ts';
import { createRequestListener } from '../../src/server/node-server.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { createSandbox, type Sandbox } from '../../src/server/sandbox/sandbox-runtime.ts';
import type { SlotClaims } from '../../src/server/sandbox/slot-claims.ts';
import { SqliteSlotClaims } from '../../src/server/sandbox/sqlite-slot-claims.ts';
import { datasetFrom } from '../helpers/api-harness.ts';

export interface Reply {
  status: number;
  headers: Headers;
  json: any;
}

export interface SandboxHarness {
  url: string;
  ds: Dataset;
  live: Live;
  sandbox: Sandbox;
  keys: { live: string; test: string; feed: string };
  get(path: string, key: string, headers?: Record<string, string>): Promise<Reply>;
  /** Feeds the first `count` messages of the match's replay plan to the live mode (feed API, HTTP). */
  feedLive(matchId: string, count: number): Promise<void>;
  /** The same into the sandbox (its ingest, in process). */
  feedSandbox(matchId: string, count: number): Promise<void>;
  close(): Promise<void>;
}

export interface SandboxHarnessOptions {
  /** Stores on this Redis (prefix per test run) instead of embedded files. */
  redisUrl?: string;
  /** Scheduler on with these settings; default off (tests feed the sandbox themselves). */
  scheduler?: { everyMs: number; speed: number };
  liveTtlMs?: number;
  dataDir?: string;
}

export async function sandboxHarness(content: string, o: SandboxHarnessOptions = {}): Promise<SandboxHarness> {
  const ds = await datasetFrom(content);
  const dataDir = o.dataDir ?? (await mkdtemp(join(tmpdir(), 'matchday-sandbox-')));
  const access = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  const gate = createGate({ store: access, plans });
  const cfg = { dataDir, recheck: (keyId: string) => gate.currentPermissions(keyId) };
  let liveStore: LiveStore;
  let sandboxStore: LiveStore;
  let claims: SlotClaims;
  if (o.redisUrl) {
    const { RedisLiveStore } = await import('../../src/server/live/redis-live-store.ts');
    const { RedisSlotClaims } = await import('../../src/server/sandbox/redis-slot-claims.ts');
    const run = `t${Math.random().toString(36).slice(2, 8)}:`;
    liveStore = await RedisLiveStore.connect(o.redisUrl, { prefix: `${run}${LIVE_STORE.prefix}` });
    sandboxStore = await RedisLiveStore.connect(o.redisUrl, { prefix: `${run}${SANDBOX_STORE.prefix}` });
    claims = await RedisSlotClaims.connect(o.redisUrl, `${run}${SANDBOX_STORE.prefix}`);
  } else {
    liveStore = new SqliteLiveStore(join(dataDir, LIVE_STORE.file));
    sandboxStore = new SqliteLiveStore(join(dataDir, SANDBOX_STORE.file));
    claims = new SqliteSlotClaims(join(dataDir, SANDBOX_STORE.file));
  }
  const live = await createLive(ds, staticSource(ds), liveStore, cfg);
  const sandbox = await createSandbox(ds, cfg, {
    store: sandboxStore, claims, config: { enabled: o.scheduler !== undefined, everyMs: o.scheduler?.everyMs ?? 60_000, speed: o.scheduler?.speed ?? 1 },
  });
  if (!o.scheduler) await claims.close();
  const api = createApi({
    ds, source: withSlots(ds, live.source), prerendered: prerenderPayloads(ds, false), gate, openapi: buildOpenApi(), streams: live.hub,
    sandbox: { source: withSlots(ds, sandbox.live.source), streams: sandbox.live.hub }, liveTtlMs: o.liveTtlMs ?? 0,
  });
  const feed = createFeedApi({ gate, ingest: live.ingest, onError: (err) => console.error(err) });
  const rt: Runtime = {
    ds, source: live.source, api, store: access, live, sandbox: sandbox.live, feed, site: null,
    close: async () => { await sandbox.close(); await live.close(); await access.close(); },
  };
  const server: Server = createServer(createRequestListener(rt));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const keys = {
    live: (await createKey(access, plans, { name: 'live', plan: 'pro' })).secret,
    test: (await createKey(access, plans, { name: 'test', mode: 'test' })).secret,
    feed: (await createKey(access, plans, { name: 'feed', plan: 'free', extra: ['feed_write'] })).secret,
  };
  const reply = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  };
  const planned = (matchId: string, count: number) => replayPlan(ds, matchId).slice(0, count).map((p, i) => ({ ...p.message, seq: i + 1 }));
  return {
    url, ds, live, sandbox, keys,
    async get(path, key, headers = {}) {
      return reply(await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${key}`, ...headers } }));
    },
    async feedLive(matchId, count) {
      for (const message of planned(matchId, count)) {
        const r = await reply(await fetch(`${url}/api/feed/v1/matches/${matchId}/messages`, {
          method: 'POST', headers: { Authorization: `Bearer ${keys.feed}`, 'Content-Type': 'application/json' }, body: JSON.stringify(message),
        }));
        if (r.status !== 200) throw new Error(`feed refused ${JSON.stringify(message).slice(0, 80)}: ${JSON.stringify(r.json)}`);
      }
    },
    async feedSandbox(matchId, count) {
      for (const message of planned(matchId, count)) await sandbox.live.ingest.ingest(matchId, message);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await rt.close();
    },
  };
}
