/**
 * Every environment variable Matchday reads, in one zod schema: its type, default, range and what it
 * does. `loadConfig` (load-config.ts) parses it once when a command starts and the parts get what
 * they need from the result; nothing else reads `process.env` for these names. The README's and
 * docs/deployment.md's configuration tables are checked against this schema
 * (tests/ops/config-docs.test.ts).
 *
 * Each field carries metadata: `description` (what it does), `allowed` (what a value must be, said in
 * the start's error message) and `shown` (the default as the docs write it, when it is not a value).
 * An empty variable counts as unset.
 */
import { z } from 'zod';
import { parseDuration } from '../lib/sandbox/duration.ts';

/** The embedded stores' folder when MATCHDAY_DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = 'data';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

interface FieldMeta {
  description: string;
  /** What a value must be, in the words of the error message. */
  allowed: string;
  /** The default as the docs write it, when the schema has no default value (e.g. "number of cores"). */
  shown?: string;
}

const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta }) as T;

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);
const onOff = z.string().trim().toLowerCase().pipe(z.enum(['on', 'off', '1', '0', 'true', 'false'])).transform((v) => ['on', '1', 'true'].includes(v));
const duration = (name: string) =>
  z.string().transform((raw, ctx) => {
    try {
      return parseDuration(raw, name);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not a duration' });
      return z.NEVER;
    }
  });
const msList = z.string().transform((raw, ctx) => {
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.length === 0 || list.some((n) => !Number.isSafeInteger(n) || n < 0)) {
    ctx.addIssue({ code: 'custom', message: 'not a list of milliseconds' });
    return z.NEVER;
  }
  return list;
});
/** A calendar day that exists (Date would read 2030-06-31 as July 1). */
const realDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const isoInstant = z.string().trim().transform((raw, ctx) => {
  const d = new Date(raw);
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(raw)?.[1];
  if (!day || Number.isNaN(d.getTime()) || !realDay(day)) {
    ctx.addIssue({ code: 'custom', message: 'not a date' });
    return z.NEVER;
  }
  return d;
});

