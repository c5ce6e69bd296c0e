/** One behaviour for both webhook stores (embedded SQLite, Redis): cursor compare-and-set, lanes in order, leases, retry. */
import { describe, expect, test } from 'vitest';
import type { AttemptResult, NewDelivery, WebhookEndpoint, WebhookStore } from '../../src/server/webhooks/webhook-store.ts';

const endpoint = (id: string): WebhookEndpoint => ({
  id, key_id: 'key_a', mode: 'live', url: 'https://example.com/hook', events: null, status: 'active', created_at: '2030-01-01T00:00:00.000Z', failing_since: null, disabled_reason: null,
});
const delivery = (id: string, ep: string, match: string, at: number): NewDelivery => ({ id, endpoint_id: ep, match_id: match, event_type: 'match.event', event_id: `evt_${id}`, created_at: at });
const result = (status: AttemptResult['status'], at: number, next = at): AttemptResult => ({
  status, attempts: 1, next_attempt_at: next, last_attempt_at: at, last_status_code: status === 'delivered' ? 200 : 500, last_latency_ms: 3, last_error: status === 'delivered' ? null : 'answered 500',
});

export function webhookStoreContract(name: string, open: () => Promise<WebhookStore>) {
  describe(`${name} webhook store`, () => {
    test('endpoints: secrets are kept apart from the records', async () => {
      const s = await open();
      await s.addEndpoint(endpoint('we_1'), 'v1:sealed');
      expect(await s.listEndpoints()).toEqual([endpoint('we_1')]);
      expect(JSON.stringify(await s.listEndpoints())).not.toContain('sealed');
      expect(await s.sealedSecret('we_1')).toBe('v1:sealed');
      expect(await s.updateEndpoint('we_1', { status: 'disabled', disabled_reason: 'x' })).toMatchObject({ status: 'disabled', disabled_reason: 'x' });
      expect(await s.updateEndpoint('we_nope', { status: 'disabled' })).toBeNull();
      expect(await s.deleteEndpoint('we_1')).toBe(true);
      expect(await s.deleteEndpoint('we_1')).toBe(false);
      await s.close();
    });

    test('enqueue moves the cursor only from where the caller read it, with its deliveries', async () => {
      const s = await open();
      await s.initCursor('live', 7);
      await s.initCursor('live', 3);
      expect(await s.cursor('live')).toBe(7);
      expect(await s.cursor('test')).toBe(0);
      const batch = { mode: 'live' as const, expected: 7, next: 9, memos: new Map([['m1', { id: 'm1', status: 'in_play', period: 'first_half', minute: 3 }]]), events: [{ id: 'evt_msg_a', body: '{"a":1}' }], deliveries: [delivery('msg_a', 'we_1', 'm1', 1000)] };
      expect(await s.enqueue(batch)).toBe(true);
      expect(await s.enqueue(batch)).toBe(false); // a second process with the same read: refused, nothing doubled
      expect(await s.cursor('live')).toBe(9);
      expect((await s.memos('live', ['m1', 'm2'])).get('m1')).toMatchObject({ minute: 3 });
      expect(await s.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 });
      expect(await s.getDelivery('msg_a')).toMatchObject({ id: 'msg_a', body: '{"a":1}', status: 'pending', attempts: 0 });
      await s.close();
    });

    test('a lane sends its oldest pending delivery only; leases keep others off; a failed one unblocks the next', async () => {
      const s = await open();
      const events = ['1', '2', '3', '4'].map((i) => ({ id: `evt_msg_${i}`, body: `{"n":${i}}` }));
      await s.enqueue({
        mode: 'live', expected: await s.cursor('live'), next: 100, memos: new Map(), events,
        deliveries: [delivery('msg_1', 'we_1', 'm1', 1000), delivery('msg_2', 'we_1', 'm1', 1000), delivery('msg_3', 'we_1', 'm2', 1000), delivery('msg_4', 'we_2', 'm1', 1000)],
      });
      const first = await s.claim(1000, 5000, 10);
      expect(first.map((c) => c.delivery.id).sort()).toEqual(['msg_1', 'msg_3', 'msg_4']);
      expect(first.find((c) => c.delivery.id === 'msg_1')!.delivery.body).toBe('{"n":1}');
      expect(await s.claim(2000, 5000, 10)).toEqual([]); // leased
      const c1 = first.find((c) => c.delivery.id === 'msg_1')!;
      // Retry later: the lane waits (msg_2 stays behind msg_1).
      expect(await s.complete([{ claim: c1, result: result('pending', 2000, 3000) }])).toEqual([true]);
      expect(await s.claim(2500, 5000, 10)).toEqual([]);
      const again = await s.claim(3000, 5000, 10);
      expect(again.map((c) => c.delivery.id)).toEqual(['msg_1']);
      expect(again[0]!.delivery).toMatchObject({ attempts: 1, last_status_code: 500 });
      // A lease that ran out: another claimer takes over; the first one's result is refused.
      const taken = await s.claim(3000 + 5001, 5000, 10);
      expect(taken.map((c) => c.delivery.id)).toContain('msg_1');
      expect(await s.complete([{ claim: again[0]!, result: result('delivered', 8002) }])).toEqual([false]);
      const mine = taken.find((c) => c.delivery.id === 'msg_1')!;
      expect(await s.complete([{ claim: mine, result: { ...result('failed', 8003), attempts: 8 } }])).toEqual([true]);
      const next = await s.claim(8004, 5000, 10);
      expect(next.map((c) => c.delivery.id)).toContain('msg_2');
      expect(await s.listDeliveries({ status: 'failed' })).toEqual([expect.objectContaining({ id: 'msg_1', attempts: 8, status: 'failed' })]);
      expect((await s.listDeliveries({ endpoint: 'we_2' })).map((d) => d.id)).toEqual(['msg_4']);
      expect((await s.listDeliveries({ limit: 2 })).map((d) => d.id)).toEqual(['msg_4', 'msg_3']);
      // retry: only failed deliveries, back to pending with the same id
      expect(await s.retry('msg_2', 9000)).toBe(false);
      expect(await s.retry('msg_1', 9000)).toBe(true);
      expect(await s.getDelivery('msg_1')).toMatchObject({ status: 'pending', attempts: 0 });
      await s.close();
    });
  });
}
