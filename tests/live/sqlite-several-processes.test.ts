/**
 * The embedded live store shared by several server processes (one live.db): a commit through one
 * store reaches the other process's replica by the relay at once, or, with no relay message, by the
 * poll safety net; stream positions stay one sequence across both writers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { CommitRelay } from '../../src/server/live/commit-relay.ts';
import type { CommitNotice } from '../../src/server/live/live-store.ts';
import { LiveReplica } from '../../src/server/live/replica.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import type { LiveMatchState } from '../../src/lib/live/state.ts';
import { until } from '../helpers/until.ts';

/** An in-memory stand-in for the cluster primary: passes each store's notices to the others. */
function bus() {
  const members: { listener: ((n: CommitNotice) => void) | null }[] = [];
  const relay = (): CommitRelay => {
    const me = { listener: null as ((n: CommitNotice) => void) | null };
    members.push(me);
    return {
      publish: (n) => { for (const m of members) if (m !== me) m.listener?.(structuredClone(n)); },
      subscribe: (l) => { me.listener = l; return () => { me.listener = null; }; },
    };
  };
  return { relay };
}

const state = (matchId: string, seq: number) => ({ match_id: matchId, last_seq: seq }) as unknown as LiveMatchState;
const commit = (store: SqliteLiveStore, matchId: string, seq: number) =>
  store.commit({ matchId, expectedSeq: seq - 1, state: state(matchId, seq), message: null, entries: [{ match_id: matchId, type: 'match', permission: null, data: `{"seq":${seq}}` }] });

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});

test('a commit in one process is applied by the other process replica through the relay, in one stream order', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'matchday-live-')), 'live.db');
  const b = bus();
  const storeA = new SqliteLiveStore(file, { relay: b.relay(), pollMs: 0 });
  const storeB = new SqliteLiveStore(file, { relay: b.relay(), pollMs: 0 });
  const replicaB = new LiveReplica(storeB, { logSize: 100, checkMs: 0 });
  open.push(storeA, storeB, replicaB);
  await replicaB.start();
  const seen: number[] = [];
  replicaB.onEntries((es) => seen.push(...es.map((e) => e.id)));
  const a1 = await commit(storeA, 'match_x', 1);
  const b1 = await commit(storeB, 'match_y', 1); // B's own commit: its ingest hands it to its replica
  if (b1.ok) replicaB.receive({ matchId: 'match_y', state: state('match_y', 1), entries: b1.entries });
  const a2 = await commit(storeA, 'match_x', 2);
  expect([a1, b1, a2].map((o) => (o.ok ? o.entries[0]!.id : null))).toEqual([1, 2, 3]);
  await until(() => seen.length === 3, 'replica B has all three entries');
  expect(seen).toEqual([1, 2, 3]);
  expect(replicaB.get('match_x')).toMatchObject({ last_seq: 2 });
  // the compare-and-set holds across processes: a change computed from seq 1 is refused now
  expect(await commit(storeB, 'match_x', 2)).toEqual({ ok: false });
});

test('without relay messages, the poll reads missed commits from the file', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'matchday-live-')), 'live.db');
  const silent: CommitRelay = { publish: () => {}, subscribe: () => () => {} };
  const storeA = new SqliteLiveStore(file, { relay: null });
  const storeB = new SqliteLiveStore(file, { relay: silent, pollMs: 50 });
  const replicaB = new LiveReplica(storeB, { logSize: 100, checkMs: 0 });
  open.push(storeA, storeB, replicaB);
  await replicaB.start();
  await commit(storeA, 'match_x', 1);
  await until(() => replicaB.get('match_x'), 'the poll found the commit');
  expect(replicaB.head).toBe(1);
});
