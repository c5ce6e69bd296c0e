/** Shared set-up of the webhook server tests: keys, endpoints through the CLI, replays, the expected event sequence. */
import { expect } from 'vitest';
import { runScript, type ServerProcess } from '../helpers/server-process.ts';
import type { Harness } from '../helpers/api-harness.ts';
import type { Receiver } from './receiver.ts';

export const mkKey = async (env: Record<string, string>, args: string[]) => {
  const r = await runScript('keys', ['create', ...args], env);
  expect(r.code, r.stderr).toBe(0);
  const list = JSON.parse((await runScript('keys', ['list', '--json'], env)).stdout) as { id: string; name: string }[];
  return { secret: r.stdout.trim(), id: list.find((k) => k.name === args[args.indexOf('--name') + 1])!.id };
};

/** Registers `path` of the receiver for the key through the CLI; the receiver learns the printed secret. */
export async function register(env: Record<string, string>, receiver: Receiver, keyId: string, path: string, extra: string[] = []) {
  const r = await runScript('webhooks', ['add', '--key', keyId, '--url', receiver.url(path), ...extra], env);
  expect(r.code, r.stderr).toBe(0);
  const secret = r.stdout.trim();
  expect(secret).toMatch(/^whsec_/);
  receiver.secrets.set(path, secret);
  return { secret, id: /registered (we_\S+)/.exec(r.stderr)![1]! };
}

export const replay = (server: ServerProcess, feedKey: string, content: string, id: string) =>
  runScript('replay', [id, '--speed', '20000', '--url', server.url, '--key', feedKey, '--content', content, '--quiet']);

/**
 * The webhook events a replay of `id` must produce, in order, per the content it replays: the two
 * line-ups (once both teams have theirs), kick-off, every event in match order (with the periods between), the final whistle.
 * Checked loosely where the replay's clock decides (period changes), exactly for the events.
 */
export async function expectReplayed(reference: Harness, id: string, got: any[]) {
  const events = (await reference.get(`/api/public/v1/matches/${id}/events`)).json.data;
  const m = (await reference.get(`/api/public/v1/matches/${id}`)).json.data;
  const types = got.map((b) => b.type);
  // Line-ups are an API resource once both teams have theirs: one event, before kick-off (when the match has line-ups).
  const hasLineups = (await reference.get(`/api/public/v1/matches/${id}/lineups`)).status === 200;
  expect(types.filter((t) => t === 'match.lineups')).toHaveLength(hasLineups ? 1 : 0);
  if (hasLineups) expect(types.indexOf('match.lineups')).toBeLessThan(types.indexOf('match.started'));
  expect(types.filter((t) => t === 'match.started')).toHaveLength(1);
  expect(types.at(-1)).toBe('match.finished');
  expect(types.filter((t) => t === 'match.finished')).toHaveLength(1);
  expect(types.indexOf('match.started')).toBeLessThan(types.indexOf('match.event'));
  expect(types.filter((t) => t === 'match.period').map((t, i) => got.filter((b) => b.type === 'match.period')[i].data.match.period)).toContain('second_half');
  expect(types.filter((t) => t === 'match.event_corrected' || t === 'match.event_deleted')).toEqual([]);
  expect(got.filter((b) => b.type === 'match.event').map((b) => b.data.event)).toEqual(events);
  const final = got.at(-1);
  expect(final.data.match).toMatchObject({ id, status: 'completed', home_score: m.home_score, away_score: m.away_score });
  for (const b of got) {
    expect(b.id).toMatch(/^evt_/);
    expect(typeof b.created_at).toBe('string');
    expect(b.data.match.id).toBe(id);
  }
  // A goal's match carries the score after it.
  const goals = got.filter((b) => b.type === 'match.event' && b.data.event.type === 'goal');
  for (const g of goals) expect([g.data.match.home_score, g.data.match.away_score]).toEqual([g.data.event.score.home, g.data.event.score.away]);
}
