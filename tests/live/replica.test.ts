/**
 * The replica applies commits strictly in stream order: early arrivals wait, duplicates are dropped,
 * and a gap that does not close by itself is read from the store's log (a lost pub/sub message).
 */
import { expect, test } from 'vitest';
import { emptyState } from '../../src/lib/live/state.ts';
import { LiveReplica } from '../../src/server/live/replica.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { until } from '../helpers/until.ts';
import type { CommitNotice } from '../../src/server/live/live-store.ts';

const M = 'match_x-1';

test('out-of-order, duplicate and lost commit notices: delivered in order, once, with the latest state', async () => {
  const store = new SqliteLiveStore(':memory:', { logSize: 100 });
  const replica = new LiveReplica(store, { logSize: 100, gapMs: 50, checkMs: 0, log: () => {} });
  await replica.start();
  const delivered: number[] = [];
  replica.onEntries((batch) => delivered.push(...batch.map((e) => e.id)));

  // Three commits by "another process": the replica only hears of them through notices.
  const notices: CommitNotice[] = [];
  for (let seq = 1; seq <= 3; seq++) {
    const state = { ...emptyState(M, '2030-01-01T00:00:00.000Z'), last_seq: seq, minute: seq };
    const entries = [1, 2].map((n) => ({ match_id: M, type: 'match' as const, permission: null, data: `{"seq":${seq},"n":${n}}` }));
    const out = await store.commit({ matchId: M, expectedSeq: seq - 1, state, message: { seq, hash: `h${seq}`, response: '{}' }, entries });
    if (!out.ok) throw new Error('commit refused');
    notices.push({ matchId: M, state, entries: out.entries });
  }
  expect(notices.flatMap((n) => n.entries.map((e) => e.id))).toEqual([1, 2, 3, 4, 5, 6]);

  replica.receive(notices[2]!); // early: waits for 3 and 4
  expect(delivered).toEqual([]);
  expect(replica.get(M)).toBeUndefined();
  replica.receive(notices[0]!);
  expect(delivered).toEqual([1, 2]);
  expect(replica.get(M)?.last_seq).toBe(1);
  replica.receive(notices[0]!); // duplicate
  expect(delivered).toEqual([1, 2]);
  expect(replica.head).toBe(2);

  // The notice of commit 2 never comes: the gap is read from the store's log.
  await until(() => delivered.length === 6, 'the replica reads the gap from the store log');
  expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
  expect(replica.head).toBe(6);
  expect(replica.get(M)?.last_seq).toBe(3);
  expect(replica.entriesAfter(2)!.map((e) => e.id)).toEqual([3, 4, 5, 6]);
  expect(replica.entriesAfter(6)).toEqual([]);
  expect(replica.entriesAfter(7)).toBeNull();
  replica.receive(notices[1]!); // arrives late after all
  expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
  replica.close();
  await store.close();
});
