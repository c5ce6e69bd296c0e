/**
 * `npm test`: the whole suite, as CI runs it. Builds the demo content, runs every Vitest suite
 * (unit, content, import, API, contract, security, fuzz, access with Redis), then the Playwright
 * suite against the built site, and ends with one plain line: `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { runCli } from '../src/lib/cli/run-cli.ts';
import { IMPORT_AHEAD_ENV } from '../tests/helpers/all-tournaments.ts';
import { readPlaywrightReport, readVitestReport, slowestLines, type TimedTest } from '../src/lib/cli/test-reports.ts';

const require = createRequire(import.meta.url);
const bin = (pkg: string, rel: string) => join(dirname(require.resolve(`${pkg}/package.json`)), rel);

await runCli({
  name: 'test',
  usage: `Usage: npm test [-- --no-build] [-- --only types|vitest|e2e] [-- <vitest filters…>]

Checks the types (tsc --noEmit over src/, scripts/ and tests/; astro check over the .astro pages
and components), runs the build (demo content → dist/), every Vitest suite, then the Playwright
suite, and prints "N passed, N failed" (each type checker counts as one test). Needs redis-server and /usr/bin/chromium (.ci/run installs both).
Exit codes: 0 all passed, 1 a failure.`,
  allowPositionals: true,
  options: { 'no-build': { type: 'boolean', default: false }, only: { type: 'string' } },
  async run({ values, positionals }) {
    mkdirSync('.tmp', { recursive: true });
    // Node's compile cache (on disk, keyed by each file's bytes) for every process of the run: the
    // suite starts hundreds of Node processes (test workers, servers, CLIs), and each compiled
    // (and type-stripped) the same modules again. It halves a CLI's start-up (0.6 → 0.3 s).
    const compileCache = process.env.NODE_COMPILE_CACHE ?? resolve('.tmp/node-compile-cache');
    const childEnv = (env: Record<string, string> = {}) => ({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_COMPILE_CACHE: compileCache, ...env });
    const run = (label: string, args: string[], env: Record<string, string> = {}) => {
      process.stderr.write(`\n▶ ${label}\n`);
      return spawnSync(process.execPath, args, { stdio: 'inherit', env: childEnv(env) }).status ?? 1;
    };
    /** Runs `args` with its output kept, then prints it under `label`; resolves to the exit code. */
    const runQuiet = (label: string, args: string[]) =>
      new Promise<number>((done) => {
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv() });
        const out: Buffer[] = [];
        child.stdout.on('data', (d: Buffer) => out.push(d));
        child.stderr.on('data', (d: Buffer) => out.push(d));
        child.on('close', (code) => {
          process.stderr.write(`\n▶ ${label}\n${Buffer.concat(out).toString()}`);
          done(code ?? 1);
        });
      });
    let passed = 0;
    let failed = 0;
    const only = values.only as string | undefined;
    if ((only === undefined && positionals.length === 0) || only === 'types') {
      // The two checkers side by side (one core each): tsc reads only the sources (tsconfig.json
      // does not include .astro/, which astro check regenerates); astro check only the .astro files
      // (tsconfig.astro.json), whose .ts imports tsc checks.
      const codes = await Promise.all([
        runQuiet('types: tsc --noEmit', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit']),
        runQuiet('types: astro check', [bin('astro', 'bin/astro.mjs'), 'check', '--minimumSeverity', 'error', '--tsconfig', 'tsconfig.astro.json']),
      ]);
      for (const code of codes) {
        if (code === 0) passed++;
        else failed++;
      }
      if (only === 'types') {
        process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
        return failed === 0 ? 0 : 1;
      }
    }
    // The shared import:all of every World Cup (tests/helpers/all-tournaments.ts), started now so
    // that it runs beside the demo build, not inside a Vitest worker that others wait on.
    const vitestEnv: Record<string, string> = {};
    let ahead: ReturnType<typeof spawn> | undefined;
    if (only !== 'e2e' && positionals.length === 0) {
      const dir = resolve(`.tmp/all-tournaments-${process.pid}`);
      rmSync(dir, { recursive: true, force: true });
      ahead = spawn(process.execPath, ['tests/helpers/import-all-ahead.ts', dir], { stdio: 'ignore', env: childEnv() });
      vitestEnv[IMPORT_AHEAD_ENV] = dir;
    }
    let buildFailed = 0;
    if (!values['no-build'] && only !== 'types') {
      if (run('build (demo content)', ['scripts/build.ts']) !== 0) buildFailed = 1;
    }
    failed += buildFailed;
    const timed: TimedTest[] = [];
    if (!buildFailed && only !== 'e2e') {
      const report = '.tmp/vitest-report.json';
      rmSync(report, { force: true });
      run('vitest', [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...positionals], vitestEnv);
      if (existsSync(report)) {
        const r = readVitestReport(JSON.parse(readFileSync(report, 'utf8')));
        passed += r.passed;
        failed += r.failed;
        timed.push(...r.tests);
      } else failed++;
    }
    if (!buildFailed && only !== 'vitest' && positionals.length === 0 && existsSync('tests/e2e')) {
      const report = '.tmp/playwright-report.json';
      rmSync(report, { force: true });
      run('playwright', [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      if (existsSync(report)) {
        const r = readPlaywrightReport(JSON.parse(readFileSync(report, 'utf8')));
        passed += r.passed;
        failed += r.failed;
        timed.push(...r.tests);
      } else failed++;
    }
    if (ahead && ahead.exitCode === null) ahead.kill();
    if (timed.length > 0) process.stdout.write(`\nSlowest tests:\n${slowestLines(timed).join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
    return failed === 0 && passed > 0 ? 0 : 1;
  },
});
