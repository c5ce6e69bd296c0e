/**
 * `npm run bench:site`: the built site's static files served by the product server (npm start, one
 * process) and by Debian's nginx (gzip_static, one worker) from the same dist/client, loaded with
 * autocannon in the same run: a match page, the home page and the stylesheet, with
 * `Accept-Encoding: gzip` (nginx has no brotli here). Each round loads every target on both servers
 * (in a rotating order); the median round counts. Prints req/s side by side with the ratio, and
 * whether the product reaches the target (>= 0.7 x nginx).
 */
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CliFailure, runCli } from '../src/lib/cli/run-cli.ts';
import { freePort } from '../src/lib/net/free-port.ts';
import { startBenchServer, type BenchServer } from './bench/bench-server.ts';
import { load, medianRun, type LoadResult } from './bench/load.ts';
import { startStaticNginx, type StaticNginx } from './bench/static-nginx.ts';

const TARGET = 0.7;
const GZIP = { 'Accept-Encoding': 'gzip' };

interface Target {
  label: string;
  path: string;
}

function targetsOf(dist: string): Target[] {
  const snap = JSON.parse(readFileSync(join(dist, 'matchday', 'snapshot.json'), 'utf8'));
  const match = snap.seasons[0].matches[0].id as string;
  const css = readdirSync(join(dist, 'client', '_astro')).find((f) => f.endsWith('.css'));
  if (!css) throw new CliFailure(`no stylesheet in ${dist}/client/_astro`);
  return [
    { label: 'match page', path: `/matches/${match}/` },
    { label: 'home page', path: '/' },
    { label: 'stylesheet', path: `/_astro/${css}` },
  ];
}

/** One GET; the status, Content-Encoding and raw (still encoded) body. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((ok, fail) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', fail);
    }).on('error', fail);
  });
}

/** Both servers must answer the same gzip bytes (the build's .gz) before anything is measured; their size. */
async function checkSame(urls: string[], t: Target): Promise<number> {
  const bodies: Buffer[] = [];
  for (const url of urls) {
    const r = await rawGet(`${url}${t.path}`, GZIP);
    if (r.status !== 200) throw new CliFailure(`${url}${t.path}: ${r.status}`);
    if (r.encoding !== 'gzip') throw new CliFailure(`${url}${t.path}: not gzip-encoded (${r.encoding}); was the site precompressed (npm run build)?`);
    gunzipSync(r.body);
    bodies.push(r.body);
  }
  if (!bodies.every((b) => b.equals(bodies[0]!))) throw new CliFailure(`${t.path}: the servers answered different bytes`);
  return bodies[0]!.length;
}

await runCli({
  name: 'bench:site',
  usage: `Usage: npm run bench:site -- [--seconds 3] [--rounds 3] [--connections 10] [--workers 1] [--dist dist]

Needs a build (npm run build: the site and its .gz/.br files). Serves <dist>/client with the product
server (npm start --no-build, MATCHDAY_WORKERS=--workers) and with Debian's nginx (/usr/sbin/nginx,
gzip_static on, worker_processes --workers), both on loopback during the whole bench, and loads a
match page, the home page and the stylesheet with Accept-Encoding: gzip (autocannon, --connections
connections, --seconds per load, after a 1 s warm-up). Each of --rounds rounds loads every target
on both servers, in a rotating order; the median round is reported: req/s, p99, server CPU µs per
request, and product/nginx, with the target: >= ${TARGET} x nginx on every target.`,
  options: {
    seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '3' }, connections: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' }, dist: { type: 'string', default: 'dist' },
  },
  async run({ values }) {
    const seconds = Number(values.seconds);
    const rounds = Number(values.rounds);
    const connections = Number(values.connections);
    const workers = Number(values.workers);
    if (!(seconds > 0) || !(connections > 0) || !(Number.isInteger(rounds) && rounds > 0) || !(Number.isInteger(workers) && workers > 0)) {
      throw new CliFailure('--seconds, --rounds, --connections and --workers must be positive numbers');
    }
    const dist = resolve(String(values.dist));
    const targets = targetsOf(dist);
    let product: BenchServer | null = null;
    let nginx: StaticNginx | null = null;
    try {
      product = await startBenchServer({ MATCHDAY_DIST: dist, MATCHDAY_WORKERS: String(workers), MATCHDAY_DATA_DIR: mkdtempSync(join(tmpdir(), 'matchday-bench-site-')) });
      nginx = await startStaticNginx(join(dist, 'client'), await freePort(), workers);
      const servers = [
        { name: 'product', url: product.url, pid: product.child.pid },
        { name: 'nginx', url: nginx.url, pid: nginx.pid },
      ];
      const sizes = new Map<string, number>();
      for (const t of targets) sizes.set(t.label, await checkSame(servers.map((s) => s.url), t));
      for (const t of targets) for (const s of servers) await load(`${s.url}${t.path}`, GZIP, 1, connections);
      const runs = new Map<string, LoadResult[]>();
      for (let round = 0; round < rounds; round++) {
        for (const t of targets) {
          const order = round % 2 === 0 ? servers : [...servers].reverse();
          for (const s of order) {
            const r = await load(`${s.url}${t.path}`, GZIP, seconds, connections, s.pid);
            if (r.errors || r.non2xx) throw new CliFailure(`${s.name} ${t.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
            const key = `${t.label}|${s.name}`;
            runs.set(key, [...(runs.get(key) ?? []), r]);
            process.stderr.write(`  round ${round + 1} ${s.name.padEnd(8)} ${t.label.padEnd(11)} ${Math.round(r.rps).toString().padStart(7)} req/s  ${r.cpuUs.toFixed(1)} µs CPU/req\n`);
          }
        }
      }
      const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
      const lines = [
        '',
        `Static files, Accept-Encoding: gzip, ${workers} process(es) each, ${connections} connections, median of ${rounds} x ${seconds} s`,
        '',
        '| target | gzip bytes | product req/s | nginx req/s | product/nginx | p99 ms product / nginx | CPU µs/req product / nginx |',
        '|---|---|---|---|---|---|---|',
      ];
      const missed: string[] = [];
      for (const t of targets) {
        const p = medianRun(runs.get(`${t.label}|product`)!);
        const n = medianRun(runs.get(`${t.label}|nginx`)!);
        const ratio = p.rps / n.rps;
        if (ratio < TARGET) missed.push(`${t.label} ${ratio.toFixed(2)}`);
        lines.push(`| ${t.label} | ${fmt(sizes.get(t.label)!)} | ${fmt(p.rps)} | ${fmt(n.rps)} | **${ratio.toFixed(2)}** | ${p.p99} / ${n.p99} | ${p.cpuUs.toFixed(1)} / ${n.cpuUs.toFixed(1)} |`);
      }
      lines.push('', `Target >= ${TARGET} x nginx: ${missed.length === 0 ? 'met on every target' : `missed: ${missed.join(', ')}`}`, '');
      process.stdout.write(lines.join('\n'));
      return missed.length === 0 ? 0 : 1;
    } finally {
      product?.stop();
      await nginx?.stop();
    }
  },
});
