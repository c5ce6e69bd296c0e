/**
 * SIGTERM with a request in flight and a push stream open: the request completes, the stream client
 * is told to reconnect (`retry:` + `event: closed` with `reconnect: true`) before its stream ends,
 * new connections are refused, the stores are closed and the process exits 0.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writePending } from '../live/fixtures.ts';
import { lineupMsg } from '../live/messages.ts';
import { logLines } from './log-lines.ts';

let server: ServerProcess;
let feedKey = '';
let proKey = '';

beforeAll(async () => {
  server = await startServer({ dist: await buildDist(await writePending()), env: { MATCHDAY_SHUTDOWN_TIMEOUT_MS: '30000', MATCHDAY_LOG_LEVEL: 'debug' } });
  const mk = (args: string[]) => createKeyWithCli(args, { MATCHDAY_DATA_DIR: server.dataDir });
  feedKey = await mk(['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  proKey = await mk(['--name', 'pro', '--plan', 'pro']);
}, 90_000);
afterAll(async () => server?.stop());

test('in-flight request completes, stream client gets the reconnect hint, exit code 0', async () => {
  // A push stream, read raw so the `retry:` field is seen as sent.
  let streamText = '';
  const streamEnded = new Promise<void>((resolve, reject) => {
    const req = request(`${server.url}/api/public/v1/matches/live/stream`, { headers: { Authorization: `Bearer ${proKey}`, Accept: 'text/event-stream' } }, (res) => {
      expect(res.statusCode).toBe(200);
      res.setEncoding('utf8');
      res.on('data', (d: string) => (streamText += d));
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  await until(() => streamText.includes('event: snapshot'), 'the stream sent its snapshot');

  // A feed message whose body is only half sent when SIGTERM arrives.
  const body = JSON.stringify(lineupMsg(1, 'team_aaa'));
  const half = Math.floor(body.length / 2);
  let rest = () => {};
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${server.url}/api/feed/v1/matches/match_fx-1/messages`, {
      method: 'POST', agent: false,
      headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, half));
    rest = () => req.end(body.slice(half)); // once the server is draining (below)
  });
  // The server has the POST (its headers, half its body) before it is told to stop.
  await until(() => logLines(server.output()).some((l) => l.msg === 'request started' && l.method === 'POST'), 'the server received the feed POST');
  expect(logLines(server.output()).some((l) => l.msg === 'request' && l.route === 'liveStream'), 'the stream is still open').toBe(false);
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  await until(() => logLines(server.output()).some((l) => l.msg === 'shutdown: draining'), 'the server starts draining');

  // The stream is told to reconnect and ends; new connections are refused meanwhile.
  await streamEnded;
  expect(streamText).toMatch(/retry: \d+\nevent: closed\ndata: \{[^\n]*"reconnect":true[^\n]*\}\n\n$/);
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

  // The in-flight request still completes, and is applied.
  rest();
  const done = await answer;
  expect(done.status, done.text).toBe(200);
  expect(JSON.parse(done.text)).toHaveProperty('data');

  expect(await exited).toBe(0);
  const lines = logLines(server.output());
  expect(lines.find((l) => l.msg === 'shutdown: drained')).toMatchObject({ cut: 0 });
  expect(lines.find((l) => l.msg === 'request' && l.route === 'feed_messages')).toMatchObject({ status: 200, key_id: expect.stringMatching(/^key_/) });
}, 60_000);
