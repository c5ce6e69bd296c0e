/**
 * Structured JSON logs (pino): one line per event on stdout, for a log shipper to collect. Secrets
 * never reach a line: request lines carry only ids and numbers, and redaction blanks any
 * authorization header, secret or key material an error object might carry.
 *   MATCHDAY_LOG_LEVEL  fatal|error|warn|info|debug|silent (default info; request lines are info)
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACT = [
  'authorization', 'headers.authorization', 'req.headers.authorization', '*.headers.authorization',
  'secret', '*.secret', 'apiKey', '*.apiKey', 'token', '*.token', 'password', '*.password',
];

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevelFromEnv(): string {
  const raw = (process.env.MATCHDAY_LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!LEVELS.has(raw)) throw new Error(`MATCHDAY_LOG_LEVEL must be one of ${[...LEVELS].join(', ')}, not "${process.env.MATCHDAY_LOG_LEVEL}"`);
  return raw;
}

const REQUEST_LOGGER = Symbol('matchday.requestLogger');

/**
 * A logger writing to `destination` (default: stdout, asynchronously; call
 * `flushLogs` before exit). Request lines go through a sibling without redaction: they are built
 * from named fields only (logRequest), and the redaction paths cost about a quarter of a cheap
 * request's CPU.
 */
export function createLogger(opts: { level?: string; destination?: DestinationStream; base?: Record<string, unknown> } = {}): Logger {
  const destination = opts.destination ?? pino.destination({ dest: 1, sync: false });
  const options = {
    level: opts.level ?? logLevelFromEnv(),
    base: { pid: process.pid, ...opts.base },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino({ ...options, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
  (logger as unknown as Record<symbol, Logger>)[REQUEST_LOGGER] = pino(options, destination);
  return logger;
}

/** Writes what is buffered (before process.exit). */
export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // nothing buffered or the stream is gone
  }
}

/** The fields of one request line (see node-server.ts). */
export interface RequestLine {
  request_id: string;
  method: string;
  /** Endpoint id (e.g. listMatches), or feed, site, live_json, healthz, readyz, not_found. */
  route: string;
  /** The path without the query string (queries can carry search words; never the key). */
  path: string;
  status: number;
  /** Key id (`key_…`), never the secret; absent before authentication. */
  key_id?: string;
  units: number;
  duration_ms: number;
  /** Set on push streams: the line is written when the stream ends. */
  stream?: true;
}

export function logRequest(logger: Logger, line: RequestLine): void {
  ((logger as unknown as Record<symbol, Logger | undefined>)[REQUEST_LOGGER] ?? logger).info(line, 'request');
}
