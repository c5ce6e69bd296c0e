/**
 * Reads the JSON reports of Vitest and Playwright for `npm test`: counts (skipped and todo tests
 * count as failed: nothing skipped is done) and every test's duration, so the run can end with its
 * slowest tests.
 */
import { relative } from 'node:path';

export interface TimedTest {
  runner: 'vitest' | 'playwright';
  file: string;
  title: string;
  ms: number;
}

export interface ReportSummary {
  passed: number;
  failed: number;
  tests: TimedTest[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { ancestorTitles: string[]; title: string; duration?: number | null }[] }[];
}

export function readVitestReport(r: VitestReport, cwd = process.cwd()): ReportSummary {
  // A file that failed to load has no assertion results but failed all the same.
  const unloadable = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  const tests = r.testResults.flatMap((file) =>
    file.assertionResults.map((a) => ({ runner: 'vitest' as const, file: relative(cwd, file.name), title: [...a.ancestorTitles, a.title].join(' › '), ms: a.duration ?? 0 })),
  );
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests + r.numTodoTests + unloadable, tests };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  /** Errors outside any test: the web server did not start, a file failed to load… */
  errors?: { message?: string }[];
}

export function readPlaywrightReport(r: PlaywrightReport): ReportSummary {
  const tests: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        tests.push({ runner: 'playwright', file: `tests/e2e/${spec.file}`, title: spec.title, ms: t.results.reduce((n, x) => n + x.duration, 0) });
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of r.suites) walk(s);
  const { expected, unexpected, flaky, skipped } = r.stats;
  // A run that could not start (e.g. its web server) reports its errors and no test: that is a failure, never a pass.
  const errors = r.errors?.length ?? 0;
  const ran = expected + unexpected + flaky + skipped;
  return { passed: expected + flaky, failed: unexpected + skipped + errors + (ran === 0 && errors === 0 ? 1 : 0), tests };
}

/** The `n` slowest tests as aligned lines: seconds, runner, file and title. */
export function slowestLines(tests: readonly TimedTest[], n = 10): string[] {
  return [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.runner.padEnd(10)} ${t.file} › ${t.title}`);
}
