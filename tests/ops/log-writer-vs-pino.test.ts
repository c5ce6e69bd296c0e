/**
 * The batched log writer (src/server/ops/log-writer.ts) writes exactly what pino's own asynchronous
 * destination (pino.destination, SonicBoom) writes for the same calls: the same lines, byte for byte,
 * in the same order — ordinary lines, child loggers, redacted secrets, errors with stacks, non-ASCII
 * text, lines longer than a batch, lines below the level, and the hand-written request lines.
 */
import { mkdtempSync, openSync, closeSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LogWriter } from '../../src/server/ops/log-writer.ts';
import { createLogger, logRequest, type Logger } from '../../src/server/ops/logger.ts';
import { until } from '../helpers/until.ts';

beforeEach(() => {
  // Both loggers stamp the same times (only Date is faked: the writers' timers are real).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-11T19:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The same calls, in the same order, on `logger`. */
function exercise(logger: Logger, tick: () => void): void {
  logger.info('server started');
  logger.info({ port: 4321, host: '127.0.0.1' }, 'listening');
  const child = logger.child({ component: 'webhooks' });
  child.warn({ attempt: 3, url: 'https://example.com/hook' }, 'delivery failed; retrying');
  tick();
  child.info({ headers: { authorization: 'Bearer sk_live_secret' }, secret: 'whsec_x', token: 't' }, 'redacted fields');
  const err = new Error('boom: ü € 😀');
  logger.error({ err, request_id: 'req_1' }, 'request failed');
  logger.debug('below the level: in neither file');
  logger.info({ team: 'Côte d’Ivoire', quote: 'say "hi"\n\tnext', control: '\u0001' }, 'text of every kind');
  tick();
  logger.info({ big: 'é'.repeat(70_000) }, 'a line longer than a batch');
  for (let i = 0; i < 200; i++) {
    logRequest(logger, { request_id: `req_${i}`, method: 'GET', route: 'getMatch', path: `/api/public/v1/matches/match_${i}`, status: 200, key_id: 'key_abc', units: 1, duration_ms: i / 7 });
    if (i % 50 === 0) tick();
  }
  logRequest(logger, { request_id: 'req_x', method: 'GET', route: 'not_found', path: '/api/public/v1/ünïcode"path', status: 404, units: 0, duration_ms: Number.NaN });
  logRequest(logger, { request_id: 'req_s', method: 'GET', route: 'liveStream', path: '/api/public/v1/matches/live/stream', status: 200, key_id: 'key_abc', units: 5, duration_ms: 12, stream: true });
  logger.fatal({ code: 1 }, 'stopping');
}

test('the own writer and pino.destination write the same bytes for the same calls', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-log-ab-'));
  const ownPath = join(dir, 'own.log');
  const pinoPath = join(dir, 'pino.log');
  const ownFd = openSync(ownPath, 'a');
  const own = new LogWriter({ fd: ownFd, intervalMs: 5, maxBytes: 4096 });
  const sonic = pino.destination({ dest: pinoPath, sync: false, minLength: 4096, periodicFlush: 5 });
  await new Promise((r) => sonic.once('ready', r));
  const loggers = [createLogger({ level: 'info', destination: own }), createLogger({ level: 'info', destination: sonic })];
  // Interleaved, with pauses in which either writer may write a batch.
  const ticks: Promise<void>[] = [];
  for (const logger of loggers) exercise(logger, () => void ticks.push(new Promise((r) => setImmediate(r))));
  await Promise.all(ticks);
  // Every line written: pino's destination flushed (its write in flight finished first), the own
  // writer's batches written (flushSync would write ahead of a batch still in flight).
  await new Promise<void>((resolve, reject) => sonic.flush((err?: Error) => (err ? reject(err) : resolve())));
  const pinoBytes = readFileSync(pinoPath);
  await until(() => (statSync(ownPath).size >= pinoBytes.length ? true : undefined), 'the own writer wrote every line');
  closeSync(ownFd);
  const ownBytes = readFileSync(ownPath);
  expect(pinoBytes.length).toBeGreaterThan(70_000);
  const lines = pinoBytes.toString('utf8').split('\n');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(7 + 202 + 1 + 1); // 7 calls, 202 request lines, the fatal one, and '' after the last newline
  expect(lines.some((l) => l.includes('below the level'))).toBe(false);
  expect(lines.some((l) => l.includes('sk_live_secret'))).toBe(false);
  expect(ownBytes.toString('utf8')).toBe(pinoBytes.toString('utf8'));
  expect(ownBytes.equals(pinoBytes)).toBe(true);
  sonic.end();
});
