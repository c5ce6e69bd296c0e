/**
 * Two server processes on one embedded store file (data/matchday.db): a parallel burst against both
 * gets exactly the units left served, and the per-minute limit holds across them.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { REPO, startServer, type ServerProcess, createKeyWithCli } from '../helpers/server-process.ts';
import { until } from '../helpers/until.ts';

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

test('two servers, one SQLite file: 40 units left → exactly 40 of 120 parallel requests served; 25 per minute → exactly 25 of 60', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchday-two-'));
  const plans = JSON.parse(await readFile(join(REPO, 'src/config/plans.json'), 'utf8'));
  plans.plans.push(
    { id: 'forty', units_per_day: 40, requests_per_minute: 1_000_000, permissions: [] },
    { id: 'quarter', units_per_day: 1_000_000, requests_per_minute: 25, permissions: [] },
  );
  const plansFile = join(dataDir, 'plans.json');
  await writeFile(plansFile, JSON.stringify(plans));
  const env = { MATCHDAY_DATA_DIR: dataDir, MATCHDAY_PLANS: plansFile };
  const newKey = (plan: string) => createKeyWithCli(['--name', plan, '--plan', plan], env);
  const units = await newKey('forty');
  const minute = await newKey('quarter');
  servers.push(await startServer({ dataDir, env }), await startServer({ dataDir, env }));

  const burst = (key: string, n: number) =>
    Promise.all(Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${servers[i % 2]!.url}/api/public/v1/matches?per_page=1`, { headers: { Authorization: `Bearer ${key}` } });
      const body = await res.json();
      return res.status === 200 ? 'ok' : (body.error.code as string);
    }));
  const count = (all: string[], what: string) => all.filter((x) => x === what).length;

  const a = await burst(units, 120);
  expect(count(a, 'ok')).toBe(40);
  expect(count(a, 'quota_exceeded')).toBe(80);

  // The burst must fall into one fixed minute window: start it early in a minute.
  await until(() => new Date().getUTCSeconds() < 40, 'early in a minute', 30_000, 200);
  const b = await burst(minute, 60);
  expect(count(b, 'ok')).toBe(25);
  expect(count(b, 'rate_limited')).toBe(35);
  for (const s of servers) {
    const u = (await (await fetch(`${s.url}/api/public/v1/usage`, { headers: { Authorization: `Bearer ${units}` } })).json()).data.units;
    expect(u).toMatchObject({ used: 40, remaining: 0 });
  }
}, 90_000);
