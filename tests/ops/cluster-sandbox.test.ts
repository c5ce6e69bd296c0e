/**
 * The sandbox with `npm start` on every core (MATCHDAY_WORKERS=2, embedded stores): a sandbox replay
 * runs once, reaches test keys on both server processes through the commit relay, and never reaches
 * live keys on either process (the relay keeps each store's commits on their own channel).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull } from '../live/fixtures.ts';
import { requestLine } from './log-lines.ts';

let server: ServerProcess;
let liveKey = '';
/** Several test keys: each may make 60 requests a minute, and the test polls for a while. */
const testKeys: string[] = [];

beforeAll(async () => {
  server = await startServer({
    dist: await buildDist(await writeFull()),
    env: { MATCHDAY_WORKERS: '2', MATCHDAY_LIVE_POLL_MS: '0', MATCHDAY_SANDBOX_EVERY: '2s', MATCHDAY_SANDBOX_SPEED: '20' },
  });
  const mk = (args: string[]) => createKeyWithCli(args, { MATCHDAY_DATA_DIR: server.dataDir });
  liveKey = await mk(['--name', 'live', '--plan', 'pro']);
  for (let i = 0; i < 4; i++) testKeys.push(await mk(['--test', '--name', `sandbox ${i}`]));
}, 120_000);
afterAll(async () => server?.stop());

function liveList(key: string): Promise<{ ids: string[]; worker: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/public/v1/matches/live`, { agent: false, headers: { Authorization: `Bearer ${key}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}: ${body}`));
        const requestId = String(res.headers['request-id']);
        const worker = until(() => requestLine(server.output(), requestId), `the log line of ${requestId}`).then((l) => l.worker!);
        resolve({ ids: (JSON.parse(body).data as { id: string }[]).map((m) => m.id), worker });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('test keys see the sandbox replay on both processes; live keys on neither', async () => {
  const sandboxSeenBy = new Set<number>();
  const liveSeen: string[] = [];
  let polls = 0;
  await until(async () => {
    // Three fresh connections a round: the cluster hands them to the processes in turn, so the
    // test key's two requests reach both processes over two rounds.
    for (let i = 0; i < 2; i++) {
      const t = await liveList(testKeys[polls++ % testKeys.length]!);
      const tw = await t.worker;
      if (t.ids.length > 0) sandboxSeenBy.add(tw);
    }
    const l = await liveList(liveKey);
    const lw = await l.worker;
    liveSeen.push(...l.ids.map((id) => `${id} on process ${lw}`));
    return sandboxSeenBy.size === 2;
  }, 'a sandbox match in play for a test key on both server processes', 90_000, 1000);
  expect(liveSeen, 'live keys never see the sandbox').toEqual([]);
}, 120_000);
