/** npm test's reading of the runners' JSON reports: counts and the slowest tests. */
import { describe, expect, it } from 'vitest';
import { readPlaywrightReport, readVitestReport, slowestLines } from '../../src/lib/cli/test-reports.ts';

describe('test reports', () => {
  it('counts Vitest passes, and failures including skipped, todo and unloadable files', () => {
    const r = readVitestReport({
      numPassedTests: 2, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1,
      testResults: [
        { name: '/repo/tests/a.test.ts', status: 'failed', assertionResults: [{ ancestorTitles: ['suite'], title: 'one', duration: 1200 }, { ancestorTitles: [], title: 'two', duration: null }] },
        { name: '/repo/tests/broken.test.ts', status: 'failed', assertionResults: [] },
      ],
    }, '/repo');
    expect(r.passed).toBe(2);
    expect(r.failed).toBe(4);
    expect(r.tests).toEqual([
      { runner: 'vitest', file: 'tests/a.test.ts', title: 'suite › one', ms: 1200 },
      { runner: 'vitest', file: 'tests/a.test.ts', title: 'two', ms: 0 },
    ]);
  });

  it('counts Playwright results (skipped is failed, flaky passed) and sums the durations of retries', () => {
    const r = readPlaywrightReport({
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [{ title: 'site.spec.ts', file: 'site.spec.ts', specs: [{ title: 'home', file: 'site.spec.ts', tests: [{ results: [{ duration: 500 }, { duration: 700 }] }] }], suites: [{ title: 'inner', specs: [{ title: 'deep', file: 'site.spec.ts', tests: [{ results: [{ duration: 90_000 }] }] }] }] }],
    });
    expect(r).toMatchObject({ passed: 4, failed: 3 });
    expect(r.tests.map((t) => [t.title, t.ms])).toEqual([['home', 1200], ['deep', 90_000]]);
  });

  it('counts a Playwright run that could not start (web server error, no test) as failed', () => {
    const base = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] };
    expect(readPlaywrightReport({ ...base, errors: [{ message: 'Error: http://127.0.0.1:4417/ is already used' }] })).toMatchObject({ passed: 0, failed: 1 });
    expect(readPlaywrightReport(base)).toMatchObject({ passed: 0, failed: 1 });
    expect(readPlaywrightReport({ ...base, stats: { ...base.stats, expected: 2 }, errors: [{ message: 'a global setup error' }] })).toMatchObject({ passed: 2, failed: 1 });
  });

  it('lists the slowest first, at most n', () => {
    const tests = Array.from({ length: 15 }, (_, i) => ({ runner: 'vitest' as const, file: 'f.ts', title: `t${i}`, ms: i * 1000 }));
    const lines = slowestLines(tests);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('  14.0 s  vitest     f.ts › t14');
    expect(lines[9]).toMatch(/› t5$/);
  });
});
