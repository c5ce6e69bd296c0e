/**
 * The composition root of the product server.
 *
 * One server process with operations wired in: runtime, HTTP server with request logs, metrics,
 * probes and in-flight counting, and a graceful shutdown on SIGTERM/SIGINT (or when the cluster
 * primary goes away). Used by `npm start` for the single process and for every cluster worker.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { loadRuntime, type Runtime } from './runtime.ts';
import { startServer } from './node-server.ts';
import { createHealth } from './ops/health.ts';
import { drainLogs, type Logger } from './ops/logger.ts';
import { metrics } from './ops/metrics.ts';
import { drain, InflightRequests } from './ops/shutdown.ts';
import type { Config } from '../config/load-config.ts';

export interface Serving {
  rt: Runtime;
  server: Server;
  port: number;
  /** Starts the graceful shutdown (idempotent); resolves when the stores are closed. */
  shutdown(reason: string): Promise<void>;
}

export async function serveProcess(opts: { config: Config; logger: Logger; onListenError?: (err: NodeJS.ErrnoException) => Promise<never> }): Promise<Serving> {
  const { config, logger } = opts;
  metrics.collectDefaults();
  const rt = await loadRuntime({ config, logger });
  let draining = false;
  const health = createHealth({
    contentMatches: () => rt.ds.matches.size,
    draining: () => draining,
    probes: [
      { name: 'access_store', check: () => rt.store.getKey('key_readiness_probe') },
      { name: 'live_store', check: () => rt.live.store.head() },
    ],
  });
  const inflight = new InflightRequests();
  let server: Server;
  try {
    server = await startServer(rt, config.host, config.port, { logger, metrics, health, inflight });
  } catch (err) {
    await rt.close();
    if (opts.onListenError) return opts.onListenError(err as NodeJS.ErrnoException);
    throw err;
  }
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  let done: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    done ??= (async () => {
      draining = true;
      logger.info({ reason }, 'shutdown requested');
      await drain({
        server, inflight, timeoutMs: config.shutdownTimeoutMs,
        closeStreams: (notice) => {
          rt.live.hub.close(notice);
          rt.sandbox?.hub.close(notice);
        },
        closeStores: () => rt.close(),
        log: (fields, msg) => logger.info(fields, msg),
      });
    })();
    return done;
  };
  let exiting = false;
  const exitAfter = (reason: string) => () => {
    if (exiting) return;
    exiting = true;
    shutdown(reason).then(
      () => 0,
      (err) => { logger.error({ err }, 'shutdown failed'); return 1; },
    ).then(async (code) => {
      await drainLogs(logger);
      process.exit(code);
    });
  };
  // `on`, not `once`: a second signal (Ctrl-C reaches the primary and the workers) must not kill the drain.
  process.on('SIGTERM', exitAfter('SIGTERM'));
  process.on('SIGINT', exitAfter('SIGINT'));
  // A worker whose primary is gone has no one to answer to.
  if (cluster.isWorker) cluster.worker!.once('disconnect', exitAfter('primary gone'));
  return { rt, server, port, shutdown };
}
