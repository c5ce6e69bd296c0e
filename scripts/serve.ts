/**
 * What `npm start` runs (after scripts/start.ts turned the compile cache on): builds when the inputs
 * changed, then serves site + API on HOST:PORT (default 127.0.0.1:4321) with one server process per
 * core (MATCHDAY_WORKERS; 1 = a single process). See docs/deployment.md.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { buildInputsHash } from '../src/lib/build/inputs-hash.ts';
import { resolve } from 'node:path';
import { loadConfig, type Config } from '../src/config/load-config.ts';
import { CliFailure, runCli } from '../src/lib/cli/run-cli.ts';
import { createLogger, drainLogs } from '../src/server/ops/logger.ts';
import { serveProcess } from '../src/server/main.ts';
import { READY, runPrimary, type ReadyMessage } from '../src/server/ops/cluster.ts';
import { metrics } from '../src/server/ops/metrics.ts';
import { startMetricsServer } from '../src/server/ops/metrics-server.ts';

function listenFailure(host: string, port: number) {
  return async (err: NodeJS.ErrnoException): Promise<never> => {
    if (err.code === 'EADDRINUSE') throw new CliFailure(`${host}:${port} is already in use; stop the other server or set PORT`);
    if (err.code === 'EACCES' || err.code === 'EADDRNOTAVAIL') throw new CliFailure(`cannot listen on ${host}:${port} (${err.code}); check HOST and PORT`);
    throw err;
  };
}

/**
 * "Matchday is running at …" on stderr once every server process listens: a few lines for a person at
 * a terminal, else one JSON line like every other line the server writes.
 */
function banner(host: string, ready: ReadyMessage, workers: number): void {
  const shown = `http://${host}:${ready.port}`;
  const summary = `Matchday is running at ${shown} (${ready.matches} matches, ${ready.store} key store, ${ready.liveStore} live store, ` +
    `${workers === 1 ? '1 server process' : `${workers} server processes`})`;
  if (!process.stderr.isTTY) {
    const fields = { url: shown, matches: ready.matches, store: ready.store, live_store: ready.liveStore, processes: workers };
    process.stderr.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), pid: process.pid, ...fields, msg: summary })}\n`);
    return;
  }
  process.stderr.write(
    `${summary}\n` +
      `  site: ${shown}/   API: ${shown}/api/public/v1/matches   OpenAPI: ${shown}/api/public/v1/openapi.json\n` +
      `  health: ${shown}/healthz   readiness: ${shown}/readyz\n` +
      `  get a key: npm run keys -- create --name me --plan starter\n`,
  );
}

if (cluster.isWorker) {
  // A server process forked by the primary below: serve, then tell the primary.
  // The primary has checked the configuration; each worker parses it once for itself.
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel, base: { worker: cluster.worker!.id } });
  try {
    const s = await serveProcess({ config, logger, onListenError: listenFailure(config.host, config.port) });
    process.send!({ type: READY, port: s.port, matches: s.rt.ds.matches.size, store: s.rt.store.kind, liveStore: s.rt.live.store.kind } satisfies ReadyMessage);
  } catch (err) {
    process.stderr.write(`start: ${err instanceof CliFailure ? err.message : ((err as Error)?.stack ?? String(err))}\n`);
    await drainLogs(logger);
    process.exit(1);
  }
} else {
  await runCli({
    name: 'start',
    usage: `Usage: npm start [-- --no-build]

Serves the fan site and the API (/api/public/v1) on HOST:PORT (default 127.0.0.1:4321) with one
server process per core (MATCHDAY_WORKERS=N to choose; 1 = a single process).
Builds first when content/, src/ or the config changed since the last build.
Keys and usage live in data/matchday.db (MATCHDAY_DATA_DIR), or in Redis when REDIS_URL is set.
Logs: one JSON line per request on stdout (MATCHDAY_LOG_LEVEL). Probes: /healthz, /readyz.
Metrics: GET /metrics on MATCHDAY_METRICS_PORT (unset: off). Configuration: docs/deployment.md; a bad
value stops the start with a message naming the variable (exit 1).
Create a key with: npm run keys -- create --name me --plan starter`,
    options: { 'no-build': { type: 'boolean', default: false } },
    async run({ values }) {
      const config = loadConfig(); // a bad value: ConfigError, exit 1
      const info = `${resolve(config.dist)}/matchday/build-info.json`;
      const fresh = existsSync(info) && JSON.parse(readFileSync(info, 'utf8')).inputs === buildInputsHash();
      if (!fresh && !values['no-build']) {
        process.stderr.write('start: the build is missing or out of date; building…\n');
        const r = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
        if (r.status !== 0) throw new CliFailure('build failed; not starting');
      }
      const { host, port, workers } = config;
      const logger = createLogger({ level: config.logLevel, base: workers > 1 ? { role: 'primary' } : {} });
      if (workers > 1) {
        let ready: ReadyMessage;
        try {
          ready = await runPrimary({ workers, logger, args: ['--no-build'], metrics: config.metrics });
        } catch (err) {
          throw new CliFailure((err as Error).message);
        }
        banner(host, ready, workers);
      } else {
        const s = await serveProcess({ config, logger, onListenError: listenFailure(host, port) });
        if (config.metrics) {
          const ms = await startMetricsServer(config.metrics, () => metrics.text());
          ms.unref();
        }
        banner(host, { type: READY, port: s.port, matches: s.rt.ds.matches.size, store: s.rt.store.kind, liveStore: s.rt.live.store.kind }, 1);
      }
      await new Promise(() => {});
    },
  });
}
