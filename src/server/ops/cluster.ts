/**
 * `npm start` on every core: the cluster primary forks `Config.workers` server processes
 * (MATCHDAY_WORKERS, default one per core) that share the listening port (node:cluster hands connections out round-robin). The
 * primary serves no requests; it
 *   - relays live commit notices between workers (embedded live store, commit-relay.ts),
 *   - serves the metrics of all workers, summed, on MATCHDAY_METRICS_PORT (prom-client AggregatorRegistry),
 *   - replaces a worker that dies (at most 5 times a minute, then it stops everything and exits 1),
 *   - on SIGTERM/SIGINT passes the signal to every worker, waits for their graceful shutdown, exits 0.
 * Keys and usage: the embedded store is one SQLite file that every worker opens; Redis is shared too.
 */
import cluster, { type Worker } from 'node:cluster';
import client from 'prom-client';
import { relayBetweenWorkers } from '../live/commit-relay.ts';
import { drainLogs, type Logger } from './logger.ts';
import { startMetricsServer, type MetricsEndpointConfig } from './metrics-server.ts';

export const READY = 'matchday:ready';

export interface ReadyMessage {
  type: typeof READY;
  port: number;
  matches: number;
  store: string;
  liveStore: string;
}

const isReady = (m: unknown): m is ReadyMessage => typeof m === 'object' && m !== null && (m as { type?: unknown }).type === READY;

/** Forks the workers and resolves with the first one's ready message once all are listening; rejects if one exits first. */
export async function runPrimary(opts: { workers: number; logger: Logger; args: string[]; metrics: MetricsEndpointConfig | null }): Promise<ReadyMessage> {
  const { logger } = opts;
  cluster.setupPrimary({ exec: process.argv[1], args: opts.args });
  relayBetweenWorkers();
  const metricsCfg = opts.metrics;
  if (metricsCfg) {
    const aggregator = new client.AggregatorRegistry();
    await startMetricsServer(metricsCfg, async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }));
    logger.info({ host: metricsCfg.host, port: metricsCfg.port }, 'metrics endpoint listening (all workers)');
  }

  let stopping = false;
  let starting = true;
  const restarts: number[] = [];
  const fork = () => cluster.fork();

  const first = await new Promise<ReadyMessage>((resolve, reject) => {
    let ready = 0;
    let firstReady: ReadyMessage | null = null;
    cluster.on('message', (_w: Worker, m: unknown) => {
      if (!starting || !isReady(m)) return;
      firstReady ??= m;
      // The first process has created the embedded stores' files, schemas and the secret key:
      // the others open them as they are (several processes creating one SQLite file at once can
      // fail with "database is locked").
      if (ready === 0) for (let i = 1; i < opts.workers; i++) fork();
      if (++ready === opts.workers) {
        starting = false;
        resolve(firstReady);
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      if (starting) {
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        reject(new Error(`a server process exited while starting (${signal ?? `code ${code}`}); see its message above`));
        return;
      }
      if (stopping) return;
      logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, 'server process died; starting a new one');
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > 5) {
        logger.fatal({ restarts: restarts.length }, 'server processes keep dying; stopping');
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        process.exitCode = 1;
        void drainLogs(logger);
        return;
      }
      setTimeout(fork, 500).unref();
    });
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping every server process');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    let failed = false;
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const w of alive) {
      w.once('exit', (code, sig) => {
        if (code !== 0) failed = true;
        logger.info({ worker: w.id, code, signal: sig }, 'server process stopped');
        if (--left === 0) void drainLogs(logger).then(() => process.exit(failed ? 1 : 0));
      });
      w.process.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return first;
}
