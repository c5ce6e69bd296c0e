/**
 * `npm run bench:api`: loads the built server with autocannon and compares it, in the same run,
 * with a plain node:http server answering the same body (and one answering the same bytes, headers
 * included), with the same server without the gate, and with the gate on the embedded store and on
 * Redis. Every product server runs in its own process (the plain ones in the bench's, as issue 14
 * measured it) and all run during the whole bench; each of `--rounds` rounds loads every target on
 * every server in turn, in a rotating order, and the median is reported, so a burst of other work on
 * the machine does not fall on one server or one target only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, get as httpGet } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { runCli, CliFailure, ownChild } from '../src/lib/cli/run-cli.ts';
import { freePort } from '../src/lib/net/free-port.ts';
import { foldText } from '../src/lib/text/fold.ts';
import { availableParallelism } from 'node:os';
import { treeCpuSeconds } from './bench/process-stats.ts';

interface Result {
  rps: number; p50: number; p99: number; errors: number; non2xx: number;
  /** server CPU (user + system, the process and its workers) per request, µs */
  cpuUs: number;
  /** shares of the machine's CPU time (all cores) during the run: the server's, and the load generator's (this process) */
  serverShare: number; clientShare: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number, connections: number, pid?: number): Promise<Result> {
  const before = treeCpuSeconds(pid);
  const client = process.cpuUsage();
  const started = performance.now();
  const r = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  const machine = ((performance.now() - started) / 1000) * availableParallelism();
  const server = treeCpuSeconds(pid) - before;
  const c = process.cpuUsage(client);
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx,
    cpuUs: (server * 1e6) / r.requests.total, serverShare: server / machine, clientShare: (c.user + c.system) / 1e6 / machine,
  };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new CliFailure(`server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new CliFailure(`${url} did not answer`);
}

function spawnServer(script: string, port: number, env: Record<string, string>, stderr: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  return ownChild(spawn(process.execPath, [script, ...(script.endsWith('start.ts') ? ['--no-build'] : [])], {
    // One server process without the sandbox's replays: the ratios compare one process with one plain server.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_WORKERS: process.env.MATCHDAY_WORKERS || '1', MATCHDAY_SANDBOX: 'off', ...env }, stdio: ['ignore', 'ignore', stderr],
  }));
}

/** Resolves once `npm start` printed its banner (every server process is listening). */
function bannerOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (d: Buffer) => {
      process.stderr.write(d);
      text += d;
      if (text.includes('Matchday is running')) resolve();
    });
    child.once('exit', (code) => reject(new CliFailure(`the all-cores server exited (${code})`)));
  });
}

/** The product's whole answer: raw header pairs (as sent, minus the per-connection ones node adds) and body. */
function capture(url: string, headers: Record<string, string>): Promise<{ headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(res.rawHeaders[i]!)) pairs.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

const median = (rs: Result[]): Result => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor((rs.length - 1) / 2)]!;

/** The targets of issue 14, checked on every run. */
const TARGETS = { detail: 0.8, list: 0.5, search: 0.5, gateCost: 0.1 };

await runCli({
  name: 'bench:api',
  usage: `Usage: npm run bench:api -- [--seconds 2] [--rounds 3] [--connections 10] [--no-redis] [--no-cores] [--dist dist] [--plain-process]

Needs a build (npm run build; --dist picks another build, e.g. of an imported, completed World
Cup). Starts on loopback, and keeps running during the whole bench:
  plain     a bare node:http server answering the same body with two headers (the ceiling), in
            the bench process as in issue 14's figures (--plain-process: in its own process)
  plain+hdr the same, answering the product's whole header set too (ETag, CORS, rate headers…): the
            same bytes, in the bench process
  open      the product server without the gate (no key check, no metering), with the same
            request logs (pino.destination on stdout) and metrics as npm start, own process
  open+turn the same, answering each request one event-loop turn later as the batching gate does
            (what the gate's own work costs, apart from what answering a turn's requests together saves)
  embedded  the product server with the gate on the SQLite store (durable metering, one
            transaction per event-loop turn)
  redis     the product server with the gate on Redis (needs redis-server)
and loads with autocannon: a completed match detail, its events, a filtered match list, a player
search, the standings, bracket and first scorers page of the newest competition (labelled with its
status), the standings while a match of it is replayed live (embedded and plain), and the empty
on-demand Astro endpoint /astro-ping (open). Each round loads every target on every server in turn (servers in a
rotating order), --rounds rounds, --seconds each (after a 1 s warm-up of every server on every target); the
median run is reported.
Then, unless --no-cores, npm start on every core (MATCHDAY_WORKERS = the number of cores) against the
embedded server in one process, on the completed match detail: total req/s of each, and the shares of
the machine's CPU the servers and the load generator (autocannon, in the bench process) used.
Prints req/s, p50/p99 and ratios side by side, then the targets, met or missed:
  completed match detail >= ${TARGETS.detail} x plain; filtered match list >= ${TARGETS.list} x plain;
  player search >= ${TARGETS.search} x plain; gate cost (1 - embedded/open) <= ${TARGETS.gateCost * 100} % on those three.`,
  options: {
    seconds: { type: 'string', default: '2' }, rounds: { type: 'string', default: '3' }, connections: { type: 'string', default: '10' },
    'no-redis': { type: 'boolean', default: false }, 'no-cores': { type: 'boolean', default: false }, dist: { type: 'string', default: 'dist' }, 'plain-process': { type: 'boolean', default: false },
  },
  async run({ values }) {
    const seconds = Number(values.seconds);
    const rounds = Number(values.rounds);
    const connections = Number(values.connections);
    if (!(seconds > 0) || !(connections > 0) || !(Number.isInteger(rounds) && rounds > 0)) throw new CliFailure('--seconds, --rounds and --connections must be positive numbers');
    process.env.MATCHDAY_DIST = String(values.dist);
    const snap = JSON.parse(readFileSync(join(String(values.dist), 'matchday', 'snapshot.json'), 'utf8'));
    const completed = snap.seasons[0].matches.find((m: any) => m.status === 'completed').id;
    const player = snap.players.find((p: any) => /[^\x00-\x7f]/.test(p.full_name)) ?? snap.players[0];
    const search = foldText(player.last_name).slice(0, 4);
    const team = snap.seasons[0].teams[0].id;
    const DETAIL = 'completed match detail';
    const LIST = 'filtered match list';
    const SEARCH = 'player search';
    const targets: [string, string][] = [
      [DETAIL, `/api/public/v1/matches/${completed}`],
      ['completed match events', `/api/public/v1/matches/${completed}/events`],
      [LIST, `/api/public/v1/matches?status=completed&team_id=${team}&per_page=10`],
      [SEARCH, `/api/public/v1/players?search=${encodeURIComponent(search)}`],
    ];
    // The newest competition (the snapshot's seasons are in content order; pick the latest kick-off).
    const newest = [...snap.seasons].sort((a: any, b: any) => (a.matches.at(-1)?.scheduled_at < b.matches.at(-1)?.scheduled_at ? 1 : -1))[0];
    const done = newest.matches.length > 0 && newest.matches.every((m: any) => m.status === 'completed') ? 'completed' : 'in progress';
    const c = `/api/public/v1/competitions/${newest.competition.id}`;
    targets.push([`standings (${done})`, `${c}/standings`], [`bracket (${done})`, `${c}/bracket`], [`scorers (${done})`, `${c}/scorers`]);
    // A live competition: a group match of it replayed through the feed while the standings are loaded
    // (only on the default build, whose content/ the replay reads).
    const replayable = values.dist === 'dist' ? newest.matches.find((m: any) => m.status === 'completed' && m.group !== null && m.group !== '') : undefined;
    const LIVE = 'standings (live)';
    // A completed competition's download, built with the site (the first in the build's manifest; none
    // when no competition of the build is completed), against the prerendered match detail: CPU per byte.
    const DOWNLOAD = 'completed competition download';
    const exportsManifest = join(String(values.dist), 'matchday', 'exports', 'manifest.json');
    const firstExport = existsSync(exportsManifest) ? Object.keys(JSON.parse(readFileSync(exportsManifest, 'utf8'))).find((k) => k.endsWith('.sqlite')) : undefined;
    const downloadPath = firstExport ? `/api/public/v1/competitions/${firstExport.slice(0, -'.sqlite'.length)}/export?format=sqlite` : null;
    const bytesOf = new Map<string, number>();
    const CORES = 'all cores';
    // (both variants of this section print under it: `embedded` is one process, `all cores` every core's)
    const coresLabel = `${DETAIL}, 1 process vs ${availableParallelism()}`;
    const ASTRO = 'empty Astro endpoint';
    const results = new Map<string, Map<string, Result>>();
    const record = (variant: string, target: string, r: Result) => {
      if (!results.has(target)) results.set(target, new Map());
      results.get(target)!.set(variant, r);
      process.stderr.write(`  ${variant.padEnd(9)} ${target.padEnd(24)} ${Math.round(r.rps).toString().padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${Number.isNaN(r.cpuUs) ? '' : `  ${r.cpuUs.toFixed(1)} µs CPU/req`}${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}\n`);
    };

    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
    // A plan whose limits the load cannot reach, so every answer is a metered 200 (not a 429).
    const plansFile = join(dataDir, 'plans.json');
    const plans = JSON.parse(readFileSync('src/config/plans.json', 'utf8'));
    plans.plans.push({ id: 'bench', units_per_day: 1_000_000_000, requests_per_minute: 1_000_000_000, permissions: ['match_events', 'match_stats', 'match_lineups', 'live_matches', 'bulk_export'] });
    writeFileSync(plansFile, JSON.stringify(plans));
    process.env.MATCHDAY_PLANS = plansFile;
    const mkKey = (env: Record<string, string>, plan = 'bench', extra: string[] = []) => {
      const r = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'bench', '--plan', plan, ...extra], { env: { ...process.env, ...env }, encoding: 'utf8' });
      if (r.status !== 0) throw new CliFailure(`could not create a key: ${r.stderr}`);
      return r.stdout.trim();
    };
    const variants: { name: string; script: string; env: Record<string, string>; url?: string; key?: string; child?: ChildProcess }[] = [
      { name: 'plain', script: values['plain-process'] ? 'scripts/bench/serve-plain.ts' : '(in the bench process)', env: {} },
      { name: 'plain+hdr', script: '(in the bench process)', env: {} },
      { name: 'open', script: 'scripts/bench/serve-open.ts', env: { MATCHDAY_DATA_DIR: join(dataDir, 'open') } },
      { name: 'open+turn', script: 'scripts/bench/serve-open.ts', env: { MATCHDAY_DATA_DIR: join(dataDir, 'open-turn'), BENCH_OPEN_TURN: '1' } },
      { name: 'embedded', script: 'scripts/start.ts', env: { MATCHDAY_DATA_DIR: dataDir } },
    ];
    let redis: ChildProcess | null = null;
    if (!values['no-redis']) {
      const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
      if (which.status !== 0) process.stderr.write('redis-server not found: skipping the Redis variant (apt-get install -y redis-server)\n');
      else {
        const port = await freePort();
        redis = ownChild(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
        await new Promise((r) => setTimeout(r, 300));
        variants.push({ name: 'redis', script: 'scripts/start.ts', env: { REDIS_URL: `redis://127.0.0.1:${port}`, MATCHDAY_DATA_DIR: join(dataDir, 'redis') } });
      }
    }
    const byName = (n: string) => variants.find((v) => v.name === n)!;
    // The ceiling as issue 14 measured it: a bare node:http server in this process (it shares a core
    // with the load generator; --plain-process runs it in its own process instead).
    const plainBodies = new Map<string, Buffer>();
    const plainInProcess = createServer((req, res) => {
      if (req.method === 'PUT' && req.url?.startsWith('/__body?')) {
        const path = new URLSearchParams(req.url.slice('/__body?'.length)).get('path') ?? '';
        const chunks: Buffer[] = [];
        req.on('data', (d: Buffer) => chunks.push(d));
        req.on('end', () => (plainBodies.set(path, Buffer.concat(chunks)), res.writeHead(204).end()));
        return;
      }
      const body = plainBodies.get(req.url ?? '') ?? Buffer.from('{}');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    });
    // The same bytes as the product: its header set and body per path (in this process).
    const sameBytes = new Map<string, { headers: string[]; body: Buffer }>();
    const plainHeaders = createServer((req, res) => {
      const answer = sameBytes.get(req.url ?? '');
      if (!answer) return void res.writeHead(404).end();
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    });
    const setPlainBody = async (path: string, body: Buffer) => {
      const res = await fetch(`${byName('plain').url}/__body?path=${encodeURIComponent(path)}`, { method: 'PUT', body: new Uint8Array(body) });
      if (res.status !== 204) throw new CliFailure('the plain server refused a body');
    };
    /**
     * Loads each target on each named server in turn, `rounds` times; records the medians. Each
     * round goes through every target (the servers in a rotating order), so a slow spell of the
     * machine, or the first seconds after the warm-up, falls on every target and server alike.
     */
    const measureAll = async (work: { label: string; names: string[]; path: (v: (typeof variants)[number]) => string }[]) => {
      const runs = new Map(work.map((w) => [w.label, new Map<string, Result[]>(w.names.map((n) => [n, []]))]));
      const headers = (v: (typeof variants)[number]): Record<string, string> => (v.key ? { Authorization: `Bearer ${v.key}` } : {});
      for (let r = 0; r < rounds; r++) {
        for (const { label, names, path } of work) {
          const order = names.map((_, i) => names[(i + r) % names.length]!);
          for (const n of order) runs.get(label)!.get(n)!.push(await load(byName(n).url! + path(byName(n)), headers(byName(n)), seconds, connections, byName(n).child?.pid));
        }
        process.stderr.write(`  round ${r + 1} of ${rounds} done\n`);
      }
      for (const { label, names } of work) for (const n of names) record(n, label, median(runs.get(label)!.get(n)!));
    };
    const measure = (label: string, names: string[], path: (v: (typeof variants)[number]) => string) => measureAll([{ label, names, path }]);

    try {
      for (const v of variants) {
        const port = await freePort();
        v.key = v.name.startsWith('plain') ? undefined : v.name.startsWith('open') ? 'sk_live_benchbenchbenchbenchbenchbenchbench' : mkKey(v.env);
        v.url = `http://127.0.0.1:${port}`;
        if (v.name === 'plain' && !values['plain-process']) {
          await new Promise<void>((r) => plainInProcess.listen(port, '127.0.0.1', r));
          continue;
        }
        if (v.name === 'plain+hdr') {
          await new Promise<void>((r) => plainHeaders.listen(port, '127.0.0.1', r));
          continue;
        }
        v.child = spawnServer(v.script, port, v.env);
      }
      for (const v of variants) {
        if (v.child) await waitFor(v.name === 'plain' ? `${v.url}/` : `${v.url}/healthz`, v.child);
        process.stderr.write(`${v.name}: ${v.script} on ${v.url}\n`);
      }
      // The exact bytes the product answers (uncompressed, as autocannon asks), for the plain server.
      const embedded = byName('embedded');
      for (const [, path] of targets) {
        const answer = await capture(embedded.url + path, { Authorization: `Bearer ${embedded.key}` });
        bytesOf.set(path, answer.body.length);
        sameBytes.set(path, answer);
        await setPlainBody(path, answer.body);
      }
      const names = variants.map((v) => v.name);
      // Warm-up: every server answers every target for 1 s first (JIT, caches), unrecorded.
      for (const v of variants) for (const [, path] of targets) await load(v.url! + path, v.key ? { Authorization: `Bearer ${v.key}` } : {}, 1, connections);
      await measureAll([...targets.map(([label, path]) => ({ label, names, path: () => path })), { label: ASTRO, names: ['open'], path: () => '/astro-ping' }]);

      if (downloadPath) {
        bytesOf.set(downloadPath, (await capture(embedded.url + downloadPath, { Authorization: `Bearer ${embedded.key}` })).body.length);
        await load(embedded.url + downloadPath, { Authorization: `Bearer ${embedded.key}` }, 1, connections);
        await measure(DOWNLOAD, ['embedded'], () => downloadPath);
      }

      if (replayable) {
        const feed = mkKey(embedded.env, 'free', ['--permissions', 'feed_write']);
        // Speed 20: a minute of play every 3 s, so the table changes (and is recomputed) during the load.
        const replay = ownChild(spawn(process.execPath, ['scripts/replay.ts', replayable.id, '--speed', '20', '--url', embedded.url!, '--key', feed, '--reset', '--quiet'], { stdio: 'ignore' }));
        try {
          let body: Buffer | null = null;
          for (let i = 0; i < 600 && body === null; i++) {
            const res = await fetch(`${embedded.url}${c}/standings`, { headers: { Authorization: `Bearer ${embedded.key}` } });
            const bytes = Buffer.from(await res.arrayBuffer());
            if (JSON.parse(bytes.toString()).data.some((t: any) => t.live)) body = bytes;
            else await new Promise((r) => setTimeout(r, 100));
          }
          if (body === null) throw new CliFailure('the replayed match never made the standings live');
          await setPlainBody('/live-standings', body);
          await measure(LIVE, ['plain', 'embedded'], (v) => (v.name === 'plain' ? '/live-standings' : `${c}/standings`));
        } finally {
          replay.kill('SIGTERM');
        }
      }

      if (!values['no-cores']) {
        // npm start on every core, started now (it would only take memory before), against the
        // embedded server in one process, on one file each; the same load, in turn.
        const all: (typeof variants)[number] = { name: CORES, script: 'scripts/start.ts', env: { MATCHDAY_DATA_DIR: join(dataDir, 'cores'), MATCHDAY_WORKERS: String(availableParallelism()) } };
        all.key = mkKey(all.env);
        const port = await freePort();
        all.url = `http://127.0.0.1:${port}`;
        all.child = spawnServer(all.script, port, all.env, 'pipe');
        variants.push(all);
        await bannerOf(all.child);
        const detail = targets[0]![1];
        await load(all.url + detail, { Authorization: `Bearer ${all.key}` }, 2, connections);
        await measure(coresLabel, ['embedded', CORES], () => detail);
      }
    } finally {
      for (const v of variants) v.child?.kill('SIGTERM');
      plainInProcess.close();
      plainHeaders.close();
      redis?.kill('SIGTERM');
    }

    const fmt = (n: number) => (Number.isNaN(n) ? '-' : Math.round(n).toString());
    const ratio = (a: number, b: number) => (Number.isNaN(a / b) ? '-' : (a / b).toFixed(2));
    const rps = (label: string, v: string) => results.get(label)?.get(v)?.rps ?? NaN;
    const cpu = (label: string, v: string) => results.get(label)?.get(v)?.cpuUs ?? NaN;
    const pct = (x: number) => (Number.isNaN(x) ? '-' : `${(x * 100).toFixed(0)} %`);
    const us = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));
    const lines = [
      '',
      'req/s (median run) and ratios (plain+hdr: the same bytes as the product, headers included); gate cost = 1 - embedded/open req/s; CPU = server CPU µs per request (open / open+turn / embedded / redis),',
      'gate CPU cost = embedded/open - 1; own CPU = embedded/open+turn - 1 (the gate\'s own work: open+turn answers a turn later, as the batching gate does)',
      '',
      `| target | plain | plain+hdr | open | open+turn | embedded | redis | embedded/plain | embedded/plain+hdr | open/plain | gate cost | redis/open | CPU µs/req o / o+t / e / r | gate CPU cost | own CPU |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const label of [...targets.map(([l]) => l), ...(results.has(LIVE) ? [LIVE] : [])]) {
      const g = (v: string) => rps(label, v);
      lines.push(`| ${label} | ${fmt(g('plain'))} | ${fmt(g('plain+hdr'))} | ${fmt(g('open'))} | ${fmt(g('open+turn'))} | ${fmt(g('embedded'))} | ${fmt(g('redis'))} | ${ratio(g('embedded'), g('plain'))} | ${ratio(g('embedded'), g('plain+hdr'))} | ${ratio(g('open'), g('plain'))} | ${pct(1 - g('embedded') / g('open'))} | ${ratio(g('redis'), g('open'))} | ${us(cpu(label, 'open'))} / ${us(cpu(label, 'open+turn'))} / ${us(cpu(label, 'embedded'))} / ${us(cpu(label, 'redis'))} | ${pct(cpu(label, 'embedded') / cpu(label, 'open') - 1)} | ${pct(cpu(label, 'embedded') / cpu(label, 'open+turn') - 1)} |`);
    }
    const cores = results.get(coresLabel);
    if (cores) {
      const one = cores.get('embedded')!;
      const all = cores.get(CORES)!;
      const share = (x: number) => `${(x * 100).toFixed(0)} %`;
      lines.push(
        '', `All cores (${DETAIL}, ${connections} connections, ${availableParallelism()} cores shared by the servers and the load generator):`, '',
        '| server | req/s | p99 ms | servers\' share of the machine\'s CPU | load generator\'s share |', '|---|---|---|---|---|',
        `| embedded, 1 process | ${fmt(one.rps)} | ${one.p99} | ${share(one.serverShare)} | ${share(one.clientShare)} |`,
        `| npm start, ${availableParallelism()} processes | ${fmt(all.rps)} | ${all.p99} | ${share(all.serverShare)} | ${share(all.clientShare)} |`,
        '', `total throughput with all cores / one process: ${ratio(all.rps, one.rps)}`,
      );
    }
    if (downloadPath) {
      const detailBytes = bytesOf.get(targets[0]![1])!;
      const fileBytes = bytesOf.get(downloadPath)!;
      const perKiB = (label: string, bytes: number) => (cpu(label, 'embedded') / bytes) * 1024;
      lines.push(
        '', `Server CPU per byte (embedded, uncompressed answers): a completed competition's download against a prerendered payload:`, '',
        '| answer | bytes | req/s | MB/s | CPU µs/req | CPU µs per KiB |', '|---|---|---|---|---|---|',
        `| ${DETAIL} | ${detailBytes} | ${fmt(rps(DETAIL, 'embedded'))} | ${((rps(DETAIL, 'embedded') * detailBytes) / 1e6).toFixed(1)} | ${us(cpu(DETAIL, 'embedded'))} | ${us(perKiB(DETAIL, detailBytes))} |`,
        `| ${DOWNLOAD} (${downloadPath}) | ${fileBytes} | ${fmt(rps(DOWNLOAD, 'embedded'))} | ${((rps(DOWNLOAD, 'embedded') * fileBytes) / 1e6).toFixed(1)} | ${us(cpu(DOWNLOAD, 'embedded'))} | ${us(perKiB(DOWNLOAD, fileBytes))} |`,
      );
    }
    const astro = rps(ASTRO, 'open');
    lines.push('', `empty on-demand Astro endpoint (/astro-ping, open): ${fmt(astro)} req/s; filtered list / Astro endpoint: embedded ${ratio(rps(LIST, 'embedded'), astro)}`);
    const check = (what: string, ok: boolean, shown: string) => lines.push(`- ${ok ? 'met   ' : 'MISSED'} ${what}: ${shown}`);
    lines.push('', 'Targets (embedded gate; against plain, as issue 14 measured them; plain+hdr answers the same bytes, headers included):');
    for (const [label, min] of [[DETAIL, TARGETS.detail], [LIST, TARGETS.list], [SEARCH, TARGETS.search]] as const) {
      const r = rps(label, 'embedded') / rps(label, 'plain');
      check(`${label} >= ${min} x plain`, r >= min, `${r.toFixed(2)} x (${ratio(rps(label, 'embedded'), rps(label, 'plain+hdr'))} x plain+hdr)`);
    }
    for (const label of [DETAIL, LIST, SEARCH]) {
      const cost = 1 - rps(label, 'embedded') / rps(label, 'open');
      check(`gate cost (req/s) on ${label} <= ${TARGETS.gateCost * 100} %`, cost <= TARGETS.gateCost, pct(cost));
    }
    for (const label of [DETAIL, LIST, SEARCH]) {
      const cost = cpu(label, 'embedded') / cpu(label, 'open') - 1;
      if (!Number.isNaN(cost)) check(`gate CPU cost on ${label} <= ${TARGETS.gateCost * 100} %`, cost <= TARGETS.gateCost, `${pct(cost)} (${us(cpu(label, 'open'))} → ${us(cpu(label, 'embedded'))} µs per request)`);
    }
    for (const label of [DETAIL, LIST, SEARCH]) {
      const cost = cpu(label, 'embedded') / cpu(label, 'open+turn') - 1;
      if (!Number.isNaN(cost)) check(`gate's own CPU (vs open+turn) on ${label} <= ${TARGETS.gateCost * 100} %`, cost <= TARGETS.gateCost, `${pct(cost)} (${us(cpu(label, 'open+turn'))} → ${us(cpu(label, 'embedded'))} µs per request)`);
    }
    if (downloadPath) {
      const detailBytes = bytesOf.get(targets[0]![1])!;
      const a = cpu(DOWNLOAD, 'embedded') / bytesOf.get(downloadPath)!;
      const b = cpu(DETAIL, 'embedded') / detailBytes;
      check(`download CPU per byte <= prerendered payload's`, a <= b, `${(a / b).toFixed(3)} x (${us(a * 1024)} vs ${us(b * 1024)} µs per KiB)`);
    }
    lines.push(`(${connections} connections; median of ${rounds} runs of ${seconds} s per server and target, servers loaded in turn; plain ${values['plain-process'] ? 'in its own process' : 'in the bench process'}, the product servers each in its own; client and servers share this machine's cores)`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
