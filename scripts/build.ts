/** `npm run build`: validate content, build the site with Astro, then prerender the final API payloads. */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { loadContent } from '../src/lib/content/load.ts';
import { validationNow } from '../src/lib/content/validation-clock.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { snapshotOf } from '../src/lib/dataset/snapshot.ts';
import { buildDataset } from '../src/lib/dataset/dataset.ts';
import { precompressPayloads, prerenderPayloads, writePrerendered } from '../src/server/api/prerender.ts';
import { buildInputsHash } from '../src/lib/build/inputs-hash.ts';
import { CliFailure, progress, runCli } from '../src/lib/cli/run-cli.ts';

/** Runs `astro build` in its own process; resolves when it succeeded. */
function buildSite(content: string, out: string): Promise<void> {
  process.stderr.write('[2/3] building the site with Astro (the API payloads are prepared meanwhile)…\n');
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--outDir', out], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', MATCHDAY_CONTENT: content },
  });
  return new Promise((resolveSite, reject) => {
    child.once('error', (err) => reject(new CliFailure(`astro build could not start: ${err.message}`)));
    child.once('exit', (code, signal) => (code === 0 ? resolveSite() : reject(new CliFailure(`astro build failed (${signal ?? `exit ${code}`})`))));
  });
}

await runCli({
  name: 'build',
  usage: `Usage: npm run build -- [--content <dir>] [--out <dir>] [--skip-site]

1. validates the content folder (as npm run validate; any problem stops the build),
2. builds the fan site with Astro into <out> (default dist/) while it prerenders the final API
   payloads of completed matches (JSON, gzip, br), then
3. writes those payloads into <out>/matchday/api
   (outside the public static folder: only the API gate serves them).

Environment: MATCHDAY_CONTENT (content folder for the site build), MATCHDAY_NOW (the build's "now":
the home page's today, and no match may be completed before it kicks off; default the real time).
Exit codes: 0 built, 1 failed, 2 usage.`,
  options: { content: { type: 'string', default: 'content' }, out: { type: 'string', default: 'dist' }, 'skip-site': { type: 'boolean', default: false } },
  async run({ values }) {
    const t0 = performance.now();
    const content = resolve(String(values.content));
    const out = resolve(String(values.out));
    process.stderr.write('[1/3] validating content…\n');
    const { raw, problems } = await loadContent(content, { now: validationNow() });
    if (problems.length > 0) {
      for (const p of problems) process.stdout.write(`${formatProblem(p)}\n`);
      throw new CliFailure(`${problems.length} content problem(s); nothing was built`);
    }
    const t1 = performance.now();
    // The site builds in its own process while this one prepares the API payloads: the compression
    // runs on libuv's pool, so the two overlap on a multi-core machine. Astro empties --outDir, so the
    // payloads are written after it ends.
    const site = values['skip-site'] ? Promise.resolve() : buildSite(content, out);
    const snapshot = snapshotOf(raw);
    const ds = buildDataset(snapshot);
    const payloads = prerenderPayloads(ds, false);
    await precompressPayloads(payloads, 4, progress('      compressing final API payloads'));
    const t2 = performance.now();
    await site;
    const t2b = performance.now();
    process.stderr.write('[3/3] writing the final API payloads…\n');
    await mkdir(join(out, 'matchday'), { recursive: true });
    await writeFile(join(out, 'matchday', 'snapshot.json'), JSON.stringify(snapshot));
    const n = await writePrerendered(join(out, 'matchday', 'api'), payloads);
    await writeFile(join(out, 'matchday', 'build-info.json'), JSON.stringify({ inputs: buildInputsHash(), built_at: new Date().toISOString(), content }));
    const t3 = performance.now();
    const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(1)} s`;
    process.stderr.write(
      `✓ built ${out}: ${ds.matches.size} matches, ${ds.players.size} players, ${n} prerendered payloads` +
        ` (validate ${s(t0, t1)}, payloads ${s(t1, t2)} alongside the site, site ${s(t1, t2b)}, writing ${s(t2b, t3)}, total ${s(t0, t3)})\n`,
    );
  },
});
