/**
 * `npm run bench:build`: builds generated content of two sizes and prints seconds per page and
 * peak memory, to check that the build grows linearly.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CliFailure, runCli } from '../src/lib/cli/run-cli.ts';

/** Sum of VmRSS over a process and its descendants (Linux /proc), in MiB. */
function treeRssMiB(root: number): number {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

/** The largest file with the extension under dir: [bytes, path]. */
function largestFile(dir: string, ext: string): [number, string] {
  let best: [number, string] = [0, ''];
  if (!existsSync(dir)) return best;
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    const st = statSync(p);
    const here: [number, string] = st.isDirectory() ? largestFile(p, ext) : p.endsWith(ext) ? [st.size, p] : [0, ''];
    if (here[0] > best[0]) best = here;
  }
  return best;
}

function countFiles(dir: string, ext: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) n += countFiles(p, ext);
    else if (p.endsWith(ext)) n++;
  }
  return n;
}

function run(args: string[], label: string): Promise<{ seconds: number; peakMiB: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssMiB(child.pid!))), 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new CliFailure(`${label} failed (exit ${code}):\n${err.slice(-2000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMiB: peak });
    });
  });
}

await runCli({
  name: 'bench:build',
  usage: `Usage: npm run bench:build -- [--sizes 2,10]

For each size N: generates N demo seasons (104 matches each) into .tmp/bench-build-N with the
seeded generator, builds them (validate + Astro site + API payloads) into .tmp/bench-build-N/dist,
and prints pages, seconds, seconds per page, peak memory (RSS of the build's process tree) and the
largest HTML page (no page may grow with the content: the byte budgets of tests/site hold any size).`,
  options: { sizes: { type: 'string', default: '2,10' } },
  async run({ values }) {
    const sizes = String(values.sizes).split(',').map(Number);
    if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 200)) throw new CliFailure('--sizes takes whole numbers 1-200, e.g. 2,10');
    const rows: string[] = [];
    for (const n of sizes) {
      const dir = join('.tmp', `bench-build-${n}`);
      rmSync(dir, { recursive: true, force: true });
      process.stderr.write(`[${n} season(s)] generating…\n`);
      await run(['scripts/generate-demo.ts', '--seasons', String(n), '--out', join(dir, 'content')], 'generate');
      process.stderr.write(`[${n} season(s)] building…\n`);
      const b = await run(['scripts/build.ts', '--content', join(dir, 'content'), '--out', join(dir, 'dist')], 'build');
      const pages = countFiles(join(dir, 'dist', 'client'), '.html');
      const payloads = countFiles(join(dir, 'dist', 'matchday', 'api'), '.json') - 1;
      const matches = n * 104;
      const [bytes, largest] = largestFile(join(dir, 'dist', 'client'), '.html');
      rows.push(`| ${n} | ${matches} | ${pages} | ${payloads} | ${b.seconds.toFixed(1)} | ${((b.seconds / Math.max(1, pages)) * 1000).toFixed(2)} | ${Math.round(b.peakMiB)} | ${(bytes / 1024).toFixed(1)} KiB (${largest.split('/client/')[1]}) |`);
      process.stderr.write(`[${n} season(s)] ${pages} pages in ${b.seconds.toFixed(1)} s, peak ${Math.round(b.peakMiB)} MiB\n`);
    }
    process.stdout.write(['', '| seasons | matches | HTML pages | API payloads | build s | ms per page | peak MiB | largest page |', '|---|---|---|---|---|---|---|---|', ...rows, ''].join('\n'));
  },
});
