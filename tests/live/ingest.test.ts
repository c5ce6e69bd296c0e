/** Feed ingest: authentication, validation with the content schemas and rules, idempotency, sequencing. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveHarness, type LiveHarness } from './harness.ts';
import { writePending } from './fixtures.ts';
import { card, clock, goal, lineupMsg, pid, sub } from './messages.ts';

let h: LiveHarness;
const M = 'match_fx-1'; // group match, team_aaa v team_bbb, scheduled in the pending content
const FINAL = 'match_fx-3'; // knockout, team_aaa v team_ccc
const V1 = '/api/public/v1';

beforeAll(async () => {
  h = await liveHarness(await writePending());
});
afterAll(async () => h?.close());

const view = async (id: string) => (await h.get(`/api/feed/v1/matches/${id}`, h.keys.feed)).json.data;
const events = async (id: string) => (await h.get(`${V1}/matches/${id}/events`)).json.data;

/** Sends a message that must be refused; checks the envelope and that nothing changed. */
async function refused(id: string, message: unknown, status: number, code: string, param: string | null, text: RegExp) {
  const before = await view(id);
  const beforeEvents = await events(id);
  const r = await h.send(id, message);
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  expect(Object.keys(r.json.error)).toEqual(['type', 'code', 'message', 'param', 'request_id']);
  expect(r.json.error.code).toBe(code);
  expect(r.json.error.param).toBe(param);
  expect(r.json.error.message).toMatch(text);
  expect(r.json.error.request_id).toBe(r.headers.get('request-id'));
  expect(await view(id)).toEqual(before);
  expect(await events(id)).toEqual(beforeEvents);
  return r.json.error.message as string;
}

async function ok(id: string, message: unknown) {
  const r = await h.send(id, message);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data;
}

