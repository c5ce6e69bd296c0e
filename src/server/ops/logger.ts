/**
 * Structured JSON logs (pino): one line per event on stdout, for a log shipper to collect. Secrets
 * never reach a line: request lines carry only ids and numbers, and redaction blanks any
 * authorization header, secret or key material an error object might carry.
 * The level comes from the configuration (MATCHDAY_LOG_LEVEL, src/config/config-schema.ts); each part of
 * the server logs through a child with a `component` field (`componentLogger`).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { LogWriter } from './log-writer.ts';

export type { Logger };

export const REDACT = [
  'authorization', 'headers.authorization', 'req.headers.authorization', '*.headers.authorization',
  'secret', '*.secret', 'apiKey', '*.apiKey', 'token', '*.token', 'password', '*.password',
];

const REQUEST_WRITER = Symbol('matchday.requestWriter');

/**
 * A logger writing to `destination` (default: stdout, asynchronously in batches, see
 * log-writer.ts; call `flushLogs` before exit).
 */
export function createLogger(opts: { level?: string; destination?: DestinationStream; base?: Record<string, unknown> } = {}): Logger {
  const destination = opts.destination ?? new LogWriter();
  const base = { pid: process.pid, ...opts.base };
  const logger = pino({
    level: opts.level ?? 'info',
    base,
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT, censor: '[redacted]' },
  }, destination);
  (logger as unknown as Record<symbol, unknown>)[REQUEST_WRITER] = requestLineWriter(logger, destination, base);
  return logger;
}

/** A child logger for one part of the server: every line carries `component`. */
export function componentLogger(logger: Logger, component: string): Logger {
  return logger.child({ component });
}

/** A plain-message sink (the stores' and replica's `log` option) writing warnings through `logger`. */
export function warnTo(logger: Logger): (message: string) => void {
  return (message) => logger.warn(message);
}

/**
 * The default `log` of parts built without a logger (tests, harnesses): one JSON warning line on
 * stderr, in the shape of the logger's lines.
 */
export function fallbackWarn(component: string): (message: string) => void {
  return (msg) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), pid: process.pid, component, msg })}\n`);
  };
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

/**
 * Request lines are written by hand, in the shape of every other line (level, time, base fields,
 * the request's fields, msg): they come from named fields only (no redaction needed), and pino's
 * generic serializer with its redaction paths cost about a tenth of a cheap request's CPU.
 */
function requestLineWriter(logger: Logger, destination: DestinationStream, base: Record<string, unknown>): (line: RequestLine) => void {
  const baseJson = JSON.stringify(base).slice(1, -1);
  const prefix = baseJson ? `,${baseJson}` : '';
  const num = (n: number) => (Number.isFinite(n) ? n : null);
  // The time string is made once per millisecond.
  let ms = 0;
  let iso = '';
  return (l) => {
    if (!logger.isLevelEnabled('info')) return;
    const now = Date.now();
    if (now !== ms) [ms, iso] = [now, new Date(now).toISOString()];
    destination.write(
      `{"level":"info","time":"${iso}"${prefix},"request_id":${jsonString(l.request_id)},"method":${jsonString(l.method)},"route":${jsonString(l.route)},"path":${jsonString(l.path)},` +
        `"status":${num(l.status)}${l.key_id ? `,"key_id":${jsonString(l.key_id)}` : ''},"units":${num(l.units)},"duration_ms":${num(l.duration_ms)}${l.stream ? ',"stream":true' : ''},"msg":"request"}\n`,
    );
  };
}

/** Characters a JSON string must escape (and non-ASCII, left to JSON.stringify). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f-\uffff]/;

/** A JSON string literal; plain ASCII (ids, routes, most paths) skips JSON.stringify. */
export function jsonString(s: string): string {
  return NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`;
}

export function logRequest(logger: Logger, line: RequestLine): void {
  const write = (logger as unknown as Record<symbol, ((l: RequestLine) => void) | undefined>)[REQUEST_WRITER];
  if (write) write(line);
  else logger.info(line, 'request');
}
