/**
 * Benchmark-only server: the product's runtime and HTTP server with an allow-all gate, so
 * `npm run bench:api` can show what the gate costs. Everything else is as in `npm start`: request
 * logs on stdout, metrics, timed stores, in-flight counting. Never used by `npm start`.
 */
import { loadRuntime } from '../../src/server/runtime.ts';
import { startServer } from '../../src/server/node-server.ts';
import { createApi } from '../../src/server/api/app.ts';
import { openPrerendered } from '../../src/server/api/prerendered-folder.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { createGate } from '../../src/server/access/gate.ts';
import type { AccessStore, ApiKeyRecord } from '../../src/server/access/access-store.ts';
import { join } from 'node:path';
import { createLogger } from '../../src/server/ops/logger.ts';
import { metrics } from '../../src/server/ops/metrics.ts';
import { InflightRequests } from '../../src/server/ops/shutdown.ts';

const plan = { id: 'bench', units_per_day: Number.MAX_SAFE_INTEGER, requests_per_minute: Number.MAX_SAFE_INTEGER, permissions: ['match_events', 'match_stats', 'match_lineups', 'live_matches'] as never };
const key: ApiKeyRecord & { hash: string } = { id: 'key_bench', hash: '', name: 'bench', plan: 'bench', extra_permissions: [], status: 'active', created_at: '' };
/** A store that knows every well-formed key and meters nothing. */
const openStore: AccessStore = {
  kind: 'embedded',
  changeVisibleMs: 0,
  findKeyByHash: async (hash) => ({ ...key, hash }),
  createKey: async () => {}, listKeys: async () => [], getKey: async () => key, updateKey: async () => key,
  // BENCH_OPEN_TURN=1: answer one event-loop turn later, as the embedded store's batching does, so
  // the gate's own work can be told from what answering a turn's requests together saves.
  admit: process.env.BENCH_OPEN_TURN === '1'
    ? (): ReturnType<AccessStore['admit']> => new Promise((r) => setImmediate(() => r({ outcome: 'ok', unitsUsed: 0, minuteCount: 0 })))
    : async () => ({ outcome: 'ok', unitsUsed: 0, minuteCount: 0 }),
  countRequest: async () => 0, refund: async () => {}, usage: async () => ({ unitsUsed: 0, minuteCount: 0 }), close: async () => {},
};
const rt = await loadRuntime({ store: openStore });
const dist = process.env.MATCHDAY_DIST ?? 'dist';
rt.api = createApi({ ds: rt.ds, source: rt.source, prerendered: await openPrerendered(join(dist, 'matchday', 'api')), gate: createGate({ store: openStore, plans: [plan] }), openapi: buildOpenApi() });
metrics.collectDefaults();
const server = await startServer(rt, '127.0.0.1', Number(process.env.PORT), { logger: createLogger(), metrics, inflight: new InflightRequests() });
process.stderr.write(`open server on ${JSON.stringify(server.address())}\n`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => server.close(() => process.exit(0)));
