/** The pure parts of webhooks: event mapping from stream entries, the retry schedule, address classification, signatures. */
import { describe, expect, test } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { StreamEntry } from '../../src/lib/live/stream-entries.ts';
import { transition, webhookEvents, type StreamMatchJson } from '../../src/lib/webhooks/map-entries.ts';
import { DEFAULT_RETRY_SCHEDULE_MS, retryDelay, shouldDisable } from '../../src/lib/webhooks/retry-schedule.ts';
import { classifyAddress, classifyAll } from '../../src/lib/webhooks/address-policy.ts';
import { generateSecret, signatureKey, signedHeaders } from '../../src/lib/webhooks/signature.ts';
import { parseEventFilter, subscribes } from '../../src/lib/webhooks/event-types.ts';

const M = 'match_x';
const match = (over: Partial<StreamMatchJson>): StreamMatchJson => ({ id: M, status: 'in_play', period: 'first_half', minute: 1, home_score: 0, away_score: 0, ...over });
let pos = 0;
const entry = (type: StreamEntry['type'], data: object, at = 't1', matchId = M): StreamEntry =>
  ({ id: ++pos, match_id: matchId, type, permission: null, data: JSON.stringify({ ...data, ingested_at: at }) });

describe('event mapping', () => {
  test('a played match maps to started, lineups, events, corrections, deletions, periods and finished, in stream order', () => {
    pos = 0;
    const goal = { id: 1, type: 'goal', minute: 12 };
    const entries = [
      entry('lineups', { match_id: M, lineups: {} }, 't0'),
      entry('match', { match: match({}) }, 't1'),
      entry('match', { match: match({ minute: 12 }) }, 't2'),
      entry('match_event', { match_id: M, action: 'added', event: goal }, 't3'),
      entry('match', { match: match({ minute: 12, home_score: 1 }) }, 't3'),
      entry('match_event', { match_id: M, action: 'added', event: { id: 2, type: 'card', minute: 30 } }, 't4'),
      entry('match_event', { match_id: M, action: 'corrected', event: { ...goal, minute: 13 } }, 't5'),
      entry('stats', { match_id: M, stats: {} }, 't6'),
      entry('match', { match: match({ period: 'half_time', minute: 45, home_score: 1 }) }, 't7'),
      entry('match_event', { match_id: M, action: 'deleted', event: { id: 2 } }, 't8'),
      entry('match', { match: match({ status: 'completed', period: 'second_half', minute: 90, home_score: 1 }) }, 't9'),
    ];
    const memo = new Map<string, StreamMatchJson>();
    const initial = () => match({ status: 'scheduled', period: null, minute: null });
    const out = webhookEvents(entries, memo, initial);
    expect(out.map((e) => e.type)).toEqual([
      'match.lineups', 'match.started', 'match.event', 'match.event', 'match.event_corrected', 'match.period', 'match.event_deleted', 'match.finished',
    ]);
    // The goal carries the match after the goal (the commit's own `match` entry), the card the last known one.
    expect(out[2]!.data).toEqual({ match: match({ minute: 12, home_score: 1 }), event: goal });
    expect(out[3]!.data.match).toEqual(match({ minute: 12, home_score: 1 }));
    expect(out[0]!.data.match.status).toBe('scheduled');
    expect(out[2]!.created_at).toBe('t3');
    expect(memo.get(M)!.status).toBe('completed');
  });

  test('the memo carries the state across batches (no second started after a restart)', () => {
    const memo = new Map([[M, match({ minute: 40 })]]);
    expect(webhookEvents([entry('match', { match: match({ minute: 41 }) })], memo, () => undefined)).toEqual([]);
    expect(webhookEvents([entry('match', { match: match({ period: 'half_time' }) })], memo, () => undefined).map((e) => e.type)).toEqual(['match.period']);
  });

  test('transitions', () => {
    expect(transition(undefined, match({}))).toBe('match.started');
    expect(transition(match({ status: 'completed' }), match({}))).toBe('match.started'); // a replay of a completed match
    expect(transition(match({}), match({ minute: 2 }))).toBeNull();
    expect(transition(match({ status: 'scheduled', period: null }), match({ status: 'scheduled', period: null }))).toBeNull();
    expect(transition(match({ period: 'second_half' }), match({ period: 'extra_time' }))).toBe('match.period');
    expect(transition(match({}), match({ status: 'completed' }))).toBe('match.finished');
  });

  test('event filters', () => {
    expect(parseEventFilter('match.event, match.finished,match.event')).toEqual(['match.event', 'match.finished']);
    expect(() => parseEventFilter('match.goal')).toThrow('unknown event type "match.goal"');
    expect(() => parseEventFilter('ping')).toThrow('unknown event type');
    expect(subscribes(['match.event'], 'match.finished')).toBe(false);
    expect(subscribes(['match.event'], 'ping')).toBe(true);
    expect(subscribes(null, 'match.period')).toBe(true);
  });
});

describe('retry schedule', () => {
  test('about 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, then failed', () => {
    expect(DEFAULT_RETRY_SCHEDULE_MS).toEqual([5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n))).toEqual([...DEFAULT_RETRY_SCHEDULE_MS]);
    expect(retryDelay(8)).toBeNull();
    expect(retryDelay(1, DEFAULT_RETRY_SCHEDULE_MS, 0)).toBe(4_500);
    expect(retryDelay(1, DEFAULT_RETRY_SCHEDULE_MS, 0.999)).toBeLessThan(5_500);
    expect(retryDelay(2, [10, 20])).toBe(20);
    expect(retryDelay(3, [10, 20])).toBeNull();
    expect(() => retryDelay(0)).toThrow(RangeError);
  });

  test('an endpoint failing for 24 h is disabled', () => {
    const h = 3_600_000;
    expect(shouldDisable(null, 100 * h)).toBe(false);
    expect(shouldDisable(0, 24 * h - 1)).toBe(false);
    expect(shouldDisable(0, 24 * h)).toBe(true);
  });
});

describe('address policy', () => {
  test.each([
    '127.0.0.1', '127.8.9.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '169.254.1.1', '100.64.0.1', '100.100.100.200', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '[::1]',
  ])('refuses %s', (a) => {
    expect(classifyAddress(a).ok).toBe(false);
  });

  test.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (a) => {
    expect(classifyAddress(a)).toEqual({ ok: true });
  });

  test('a name is refused when ANY of its addresses is refused, or when it has none', () => {
    expect(classifyAll(['8.8.8.8', '127.0.0.1'])).toMatchObject({ ok: false, reason: '127.0.0.1 is a loopback address' });
    expect(classifyAll([]).ok).toBe(false);
    expect(classifyAll(['8.8.8.8', '1.1.1.1']).ok).toBe(true);
    expect(classifyAddress('not-an-ip').ok).toBe(false);
  });
});

describe('signatures', () => {
  test('verify with the standardwebhooks package; a changed body or id does not', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const body = JSON.stringify({ id: 'evt_1', type: 'ping', created_at: new Date().toISOString(), data: {} });
    const ts = Math.floor(Date.now() / 1000);
    const headers = signedHeaders(signatureKey(secret), 'msg_1', ts, body);
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    const wh = new Webhook(secret);
    expect(wh.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => wh.verify(`${body} `, headers)).toThrow();
    expect(() => wh.verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
    // The same bytes the library itself would produce.
    expect(headers['webhook-signature']).toBe(wh.sign('msg_1', new Date(ts * 1000), body));
  });
});
