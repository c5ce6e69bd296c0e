/**
 * One delivery attempt (src/server/webhooks/delivery-attempt.ts) with an injected send: a signed send
 * to an active endpoint judged on the retry schedule; no send at all for a disabled or deleted
 * endpoint, nor when the secret is missing or cannot be decrypted (that error is the attempt's).
 */
import { expect, test } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { deliveryAttempt, type SendFn } from '../../src/server/webhooks/delivery-attempt.ts';
import { generateSecret, signatureKey } from '../../src/lib/webhooks/signature.ts';
import type { WebhookEndpoint } from '../../src/server/webhooks/webhook-store.ts';
import type { SendOutcome } from '../../src/server/webhooks/send-webhook.ts';
import { claimOf, endpoint } from './unit-fakes.ts';

// The receiver's verifier accepts a timestamp near the real time only: the attempt runs at "now".
const AT = Date.now();
const SCHEDULE = [1000, 2000];
const SECRET = generateSecret();

interface Sent { url: string; headers: Record<string, string>; body: string }

function setUp(o: { cached?: WebhookEndpoint[]; stored?: WebhookEndpoint[]; key?: () => Buffer | null; answer?: SendOutcome } = {}) {
  const sent: Sent[] = [];
  const reported: [string, number][] = [];
  const send: SendFn = async (url, headers, body) => {
    sent.push({ url, headers, body });
    return o.answer ?? { ok: true, statusCode: 204, latencyMs: 40, error: null };
  };
  const cached = new Map((o.cached ?? [endpoint('we_a')]).map((e) => [e.id, e]));
  const attempt = deliveryAttempt({
    endpoints: { byId: async (id) => cached.get(id), signingKey: async () => (o.key ? o.key() : signatureKey(SECRET)) },
    store: { getEndpoint: async (id) => o.stored?.find((e) => e.id === id) ?? null },
    send,
    now: () => AT,
    retrySchedule: SCHEDULE,
    random: () => 0.5,
    onAttempt: (outcome, seconds) => reported.push([outcome, seconds]),
  });
  return { attempt, sent, reported };
}

test('an attempt to an active endpoint sends the body signed with its secret, and is delivered on a 2xx', async () => {
  const s = setUp();
  const claim = claimOf('msg_1', { attempts: 1 });
  const r = await s.attempt(claim);
  expect(s.sent).toHaveLength(1);
  const { url, headers, body } = s.sent[0]!;
  expect(url).toBe('https://hooks.example/we_a');
  expect(body).toBe(claim.delivery.body);
  expect(headers).toMatchObject({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(AT / 1000)) });
  expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
  expect(r).toMatchObject({ claim, endpoint: { id: 'we_a' }, outcome: { ok: true }, result: { status: 'delivered', attempts: 2, last_attempt_at: AT, last_status_code: 204 } });
  expect(s.reported).toEqual([['delivered', 0.04]]);
});

test('a failed send is pending again after the schedule\'s delay, reported as retrying', async () => {
  const s = setUp({ answer: { ok: false, statusCode: 503, latencyMs: 10, error: 'answered 503' } });
  const r = await s.attempt(claimOf('msg_1'));
  expect(r.result).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: AT + 1000, last_error: 'answered 503' });
  expect(s.reported).toEqual([['retrying', 0.01]]);
});

test('an endpoint added since the cache was read is looked up in the store', async () => {
  const s = setUp({ cached: [], stored: [endpoint('we_a', { url: 'https://hooks.example/new' })] });
  await s.attempt(claimOf('msg_1'));
  expect(s.sent.map((x) => x.url)).toEqual(['https://hooks.example/new']);
});

test('a disabled or deleted endpoint fails the delivery at once, without a send, attempts unchanged', async () => {
  const disabled = setUp({ cached: [endpoint('we_a', { status: 'disabled' })] });
  const r = await disabled.attempt(claimOf('msg_1', { attempts: 2 }));
  expect(r).toMatchObject({ endpoint: { id: 'we_a' }, outcome: null, result: { status: 'failed', attempts: 2, last_error: 'endpoint disabled' } });

  const deleted = setUp({ cached: [], stored: [] });
  const d = await deleted.attempt(claimOf('msg_2'));
  expect(d).toMatchObject({ endpoint: null, outcome: null, result: { status: 'failed', attempts: 0, last_error: 'endpoint deleted' } });

  expect([...disabled.sent, ...deleted.sent]).toEqual([]);
  expect([...disabled.reported, ...deleted.reported]).toEqual([]);
});

test('a secret that cannot be decrypted fails the attempt with that error and no send; so does a missing one', async () => {
  const why = 'the stored secret cannot be decrypted: MATCHDAY_SECRET_KEY differs';
  const broken = setUp({ key: () => { throw new Error(why); } });
  const r = await broken.attempt(claimOf('msg_1'));
  expect(broken.sent).toEqual([]);
  expect(r).toMatchObject({ outcome: { ok: false, statusCode: null, error: why }, result: { status: 'pending', attempts: 1, next_attempt_at: AT + 1000, last_error: why } });
  expect(broken.reported).toEqual([['retrying', 0]]);

  const missing = setUp({ key: () => null });
  const m = await missing.attempt(claimOf('msg_2', { attempts: 2 }));
  expect(missing.sent).toEqual([]);
  expect(m.result).toMatchObject({ status: 'failed', attempts: 3, last_error: 'no secret stored' });
});
