/**
 * Webhooks end to end: a built server, endpoints registered with the CLI, a completed match replayed
 * through the feed, and a real receiver on 127.0.0.1 that verifies every signature with the
 * `standardwebhooks` package. Order and completeness against the replayed match; a receiver failing
 * on purpose gets retries with the same webhook-id; filters; ping; the log; no secret in any output.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { until } from '../helpers/until.ts';
import { buildDist, writeFull, writePending } from '../live/fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { expectReplayed, mkKey, register, replay } from './common.ts';
import { card, clock, goal } from '../live/messages.ts';

const M = 'match_fx-1';
let server: ServerProcess;
let receiver: Receiver;
let reference: Harness;
let full: string;
let env: Record<string, string>;
let feedKey = '';
const secrets: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  receiver = await startReceiver();
  let pending: string;
  [full, pending] = await Promise.all([writeFull(), writePending()]);
  reference = await apiHarness(full);
  server = await startServer({ dist: await buildDist(pending), env: { MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1', MATCHDAY_WEBHOOKS_RETRY_MS: '50,100,200' } });
  env = { MATCHDAY_DATA_DIR: server.dataDir, MATCHDAY_WEBHOOKS_ALLOW_PRIVATE: '1' };
  feedKey = (await mkKey(env, ['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write'])).secret;
  const pro = await mkKey(env, ['--name', 'pro', '--plan', 'pro']);
  const starter = await mkKey(env, ['--name', 'starter', '--plan', 'starter']);
  ids.starter = starter.id;
  ids.pro = pro.id;
  for (const [name, path, extra] of [['all', '/all', []], ['flaky', '/flaky', []], ['goals', '/goals', ['--events', 'match.event,match.finished']]] as const) {
    const r = await register(env, receiver, pro.id, path, [...extra]);
    ids[name] = r.id;
    secrets.push(r.secret);
  }
  // The flaky receiver fails the first three attempts (500, 503, a redirect), then accepts.
  receiver.plan.set('/flaky', [500, 503, 302]);
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test('a replayed match arrives complete and in order at every endpoint, every signature verifies with standardwebhooks', async () => {
  const r = await replay(server, feedKey, full, M);
  expect(r.code, r.stderr).toBe(0);
  await until(() => receiver.accepted('/all').some((x) => x.body.type === 'match.finished') && receiver.accepted('/flaky').some((x) => x.body.type === 'match.finished'), 'the final whistle at /all and /flaky', 30_000);
  await until(() => receiver.accepted('/goals').some((x) => x.body.type === 'match.finished'), 'the final whistle at /goals');
  expect(receiver.badSignatures).toEqual([]);
  const all = receiver.accepted('/all').map((x) => x.body);
  await expectReplayed(reference, M, all);
  // Same events, same order, through retries.
  expect(receiver.accepted('/flaky').map((x) => x.body)).toEqual(all);
  // Each event once per endpoint (at least once, and here exactly once: every answer arrived).
  for (const p of ['/all', '/flaky', '/goals']) {
    const accepted = receiver.accepted(p).map((x) => x.webhookId);
    expect(new Set(accepted).size, p).toBe(accepted.length);
    for (const id of accepted) expect(id).toMatch(/^msg_/);
  }
  // The filter: only match.event and match.finished.
  expect(receiver.accepted('/goals').map((x) => x.body)).toEqual(all.filter((b) => b.type === 'match.event' || b.type === 'match.finished'));
  // The event id is shared by endpoints, the webhook-id (delivery) is not.
  expect(receiver.accepted('/flaky')[0]!.body.id).toBe(receiver.accepted('/all')[0]!.body.id);
  expect(receiver.accepted('/flaky')[0]!.webhookId).not.toBe(receiver.accepted('/all')[0]!.webhookId);
}, 90_000);

test('the failing receiver got three failed attempts of the first delivery, all with the same webhook-id, then the rest in order', async () => {
  const flaky = receiver.all.filter((x) => x.path === '/flaky');
  expect(flaky.slice(0, 4).map((x) => x.status)).toEqual([500, 503, 302, 200]);
  expect(new Set(flaky.slice(0, 4).map((x) => x.webhookId)).size).toBe(1);
  expect(flaky.slice(0, 4).map((x) => x.body.id)).toEqual(Array(4).fill(flaky[0]!.body.id));
  // Every attempt is signed afresh (new timestamp allowed), and still verifies.
  expect(flaky.every((x) => x.headers['webhook-signature']?.toString().startsWith('v1,'))).toBe(true);

  const log = await runScript('webhooks', ['log', '--endpoint', ids.flaky!, '--limit', '1000', '--json'], env);
  expect(log.code, log.stderr).toBe(0);
  const rows = JSON.parse(log.stdout);
  expect(rows.every((d: any) => d.status === 'delivered' && d.last_status_code === 200 && typeof d.last_latency_ms === 'number')).toBe(true);
  const first = rows.find((d: any) => d.id === flaky[0]!.webhookId);
  expect(first).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 200, last_error: null });
  const text = await runScript('webhooks', ['log', '--endpoint', ids.flaky!], env);
  expect(text.stdout.split('\n')[0]).toBe('id\tendpoint\tevent\tmatch\tstatus\tattempts\tlast code\tlast ms\tcreated\tnext attempt\tlast error');
}, 30_000);

test('a receiver that always fails: retries on the schedule, then failed; retry sends it again with the same webhook-id', async () => {
  const pro = ids.pro!;
  const { id } = await register(env, receiver, pro, '/down', ['--events', 'match.finished']);
  receiver.always.set('/down', 500);
  const ping = await runScript('webhooks', ['ping', id], env);
  expect(ping.code, ping.stderr).toBe(0);
  const msg = ping.stdout.trim();
  await until(async () => JSON.parse((await runScript('webhooks', ['log', '--status', 'failed', '--json'], env)).stdout).some((d: any) => d.id === msg), 'the ping failed for good', 30_000);
  const tries = receiver.all.filter((x) => x.path === '/down');
  expect(tries.map((x) => x.webhookId)).toEqual(Array(4).fill(msg)); // 1 + 3 retries of the test schedule
  expect(tries[0]!.body).toMatchObject({ type: 'ping', data: {} });
  const failed = JSON.parse((await runScript('webhooks', ['log', '--endpoint', id, '--json'], env)).stdout)[0];
  expect(failed).toMatchObject({ id: msg, status: 'failed', attempts: 4, last_status_code: 500, last_error: 'answered 500' });

  receiver.always.delete('/down');
  const retry = await runScript('webhooks', ['retry', msg], env);
  expect(retry.code, retry.stderr).toBe(0);
  await until(() => receiver.accepted('/down').length === 1, 'the retried ping accepted');
  expect(receiver.accepted('/down')[0]!.webhookId).toBe(msg);
  const again = await runScript('webhooks', ['retry', msg], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('only failed deliveries can be retried');
}, 60_000);

test('registration needs the webhooks permission; a disabled endpoint takes no ping until enabled; the CLI speaks clearly', async () => {
  const refused = await runScript('webhooks', ['add', '--key', ids.starter!, '--url', receiver.url('/starter')], env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('lacks the webhooks permission (plan pro has it');
  expect((await runScript('webhooks', ['add', '--url', receiver.url('/x')], env)).code).toBe(2);
  expect((await runScript('webhooks', ['add', '--key', ids.pro!, '--url', receiver.url('/x'), '--events', 'match.goal'], env)).code).toBe(2);
  expect((await runScript('webhooks', ['nope'], env)).code).toBe(2);
  expect((await runScript('webhooks', ['disable', 'we_unknown'], env)).code).toBe(1);
  const help = await runScript('webhooks', ['--help'], env);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('Usage: npm run webhooks');

  expect((await runScript('webhooks', ['disable', ids.goals!], env)).code).toBe(0);
  expect((await runScript('webhooks', ['ping', ids.goals!], env)).code).toBe(1);
  expect((await runScript('webhooks', ['enable', ids.goals!], env)).code).toBe(0);
  const ping = await runScript('webhooks', ['ping', ids.goals!], env);
  expect(ping.code, ping.stderr).toBe(0);
  await until(() => receiver.accepted('/goals').some((x) => x.body.type === 'ping'), 'the ping at /goals');
  expect((await runScript('webhooks', ['delete', ids.goals!], env)).code).toBe(0);
  expect((await runScript('webhooks', ['delete', ids.goals!], env)).code).toBe(1);
}, 60_000);

test('corrections and deletions: match.event_corrected and match.event_deleted, with the match after the change', async () => {
  const F = 'match_fx-2';
  let seq = 0;
  const send = async (m: (s: number) => object) => {
    const r = await fetch(`${server.url}/api/feed/v1/matches/${F}/messages`, {
      method: 'POST', headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(m(++seq)),
    });
    expect(r.status, await r.clone().text()).toBe(200);
    return (await r.json()).data;
  };
  const from = receiver.accepted('/all').length;
  await send((s) => ({ seq: s, type: 'start' }));
  const scored = await send((s) => goal(s, 'team_ccc', 9, 10));
  await send((s) => card(s, 'team_ddd', 4, 20));
  await send((s) => ({ seq: s, type: 'correct_event', event_id: scored.event.id, event: { type: 'goal', detail: 'normal', minute: 11, team_id: 'team_ddd', player_id: `player_ddd-9` } }));
  await send((s) => ({ seq: s, type: 'delete_event', event_id: scored.event.id }));
  await send((s) => clock(s, 'half_time', 45));
  await until(() => receiver.accepted('/all').slice(from).some((x) => x.body.type === 'match.period'), 'half time at /all');
  const got = receiver.accepted('/all').slice(from).map((x) => x.body).filter((b) => b.data.match.id === F);
  expect(got.map((b) => b.type)).toEqual(['match.started', 'match.event', 'match.event', 'match.event_corrected', 'match.event_deleted', 'match.period']);
  expect(got[1].data.match).toMatchObject({ home_score: 1, away_score: 0, status: 'in_play' });
  expect(got[3].data).toMatchObject({ event: { id: scored.event.id, minute: 11, team: { id: 'team_ddd' } }, match: { home_score: 0, away_score: 1 } });
  expect(got[4].data).toMatchObject({ event: { id: scored.event.id }, match: { home_score: 0, away_score: 0 } });
  expect(got[5].data.match).toMatchObject({ period: 'half_time', minute: 45 });
  expect(receiver.badSignatures).toEqual([]);
}, 60_000);

test('no secret appears in the list output, the log output or the server output', async () => {
  const list = await runScript('webhooks', ['list'], env);
  const json = await runScript('webhooks', ['list', '--json'], env);
  const log = await runScript('webhooks', ['log', '--limit', '1000', '--json'], env);
  expect(list.code).toBe(0);
  expect(list.stdout).toContain(ids.all!);
  expect(JSON.parse(json.stdout).map((e: any) => e.id)).toContain(ids.all);
  for (const s of secrets) {
    const raw = s.slice('whsec_'.length);
    for (const text of [list.stdout, list.stderr, json.stdout, log.stdout, server.output()]) {
      expect(text).not.toContain(s);
      expect(text).not.toContain(raw);
    }
  }
  expect(JSON.parse(json.stdout).every((e: any) => !('secret' in e))).toBe(true);
}, 30_000);
