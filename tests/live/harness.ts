/**
 * The whole server in-process on a free port (node-server's request listener over a runtime built
 * from a content folder, without the site), with keys of every plan and a feed key.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { createApi } from '../../src/server/api/app.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { createLive, type Live } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import type { LiveStore } from '../../src/server/live/live-store.ts';
import { createFeedApi } from '../../src/server/live/feed-api.ts';
import { createRequestListener } from '../../src/server/node-server.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import type { AccessStore } from '../../src/server/access/access-store.ts';

export interface Reply {
  status: number;
  headers: Headers;
  json: any;
}

export interface LiveHarness {
  url: string;
  ds: Dataset;
  live: Live;
  keys: Record<'free' | 'starter' | 'pro' | 'feed' | 'feedFree' | 'liveOnly', string>;
  /** The access store behind the gate (to revoke or re-plan keys in tests). */
  access: AccessStore;
  /** POSTs a feed message (default key: the feed key). */
  send(matchId: string, message: unknown, key?: string): Promise<Reply>;
  get(path: string, key?: string | null, headers?: Record<string, string>): Promise<Reply>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Live database file (default: a new temp file). */
  liveDb?: string;
  liveStore?: LiveStore;
  now?: () => Date;
  liveTtlMs?: number;
  streamsPerKey?: number;
  heartbeatMs?: number;
  logSize?: number;
}

export async function liveHarness(content: string, o: HarnessOptions = {}): Promise<LiveHarness> {
  const ds = await datasetFrom(content);
  const store = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  const gate = createGate({ store, plans, now: o.now });
  const liveStore = o.liveStore ?? new SqliteLiveStore(o.liveDb ?? join(await mkdtemp(join(tmpdir(), 'matchday-live-')), 'live.db'), { logSize: o.logSize });
  const live = await createLive(ds, staticSource(ds), liveStore, { logSize: o.logSize, streamsPerKey: o.streamsPerKey, heartbeatMs: o.heartbeatMs, recheck: (keyId) => gate.currentPermissions(keyId) });
  const api = createApi({
    ds, source: withSlots(ds, live.source), prerendered: prerenderPayloads(ds, false), gate, openapi: buildOpenApi(), streams: live.hub,
    liveTtlMs: o.liveTtlMs, now: o.now ? () => o.now!().getTime() : undefined,
  });
  const feed = createFeedApi({ gate, ingest: live.ingest, onError: (err) => console.error(err) });
  const rt: Runtime = { ds, source: live.source, api, store, live, feed, site: null, close: async () => { await live.close(); await store.close(); } };
  const server: Server = createServer(createRequestListener(rt));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const mk = async (name: string, plan: string, extra: ('feed_write' | 'live_matches')[] = []) => (await createKey(store, plans, { name, plan, extra })).secret;
  const keys = {
    free: await mk('free', 'free'), starter: await mk('starter', 'starter'), pro: await mk('pro', 'pro'), feed: await mk('feed', 'free', ['feed_write']),
    feedFree: await mk('nofeed', 'pro'), liveOnly: await mk('live-only', 'free', ['live_matches']),
  };
  const reply = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  };
  return {
    url, ds, live, keys, access: store,
    async send(matchId, message, key = keys.feed) {
      return reply(await fetch(`${url}/api/feed/v1/matches/${matchId}/messages`, {
        method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify(message),
      }));
    },
    async get(path, key = keys.pro, headers = {}) {
      return reply(await fetch(`${url}${path}`, { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers } }));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await rt.close();
    },
  };
}
