/**
 * The built server for a benchmark: `npm start --no-build` on a free loopback port, one server
 * process and no sandbox replays unless `env` says otherwise; resolves once the API answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { CliFailure, ownChild } from '../../src/lib/cli/run-cli.ts';
import { freePort } from '../../src/lib/net/free-port.ts';

export interface BenchServer {
  child: ChildProcess;
  url: string;
  stop(): void;
}

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const child = ownChild(spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '', MATCHDAY_WORKERS: '1', MATCHDAY_SANDBOX: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  }));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new CliFailure(`server exited:\n${stderr}`);
    try {
      await fetch(`${url}/api/public/v1/openapi.json`);
      break;
    } catch {
      if (i > 300) {
        child.kill('SIGTERM');
        throw new CliFailure('server did not start within 30 s');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, url, stop: () => void child.kill('SIGTERM') };
}
