/**
 * Crash safety of the embedded store through the real server: a server killed with SIGKILL in the
 * middle of a load loses no charged unit (a request is answered only after its charge is in the
 * file), and the restarted server, loaded again, serves nothing unmetered. Repeated a few times.
 */
import { mkdtemp, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { REPO, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';

let server: ServerProcess | null = null;
afterAll(async () => server?.stop());

/** `workers` clients in parallel until `stop()` says so; returns the 2xx answers they received. */
function load(url: string, headers: Record<string, string>, workers: number) {
  let ok = 0;
  let stopped = false;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      try {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) ok++;
      } catch {
        return; // the server is gone
      }
    }
  });
  return { received: () => ok, stop: async () => { stopped = true; await Promise.all(loops); return ok; } };
}

test('SIGKILL under load, three times: /usage after each restart covers every 2xx the clients received', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchday-crash-'));
  const plans = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  plans.plans.push({ id: 'roomy', units_per_day: 1_000_000, requests_per_minute: 1_000_000, permissions: [] });
  const plansFile = join(dataDir, 'plans.json');
  await writeFile(plansFile, JSON.stringify(plans));
  const env = { MATCHDAY_DATA_DIR: dataDir, MATCHDAY_PLANS: plansFile };
  const key = await createKeyWithCli(['--name', 'crash', '--plan', 'roomy'], env);
  const auth = { Authorization: `Bearer ${key}` };
  const usage = async (s: ServerProcess) => (await (await fetch(`${s.url}/api/public/v1/usage`, { headers: auth })).json()).data.units.used as number;

  let served = 0; // units of every 2xx received so far (each request costs 1 unit)
  for (let round = 0; round < 3; round++) {
    server = await startServer({ dataDir, env });
    expect(await usage(server)).toBeGreaterThanOrEqual(served);
    const run = load(`${server.url}/api/public/v1/matches?per_page=1`, auth, 16);
    const goal = served + 150 + round * 50;
    while (served + run.received() < goal) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    served += await run.stop();
    await new Promise<void>((ok) => (server!.child.exitCode !== null || server!.child.signalCode !== null ? ok() : server!.child.once('exit', () => ok())));
  }
  server = await startServer({ dataDir, env });
  const used = await usage(server);
  expect(served).toBeGreaterThan(450);
  expect(used).toBeGreaterThanOrEqual(served);
}, 120_000);
