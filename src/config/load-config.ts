/**
 * The configuration of one process, parsed once from the environment with the schema
 * (config-schema.ts) and shaped for the parts that take it (runtime, stores, webhooks, sandbox,
 * metrics, cluster, shutdown, logger). A bad value is a `ConfigError` naming the variable, the
 * value and what is allowed; the CLIs print it and exit 1.
 */
import { availableParallelism } from 'node:os';
import type { z } from 'zod';
import { fileURLToPath } from 'node:url';
import { CliFailure } from '../lib/cli/run-cli.ts';
import { configSchema, variableMeta, type ConfigVariable } from './config-schema.ts';

export { DEFAULT_DATA_DIR } from './config-schema.ts';

export const DEFAULT_PLANS_PATH = fileURLToPath(new URL('./plans.json', import.meta.url));

export interface Config {
  host: string;
  port: number;
  workers: number;
  dataDir: string;
  redisUrl?: string;
  dist: string;
  plansPath: string;
  logLevel: string;
  /** Null: no metrics endpoint. */
  metrics: { host: string; port: number; token?: string } | null;
  shutdownTimeoutMs: number;
  live: { logSize: number; streamsPerKey: number; heartbeatMs: number; summaryTtlMs: number; pollMs: number };
  sandbox: { enabled: boolean; everyMs: number; speed: number };
  webhooks: { secretKey?: string; allowPrivate: boolean; retrySchedule?: number[] };
  content: string;
  now?: Date;
  url: string;
  feedKey?: string;
}

export class ConfigError extends CliFailure {}

type Env = Record<string, string | undefined>;

/**
 * One variable of the configuration, parsed by the same schema (for code that needs only it, such as
 * the content validation's clock); throws the same ConfigError as loadConfig for a bad value.
 */
export function configVariable<N extends ConfigVariable>(name: N, env: Env = process.env): z.output<(typeof configSchema.shape)[N]> {
  const raw = env[name];
  const parsed = configSchema.shape[name].safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new ConfigError(`${name}=${JSON.stringify(raw)} is not allowed: it must be ${variableMeta(name).allowed}`);
  return parsed.data as z.output<(typeof configSchema.shape)[N]>;
}

/** Parses `env` (default: process.env); throws one ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    const bad = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] as ConfigVariable[];
    throw new ConfigError(bad.map((name) => `${name}=${JSON.stringify(env[name])} is not allowed: it must be ${variableMeta(name).allowed}`).join('\n'));
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    workers: e.MATCHDAY_WORKERS ?? availableParallelism(),
    dataDir: e.MATCHDAY_DATA_DIR,
    redisUrl: e.REDIS_URL,
    dist: e.MATCHDAY_DIST,
    plansPath: e.MATCHDAY_PLANS ?? DEFAULT_PLANS_PATH,
    logLevel: e.MATCHDAY_LOG_LEVEL,
    metrics: e.MATCHDAY_METRICS_PORT === undefined ? null : { host: e.MATCHDAY_METRICS_HOST, port: e.MATCHDAY_METRICS_PORT, token: e.MATCHDAY_METRICS_TOKEN },
    shutdownTimeoutMs: e.MATCHDAY_SHUTDOWN_TIMEOUT_MS,
    live: {
      logSize: e.MATCHDAY_LIVE_LOG,
      streamsPerKey: e.MATCHDAY_STREAMS_PER_KEY,
      heartbeatMs: e.MATCHDAY_STREAM_HEARTBEAT_MS,
      summaryTtlMs: e.MATCHDAY_LIVE_JSON_TTL_MS,
      pollMs: e.MATCHDAY_LIVE_POLL_MS,
    },
    sandbox: { enabled: e.MATCHDAY_SANDBOX, everyMs: e.MATCHDAY_SANDBOX_EVERY, speed: e.MATCHDAY_SANDBOX_SPEED },
    webhooks: { secretKey: e.MATCHDAY_SECRET_KEY, allowPrivate: e.MATCHDAY_WEBHOOKS_ALLOW_PRIVATE, retrySchedule: e.MATCHDAY_WEBHOOKS_RETRY_MS },
    content: e.MATCHDAY_CONTENT,
    now: e.MATCHDAY_NOW,
    url: e.MATCHDAY_URL,
    feedKey: e.MATCHDAY_FEED_KEY,
  };
}
