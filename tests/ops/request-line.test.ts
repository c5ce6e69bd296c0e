/** The hand-written request line: valid JSON with pino's shape for any path, and only at info level. */
import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { createLogger, jsonString, logRequest } from '../../src/server/ops/logger.ts';

function capture(level: string) {
  const out: string[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { out.push(String(chunk)); done(); } });
  // A Writable's write is asynchronous: read `out` after a turn.
  return { logger: createLogger({ level, destination: sink, base: { worker: 3 } }), out };
}

test.each(['/api/public/v1/matches', '/a"b\\c', '/ünïcode/ß', '/new\nline\ttab\u0000', '/lone\ud800surrogate', "/sub-delims!$&'()*+,;=:@"])('a request line for %j is one JSON line with every field', async (path) => {
  const { logger, out } = capture('info');
  logRequest(logger, { request_id: 'req_1', method: 'GET', route: 'listMatches', path, status: 200, key_id: 'key_a', units: 2, duration_ms: 0.125 });
  await new Promise((r) => setImmediate(r));
  expect(out).toHaveLength(1);
  expect(out[0]!.endsWith('\n')).toBe(true);
  expect(out[0]!.slice(0, -1)).not.toContain('\n');
  const line = JSON.parse(out[0]!);
  expect(line).toEqual({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), pid: process.pid, worker: 3, request_id: 'req_1', method: 'GET', route: 'listMatches', path: JSON.parse(JSON.stringify(path)), status: 200, key_id: 'key_a', units: 2, duration_ms: 0.125, msg: 'request' });
});

test('the line has the same fields as any pino line of the logger (level, time, pid, base fields, msg)', async () => {
  const { logger, out } = capture('info');
  logger.info({ other: 1 }, 'other');
  logRequest(logger, { request_id: 'req_2', method: 'POST', route: 'feed', path: '/feed', status: 202, units: 0, duration_ms: 1, stream: true });
  await new Promise((r) => setImmediate(r));
  const [pinoLine, requestLine] = out.map((l) => JSON.parse(l));
  for (const k of ['level', 'time', 'pid', 'worker', 'msg']) expect(Object.keys(requestLine)).toContain(k);
  expect(Object.keys(pinoLine).filter((k) => k !== 'other')).toEqual(['level', 'time', 'pid', 'worker', 'msg']);
  expect(requestLine).toMatchObject({ stream: true, status: 202 });
  expect(requestLine).not.toHaveProperty('key_id');
});

test('no request line below info level, and one again when the level is lowered at run time', async () => {
  const { logger, out } = capture('warn');
  logRequest(logger, { request_id: 'req_3', method: 'GET', route: 'x', path: '/x', status: 200, units: 0, duration_ms: 1 });
  logger.level = 'info';
  logRequest(logger, { request_id: 'req_4', method: 'GET', route: 'x', path: '/x', status: 200, units: 0, duration_ms: 1 });
  await new Promise((r) => setImmediate(r));
  expect(out.map((l) => JSON.parse(l).request_id)).toEqual(['req_4']);
});

test('jsonString leaves plain ASCII as is and escapes everything else as JSON.stringify does', () => {
  for (const s of ['req_abc', '/api/x?y', 'a"b', 'a\\b', '\u001f', '\u007f', 'é', '\ud83d\ude00', '\udfff'])
    expect(jsonString(s)).toBe(JSON.stringify(s));
});
