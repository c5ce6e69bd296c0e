/**
 * The API as a typed client sees it: generates TypeScript types from the document the built server
 * serves (openapi-typescript), type-checks tests/client/matchday-client.ts (openapi-fetch) against
 * them with `tsc --strict`, then runs that client against the server, which calls every operation
 * of the document once. The generated types live only in .tmp/client/ (git-ignored).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';

const SLOW_MS = 180_000;
const DOC_PATH = '/api/public/v1/openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const require = createRequire(import.meta.url);

/** The JS file of a package's command (run with this Node, not through node_modules/.bin). */
function packageBin(pkg: string, command: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  const rel = typeof bin === 'string' ? bin : bin[command];
  if (!rel) throw new Error(`${pkg} has no "${command}" command`);
  return join(dirname(manifest), rel);
}

function run(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (code, signal) => ok({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** What tests/client/matchday-client.ts exports (it is imported from its type-checked copy). */
interface ClientModule {
  exerciseApi(baseUrl: string, apiKey: string): Promise<{ calls: { method: string; path: string; status: number }[]; summary: Record<string, unknown> }>;
}

describe('typed client (openapi-typescript + openapi-fetch)', () => {
  const dist = join(REPO, 'dist');
  let server: ServerProcess;
  let key: string;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(join(dist, 'matchday', 'snapshot.json'))) throw new Error('dist/ is not built: run "npm run build" (npm test does it first)');
    server = await startServer({ dist });
    const created = await runScript('keys', ['create', '--name', 'typed-client', '--plan', 'pro'], { MATCHDAY_DATA_DIR: server.dataDir });
    expect(created.code, created.stderr).toBe(0);
    key = created.stdout.trim();
    await mkdir(join(REPO, '.tmp', 'client'), { recursive: true });
    dir = await mkdtemp(join(REPO, '.tmp', 'client', 'run-'));
  }, SLOW_MS);

  afterAll(async () => {
    await server?.stop();
  });

  test('the generated types type-check the client, which then calls every operation with a 2xx answer', async () => {
    // 1. The document exactly as served, and types generated from it.
    const res = await fetch(`${server.url}${DOC_PATH}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
    await writeFile(join(dir, 'openapi.json'), text);
    const gen = await run([packageBin('openapi-typescript', 'openapi-typescript'), 'openapi.json', '--output', 'openapi-types.ts'], dir);
    expect(gen.code, `openapi-typescript failed:\n${gen.output}`).toBe(0);
    expect(await readFile(join(dir, 'openapi-types.ts'), 'utf8')).toContain('export interface paths');

    // 2. The client next to the types, compiled with strict settings of its own.
    await copyFile(join(import.meta.dirname, 'matchday-client.ts'), join(dir, 'matchday-client.ts'));
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true,
        target: 'es2023', lib: ['es2023'], module: 'nodenext', moduleResolution: 'nodenext',
        allowImportingTsExtensions: true, verbatimModuleSyntax: true, types: ['node'], skipLibCheck: true,
      },
      files: ['matchday-client.ts', 'openapi-types.ts'],
    }, null, 2));
    const tsc = await run([packageBin('typescript', 'tsc'), '-p', 'tsconfig.json', '--noEmit', '--strict', '--pretty', 'false'], dir);
    expect(tsc.code, `tsc found errors in ${dir}:\n${tsc.output}`).toBe(0);

    // 3. The type-checked copy, run against the server.
    const client = (await import(pathToFileURL(join(dir, 'matchday-client.ts')).href)) as ClientModule;
    const { calls, summary } = await client.exerciseApi(server.url, key);
    const failed = calls.filter((c) => c.status < 200 || c.status > 299);
    expect(failed, JSON.stringify(calls, null, 1)).toEqual([]);

    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => HTTP_METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
    const called = calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(called).size, `an operation was called more than once: ${called.join(', ')}`).toBe(called.length);
    expect([...new Set(called)].sort(), `operations of the document without a client call, or calls outside it (summary ${JSON.stringify(summary)})`).toEqual([...new Set(operations)].sort());

    await rm(dir, { recursive: true, force: true });
  }, SLOW_MS);
});
