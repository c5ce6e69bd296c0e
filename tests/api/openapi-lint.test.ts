/**
 * The OpenAPI document the API serves passes two independent linters with no errors: Redocly's
 * recommended rules (redocly.yaml) and Spectral's OpenAPI rules (.spectral.yaml). The document is
 * written by scripts/openapi-write.ts, as `npm run openapi:lint` does; the linters run on this
 * Node (process.execPath), not through node_modules/.bin, whose shebang may find an older one.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const REPO = join(import.meta.dirname, '../..');
const TIMEOUT = 120_000; // the CI machine is slow; each linter takes a few seconds there

const require = createRequire(import.meta.url);
/** The JS file of a package's command, from its package.json `bin`. */
function binOf(pkg: string, command: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifestPath) as { bin: string | Record<string, string> };
  const rel = typeof bin === 'string' ? bin : bin[command];
  if (!rel) throw new Error(`${pkg} has no bin ${command}`);
  return join(dirname(manifestPath), rel);
}

interface Run { code: number | null; stdout: string; stderr: string }
function run(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const outputOf = (r: Run) => `exit code ${r.code}\n--- stdout\n${r.stdout.slice(-20_000)}\n--- stderr\n${r.stderr.slice(-5_000)}`;

let dir: string;
let docPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'matchday-openapi-'));
  docPath = join(dir, 'openapi.json');
  const r = await run(['scripts/openapi-write.ts', '--out', docPath]);
  expect(r.code, outputOf(r)).toBe(0);
}, TIMEOUT);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('openapi-write writes the document buildOpenApi() serves', async () => {
  const { buildOpenApi } = await import('../../src/lib/api/openapi.ts');
  expect(JSON.parse(await readFile(docPath, 'utf8'))).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
});

test('openapi-write: --help exits 0, an unknown option exits 2', async () => {
  const help = await run(['scripts/openapi-write.ts', '--help']);
  expect(help.code, outputOf(help)).toBe(0);
  expect(help.stdout).toContain('Usage:');
  const bad = await run(['scripts/openapi-write.ts', '--nope']);
  expect(bad.code, outputOf(bad)).toBe(2);
}, TIMEOUT);

test('Redocly (recommended rules) finds no error', async () => {
  const r = await run([binOf('@redocly/cli', 'redocly'), 'lint', docPath, '--config', join(REPO, 'redocly.yaml'), '--format=json']);
  let report: { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] } | null = null;
  try { report = JSON.parse(r.stdout); } catch { /* reported below with the raw output */ }
  const problems = (report?.problems ?? []).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`).join('\n');
  const message = `redocly lint:\n${problems}\n${outputOf(r)}`;
  expect(report, message).not.toBeNull();
  expect(report!.totals.errors, message).toBe(0);
  expect(r.code, message).toBe(0);
}, TIMEOUT);

test('Spectral (spectral:oas rules) finds no error', async () => {
  const jsonOut = join(dir, 'spectral.json');
  const r = await run([
    binOf('@stoplight/spectral-cli', 'spectral'), 'lint', docPath, '--ruleset', join(REPO, '.spectral.yaml'),
    '--fail-severity=error', '--format=stylish', '--format=json', '--output.json', jsonOut,
  ]);
  let results: { code: string; severity: number; message: string; path: string[] }[] | null = null;
  try { results = JSON.parse(await readFile(jsonOut, 'utf8')); } catch { /* reported below with the raw output */ }
  const message = `spectral lint:\n${outputOf(r)}`;
  expect(results, message).not.toBeNull();
  expect(results!.filter((p) => p.severity === 0), message).toEqual([]); // 0 = error
  expect(r.code, message).toBe(0);
}, TIMEOUT);
