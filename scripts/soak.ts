/**
 * `npm run soak -- --minutes N`: runs the built server (npm start, every core unless --workers) for
 * N minutes under mixed load and checks that it stays healthy:
 *   - API load: autocannon, several keys × several paths, at a fixed rate below the plan limits;
 *   - push stream clients open the whole time; completed matches replayed through the feed API;
 * Every interval it prints the server's memory (all its processes) and the p99 latency; at the end
 * it compares, per key, the units `/usage` reports with the units the client was charged.
 * Checks (exit 1 if one fails): memory flat, p99 stable, zero errors, every stream alive and fed,
 * usage exact, graceful shutdown (exit 0). A soak, not a benchmark: the rate is modest on purpose.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { CliFailure, UsageError, ownChild, runCli } from '../src/lib/cli/run-cli.ts';
import { freePort } from '../src/lib/net/free-port.ts';

interface Target { path: string; cost: number }
interface Cannon { key: number; target: Target }

const num = (v: unknown, name: string, min: number) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < min) throw new UsageError(`--${name} must be a number ≥ ${min}, not ${v}`);
  return n;
};

/** Resident memory of a process and all its descendants (the cluster's workers), in MiB. */
function treeRssMiB(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      total += m ? Number(m[1]) / 1024 : 0;
      for (const t of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) visit(Number(t));
    } catch {
      // gone meanwhile
    }
  };
  visit(pid);
  return total;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const child = ownChild(spawn(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => ok({ code: code ?? 1, stdout, stderr }));
  });
}

interface StreamClient { events: number; closed: boolean; status: number; close(): void }

