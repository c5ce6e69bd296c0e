/**
 * `npm run bench:start -- --dist <build> [--dist <build2> …]`: how fast the product server starts on
 * each build and what one server process holds: seconds from spawn to "Matchday is running at", RSS
 * after the start, and RSS after 200 requests to random completed matches' detail (answered from the
 * build's prerendered payloads, read on demand). The builds are shown side by side.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { CliFailure, ownChild, runCli, UsageError } from '../src/lib/cli/run-cli.ts';
import { freePort } from '../src/lib/net/free-port.ts';
import { rssMiB } from './bench/process-stats.ts';

const REQUESTS = 200;
const V1 = '/api/public/v1';

interface StartFigures {
  matches: number;
  readySeconds: number;
  rssAfterStart: number;
  rssAfterRequests: number;
  failed: number;
}

/** Resolves with the seconds from `since` to the banner; rejects when the server exits first. */
function readyAfter(child: ChildProcess, since: number, output: () => string): Promise<number> {
  return new Promise((ok, fail) => {
    const onData = () => {
      if (output().includes('Matchday is running at')) ok((performance.now() - since) / 1000);
    };
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new CliFailure(`the server exited (${code}) before it was ready:\n${output().slice(-2000)}`)));
  });
}

/** `count` random completed matches: the details the build prerendered (its manifest's getMatch keys). */
function completedMatches(dist: string, count: number): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'matchday', 'api', 'manifest.json'), 'utf8')) as Record<string, string>;
  const ids = Object.keys(manifest).filter((k) => k.startsWith('getMatch:')).map((k) => k.slice('getMatch:'.length));
  if (ids.length === 0) throw new CliFailure(`${dist} has no completed match`);
  return Array.from({ length: count }, () => ids[Math.floor(Math.random() * ids.length)]!);
}

async function measure(dist: string): Promise<StartFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-start-'));
  // One server process with the embedded key store, as `npm start` with MATCHDAY_WORKERS=1.
  const env: NodeJS.ProcessEnv = { ...process.env, MATCHDAY_DIST: dist, MATCHDAY_DATA_DIR: dataDir, MATCHDAY_WORKERS: '1', HOST: '127.0.0.1' };
  delete env.REDIS_URL;
  try {
    const made = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'bench-start', '--plan', 'pro'], { env, encoding: 'utf8' });
    if (made.status !== 0) throw new CliFailure(`could not create a key: ${made.stderr}`);
    const key = made.stdout.trim();
    const port = await freePort();
    const ids = completedMatches(dist, REQUESTS);
    let out = '';
    const started = performance.now();
    const child = ownChild(spawn(process.execPath, ['scripts/start.ts', '--no-build'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] }));
    child.stderr!.on('data', (d: Buffer) => (out += d));
    try {
      const readySeconds = await readyAfter(child, started, () => out);
      const rssAfterStart = rssMiB(child.pid);
      const matches = Number(/\((\d+) matches/.exec(out)?.[1] ?? NaN);
      let failed = 0;
      for (const id of ids) {
        const res = await fetch(`http://127.0.0.1:${port}${V1}/matches/${id}`, { headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      }
      return { matches, readySeconds, rssAfterStart, rssAfterRequests: rssMiB(child.pid), failed };
    } finally {
      await new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(dists: string[], results: StartFigures[]): string {
  const width = Math.max(14, ...dists.map((d) => d.length + 2));
  const row = (label: string, cells: string[]) => `${label.padEnd(36)}${cells.map((c) => c.padStart(width)).join('')}\n`;
  return (
    row('build', dists) +
    row('matches', results.map((r) => String(r.matches))) +
    row('seconds to ready', results.map((r) => r.readySeconds.toFixed(2))) +
    row('RSS after start (MiB)', results.map((r) => r.rssAfterStart.toFixed(0))) +
    row(`RSS after ${REQUESTS} match details (MiB)`, results.map((r) => r.rssAfterRequests.toFixed(0))) +
    row('requests not 200', results.map((r) => String(r.failed)))
  );
}

await runCli({
  name: 'bench:start',
  usage: `Usage: npm run bench:start -- --dist <build> [--dist <build2> …]

Starts the product server (scripts/start.ts --no-build, one server process, embedded key store in a
temporary folder) on each build in turn and prints, side by side: seconds from spawn to "Matchday is
running at", the process's RSS after the start, and its RSS after ${REQUESTS} requests to random completed
matches' detail. A build is a folder made by \`npm run build -- --out <folder>\`.
Exit codes: 0 measured, 1 a server failed to start, 2 usage.`,
  options: { dist: { type: 'string', multiple: true } },
  async run({ values }) {
    const dists = ((values.dist as string[] | undefined) ?? []).map((d) => resolve(d));
    if (dists.length === 0) throw new UsageError('name at least one build with --dist');
    const results: StartFigures[] = [];
    for (const dist of dists) {
      process.stderr.write(`starting on ${dist}…\n`);
      results.push(await measure(dist));
    }
    process.stdout.write(table(dists.map((d) => relative(process.cwd(), d) || d), results));
  },
});
