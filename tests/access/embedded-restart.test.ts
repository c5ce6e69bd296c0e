/** The embedded store through the real server: keys and usage survive a restart in the middle of use. */
import { afterAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';

let server: ServerProcess | null = null;
afterAll(async () => server?.stop());

test('usage and keys survive a server restart; a revocation by the CLI applies on the next request', async () => {
  server = await startServer();
  const { dataDir } = server;
  const key = (await runScript('keys', ['create', '--name', 'restart', '--plan', 'starter'], { MATCHDAY_DATA_DIR: dataDir })).stdout.trim();
  const auth = { Authorization: `Bearer ${key}` };
  const lineups = (await (await fetch(`${server.url}/api/public/v1/matches?status=completed&per_page=1`, { headers: auth })).json()).data[0].id;
  for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/api/public/v1/matches/${lineups}/lineups`, { headers: auth })).status).toBe(200);
  const before = (await (await fetch(`${server.url}/api/public/v1/usage`, { headers: auth })).json()).data.units;
  expect(before.used).toBe(1 + 5 * 3);

  await server.stop();
  server = await startServer({ dataDir });
  const after = await (await fetch(`${server.url}/api/public/v1/usage`, { headers: auth })).json();
  expect(after.data.units.used).toBe(before.used);
  const listed = JSON.parse((await runScript('keys', ['list', '--json'], { MATCHDAY_DATA_DIR: dataDir })).stdout);
  expect(listed).toEqual([expect.objectContaining({ name: 'restart', plan: 'starter', status: 'active', units_today: 16 })]);
  expect(JSON.stringify(listed)).not.toContain(key);

  expect((await runScript('keys', ['revoke', listed[0].id], { MATCHDAY_DATA_DIR: dataDir })).code).toBe(0);
  const refused = await fetch(`${server.url}/api/public/v1/matches`, { headers: auth });
  expect(refused.status).toBe(401);
  expect((await refused.json()).error.code).toBe('api_key_invalid');
}, 90_000);
