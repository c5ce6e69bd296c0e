/**
 * `npm run bench:webhooks`: N registered webhook endpoints on loopback receivers while completed
 * matches are replayed at high speed through the feed. Reports event → delivery latency (from the
 * server accepting the change, the body's `created_at`, to the receiver having the verified request),
 * deliveries per second, lost deliveries and the server's memory. A benchmark, not a test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { buildDataset } from '../src/lib/dataset/dataset.ts';
import type { ContentSnapshot } from '../src/lib/dataset/snapshot.ts';
import { feedClient } from '../src/lib/live/feed-client.ts';
import { replayPlan } from '../src/lib/live/replay-plan.ts';
import { runReplay } from '../src/lib/live/replay-run.ts';
import { eventsRecorded } from '../src/schemas/content/index.ts';
import { SqliteAccessStore } from '../src/server/access/sqlite-store.ts';
import { createKey } from '../src/server/access/key-admin.ts';
import { loadPlans } from '../src/server/access/plans.ts';
import { SqliteWebhookStore } from '../src/server/webhooks/sqlite-webhook-store.ts';
import { openSecretBox } from '../src/server/webhooks/secret-box.ts';
import { addEndpoint } from '../src/server/webhooks/webhook-admin.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { startBenchServer } from './bench/bench-server.ts';
import { cpuSeconds, rssMiB } from './bench/process-stats.ts';

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const ms = (n: number) => `${n.toFixed(0)} ms`;

await runCli({
  name: 'bench:webhooks',
  usage: `Usage: npm run bench:webhooks -- [--endpoints N] [--receivers N] [--matches N] [--speed N] [--dist DIR]

Starts the built server (dist/, or --dist; built with --skip-site from content/ when missing) with an
embedded store in a temp folder and MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1, registers --endpoints webhook
endpoints (default 1000) on --receivers loopback HTTP servers (default 4, one path per endpoint; every
signature verified with standardwebhooks), replays --matches completed matches (default 1) at --speed
minutes of play per real minute (default 600), waits until nothing is pending, and prints:
  - event → delivery: from the server accepting the change (the body's created_at) to the receiver
  - deliveries per second, lost (never delivered) deliveries, bad signatures
  - the server's RSS memory and CPU.
Target: p99 event → delivery under 2 s, nothing lost.`,
  options: {
    endpoints: { type: 'string', default: '1000' }, receivers: { type: 'string', default: '4' }, matches: { type: 'string', default: '1' },
    speed: { type: 'string', default: '600' }, dist: { type: 'string' },
  },
  async run({ values }) {
    const endpoints = Number(values.endpoints);
    const receiverCount = Number(values.receivers);
    const matches = Number(values.matches);
    const speed = Number(values.speed);
    if (![endpoints, receiverCount, matches, speed].every((n) => n > 0 && Number.isFinite(n))) throw new UsageError('--endpoints, --receivers, --matches and --speed must be positive numbers');
    let dist = resolve(String(values.dist ?? process.env.MATCHDAY_DIST ?? 'dist'));
    if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) {
      dist = join(await mkdtemp(join(tmpdir(), 'bench-webhooks-')), 'dist');
      process.stderr.write(`bench:webhooks: no build found; building the API (no site) into ${dist}\n`);
      const b = spawnSync(process.execPath, ['scripts/build.ts', '--out', dist, '--skip-site'], { stdio: 'inherit' });
      if (b.status !== 0) throw new CliFailure('build failed');
    }
    const ds = buildDataset(JSON.parse(await readFile(join(dist, 'matchday', 'snapshot.json'), 'utf8')) as ContentSnapshot);
    const picked = ds.matchList.filter((m) => m.status === 'completed' && eventsRecorded(m) && ds.events.has(m.id)).slice(0, matches);
    if (picked.length < matches) throw new CliFailure(`the content has only ${picked.length} completed matches`);

    // Receivers: verify every signature, record arrival per delivery id.
    const verifiers = new Map<string, Webhook>();
    const got = new Map<string, number>();
    const latencies: number[] = [];
    let bad = 0;
    let duplicates = 0;
    const servers: Server[] = [];
    for (let i = 0; i < receiverCount; i++) {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
          const at = Date.now();
          try {
            const body = verifiers.get(req.url ?? '')!.verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>) as { created_at: string };
            const id = String(req.headers['webhook-id']);
            if (got.has(id)) duplicates++;
            else {
              got.set(id, at);
              latencies.push(at - Date.parse(body.created_at));
            }
            res.writeHead(204).end();
          } catch {
            bad++;
            res.writeHead(400).end();
          }
        });
      });
      s.keepAliveTimeout = 60_000;
      await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
      servers.push(s);
    }

    const dataDir = await mkdtemp(join(tmpdir(), 'bench-webhooks-data-'));
    const access = new SqliteAccessStore(join(dataDir, 'matchday.db'));
    const plans = loadPlans();
    const feedKey = (await createKey(access, plans, { name: 'feed', plan: 'free', extra: ['feed_write'] })).secret;
    const pro = (await createKey(access, plans, { name: 'bench', plan: 'pro' })).record;
    const store = new SqliteWebhookStore(join(dataDir, 'webhooks.db'));
    const box = openSecretBox(dataDir);
    for (let i = 0; i < endpoints; i++) {
      const port = (servers[i % receiverCount]!.address() as AddressInfo).port;
      const path = `/h/${i}`;
      const { secret } = await addEndpoint({ store, access, plans, box, allowPrivate: true }, { keyId: pro.id, url: `http://127.0.0.1:${port}${path}`, events: null });
      verifiers.set(path, new Webhook(secret));
    }
    await access.close();

    const server = await startBenchServer({ MATCHDAY_DIST: dist, MATCHDAY_DATA_DIR: dataDir, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_SECRET_KEY: '' });
    const { url } = server;
    const pid = server.child.pid;
    try {
      const rssIdle = rssMiB(pid);
      process.stderr.write(`bench:webhooks: ${endpoints} endpoints on ${receiverCount} receivers; replaying ${matches} match(es) at ${speed}x…\n`);
      let rssPeak = rssIdle;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 250);
      const cpu0 = cpuSeconds(pid);
      const t0 = Date.now();
      const client = feedClient(url, feedKey);
      await Promise.all(picked.map((m) => runReplay({ client, matchId: m.id, plan: replayPlan(ds, m.id), speed })));
      const replayMs = Date.now() - t0;
      // Wait until the outbox has nothing pending (or 5 minutes).
      let counts = await store.counts();
      for (const until = Date.now() + 300_000; (counts.pending > 0 || counts.delivered + counts.failed === 0) && Date.now() < until;) {
        await new Promise((r) => setTimeout(r, 100));
        counts = await store.counts();
      }
      const doneMs = Date.now() - t0;
      const cpu = cpuSeconds(pid) - cpu0;
      clearInterval(sampler);
      const total = counts.pending + counts.delivered + counts.failed;
      const events = total / endpoints;
      const lost = total - got.size;
      const lastArrival = Math.max(...got.values());
      latencies.sort((a, b) => a - b);
      process.stdout.write(
        `\nbench:webhooks — ${endpoints} endpoints on ${receiverCount} loopback receivers, ${matches} match(es) replayed at ${speed}x in ${(replayMs / 1000).toFixed(1)} s\n` +
          `  webhook events             ${events} per endpoint, ${total} deliveries (${counts.delivered} delivered, ${counts.failed} failed, ${counts.pending} pending)\n` +
          `  event → delivery           p50 ${ms(pct(latencies, 50))}   p90 ${ms(pct(latencies, 90))}   p99 ${ms(pct(latencies, 99))}   max ${ms(latencies.at(-1) ?? NaN)}\n` +
          `  throughput                 ${(got.size / ((lastArrival - t0) / 1000)).toFixed(0)} deliveries/s over the run (last delivery ${((lastArrival - t0) / 1000).toFixed(1)} s after the replay started; all settled at ${(doneMs / 1000).toFixed(1)} s)\n` +
          `  lost                       ${lost}   duplicates ${duplicates}   bad signatures ${bad}\n` +
          `  server                     CPU ${((cpu / (doneMs / 1000)) * 100).toFixed(0)}% of a core; RSS idle ${rssIdle.toFixed(0)} MiB, peak ${rssPeak.toFixed(0)} MiB (2 cores shared with receivers and feed)\n` +
          `  target p99 < 2 s, nothing lost: ${pct(latencies, 99) < 2000 && lost === 0 ? 'met' : 'NOT met'}\n`,
      );
    } finally {
      server.stop();
      await store.close();
      for (const s of servers) {
        s.closeAllConnections();
        s.close();
      }
    }
  },
});
