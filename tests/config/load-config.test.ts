/**
 * One configuration (src/config/): the schema's defaults, one message naming the variable, the value
 * and what is allowed, and `npm start` / `npm run keys` stopping on a bad value with exit 1.
 */
import { expect, test } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadConfig, ConfigError, DEFAULT_PLANS_PATH } from '../../src/config/load-config.ts';
import { runScript } from '../helpers/server-process.ts';

test('an empty environment gives the documented defaults', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({
    host: '127.0.0.1', port: 4321, workers: availableParallelism(), dataDir: 'data', redisUrl: undefined, dist: 'dist', plansPath: DEFAULT_PLANS_PATH,
    logLevel: 'info', metrics: null, shutdownTimeoutMs: 10_000,
    live: { logSize: 10_000, streamsPerKey: 5, heartbeatMs: 15_000, summaryTtlMs: 10_000, pollMs: 2000 },
    sandbox: { enabled: true, everyMs: 15 * 60_000, speed: 1 },
    webhooks: { allowPrivate: false, retrySchedule: undefined, secretKey: undefined },
    content: 'content', now: undefined, url: 'http://127.0.0.1:4321',
  });
});

test('values are parsed once into their types; an empty variable counts as unset', () => {
  const c = loadConfig({
    PORT: '8080', MATCHDAY_WORKERS: '3', MATCHDAY_METRICS_PORT: '9464', MATCHDAY_METRICS_TOKEN: 't', MATCHDAY_LOG_LEVEL: ' WARN ',
    MATCHDAY_SANDBOX: 'off', MATCHDAY_SANDBOX_EVERY: '30s', MATCHDAY_WEBHOOKS_RETRY_MS: '100, 200', MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1',
    MATCHDAY_NOW: '2026-11-26T12:00:00Z', MATCHDAY_LIVE_POLL_MS: '0', REDIS_URL: '', MATCHDAY_DATA_DIR: '',
  });
  expect(c.port).toBe(8080);
  expect(c.workers).toBe(3);
  expect(c.metrics).toEqual({ host: '127.0.0.1', port: 9464, token: 't' });
  expect(c.logLevel).toBe('warn');
  expect(c.sandbox).toEqual({ enabled: false, everyMs: 30_000, speed: 1 });
  expect(c.webhooks.retrySchedule).toEqual([100, 200]);
  expect(c.webhooks.allowPrivate).toBe(true);
  expect(c.now?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  expect(c.live.pollMs).toBe(0);
  expect(c.redisUrl).toBeUndefined();
  expect(c.dataDir).toBe('data');
});

test('a bad value is one error naming the variable, the value and what is allowed', () => {
  const cases: [Record<string, string>, string][] = [
    [{ MATCHDAY_WORKERS: '0' }, 'MATCHDAY_WORKERS="0" is not allowed: it must be a whole number of processes, 1 or more'],
    [{ PORT: '70000' }, 'PORT="70000" is not allowed: it must be a port number from 0 to 65535'],
    [{ MATCHDAY_LOG_LEVEL: 'loud' }, 'MATCHDAY_LOG_LEVEL="loud" is not allowed: it must be fatal, error, warn, info, debug, trace, silent'],
    [{ MATCHDAY_SANDBOX_EVERY: 'soon' }, 'MATCHDAY_SANDBOX_EVERY="soon" is not allowed: it must be a duration such as 15m, 30s or 500ms'],
    [{ MATCHDAY_WEBHOOKS_RETRY_MS: '5,x' }, 'MATCHDAY_WEBHOOKS_RETRY_MS="5,x" is not allowed: it must be comma-separated whole milliseconds'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL="localhost:6379" is not allowed: it must be a redis:// or rediss:// URL'],
    [{ MATCHDAY_NOW: '2030-06-31T19:00:00Z' }, 'MATCHDAY_NOW="2030-06-31T19:00:00Z" is not allowed'],
    [{ MATCHDAY_STREAMS_PER_KEY: '2.5' }, 'MATCHDAY_STREAMS_PER_KEY="2.5" is not allowed: it must be a whole number, 1 or more'],
  ];
  for (const [env, message] of cases) {
    let err: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      err = e;
    }
    expect(err, JSON.stringify(env)).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain(message);
  }
});

test('npm start stops before serving on a bad value: one message, exit 1', async () => {
  const r = await runScript('start', ['--no-build'], { MATCHDAY_WORKERS: 'many', PORT: '1' });
  expect(r.code).toBe(1);
  expect(r.stderr.trim()).toBe('start: MATCHDAY_WORKERS="many" is not allowed: it must be a whole number of processes, 1 or more');
}, 30_000);

test('the CLIs read the same schema: npm run keys stops on the same bad value', async () => {
  const r = await runScript('keys', ['list'], { MATCHDAY_LIVE_LOG: '-1' });
  expect(r.code).toBe(1);
  expect(r.stderr.trim()).toBe('keys: MATCHDAY_LIVE_LOG="-1" is not allowed: it must be a whole number, 1 or more');
}, 30_000);
