/**
 * `npm run bench:api`: loads the built server with autocannon and compares it, in the same run,
 * with a plain node:http server answering the same bytes, with the same server without the gate
 * (unauthenticated), and with the gate on the embedded store and on Redis.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { runCli, CliFailure } from '../src/lib/cli/run-cli.ts';

interface Result { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Result> {
  const r = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
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

function spawnServer(script: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script, ...(script.endsWith('start.ts') ? ['--no-build'] : [])], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
}

await runCli({
  name: 'bench:api',
  usage: `Usage: npm run bench:api -- [--seconds 5] [--connections 10] [--no-redis] [--dist dist]

Needs a build (npm run build; --dist picks another build, e.g. of an imported, completed World
Cup). Starts, one after another, on loopback:
  plain     a node:http server answering the same bytes (the ceiling)
  open      the product server without the gate (no key check, no metering)
  embedded  the product server with the gate on the SQLite store
  redis     the product server with the gate on Redis (needs redis-server)
and loads each with autocannon on: a completed match detail, its events, a filtered match list,
a player search, the standings, bracket and first scorers page of the newest competition
(labelled with its status: ready bytes when completed, computed from the cached competition view
otherwise), and the empty on-demand Astro endpoint /healthz. Prints req/s, p50/p99 latency and
ratios. Targets: completed match >= 0.5 x plain; completed competition's standings, bracket and
scorers >= 0.5 x plain; gate cost < 15 %; filtered list >= 0.8 x /healthz.`,
  options: {
    seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' }, 'no-redis': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
  },
  async run({ values }) {
    const seconds = Number(values.seconds);
    const connections = Number(values.connections);
    if (!(seconds > 0) || !(connections > 0)) throw new CliFailure('--seconds and --connections must be positive numbers');
    process.env.MATCHDAY_DIST = String(values.dist);
    const snap = JSON.parse(readFileSync(join(String(values.dist), 'matchday', 'snapshot.json'), 'utf8'));
    const completed = snap.seasons[0].matches.find((m: any) => m.status === 'completed').id;
    const player = snap.players.find((p: any) => /[^\x00-\x7f]/.test(p.full_name)) ?? snap.players[0];
    const search = player.last_name.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 4).toLowerCase();
    const team = snap.seasons[0].teams[0].id;
    const targets: [string, string][] = [
      ['completed match detail', `/api/public/v1/matches/${completed}`],
      ['completed match events', `/api/public/v1/matches/${completed}/events`],
      ['filtered match list', `/api/public/v1/matches?status=completed&team_id=${team}&per_page=10`],
      ['player search', `/api/public/v1/players?search=${encodeURIComponent(search)}`],
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
    const base = 41000 + Math.floor(Math.random() * 1000);
    const results = new Map<string, Map<string, Result>>();
    const record = (variant: string, target: string, r: Result) => {
      if (!results.has(target)) results.set(target, new Map());
      results.get(target)!.set(variant, r);
      process.stderr.write(`  ${variant.padEnd(9)} ${target.padEnd(24)} ${Math.round(r.rps).toString().padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}\n`);
    };

    // Product server with the embedded store: also gives us the exact bytes for the plain server.
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
    // A plan whose limits the load cannot reach, so every answer is a metered 200 (not a 429).
    const plansFile = join(dataDir, 'plans.json');
    const plans = JSON.parse(readFileSync('src/config/plans.json', 'utf8'));
    plans.plans.push({ id: 'bench', units_per_day: 1_000_000_000, requests_per_minute: 1_000_000_000, permissions: ['match_events', 'match_stats', 'match_lineups', 'live_matches'] });
    writeFileSync(plansFile, JSON.stringify(plans));
    process.env.MATCHDAY_PLANS = plansFile;
    const mkKey = (env: Record<string, string>) => {
      const r = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'bench', '--plan', 'bench'], { env: { ...process.env, ...env }, encoding: 'utf8' });
      if (r.status !== 0) throw new CliFailure(`could not create a key: ${r.stderr}`);
      return r.stdout.trim();
    };
    const variants: { name: string; script: string; env: Record<string, string> }[] = [
      { name: 'open', script: 'scripts/bench/serve-open.ts', env: {} },
      { name: 'embedded', script: 'scripts/start.ts', env: { MATCHDAY_DATA_DIR: dataDir } },
    ];
    let redis: ChildProcess | null = null;
    if (!values['no-redis']) {
      const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
      if (which.status !== 0) process.stderr.write('redis-server not found: skipping the Redis variant (apt-get install -y redis-server)\n');
      else {
        const port = base + 50;
        redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
        await new Promise((r) => setTimeout(r, 300));
        variants.push({ name: 'redis', script: 'scripts/start.ts', env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
      }
    }
    const bodies = new Map<string, Buffer>();
    try {
      let port = base;
      for (const v of variants) {
        const key = v.name === 'open' ? 'sk_live_benchbenchbenchbenchbenchbenchbench' : mkKey(v.env);
        const child = spawnServer(v.script, ++port, v.env);
        const url = `http://127.0.0.1:${port}`;
        try {
          await waitFor(`${url}/healthz`, child);
          process.stderr.write(`${v.name}: ${v.script} on ${url}\n`);
          for (const [label, path] of targets) {
            if (!bodies.has(path)) bodies.set(path, Buffer.from(await (await fetch(url + path, { headers: { Authorization: `Bearer ${key}` } })).arrayBuffer()));
            record(v.name, label, await load(url + path, { Authorization: `Bearer ${key}` }, seconds, connections));
          }
          if (v.name === 'open') record(v.name, 'empty Astro endpoint', await load(`${url}/healthz`, {}, seconds, connections));
          if (v.name === 'embedded' && replayable) {
            const feed = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'bench-feed', '--plan', 'free', '--permissions', 'feed_write'], { env: { ...process.env, ...v.env }, encoding: 'utf8' }).stdout.trim();
            // Speed 20: a minute of play every 3 s, so the table changes (and is recomputed) during the load.
            const replay = spawn(process.execPath, ['scripts/replay.ts', replayable.id, '--speed', '20', '--url', url, '--key', feed, '--reset', '--quiet'], { stdio: 'ignore' });
            try {
              let body: Buffer | null = null;
              for (let i = 0; i < 600 && body === null; i++) {
                const res = await fetch(`${url}${c}/standings`, { headers: { Authorization: `Bearer ${key}` } });
                const bytes = Buffer.from(await res.arrayBuffer());
                if (JSON.parse(bytes.toString()).data.some((t: any) => t.live)) body = bytes;
                else await new Promise((r) => setTimeout(r, 100));
              }
              if (body === null) throw new CliFailure('the replayed match never made the standings live');
              bodies.set('/live-standings', body);
              record(v.name, LIVE, await load(`${url}${c}/standings`, { Authorization: `Bearer ${key}` }, seconds, connections));
            } finally {
              replay.kill('SIGTERM');
            }
          }
        } finally {
          child.kill('SIGTERM');
        }
      }
      // The ceiling: the same bytes from a plain node:http server.
      const plain = createServer((req, res) => {
        const body = bodies.get(req.url ?? '') ?? Buffer.from('{}');
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
        res.end(body);
      });
      await new Promise<void>((r) => plain.listen(++port, '127.0.0.1', r));
      for (const [label, path] of targets) record('plain', label, await load(`http://127.0.0.1:${port}${path}`, {}, seconds, connections));
      if (bodies.has('/live-standings')) record('plain', LIVE, await load(`http://127.0.0.1:${port}/live-standings`, {}, seconds, connections));
      plain.close();
    } finally {
      redis?.kill('SIGTERM');
    }

    const fmt = (n: number) => (Number.isNaN(n) ? '-' : Math.round(n).toString());
    const ratio = (a: number, b: number) => (Number.isNaN(a / b) ? '-' : (a / b).toFixed(2));
    const lines = ['', `| target | plain | open | embedded | redis | embedded/plain | embedded/open (gate cost) | redis/open |`, '|---|---|---|---|---|---|---|---|'];
    for (const label of [...targets.map(([l]) => l), ...(results.has(LIVE) ? [LIVE] : [])]) {
      const r = results.get(label)!;
      const g = (v: string) => r.get(v)?.rps ?? NaN;
      lines.push(`| ${label} | ${fmt(g('plain'))} | ${fmt(g('open'))} | ${fmt(g('embedded'))} | ${r.has('redis') ? fmt(g('redis')) : '-'} | ${ratio(g('embedded'), g('plain'))} | ${r.has('open') ? `${ratio(g('embedded'), g('open'))} (${((1 - g('embedded') / g('open')) * 100).toFixed(0)} %)` : '-'} | ${r.has('redis') ? (g('redis') / g('open')).toFixed(2) : '-'} |`);
    }
    const astro = results.get('empty Astro endpoint')!.get('open')!.rps;
    const list = results.get('filtered match list')!;
    lines.push('', `empty on-demand Astro endpoint (/healthz): ${fmt(astro)} req/s; filtered list / Astro endpoint: open ${(list.get('open')!.rps / astro).toFixed(2)}, embedded ${(list.get('embedded')!.rps / astro).toFixed(2)}`);
    lines.push(`(${connections} connections, ${seconds} s per run, client and server share this machine's cores; p50/p99 above)`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