describe('the gate', () => {
  test('no key → 401, a key without feed_write → 403, same envelopes as the public API', async () => {
    const none = await fetch(`${h.url}/api/feed/v1/matches/${M}/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect((await none.json()).error.code).toBe('api_key_missing');
    for (const key of [h.keys.pro, h.keys.free]) {
      const r = await h.send(M, { seq: 1, type: 'start' }, key);
      expect(r.status).toBe(403);
      expect(r.json.error.code).toBe('permission_missing');
      expect(r.json.error.message).toContain('feed_write');
    }
    const bad = await h.send(M, { seq: 1, type: 'start' }, 'sk_live_notAKeyAtAllButLongEnough1234567890');
    expect(bad.json.error.code).toBe('api_key_invalid');
    expect((await view(M)).next_seq).toBe(1);
  });

  test('methods, routes, content type, size and JSON', async () => {
    const get = await fetch(`${h.url}/api/feed/v1/matches/${M}/messages`, { headers: { Authorization: `Bearer ${h.keys.feed}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const nowhere = await fetch(`${h.url}/api/feed/v1/nothing`, { method: 'POST' });
    expect(nowhere.status).toBe(404);
    expect((await nowhere.json()).error.code).toBe('route_not_found');
    const post = (body: string, type: string) =>
      fetch(`${h.url}/api/feed/v1/matches/${M}/messages`, { method: 'POST', headers: { Authorization: `Bearer ${h.keys.feed}`, 'Content-Type': type }, body });
    const text = await post('{"seq":1,"type":"start"}', 'text/plain');
    expect(text.status).toBe(415);
    expect((await text.json()).error.code).toBe('unsupported_media_type');
    const big = await post(JSON.stringify({ seq: 1, type: 'start', pad: 'x'.repeat(70_000) }), 'application/json');
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('body_too_large');
    const junk = await post('{"seq":1,', 'application/json; charset=utf-8');
    expect(junk.status).toBe(400);
    expect((await junk.json()).error).toMatchObject({ code: 'message_invalid', type: 'invalid_request_error' });
    expect((await view(M)).next_seq).toBe(1);
  });
});

describe('validation: the content schemas and rules, one reason, nothing changed', () => {
  test('message shape', async () => {
    await refused(M, { seq: 1, type: 'kickoff' }, 400, 'message_invalid', 'type', /type must be one of: start, clock/);
    await refused(M, { type: 'start' }, 400, 'message_invalid', 'seq', /seq is required/);
    await refused(M, { seq: 1.5, type: 'start' }, 400, 'message_invalid', 'seq', /whole number/);
    await refused(M, { seq: 1, type: 'start', kickoff: 'now' }, 400, 'message_invalid', 'kickoff', /unknown field "kickoff"/);
    await refused(M, [1, 2], 400, 'message_invalid', null, /one JSON object/);
  });

  test('state machine: no event before kick-off, no second kick-off', async () => {
    await refused(M, goal(1, 'team_aaa', 9, 10), 409, 'match_state_conflict', 'type', /has not kicked off; send a start message/);
    await refused(M, clock(1, 'second_half', 46), 409, 'match_state_conflict', 'type', /has not kicked off/);
    await ok(M, lineupMsg(1, 'team_aaa'));
    await ok(M, lineupMsg(2, 'team_bbb'));
    const started = await ok(M, { seq: 3, type: 'start' });
    expect(started.match).toEqual({ status: 'in_play', period: 'first_half', minute: 1, home_score: 0, away_score: 0, home_penalty: null, away_penalty: null });
    await refused(M, { seq: 4, type: 'start' }, 409, 'match_state_conflict', 'type', /already kicked off/);
  });

  test('values are checked by the content cell schemas, with their wording', async () => {
    await refused(M, goal(4, 'team_aaa', 9, 0), 400, 'message_invalid', 'event.minute', /event\.minute "0" must be a whole number from 1 to 130/);
    await refused(M, { seq: 4, type: 'event', event: { type: 'goal', detail: 'normal', minute: 5, team_id: 'aaa', player_id: pid('team_aaa', 9) } }, 400, 'message_invalid', 'event.team_id', /must be an ID starting with "team_"/);
    await refused(M, { seq: 4, type: 'event', event: { type: 'goal', detail: 'normal', minute: 5, team_id: 'team_aaa', player_id: 'player_nobody' } }, 400, 'message_invalid', 'event.player_id', /not a known player/);
    await refused(M, { ...lineupMsg(4, 'team_aaa'), formation: '4-4-4' }, 400, 'message_invalid', 'formation', /adding up to 10 outfield players/);
  });

  test('consistency is checked by the content rules', async () => {
    await refused(M, { seq: 4, type: 'event', event: { type: 'goal', detail: 'header', minute: 5, team_id: 'team_aaa', player_id: pid('team_aaa', 9) } }, 400, 'rule_violated', 'event.detail', /detail "header" is not allowed for type goal/);
    await refused(M, goal(4, 'team_aaa', 9, 5, { team_id: 'team_ddd', player_id: pid('team_ddd', 9) }), 400, 'rule_violated', 'event.team_id', /team_ddd does not play in match match_fx-1/);
    await refused(M, goal(4, 'team_aaa', 9, 5, { player_id: pid('team_bbb', 9) }), 400, 'rule_violated', 'event.player_id', /is not in the squad of team_aaa/);
    await refused(M, goal(4, 'team_aaa', 9, 5, { score: { home: 2, away: 0 } }), 400, 'rule_violated', 'event.score', /running score after this goal is 1-0, not 2-0/);
    await refused(M, sub(4, 'team_aaa', 13, 14, 30), 400, 'rule_violated', 'event.player_off_id', /not on the pitch at 30'/);
    await refused(M, sub(4, 'team_aaa', 2, 3, 30), 400, 'rule_violated', 'event.player_id', /not an unused substitute/);
    await refused(M, card(4, 'team_bbb', 4, 30, 'second_yellow'), 400, 'rule_violated', 'event.detail', /has no yellow card before 30'/);
    await refused(M, goal(4, 'team_aaa', 9, 95), 400, 'rule_violated', 'event.minute', /minute 95 is after 90 but match match_fx-1 had no extra time/);
    await refused(M, { seq: 4, type: 'event', event: { type: 'shootout', detail: 'scored', minute: 90, team_id: 'team_aaa', player_id: pid('team_aaa', 9) } }, 400, 'rule_violated', 'event.type', /has_penalties false, so it has no shoot-out kicks/);
    await refused(M, lineupMsg(4, 'team_aaa', 10), 400, 'rule_violated', 'players', /team_aaa has 10 starters in match match_fx-1; a line-up has exactly 11/);
    await refused(M, clock(4, 'extra_time', 91), 400, 'rule_violated', 'period', /Extra time is only played in knockout stages/);
    await refused(M, { seq: 4, type: 'score', home: 1, away: 0 }, 400, 'rule_violated', 'home', /goal events make the score 0-0, not 1-0/);
  });
});

describe('idempotency and order', () => {
  test('a retried message is applied once and answered with the original result', async () => {
    const first = await h.send(M, goal(4, 'team_aaa', 9, 12));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.headers.get('stream-ids')).toMatch(/^\d+-\d+$/);
    expect(first.json.data).toMatchObject({ match_id: M, seq: 4, type: 'event', match: { home_score: 1, away_score: 0 }, event: { id: 1, type: 'goal', score: { home: 1, away: 0 } } });
    const again = await h.send(M, goal(4, 'team_aaa', 9, 12));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('stream-ids')).toBeNull();
    expect(again.json).toEqual(first.json);
    expect(await events(M)).toHaveLength(1);
  });

  test('parallel duplicates: one applied, the others replayed', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => h.send(M, card(5, 'team_bbb', 4, 30))));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(all.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(new Set(all.map((r) => JSON.stringify(r.json))).size).toBe(1);
    expect((await events(M)).map((e: any) => e.type)).toEqual(['goal', 'card']);
  });

  test('a used seq with a different message, and a seq ahead of the next, are refused with 409', async () => {
    await refused(M, card(5, 'team_bbb', 5, 31), 409, 'sequence_conflict', 'seq', /seq 5 of match match_fx-1 was already used by a different message; the next seq is 6/);
    await refused(M, card(8, 'team_bbb', 5, 31), 409, 'sequence_gap', 'seq', /seq 8 is ahead of match match_fx-1: the next seq is 6/);
    await ok(M, card(6, 'team_bbb', 5, 31));
    expect((await view(M)).next_seq).toBe(7);
  });

  test('sequences are per match', async () => {
    expect((await view('match_fx-2')).next_seq).toBe(1);
    await ok('match_fx-2', { seq: 1, type: 'start' });
  });
});