function openStream(url: string, key: string): Promise<StreamClient> {
  return new Promise((ok, fail) => {
    const c: StreamClient = { events: 0, closed: false, status: 0, close: () => req.destroy() };
    const req = request(url, { agent: false, headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' } }, (res) => {
      c.status = res.statusCode ?? 0;
      if (c.status !== 200) {
        res.resume();
        fail(new Error(`a stream answered ${c.status}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { c.events += chunk.split('\nevent: ').length - 1; });
      res.on('close', () => { c.closed = true; });
      ok(c);
    });
    req.on('error', (err) => { c.closed = true; fail(err); });
    req.end();
  });
}

await runCli({
  name: 'soak',
  usage: `Usage: npm run soak -- [--minutes 10] [--interval 30] [--workers N] [--rate 200] [--streams 20] [--dist dist]

Starts the built server on a free loopback port with a fresh data folder (embedded stores; with
REDIS_URL set, that Redis) and runs mixed load for --minutes: autocannon over 4 keys × 6 API paths
at --rate requests/s in total (a
plan \`soak\` far above that rate, so every non-2xx is an error), --streams push stream clients, and completed matches replayed through
the feed API. Prints memory and p99 per --interval seconds; at the end compares /usage with the
units charged. --workers: server processes (default MATCHDAY_WORKERS, else one per core).
Exit codes: 0 every check passed, 1 a check failed, 2 usage.`,
  options: {
    minutes: { type: 'string', default: '10' },
    interval: { type: 'string', default: '30' },
    workers: { type: 'string' },
    rate: { type: 'string', default: '200' },
    streams: { type: 'string', default: '20' },
    dist: { type: 'string', default: 'dist' },
  },
  async run({ values }) {
    const minutes = num(values.minutes, 'minutes', 0.25);
    const interval = Math.round(num(values.interval, 'interval', 5));
    const rate = num(values.rate, 'rate', 1);
    const nStreams = Math.round(num(values.streams, 'streams', 0));
    const dist = resolve(String(values.dist));
    if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) throw new CliFailure(`${dist} has no build: run npm run build first`);
    const workers = values.workers ?? process.env.MATCHDAY_WORKERS ?? '';
    const dataDir = await mkdtemp(join(tmpdir(), 'matchday-soak-'));
    const port = await freePort();
    const metricsPort = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // The load keys' plan: the shipped plans plus `soak` (pro's permissions, limits far above the load),
    // so the chosen rate, not a plan limit, sets the load; 429s then count as errors.
    const plansFile = join(dataDir, 'plans.json');
    const plans = JSON.parse(readFileSync(process.env.MATCHDAY_PLANS ?? 'src/config/plans.json', 'utf8')) as { plans: { id: string; permissions: string[] }[] };
    const pro = plans.plans.find((p) => p.id === 'pro')!;
    plans.plans.push({ ...pro, id: 'soak', units_per_day: 100_000_000, requests_per_minute: 1_000_000 } as (typeof plans.plans)[number]);
    await writeFile(plansFile, JSON.stringify(plans));
    const env = { MATCHDAY_DATA_DIR: dataDir, MATCHDAY_DIST: dist, MATCHDAY_PLANS: plansFile, ...(workers ? { MATCHDAY_WORKERS: String(workers) } : {}) };
    const say = (s: string) => process.stdout.write(`${s}\n`);

    const server: ChildProcess = ownChild(spawn(process.execPath, ['--trace-gc', 'scripts/start.ts', '--no-build'], {
      // --trace-gc (cluster workers inherit it): after every full GC (Mark-Compact) V8 prints the heap it kept, the live set: the
      // measure of a leak that the heap in use (garbage included) and RSS (V8's reservation) are not.
      env: {
        ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_METRICS_PORT: String(metricsPort), MATCHDAY_METRICS_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }));
    /** Live heap after the last full GC, per server process (pid), MiB. */
    const liveAfterGc = new Map<number, number>();
    let fullGcs = 0;
    let pendingOut = '';
    server.stdout!.setEncoding('utf8');
    server.stdout!.on('data', (chunk: string) => {
      const text = pendingOut + chunk;
      const cut = text.lastIndexOf('\n');
      pendingOut = text.slice(cut + 1);
      for (const m of text.slice(0, cut + 1).matchAll(/^\[(\d+):[^\]]*\]\s+\d+ ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/gm)) {
        liveAfterGc.set(Number(m[1]), Number(m[2]));
        fullGcs++;
      }
    });
    let serverErr = '';
    server.stderr!.on('data', (d) => (serverErr += d));
    const failures: string[] = [];
    let replay: ChildProcess | null = null;
    const streams: StreamClient[] = [];
    try {
      for (let i = 0; ; i++) {
        if (server.exitCode !== null) throw new CliFailure(`the server exited (${server.exitCode}):\n${serverErr}`);
        if ((await fetch(`${url}/readyz`).then((r) => r.status, () => 0)) === 200) break;
        if (i > 600) throw new CliFailure(`the server was not ready within 60 s:\n${serverErr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      say(serverErr.split('\n').find((l) => l.startsWith('Matchday is running')) ?? '');
      const mk = async (name: string, plan: string, extra: string[] = []) => {
        const r = await runScript('keys', ['create', '--name', name, '--plan', plan, ...extra], env);
        if (r.code !== 0) throw new CliFailure(`keys create failed: ${r.stderr}`);
        return r.stdout.trim();
      };
      const apiKeys = [await mk('soak-1', 'soak'), await mk('soak-2', 'soak'), await mk('soak-3', 'soak'), await mk('soak-4', 'soak')];
      const streamKeys = await Promise.all(Array.from({ length: Math.ceil(nStreams / 4) }, (_, i) => mk(`soak-stream-${i}`, 'pro')));
      const feedKey = await mk('soak-feed', 'free', ['--permissions', 'feed_write']);
      const get = async (path: string) => (await fetch(`${url}/api/public/v1${path}`, { headers: { Authorization: `Bearer ${apiKeys[0]}` } })).json() as Promise<{ data: { id: string }[] }>;
      // The probes above cost units too: count them.
      const charged = new Map<number, number>([[0, 0]]);
      const completed = (await get('/matches?status=completed&per_page=20')).data.map((m) => m.id);
      const competition = (await get('/competitions?per_page=1')).data[0]!.id;
      charged.set(0, 2);
      if (completed.length < 2) throw new CliFailure('the build has fewer than 2 completed matches to read and replay');
      const targets: Target[] = [
        { path: '/matches?per_page=20', cost: 1 },
        { path: `/matches/${completed[0]}`, cost: 1 },
        { path: `/matches/${completed[1]}/events`, cost: 2 },
        { path: `/competitions/${competition}/standings`, cost: 1 },
        { path: '/players?search=an&per_page=10', cost: 1 },
        { path: '/teams?per_page=50', cost: 1 },
      ];
      const cannons: Cannon[] = apiKeys.flatMap((_, key) => targets.map((target) => ({ key, target })));
      const perCannon = Math.max(1, Math.round(rate / cannons.length));
      // A fixed number of requests per client and interval (autocannon waits for every answer), so
      // the client's count of charged answers is exact.
      const amount = Math.max(1, Math.round(perCannon * interval));
      say(`load: ${cannons.length} autocannon clients (4 keys × ${targets.length} paths) at ${perCannon.toFixed(1)} req/s each; ${nStreams} push streams; replays of ${completed.at(-1)}`);

      for (let i = 0; i < nStreams; i++) streams.push(await openStream(`${url}/api/public/v1/matches/live/stream`, streamKeys[Math.floor(i / 4)]!));
      let replays = 0;
      let replayFailures = 0;
      let soaking = true;
      const nextReplay = () => {
        if (!soaking) return;
        // The key goes by the environment, not the command line (which process listings and errors show).
        replay = ownChild(spawn(process.execPath, ['scripts/replay.ts', completed.at(-1)!, '--speed', '300', '--url', url, '--reset', '--quiet'], {
          env: { ...process.env, MATCHDAY_FEED_KEY: feedKey }, stdio: ['ignore', 'ignore', 'pipe'],
        }));
        replay.once('error', (e) => {
          replayFailures++;
          process.stderr.write(`soak: a replay could not start: ${e.message}\n`);
        });
        let err = '';
        replay.stderr!.on('data', (d) => (err += d));
        replay.once('exit', (code, signal) => {
          if (code === 0) replays++;
          else if (soaking && !signal) {
            replayFailures++;
            process.stderr.write(`soak: a replay failed (${code}): ${err.slice(0, 500)}\n`);
          }
          replay = null;
          setTimeout(nextReplay, 200);
        });
      };
      nextReplay();

      /** V8 heap in use, all server processes (the metrics endpoint sums the workers'), MiB. */
      const heapMiB = async () => {
        const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
        const v = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
        if (process.env.SOAK_DEBUG) say(`  heap total ${v('matchday_nodejs_heap_size_total_bytes').toFixed(1)} external ${v('matchday_nodejs_external_memory_bytes').toFixed(1)} MiB`);
        return v('matchday_nodejs_heap_size_used_bytes');
      };
      const intervals = Math.max(1, Math.round((minutes * 60) / interval));
      const rss: number[] = [treeRssMiB(server.pid!)];
      const heap: number[] = [await heapMiB()];
      const live: number[] = [];
      const liveNow = () => (liveAfterGc.size ? [...liveAfterGc.values()].reduce((a, b) => a + b, 0) : NaN);
      const p99s: number[] = [];
      let errors = 0;
      let limited = 0;
      say(`interval  seconds  requests  p99 ms  errors  429  rss MiB  heap MiB  live MiB  stream events`);
      for (let n = 0; n < intervals; n++) {
        const results = await Promise.all(cannons.map(async (c) => {
          const opts = { url: `${url}/api/public/v1${c.target.path}`, headers: { Authorization: `Bearer ${apiKeys[c.key]}` }, amount, connections: 1, overallRate: perCannon };
          const r = (await autocannon(opts as Parameters<typeof autocannon>[0])) as unknown as {
            latency: { p99: number }; errors: number; timeouts: number; non2xx: number; '2xx': number; statusCodeStats: Record<string, { count: number }>;
          };
          charged.set(c.key, (charged.get(c.key) ?? 0) + r['2xx'] * c.target.cost);
          return r;
        }));
        const reqs = results.reduce((s, r) => s + r['2xx'] + r.non2xx, 0);
        const p99 = Math.max(...results.map((r) => r.latency.p99));
        const tooMany = results.reduce((s, r) => s + (r.statusCodeStats['429']?.count ?? 0), 0);
        const errs = results.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0);
        errors += errs;
        limited += tooMany;
        p99s.push(p99);
        rss.push(treeRssMiB(server.pid!));
        heap.push(await heapMiB());
        live.push(liveNow());
        const evts = streams.reduce((s, c) => s + c.events, 0);
        say(`${String(n + 1).padStart(8)}  ${String((n + 1) * interval).padStart(7)}  ${String(reqs).padStart(8)}  ${String(p99).padStart(6)}  ${String(errs).padStart(6)}  ${String(tooMany).padStart(3)}  ${rss.at(-1)!.toFixed(1).padStart(7)}  ${heap.at(-1)!.toFixed(1).padStart(8)}  ${live.at(-1)!.toFixed(1).padStart(8)}  ${String(evts).padStart(13)}`);
        if (server.exitCode !== null) throw new CliFailure(`the server exited during the soak (${server.exitCode}):\n${serverErr}`);
      }
      soaking = false;
      (replay as ChildProcess | null)?.kill('SIGTERM');

      // Checks. Memory: V8 grows its heap reservation (and so RSS) for a minute or two under a steady
      // load and keeps it, and the heap in use includes garbage until the next full GC; a leak shows
      // as a live set after full GCs that keeps rising. So: the live set of the last interval against
      // the lowest one after the first interval, and RSS of the second half against the first half.
      const half = (xs: number[]) => {
        const after = xs.slice(1);
        const mid = Math.ceil(after.length / 2);
        return [after.slice(0, mid), after.slice(mid).length ? after.slice(mid) : after.slice(-1)] as const;
      };
      const [rssA, rssB] = half(rss);
      const rssOk = Math.max(...rssB) <= Math.max(...rssA) * 1.2 + 16;
      const measured = live.filter((x, i) => i > 0 && Number.isFinite(x));
      const liveBase = measured.length ? Math.min(...measured) : NaN;
      const liveLast = live.at(-1)!;
      const liveOk = !(liveLast > liveBase * 1.2 + 8);
      say(`memory (all server processes): rss ${rss.map((x) => x.toFixed(0)).join(' → ')} MiB: ${rssOk ? 'flat' : 'GROWING'}`);
      say(`  heap in use ${heap.map((x) => x.toFixed(0)).join(', ')} MiB (garbage included)`);
      say(`  live heap after full GC ${live.map((x) => x.toFixed(1)).join(', ')} MiB (${fullGcs} full GCs): ${measured.length < 2 ? 'too few full GCs to judge' : liveOk ? 'flat' : 'GROWING'}`);
      if (measured.length >= 2 && !liveOk) failures.push(`the live heap grew from ${liveBase.toFixed(1)} to ${liveLast.toFixed(1)} MiB`);
      if (!rssOk) failures.push(`RSS grew from at most ${Math.max(...rssA).toFixed(0)} MiB in the first half to ${Math.max(...rssB).toFixed(0)} MiB in the second`);
      // The first interval warms up (cold JIT, V8 sizing its heap): printed, not judged.
      const judged = p99s.length > 1 ? p99s.slice(1) : p99s;
      const sorted = [...judged].sort((x, y) => x - y);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const p99Ok = Math.max(...judged) <= median * 3 + 25;
      say(`p99 per interval: ${p99s.join(', ')} ms (after the first: median ${median}, max ${Math.max(...judged)}): ${p99Ok ? 'stable' : 'UNSTABLE'}`);
      if (!p99Ok) failures.push(`an interval's p99 (${Math.max(...judged)} ms) is over 3 × the median (${median} ms) + 25 ms`);
      say(`errors: ${errors} (429: ${limited})`);
      if (errors > 0) failures.push(`${errors} errors (non-2xx answers, 429s included; socket errors; timeouts)`);
      const deadStreams = streams.filter((s) => s.closed).length;
      const quietStreams = streams.filter((s) => s.events < 2).length;
      say(`streams: ${streams.length} open, ${deadStreams} closed early, ${quietStreams} got no live event; replays completed: ${replays}, failed: ${replayFailures}`);
      if (deadStreams > 0) failures.push(`${deadStreams} push streams closed during the soak`);
      if (nStreams > 0 && quietStreams > 0) failures.push(`${quietStreams} push streams got no live event`);
      if (replayFailures > 0) failures.push(`${replayFailures} replays failed`);

      for (const s of streams) s.close();
      const usageOf = async (key: string) => {
        const r = await fetch(`${url}/api/public/v1/usage`, { headers: { Authorization: `Bearer ${key}` } });
        return ((await r.json()) as { data: { units: { used: number } } }).data.units.used;
      };
      say('usage: key  /usage  charged');
      for (const [i, key] of apiKeys.entries()) {
        const reported = await usageOf(key);
        const expected = charged.get(i) ?? 0;
        say(`  soak-${i + 1}  ${reported}  ${expected}${reported === expected ? '' : '  MISMATCH'}`);
        if (reported !== expected) failures.push(`/usage of soak-${i + 1} says ${reported} units, the client was charged ${expected}`);
      }
      for (const [i, key] of streamKeys.entries()) {
        const reported = await usageOf(key);
        const expected = 5 * Math.min(4, nStreams - i * 4);
        say(`  soak-stream-${i}  ${reported}  ${expected}${reported === expected ? '' : '  MISMATCH'}`);
        if (reported !== expected) failures.push(`/usage of soak-stream-${i} says ${reported} units, its streams were charged ${expected}`);
      }
    } finally {
      for (const s of streams) s.close();
      (replay as ChildProcess | null)?.kill('SIGTERM');
      if (server.exitCode === null) {
        const code = await new Promise<number | null>((ok) => {
          server.once('exit', (c) => ok(c));
          server.kill('SIGTERM');
        });
        say(`shutdown: exit code ${code}`);
        if (code !== 0) failures.push(`the server exited with ${code} on SIGTERM`);
      }
    }
    say(failures.length === 0 ? 'soak: every check passed' : `soak: ${failures.length} check(s) failed:\n  - ${failures.join('\n  - ')}`);
    return failures.length === 0 ? 0 : 1;
  },
});
