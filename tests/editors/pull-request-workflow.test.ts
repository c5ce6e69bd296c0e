/**
 * The pull-request workflow is valid YAML of the shape GitHub expects, runs on pull requests, and
 * every npm script and file it names exists (so renaming a script cannot silently break it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const workflow = parse(readFileSync('.github/workflows/pull-request.yml', 'utf8')) as {
  on: { pull_request: { paths: string[] } };
  jobs: Record<string, { 'runs-on': string; steps: { name?: string; run?: string; uses?: string }[] }>;
};
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

describe('.github/workflows/pull-request.yml', () => {
  test('runs on pull requests touching the project, with one job of named steps', () => {
    expect(workflow.on.pull_request.paths).toEqual(expect.arrayContaining(['content/**', 'src/**', 'package.json']));
    const jobs = Object.values(workflow.jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!['runs-on']).toBe('ubuntu-latest');
    for (const s of jobs[0]!.steps) expect(s.uses ?? s.run, JSON.stringify(s)).toBeTruthy();
  });

  test('validates with annotations, diffs into the summary and runs the same entry point as CI', () => {
    const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.map((s) => s.run ?? '')).join('\n');
    expect(runs).toContain('npm run validate -- --format github');
    expect(runs).toMatch(/npm run --silent diff -- .* --format markdown >> "\$GITHUB_STEP_SUMMARY"/);
    expect(runs).toContain('bash .ci/run');
  });

  test('names only npm scripts and files that exist', () => {
    const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.map((s) => s.run ?? '')).join('\n');
    const named = [...runs.matchAll(/npm run (?:--silent )?([a-z:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(scripts, `npm script "${n}"`).toContain(n);
    for (const f of [...runs.matchAll(/bash (\S+)/g)].map((m) => m[1]!)) expect(existsSync(f), f).toBe(true);
    expect(existsSync('.github/pull_request_template.md')).toBe(true);
  });
});