describe('corrections, deletions and the final whistle', () => {
  test('correcting a goal moves the score; deleting it takes it back; the rules run on the whole timeline', async () => {
    const corrected = await ok(M, { seq: 7, type: 'correct_event', event_id: 1, event: { type: 'goal', detail: 'normal', minute: 12, team_id: 'team_bbb', player_id: pid('team_bbb', 9) } });
    expect(corrected.match).toMatchObject({ home_score: 0, away_score: 1 });
    expect(corrected.event).toMatchObject({ id: 1, team: { id: 'team_bbb' }, score: { home: 0, away: 1 } });
    await ok(M, card(8, 'team_bbb', 4, 60, 'second_yellow'));
    await refused(M, { seq: 9, type: 'delete_event', event_id: 2 }, 400, 'rule_violated', null, /^Event 4: second_yellow for player player_bbb-4, who has no yellow card before 60'/);
    await refused(M, { seq: 9, type: 'delete_event', event_id: 99 }, 404, 'resource_not_found', 'event_id', /has no event 99/);
    const deleted = await ok(M, { seq: 9, type: 'delete_event', event_id: 1 });
    expect(deleted.match).toMatchObject({ home_score: 0, away_score: 0 });
    expect((await events(M)).map((e: any) => e.id)).toEqual([2, 3, 4]);
  });

  test('finish: a knockout match level after 90 minutes cannot end without extra time or a shoot-out', async () => {
    await ok(FINAL, { seq: 1, type: 'start' });
    await ok(FINAL, clock(2, 'second_half', 90));
    await refused(FINAL, { seq: 3, type: 'finish' }, 400, 'rule_violated', null, /needs extra time or a shoot-out/);
    await refused(FINAL, { seq: 3, type: 'finish', penalties: { home: 4, away: 3 } }, 400, 'rule_violated', 'penalties', /went to a shoot-out/);
    await ok(FINAL, clock(3, 'extra_time', 91));
    await ok(FINAL, clock(4, 'penalties', 120));
    await refused(FINAL, { seq: 5, type: 'finish' }, 400, 'rule_violated', 'penalties', /home_penalty and away_penalty are required/);
    await refused(FINAL, { seq: 5, type: 'finish', penalties: { home: 3, away: 3 } }, 400, 'rule_violated', 'penalties', /cannot end level/);
    const done = await ok(FINAL, { seq: 5, type: 'finish', penalties: { home: 4, away: 3 } });
    expect(done.match).toEqual({ status: 'completed', period: 'penalties', minute: 120, home_score: 0, away_score: 0, home_penalty: 4, away_penalty: 3 });
    await refused(FINAL, clock(6, 'penalties', 120), 409, 'match_state_conflict', 'type', /is finished/);
  });
});