export const configSchema = z.object({
  /** Interface `npm start` listens on. */
  HOST: field(z.string().default('127.0.0.1'), { description: 'interface `npm start` listens on (`0.0.0.0` behind a proxy on another machine)', allowed: 'a host name or address' }),
  /** Port `npm start` listens on, shared by all workers. */
  PORT: field(wholeNumber(0, 65535).default(4321), { description: 'port `npm start` listens on (shared by all workers)', allowed: 'a port number from 0 to 65535' }),
  /** Server processes of `npm start`; unset: one per core. */
  MATCHDAY_WORKERS: field(wholeNumber(1).optional(), { description: 'server processes of `npm start`; `1` = one process, no cluster', allowed: 'a whole number of processes, 1 or more', shown: 'number of cores' }),
  /** Folder of the embedded stores (matchday.db, live.db, sandbox-live.db, webhooks.db, secret.key). */
  MATCHDAY_DATA_DIR: field(z.string().default(DEFAULT_DATA_DIR), { description: 'folder of the embedded stores (`matchday.db`, `live.db`, `webhooks.db`, `secret.key`)', allowed: 'a folder' }),
  /** Redis for keys, usage, live matches and webhooks; unset: the embedded files. */
  REDIS_URL: field(z.string().regex(/^rediss?:\/\/\S+$/).optional(), { description: 'Redis for keys, usage, live matches and webhooks (several machines); unset: the embedded files', allowed: 'a redis:// or rediss:// URL', shown: 'unset' }),
  /** The build to serve. */
  MATCHDAY_DIST: field(z.string().default('dist'), { description: 'the build `npm start` serves', allowed: 'a folder' }),
  /** Plans file; unset: the repository's src/config/plans.json. */
  MATCHDAY_PLANS: field(z.string().optional(), { description: 'plans file', allowed: 'a file path', shown: 'src/config/plans.json' }),
  /** Lowest level logged (JSON lines on stdout); `info` has one line per request. */
  MATCHDAY_LOG_LEVEL: field(z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)).default('info'), { description: 'JSON logs on stdout: `fatal`, `error`, `warn`, `info` (one line per request), `debug`, `trace`, `silent`', allowed: LOG_LEVELS.join(', ') }),
  /** Port of `GET /metrics`; unset: no metrics endpoint. */
  MATCHDAY_METRICS_PORT: field(wholeNumber(0, 65535).optional(), { description: 'port of the Prometheus `GET /metrics` endpoint', allowed: 'a port number from 0 to 65535', shown: 'unset' }),
  /** Interface of the metrics port. */
  MATCHDAY_METRICS_HOST: field(z.string().default('127.0.0.1'), { description: 'interface of the metrics port', allowed: 'a host name or address' }),
  /** Bearer token scrapers must send; unset: none. */
  MATCHDAY_METRICS_TOKEN: field(z.string().optional(), { description: 'bearer token scrapers must send', allowed: 'a token', shown: 'unset' }),
  /** How long in-flight requests may finish on shutdown. */
  MATCHDAY_SHUTDOWN_TIMEOUT_MS: field(wholeNumber(0).default(10_000), { description: 'how long in-flight requests may finish on SIGTERM', allowed: 'a whole number of milliseconds, 0 or more' }),
  /** Stream positions kept for Last-Event-ID resumes. */
  MATCHDAY_LIVE_LOG: field(wholeNumber(1).default(10_000), { description: 'stream positions kept for `Last-Event-ID` resumes', allowed: 'a whole number, 1 or more' }),
  /** Open push streams per key and server process. */
  MATCHDAY_STREAMS_PER_KEY: field(wholeNumber(1).default(5), { description: 'open push streams per key and server process', allowed: 'a whole number, 1 or more' }),
  /** Heartbeat (and key re-check) interval of push streams. */
  MATCHDAY_STREAM_HEARTBEAT_MS: field(wholeNumber(1).default(15_000), { description: 'heartbeat (and key re-check) interval of push streams', allowed: 'a whole number of milliseconds, 1 or more' }),
  /** Lifetime of the /live.json summary. */
  MATCHDAY_LIVE_JSON_TTL_MS: field(wholeNumber(1).default(10_000), { description: 'lifetime of the `/live.json` summary', allowed: 'a whole number of milliseconds, 1 or more' }),
  /** Safety-net read of live.db for missed commits with several processes; 0: off. */
  MATCHDAY_LIVE_POLL_MS: field(wholeNumber(0).default(2000), { description: 'safety-net read of `live.db` for missed commits (embedded store, several workers); `0` off', allowed: 'a whole number of milliseconds, 0 or more' }),
  /** `off` stops the sandbox's replays (test keys then see content only). */
  MATCHDAY_SANDBOX: field(onOff.default(true), { description: '`off` stops the sandbox replays (test keys then see content only)', allowed: 'on or off', shown: 'on' }),
  /** A new sandbox replay kicks off this often. */
  MATCHDAY_SANDBOX_EVERY: field(duration('MATCHDAY_SANDBOX_EVERY').default(15 * 60_000), { description: 'a new sandbox replay kicks off this often (`30s`, `2m`, `500ms`, …)', allowed: 'a duration such as 15m, 30s or 500ms', shown: '15m' }),
  /** Minutes of play per real minute in the sandbox. */
  MATCHDAY_SANDBOX_SPEED: field(z.coerce.number().positive().max(1e6).default(1), { description: 'minutes of play per real minute in the sandbox (`1`: real time, `60`: a minute per second)', allowed: 'a positive number' }),
  /** Key that encrypts webhook signing secrets; unset: data/secret.key (created with mode 0600). */
  MATCHDAY_SECRET_KEY: field(z.string().optional(), { description: 'encrypts webhook signing secrets (32 bytes, base64 or hex); give every process the same value with Redis', allowed: '32 bytes as base64 or hex', shown: 'unset' }),
  /** Tests and local development: allow http and private/loopback webhook addresses. */
  MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: field(onOff.default(false), { description: 'allow http and private or loopback webhook URLs (local receivers in development, tests); set it for the server and `npm run webhooks`', allowed: '1 or 0', shown: 'unset' }),
  /** Tests: the webhook retry schedule as comma-separated milliseconds; unset: 5 s … 3 h. */
  MATCHDAY_WEBHOOKS_RETRY_MS: field(msList.optional(), { description: 'tests: webhook retry schedule as comma-separated milliseconds', allowed: 'comma-separated whole milliseconds, e.g. 100,200,400', shown: 'unset' }),
  /** Content folder the site is built from. */
  MATCHDAY_CONTENT: field(z.string().default('content'), { description: 'content folder the site is built from', allowed: 'a folder' }),
  /** The build's validated content (snapshot.json): the site is built from it instead of reading MATCHDAY_CONTENT again. */
  MATCHDAY_SNAPSHOT: field(z.string().optional(), { description: 'the validated content (`snapshot.json`) the site is built from instead of MATCHDAY_CONTENT; `npm run build` sets it', allowed: 'a file', shown: 'unset' }),
  /** Pins "now": the site's "today", and the clock content validation checks against. */
  MATCHDAY_NOW: field(isoInstant.optional(), { description: 'pins "now": the site\'s "today" and the clock validation checks that no match is completed before its kick-off (tests, screenshots)', allowed: 'an ISO 8601 time on a real calendar day, such as 2026-11-26T12:00:00Z', shown: 'now' }),
  /** Public address of the site: absolute URLs in the sitemaps and robots.txt; canonical and Open Graph URLs when set. */
  MATCHDAY_SITE_URL: field(z.url({ protocol: /^https?$/ }).default('http://localhost:4321'), { description: 'public address of the site: the absolute URLs of the sitemaps and robots.txt, and (only when set) canonical links, og:url and share images', allowed: 'an http or https URL' }),
  /** Where the incremental build keeps its cache (default: a folder per output folder under .cache/build). */
  MATCHDAY_BUILD_CACHE: field(z.string().optional(), { description: 'folder of the incremental build\'s cache (Astro\'s manifest and copies); default one per output folder under `.cache/build`', allowed: 'a folder', shown: 'unset' }),
  /** Server `npm run replay` feeds. */
  MATCHDAY_URL: field(z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4321'), { description: 'server `npm run replay` feeds', allowed: 'an http or https URL' }),
  /** Key with feed_write for `npm run replay` and `live:export`. */
  MATCHDAY_FEED_KEY: field(z.string().optional(), { description: 'key with `feed_write` for `npm run replay` and `live:export`', allowed: 'an API key', shown: 'unset' }),
});

export type ConfigVariable = keyof typeof configSchema.shape;
export const CONFIG_VARIABLES = Object.keys(configSchema.shape) as ConfigVariable[];

/** A variable's metadata (description, allowed values, default as the docs write it). */
export function variableMeta(name: ConfigVariable): FieldMeta & { shown: string } {
  const f = configSchema.shape[name] as z.ZodType;
  const meta = f.meta() as unknown as FieldMeta;
  const def = (f.def as { type: string; defaultValue?: unknown });
  const shown = meta.shown ?? (def.type === 'default' ? String(def.defaultValue) : 'unset');
  return { ...meta, shown };
}
