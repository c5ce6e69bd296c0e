/**
 * Child process of log-destination.test.ts: logs `count` numbered lines (ordinary and request lines,
 * alternating, each with `padding` characters) through the default logger (pino's asynchronous
 * destination on stdout), with an event-loop turn every 100 lines so writes start while it logs;
 * says `logged` on stderr, then:
 * - `drain`: `await drainLogs(logger)` and exit, as the server's exit paths can;
 * - `flush-kill`: `flushLogs(logger)`, then SIGKILL itself (no exit handlers run: only what
 *   flushLogs wrote is out).
 */
import { createLogger, drainLogs, flushLogs, logRequest } from '../../src/server/ops/logger.ts';

const [count, padding, mode] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const pad = 'x'.repeat(padding);
const logger = createLogger({ base: { role: 'flood' } });
for (let n = 0; n < count; n++) {
  if (n % 2 === 0) logger.info({ n, pad }, 'numbered');
  else logRequest(logger, { request_id: `req_${n}`, method: 'GET', route: 'getMatch', path: `/api/public/v1/matches/${pad}`, status: 200, units: n, duration_ms: 1 });
  if (n % 100 === 99) await new Promise((r) => setImmediate(r));
}
process.stderr.write('logged\n');
if (mode === 'drain') {
  await drainLogs(logger, 120_000);
  process.exit(0);
} else {
  flushLogs(logger);
  process.kill(process.pid, 'SIGKILL');
}
