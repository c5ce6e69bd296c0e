/** Starts the built product server (scripts/start.ts) as a child process on a free port, for black-box tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../src/lib/net/free-port.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../..');

export { freePort };

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** `dist` defaults to the repository's dist/ (built by `npm test` before the suites run). */
export async function startServer(opts: { dist?: string; dataDir?: string; env?: Record<string, string>; port?: number } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'matchday-data-')));
  const dist = opts.dist ?? join(REPO, 'dist');
  let out = '';
  const child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    cwd: REPO,
    // One server process unless a test asks for more (npm start's default is one per core).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_DIST: dist, MATCHDAY_DATA_DIR: dataDir, MATCHDAY_WORKERS: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      await fetch(`${url}/api/public/v1/openapi.json`);
      // the banner comes once every server process is listening (the first may answer before)
      if (out.includes('Matchday is running at')) break;
      throw new Error('not every server process is ready yet');
    } catch {
      if (Date.now() - started > 60_000) throw new Error(`server did not start within 60 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url, port, dataDir, child, output: () => out,
    stop: () => new Promise<void>((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    }),
  };
}

/** Runs a project CLI (scripts/<name>.ts) to completion; returns stdout, stderr and the exit code. */
export async function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => ok({ code: code ?? 1, stdout, stderr }));
  });
}

/** `npm run keys -- create <args>` against `env` (e.g. a server's data folder); the printed secret. Throws when it fails. */
export async function createKeyWithCli(args: string[], env: Record<string, string>): Promise<string> {
  const r = await runScript('keys', ['create', ...args], env);
  if (r.code !== 0) throw new Error(`keys create ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r.stdout.trim();
}
