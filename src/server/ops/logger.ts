/**
 * Structured JSON logs (pino): one line per event on stdout, for a log shipper to collect. Secrets
 * never reach a line: request lines carry only ids and numbers, and redaction blanks any
 * authorization header, secret or key material an error object might carry.
 * The level comes from the configuration (MATCHDAY_LOG_LEVEL, src/config/config-schema.ts); each part of
 * the server logs through a child with a `component` field (`componentLogger`).
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACT = [
  'authorization', 'headers.authorization', 'req.headers.authorization', '*.headers.authorization',
  'secret', '*.secret', 'apiKey', '*.apiKey', 'token', '*.token', 'password', '*.password',
];

/**
 * The default destination: pino's asynchronous one (SonicBoom) on stdout. Lines are collected up to
 * 8 KiB (below its 16 KiB write size) and written together, at least every 25 ms; one write is in
 * flight at a time and a full pipe is retried later, never blocking the event loop. Past 16 MiB
 * waiting (the reader is stuck) new lines are dropped; `createLogger` counts them and writes a line
 * saying how many. An A/B in `npm run bench:api` against a hand-written batched writer showed no
 * gain for the latter (README, "Benchmarks").
 */
export const STDOUT_DESTINATION = { dest: 1, sync: false, minLength: 8192, maxLength: 16 * 1024 * 1024, periodicFlush: 25 } as const;

export const DROPPED_MESSAGE = 'log lines dropped: the log reader did not keep up';

/** What a logger made here writes through (reached from the logger and its children). */
interface LogOutput {
  request: (line: RequestLine) => void;
  /** The destination's synchronous flush, when it has one (pino.destination). */
  flushSync?: () => void;
  /** The destination's asynchronous flush: `done` once every line is written (pino.destination). */
  flush?: (done: () => void) => void;
  /** Writes the line about dropped lines, if any were dropped; true when one was written. */
  reportDrops: () => boolean;
}

const OUTPUT = Symbol('matchday.logOutput');

/** A destination that may say it dropped a line (SonicBoom emits `drop` past its maxLength). */
type EventfulDestination = DestinationStream & {
  on?: (event: string, listener: (...args: unknown[]) => void) => unknown;
  flushSync?: () => void;
  flush?: (cb?: (err?: Error) => void) => void;
};

/**
 * A logger writing to `destination` (default: stdout, asynchronously in batches, see
 * STDOUT_DESTINATION; call `flushLogs` before exit).
 */
export function createLogger(opts: { level?: string; destination?: DestinationStream; base?: Record<string, unknown> } = {}): Logger {
  const destination: EventfulDestination = opts.destination ?? pino.destination(STDOUT_DESTINATION);
  const base = { pid: process.pid, ...opts.base };
  const logger = pino({
    level: opts.level ?? 'info',
    base,
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT, censor: '[redacted]' },
  }, destination);
  const output: LogOutput = {
    request: requestLineWriter(logger, destination, base),
    flushSync: typeof destination.flushSync === 'function' ? () => destination.flushSync!() : undefined,
    flush: typeof destination.flush === 'function' ? (done) => destination.flush!(() => done()) : undefined,
    reportDrops: countDrops(logger, destination),
  };
  (logger as unknown as Record<symbol, LogOutput>)[OUTPUT] = output;
  return logger;
}

function outputOf(logger: Logger): LogOutput | undefined {
  return (logger as unknown as Record<symbol, LogOutput | undefined>)[OUTPUT];
}

/**
 * Counts the lines `destination` drops (its `drop` events) and reports them in one warn line once
 * there is room again (after each completed write, and from `flushLogs`). The report itself is not
 * counted when it is dropped: the count is kept for the next attempt.
 */
function countDrops(logger: Logger, destination: EventfulDestination): () => boolean {
  if (typeof destination.on !== 'function') return () => false;
  let dropped = 0;
  let reporting = false;
  let reportDropped = false;
  const report = (): boolean => {
    if (dropped === 0 || reporting) return false;
    const n = dropped;
    dropped = 0;
    reporting = true;
    reportDropped = false;
    try {
      logger.warn({ dropped: n }, DROPPED_MESSAGE);
    } finally {
      reporting = false;
    }
    if (reportDropped) dropped += n;
    return !reportDropped && logger.isLevelEnabled('warn');
  };
  destination.on('drop', () => {
    if (reporting) reportDropped = true;
    else dropped++;
  });
  destination.on('write', report);
  destination.on('drain', report);
  return report;
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

/**
 * Writes what is buffered, synchronously (before process.exit), then the line about dropped lines
 * if any were dropped. A destination without a synchronous flush gets pino's `flush`.
 * A write the destination already has in flight is not waited for (pino.destination's flushSync
 * cannot): it may land after the lines written here, or not at all if the process exits first.
 * Exit paths that can wait use `drainLogs`.
 */
export function flushLogs(logger: Logger): void {
  const output = outputOf(logger);
  try {
    if (!output?.flushSync) {
      logger.flush();
      return;
    }
    output.flushSync();
    if (output.reportDrops()) output.flushSync();
  } catch {
    // the stream is gone (or not open yet): nothing can be written
  }
}

/**
 * Waits until the destination has written every line (its write in flight included; at most
 * `timeoutMs`, for a reader that is stuck), then `flushLogs`: every line logged before is written,
 * in order, before the process exits.
 */
export async function drainLogs(logger: Logger, timeoutMs = 5000): Promise<void> {
  const flush = outputOf(logger)?.flush;
  if (flush) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      try {
        flush(done);
      } catch {
        done();
      }
    });
  }
  flushLogs(logger);
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
  const output = outputOf(logger);
  if (output) output.request(line);
  else logger.info(line, 'request');
}
