/**
 * `npm start` with MATCHDAY_WORKERS=2 on the embedded stores: both server processes serve, a key
 * created with the keys CLI works on both, and a live message fed to one process reaches every
 * process (its API answers and its push stream clients) through the primary's commit relay.
 * Metering stays exact across the processes on the embedded store (one SQLite file); on Redis,
 * tests/ops/nginx-two-instances.test.ts covers it.
 */
import { request } from 'node:http';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writePending } from '../live/fixtures.ts';
import { openStream, type SseStream } from '../live/sse-client.ts';
import { lineupMsg } from '../live/messages.ts';
import { logLines, requestLine } from './log-lines.ts';

let server: ServerProcess;
let feedKey = '';
let proKey = '';
let env: Record<string, string>;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-plans-'));
  const plans = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  plans.plans.push({ id: 'tiny', units_per_day: 60, requests_per_minute: 100_000, permissions: [] });
  await writeFile(join(dir, 'plans.json'), JSON.stringify(plans));
  // MATCHDAY_LIVE_POLL_MS=0: only the relay tells the other process about a commit
  server = await startServer({ dist: await buildDist(await writePending()), env: { MATCHDAY_WORKERS: '2', MATCHDAY_LIVE_POLL_MS: '0', MATCHDAY_PLANS: join(dir, 'plans.json') } });
  env = { MATCHDAY_DATA_DIR: server.dataDir, MATCHDAY_PLANS: join(dir, 'plans.json') };
  const mk = (args: string[]) => createKeyWithCli(args, env);
  feedKey = await mk(['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  proKey = await mk(['--name', 'pro', '--plan', 'pro']);
}, 90_000);
afterAll(async () => server?.stop());

/** One request on a fresh connection (the cluster hands connections, not requests, to processes). */
function get(path: string, key = proKey): Promise<{ status: number; requestId: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent: false, headers: { Authorization: `Bearer ${key}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, requestId: String(res.headers['request-id']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const workerOf = async (requestId: string) => (await until(() => requestLine(server.output(), requestId), `the log line of ${requestId}`)).worker;

test('two server processes serve, and a key created with the CLI works on both', async () => {
  expect(server.output()).toContain('2 server processes');
  const served = new Map<number, number>();
  for (let i = 0; i < 8; i++) {
    const r = await get('/api/public/v1/matches?per_page=1');
    expect(r.status).toBe(200);
    const w = (await workerOf(r.requestId))!;
    served.set(w, (served.get(w) ?? 0) + 1);
  }
  expect([...served.keys()].sort()).toEqual([1, 2]);
});

test('metering is exact across the processes: 200 parallel requests against 50 units left get exactly 50 answers', async () => {
  const tiny = await createKeyWithCli(['--name', 'tiny', '--plan', 'tiny'], env);
  for (let i = 0; i < 10; i++) expect((await get('/api/public/v1/matches?per_page=1', tiny)).status).toBe(200);
  const all = await Promise.all(Array.from({ length: 200 }, () => get('/api/public/v1/matches?per_page=1', tiny)));
  expect(all.filter((x) => x.status === 200)).toHaveLength(50);
  expect(all.filter((x) => x.status === 429)).toHaveLength(150);
  const workers = new Set<number>();
  // both processes metered the burst (which of them won the 50 units depends on timing)
  for (const x of all) workers.add((await workerOf(x.requestId))!);
  expect([...workers].sort(), 'both processes answered the burst').toEqual([1, 2]);
  const usage = JSON.parse((await get('/api/public/v1/usage', tiny)).body);
  expect(usage.data.units).toMatchObject({ limit: 60, used: 60, remaining: 0 });
}, 60_000);

test('a live message fed to one process is visible live on every process and its streams', async () => {
  // Push stream clients until both processes hold at least one (each stream's process shows in its log line at the end).
  const streams: { s: SseStream; requestId: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const s = await openStream(`${server.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}` });
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'snapshot');
    streams.push({ s, requestId: String(s.headers['request-id']) });
  }
  const fed = await new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const body = JSON.stringify(lineupMsg(1, 'team_aaa'));
    const req = request(`${server.url}/api/feed/v1/matches/match_fx-1/messages`, {
      method: 'POST', agent: false, headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, requestId: String(res.headers['request-id']) }));
    });
    req.on('error', reject);
    req.end(body);
  });
  expect(fed.status).toBe(200);
  const feeder = await workerOf(fed.requestId);

  // Every stream, on either process, gets the line-up.
  for (const { s } of streams) await s.waitFor((e) => e.event !== 'snapshot' && e.data.includes('match_fx-1'));
  // Every process answers with the line-up at once (fresh connections alternate between processes).
  const seen = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const r = await get('/api/public/v1/matches/match_fx-1');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.home_formation, `answered by process ${await workerOf(r.requestId)}`).toBe('4-3-3');
    seen.add((await workerOf(r.requestId))!);
  }
  expect([...seen].sort()).toEqual([1, 2]);

  for (const { s } of streams) s.close();
  const streamWorkers = new Set<number>();
  for (const { requestId } of streams) streamWorkers.add((await workerOf(requestId))!);
  expect([...streamWorkers].sort(), 'streams were open on both processes').toEqual([1, 2]);
  expect(logLines(server.output()).filter((l) => l.msg === 'request' && l.route === 'liveStream' && l.worker !== feeder).length).toBeGreaterThan(0);
}, 60_000);

test('SIGTERM stops every server process and the primary exits 0', async () => {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const stopped = logLines(server.output()).filter((l) => l.msg === 'server process stopped');
  expect(stopped.map((l) => l.code)).toEqual([0, 0]);
});
