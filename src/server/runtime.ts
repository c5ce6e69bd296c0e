/**
 * Assembles the running product from the build output: dataset snapshot, prerendered payloads,
 * access store and gate, the API, and (when built) the site: its static files and Astro's handler
 * (src/server/http/site-handler.ts). Everything configurable comes from `config` (parsed once at
 * start, src/config/load-config.ts) and every part logs through a child of `logger` with its
 * `component` (api, access_store, live, sandbox, webhooks).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildDataset, type Dataset } from '../lib/dataset/dataset.ts';
import type { ContentSnapshot } from '../lib/dataset/snapshot.ts';
import { staticSource, type MatchSource } from '../lib/dataset/match-source.ts';
import { withSlots } from '../lib/dataset/slot-source.ts';
import { buildOpenApi } from '../lib/api/openapi.ts';
import { createApi, type Api } from './api/app.ts';
import { openPrerendered } from './api/prerendered-folder.ts';
import { openExportFolder } from './api/export-folder.ts';
import { competitionDownloads } from './api/competition-downloads.ts';
import { createGate } from './access/gate.ts';
import { loadPlans } from './access/plans.ts';
import { openAccessStore } from './access/open-store.ts';
import type { AccessStore } from './access/access-store.ts';
import { createLive, liveConfigOf, openLiveStore, type Live } from './live/live-runtime.ts';
import type { LiveStore } from './live/live-store.ts';
import { createFeedApi, type FeedApi } from './live/feed-api.ts';
import { loadSite, type SiteHandler } from './http/site-handler.ts';
import { createSandbox, type Sandbox } from './sandbox/sandbox-runtime.ts';
import { startWebhooksFromConfig, type Webhooks } from './webhooks/webhooks-runtime.ts';
import { openWebhookStore } from './webhooks/open-webhook-store.ts';
import type { WebhookStore } from './webhooks/webhook-store.ts';
import { metrics } from './ops/metrics.ts';
import { timedStore } from './ops/timed-store.ts';
import { componentLogger, createLogger, warnTo, type Logger } from './ops/logger.ts';
import { loadConfig, type Config } from '../config/load-config.ts';

export type { SiteHandler };

export interface Runtime {
  ds: Dataset;
  source: MatchSource;
  api: Api;
  store: AccessStore;
  /** Live matches: store, overlay, push stream, /live.json. */
  live: Live;
  /**
   * The sandbox test keys see (decisions.md "Sandbox: test keys"): its own store, overlay, push
   * stream and ingest, fed by the sandbox scheduler (src/server/sandbox/). Never shared with `live`.
   */
  sandbox?: Live;
  /** The feed ingest API (/api/feed/v1). */
  feed: FeedApi;
  /** Webhook deliveries of live-mode events (docs/webhooks.md); absent in harnesses that assemble a Runtime without them. */
  webhooks?: Webhooks;
  site: SiteHandler | null;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The process's configuration (default: parsed from the environment now). */
  config?: Config;
  /** The process's logger (default: a JSON logger on stdout at the configured level). */
  logger?: Logger;
  dist?: string;
  withSite?: boolean;
  store?: AccessStore;
  liveStore?: LiveStore;
  sandboxStore?: LiveStore;
  webhookStore?: WebhookStore;
}

export async function loadRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  const config = opts.config ?? loadConfig();
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  const log = (component: string) => componentLogger(logger, component);
  const dist = opts.dist ?? config.dist;
  const snapshotPath = join(dist, 'matchday', 'snapshot.json');
  if (!existsSync(snapshotPath)) throw new Error(`${snapshotPath} not found: run "npm run build" first`);
  const snapshot = JSON.parse(await readFile(snapshotPath, 'utf8')) as ContentSnapshot;
  const ds = buildDataset(snapshot);
  const prerendered = await openPrerendered(join(dist, 'matchday', 'api'), { log: warnTo(log('api')) });
  // Both stores are timed for the metrics (src/server/ops/timed-store.ts).
  const store = timedStore(opts.store ?? (await openAccessStore({ ...config, log: warnTo(log('access_store')) })), 'access', metrics);
  const gate = createGate({ store, plans: loadPlans(config.plansPath) });
  const recheck = (keyId: string) => gate.currentPermissions(keyId);
  const liveCfg = { ...liveConfigOf(config, warnTo(log('live'))), recheck };
  const live = await createLive(ds, staticSource(ds), timedStore(opts.liveStore ?? (await openLiveStore(liveCfg)), 'live', metrics), liveCfg);
  // Fixtures with slots take their teams from the live-aware state (src/lib/dataset/slot-source.ts).
  const source = withSlots(ds, live.source);
  let sandbox: Sandbox;
  try {
    const sandboxLog = log('sandbox');
    sandbox = await createSandbox(ds, { ...liveCfg, log: warnTo(sandboxLog) }, { store: opts.sandboxStore, config: config.sandbox, log: warnTo(sandboxLog) });
  } catch (err) {
    await live.close();
    throw err;
  }
  metrics.sseClientsFrom(() => live.hub.size + sandbox.live.hub.size);
  const apiLog = log('api');
  const onError = (err: unknown, req: { requestId: string; method: string; path: string }) =>
    apiLog.error({ err, request_id: req.requestId, method: req.method, path: req.path }, 'request failed');
  const downloads = competitionDownloads({ ds, built: await openExportFolder(join(dist, 'matchday', 'exports'), { log: warnTo(apiLog) }) });
  const api = createApi({
    ds, source, prerendered, gate, openapi: buildOpenApi(), streams: live.hub, onError, downloads,
    sandbox: { source: withSlots(ds, sandbox.live.source), streams: sandbox.live.hub },
  });
  const feed = createFeedApi({ gate, ingest: live.ingest, onError });
  // One outbox, two dispatchers: live keys' endpoints get live events, test keys' the sandbox's.
  const webhookLog = log('webhooks');
  const webhookStore = opts.webhookStore ?? (await openWebhookStore({ ...config, log: warnTo(webhookLog) }));
  const webhookOpts = { config, logger: webhookLog, ds, gate, access: store, store: webhookStore };
  const webhooks = await startWebhooksFromConfig({ ...webhookOpts, live, mode: 'live' });
  const sandboxWebhooks = await startWebhooksFromConfig({ ...webhookOpts, live: sandbox.live, mode: 'test' });
  // On-demand pages (/live/, /players/search/) run in this process and get the live summary, the
  // served dataset and the live-aware source as Astro.locals (src/env.d.ts).
  const site = (opts.withSite ?? true) ? await loadSite(dist, { liveSummary: () => live.summary.summary(), dataset: ds, source }) : null;
  return {
    ds, source, api, store, live, sandbox: sandbox.live, feed, webhooks, site,
    async close() {
      await webhooks.close();
      await sandboxWebhooks.close();
      if (!opts.webhookStore) await webhookStore.close();
      await sandbox.close();
      await live.close();
      await store.close();
    },
  };
}
