/**
 * `npm run bench:live`: N concurrent push-stream clients while completed matches are replayed at high
 * speed through the feed API. Reports ingest → delivery latency and the server's memory. A benchmark,
 * not a test: it prints figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDataset } from '../src/lib/dataset/dataset.ts';
import type { ContentSnapshot } from '../src/lib/dataset/snapshot.ts';
import { feedClient } from '../src/lib/live/feed-client.ts';
import { replayPlan } from '../src/lib/live/replay-plan.ts';
import { eventsRecorded } from '../src/schemas/content/index.ts';
import { runReplay } from '../src/lib/live/replay-run.ts';
import { SqliteAccessStore } from '../src/server/access/sqlite-store.ts';
import { createKey } from '../src/server/access/key-admin.ts';
import { loadPlans } from '../src/server/access/plans.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { startBenchServer } from './bench/bench-server.ts';
import { cpuSeconds, rssMiB } from './bench/process-stats.ts';

const now = () => performance.timeOrigin + performance.now();


const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Client {
  /** stream id → receive time (epoch ms) */
  got: Map<number, number>;
  close(): void;
}

function openClient(url: string, key: string, agent: Agent, onFrame?: (id: number, data: string) => void): Promise<Client> {
  return new Promise((resolveClient, reject) => {
    const got = new Map<number, number>();
    const req = request(url, { agent, headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        const at = now();
        buf += chunk;
        const end = buf.lastIndexOf('\n\n');
        if (end < 0) return;
        const complete = buf.slice(0, end);
        buf = buf.slice(end + 2);
        for (const m of complete.matchAll(/^id: (\d+)\n(?:event: [^\n]*\n)?data: ([^\n]*)/gm)) {
          const id = Number(m[1]);
          got.set(id, at);
          onFrame?.(id, m[2]!);
        }
      });
      resolveClient({ got, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

await runCli({
  name: 'bench:live',
  usage: `Usage: npm run bench:live -- [--clients N] [--matches N] [--speed N] [--dist DIR]

Starts the built server (dist/, or --dist; built with --skip-site from content/ when missing) with an
embedded store in a temp folder, opens --clients push-stream connections (default 1000, spread over
pro keys), replays --matches completed matches at once (default 4) at --speed minutes of play per
real minute (default 600), and prints:
  - send → delivery: from the feed POST being sent to each client receiving each resulting event
  - accepted → delivery: from the server accepting the message (ingested_at) to each client
  - the server's RSS memory before and while streaming, and delivery completeness.
Target: p99 send → delivery under 250 ms.`,
  options: { clients: { type: 'string', default: '1000' }, matches: { type: 'string', default: '4' }, speed: { type: 'string', default: '600' }, dist: { type: 'string' } },
  async run({ values }) {
    const clients = Number(values.clients);
    const matches = Number(values.matches);
    const speed = Number(values.speed);
    if (!(clients > 0 && matches > 0 && speed > 0)) throw new UsageError('--clients, --matches and --speed must be positive numbers');
    let dist = resolve(String(values.dist ?? process.env.MATCHDAY_DIST ?? 'dist'));
    if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) {
      dist = join(await mkdtemp(join(tmpdir(), 'bench-live-')), 'dist');
      process.stderr.write(`bench:live: no build found; building the API (no site) into ${dist}\n`);
      const b = spawnSync(process.execPath, ['scripts/build.ts', '--out', dist, '--skip-site'], { stdio: 'inherit' });
      if (b.status !== 0) throw new CliFailure('build failed');
    }
    const ds = buildDataset(JSON.parse(await readFile(join(dist, 'matchday', 'snapshot.json'), 'utf8')) as ContentSnapshot);
    const picked = ds.matchList.filter((m) => m.status === 'completed' && eventsRecorded(m) && ds.events.has(m.id)).slice(0, matches);
    if (picked.length < matches) throw new CliFailure(`the content has only ${picked.length} completed matches`);

    const dataDir = await mkdtemp(join(tmpdir(), 'bench-live-data-'));
    const perKey = 100;
    const keyCount = Math.ceil(clients / perKey);
    const access = new SqliteAccessStore(join(dataDir, 'matchday.db'));
    const plans = loadPlans();
    const feedKey = (await createKey(access, plans, { name: 'feed', plan: 'free', extra: ['feed_write'] })).secret;
    const keys = [];
    for (let i = 0; i < keyCount; i++) keys.push((await createKey(access, plans, { name: `bench-${i}`, plan: 'pro' })).secret);
    await access.close();

    const server = await startBenchServer({ MATCHDAY_DIST: dist, MATCHDAY_DATA_DIR: dataDir, MATCHDAY_STREAMS_PER_KEY: String(perKey), MATCHDAY_WORKERS: process.env.MATCHDAY_WORKERS || '1' });
    const { url } = server;
    const pid = server.child.pid;
    try {
      const rssIdle = rssMiB(pid);

      const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
      const streamUrl = `${url}/api/public/v1/matches/live/stream`;
      const ingestedAt = new Map<number, number>();
      const t0 = now();
      const conns: Client[] = [];
      for (let i = 0; i < clients; i += 100) {
        const batch = [];
        for (let j = i; j < Math.min(clients, i + 100); j++) {
          batch.push(openClient(streamUrl, keys[Math.floor(j / perKey)]!, agent, j === 0 ? (id, data) => {
            const m = /"ingested_at":"([^"]+)"/.exec(data);
            if (m) ingestedAt.set(id, Date.parse(m[1]!));
          } : undefined));
        }
        conns.push(...(await Promise.all(batch)));
      }
      const connectMs = now() - t0;
      await new Promise((r) => setTimeout(r, 500));
      const rssConnected = rssMiB(pid);
      process.stderr.write(`bench:live: ${clients} clients connected in ${ms(connectMs)}; replaying ${matches} matches at ${speed}x…\n`);

      let rssPeak = rssConnected;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 250);
      const sentAt = new Map<number, number>();
      const post: number[] = [];
      const client = feedClient(url, feedKey);
      const cpu0 = { server: cpuSeconds(pid), bench: process.cpuUsage() };
      const r0 = now();
      await Promise.all(picked.map((m) => runReplay({
        client, matchId: m.id, plan: replayPlan(ds, m.id), speed,
        onMessage: ({ sentAt: sent, streamIds }) => {
          const at = performance.timeOrigin + sent;
          post.push(now() - at);
          if (streamIds) for (let id = streamIds[0]; id <= streamIds[1]; id++) sentAt.set(id, at);
        },
      })));
      const replayMs = now() - r0;
      const benchCpu = process.cpuUsage(cpu0.bench);
      const cpu = { server: cpuSeconds(pid) - cpu0.server, bench: (benchCpu.user + benchCpu.system) / 1e6 };
      await new Promise((r) => setTimeout(r, 1000));
      clearInterval(sampler);
      for (const c of conns) c.close();

      const fromSend: number[] = [];
      const fromAccept: number[] = [];
      let expected = 0;
      let received = 0;
      for (const [id, sent] of sentAt) {
        const accepted = ingestedAt.get(id);
        for (const c of conns) {
          expected++;
          const at = c.got.get(id);
          if (at === undefined) continue;
          received++;
          fromSend.push(at - sent);
          if (accepted !== undefined) fromAccept.push(at - accepted);
        }
      }
      fromSend.sort((a, b) => a - b);
      fromAccept.sort((a, b) => a - b);
      post.sort((a, b) => a - b);
      const line = (label: string, xs: number[]) => `  ${label.padEnd(26)} p50 ${ms(pct(xs, 50)).padStart(9)}   p90 ${ms(pct(xs, 90)).padStart(9)}   p99 ${ms(pct(xs, 99)).padStart(9)}   max ${ms(xs.at(-1) ?? NaN).padStart(9)}`;
      process.stdout.write(
        `\nbench:live — ${clients} SSE clients, ${matches} matches replayed at ${speed}x (${sentAt.size} stream events from ${post.length} feed messages in ${(replayMs / 1000).toFixed(1)} s)\n` +
          `${line('send → delivery', fromSend)}\n` +
          `${line('accepted → delivery', fromAccept)}\n` +
          `${line('feed POST round trip', post)}\n` +
          `  delivered                  ${received} of ${expected} (client, event) pairs${received === expected ? '' : `  (${expected - received} missing)`}\n` +
          `  CPU during the replay      server ${((cpu.server / replayMs) * 100_000).toFixed(0)}% of a core, benchmark clients + feed ${((cpu.bench / replayMs) * 100_000).toFixed(0)}% (2 cores shared)\n` +
          `  server RSS                 idle ${rssIdle.toFixed(0)} MiB, ${clients} clients connected ${rssConnected.toFixed(0)} MiB, peak while streaming ${rssPeak.toFixed(0)} MiB\n` +
          `  target p99 send → delivery < 250 ms: ${pct(fromSend, 99) < 250 ? 'met' : 'NOT met'}\n`,
      );
    } finally {
      server.stop();
    }
  },
});
