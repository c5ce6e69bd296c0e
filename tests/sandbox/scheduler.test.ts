/**
 * The sandbox scheduler (src/server/sandbox/sandbox-scheduler.ts): a test key finds a match in play
 * within the interval while live keys see none; a finished replay is discarded and the content's
 * final result shows again; after a restart the slot's replay resumes at the right minute instead of
 * starting over; with several processes on one Redis each slot is played by exactly one of them, and
 * another takes over when that one stops.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticSource } from '../../src/lib/api/match-source.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { runOfSlot } from '../../src/lib/sandbox/slot-schedule.ts';
import { sandboxCandidates } from '../../src/lib/sandbox/candidates.ts';
import { createLive, SANDBOX_STORE, type Live } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { LiveIngest } from '../../src/server/live/ingest.ts';
import type { LiveMatchState } from '../../src/lib/live/state.ts';
import { SandboxScheduler } from '../../src/server/sandbox/sandbox-scheduler.ts';
import type { SlotClaims } from '../../src/server/sandbox/slot-claims.ts';
import { SqliteSlotClaims } from '../../src/server/sandbox/sqlite-slot-claims.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { GENEROUS_MS, until } from '../helpers/until.ts';
import { writeFull } from '../live/fixtures.ts';
import { sandboxHarness, type SandboxHarness } from './harness.ts';

const MIN = 60_000;

describe('with a short interval (every 2 s, 1200x)', () => {
  const EVERY = 2000;
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await sandboxHarness(await writeFull(), { scheduler: { everyMs: EVERY, speed: 1200 } });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('a test key finds a live match in /matches/live within the interval; a live key sees none', async () => {
    const scheduler = h.sandbox.scheduler!;
    expect([...scheduler.candidates].sort()).toEqual(['match_fx-1', 'match_fx-3']);
    const asked = Date.now();
    // the schedule promises a match in play now or kicking off within the interval
    const due = scheduler.scheduled(asked + EVERY).filter((r) => r.playsUntil > asked);
    expect(due.length).toBeGreaterThan(0);
    const found = await until(async () => {
      const r = await h.get('/api/public/v1/matches/live', h.keys.test);
      return r.json.data.length > 0 && r.json.data;
    }, 'a match in play in the sandbox', GENEROUS_MS, 250); // test keys may make 60 requests a minute
    expect(found.every((m: any) => m.status === 'in_play' && m.minute >= 1)).toBe(true);
    expect((await h.get('/api/public/v1/matches/live', h.keys.live)).json.data).toEqual([]);
    expect((await h.get(`/api/public/v1/matches/${found[0].id}`, h.keys.live)).json.data.status).toBe('completed');
  });

  test('a finished replay is discarded after a while: the content\'s final result shows again', async () => {
    const content = await h.get('/api/public/v1/matches/match_fx-1', h.keys.live);
    // in play in the sandbox at some point …
    await until(() => h.sandbox.live.replica.get('match_fx-1')?.status === 'in_play', 'match_fx-1 in play in the sandbox', GENEROUS_MS * 2);
    expect((await h.get('/api/public/v1/matches/match_fx-1', h.keys.test)).json.data.status).toBe('in_play');
    // … then finished, and its state gone
    await until(() => h.sandbox.live.replica.get('match_fx-1')?.status === 'completed', 'the replay of match_fx-1 finished', GENEROUS_MS * 2);
    await until(() => h.sandbox.live.replica.get('match_fx-1') === undefined, 'the finished replay discarded', GENEROUS_MS * 2);
    const after = await h.get('/api/public/v1/matches/match_fx-1', h.keys.test);
    expect(after.json).toEqual(content.json);
    expect(after.headers.get('etag')).toBe(content.headers.get('etag'));
  }, 90_000);
});

/** A sandbox Live on its own file, as a server process would open it; its ingest on the test's clock. */
async function openSandbox(ds: Dataset, dir: string, now: () => number): Promise<{ live: Live; ingest: LiveIngest; claims: SlotClaims }> {
  const live = await createLive(ds, staticSource(ds), new SqliteLiveStore(join(dir, SANDBOX_STORE.file)));
  return { live, ingest: new LiveIngest(ds, live.store, live.replica, () => new Date(now())), claims: new SqliteSlotClaims(join(dir, SANDBOX_STORE.file)) };
}

describe('restart', () => {
  test('the replay that should be running resumes at the right minute instead of starting over', async () => {
    const ds = await datasetFrom(await writeFull());
    const dir = await mkdtemp(join(tmpdir(), 'matchday-sandbox-restart-'));
    const every = 15 * MIN;
    let offset = 0;
    const now = () => Date.now() + offset;
    const opts = { everyMs: every, speed: 1, owner: 'embedded', now, log: () => {} };

    // Put the clock 30 minutes into the next slot that starts a replay.
    let first = await openSandbox(ds, dir, now);
    let scheduler = new SandboxScheduler(ds, first.ingest, first.claims, opts);
    const { candidates } = sandboxCandidates(ds, 1);
    let run = null;
    for (let slot = Math.ceil(Date.now() / every); !run; slot++) run = runOfSlot(candidates, slot, { everyMs: every, lingerMs: every });
    offset = run.startsAt + 30 * MIN - Date.now();
    scheduler.start();
    const match = run.matchId;
    const early = await until((): LiveMatchState | null => { const st = first.live.replica.get(match); return st && st.minute >= 30 ? st : null; }, `${match} caught up to minute 30`);
    expect(early.minute).toBeLessThanOrEqual(31);
    expect(early.status).toBe('in_play');
    const startedAt = early.started_at;
    await scheduler.close();
    await first.live.close();
    await first.claims.close();

    // 35 minutes of play later the process starts again on the same file
    offset += 35 * MIN;
    first = await openSandbox(ds, dir, now);
    scheduler = new SandboxScheduler(ds, first.ingest, first.claims, opts).start();
    const later = await until((): LiveMatchState | null => { const st = first.live.replica.get(match); return st && st.period === 'second_half' && st.minute >= 63 ? st : null; }, `${match} resumed in the second half`);
    expect(later.minute).toBeLessThanOrEqual(65);
    expect(later.started_at).toBe(startedAt);
    expect(later.last_seq).toBeGreaterThan(early.last_seq);
    // the running score is the content's at that minute: nothing was sent twice or skipped
    const goalsSoFar = (ds.events.get(match) ?? []).filter((e) => e.type === 'goal' && e.minute <= later.minute).length;
    expect(goalsSoFar).toBeGreaterThan(0);
    expect(later.events.filter((e) => e.type === 'goal')).toHaveLength(goalsSoFar);
    await scheduler.close();
    await first.live.close();
    await first.claims.close();
  }, 60_000);
});

describe('several processes on one Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  test('each slot is played by exactly one process; when it stops, another takes the slot over', async () => {
    const ds = await datasetFrom(await writeFull());
    const { RedisLiveStore } = await import('../../src/server/live/redis-live-store.ts');
    const { RedisSlotClaims } = await import('../../src/server/sandbox/redis-slot-claims.ts');
    const holders = new Map<string, Set<string>>();
    const recording = (claims: SlotClaims): SlotClaims => ({
      async claim(slot, owner, ttl) {
        const mine = await claims.claim(slot, owner, ttl);
        if (mine) holders.set(slot, new Set([...(holders.get(slot) ?? []), owner]));
        return mine;
      },
      finish: (slot, keep) => claims.finish(slot, keep),
      close: () => claims.close(),
    });
    const processes = await Promise.all(['a', 'b'].map(async (owner) => {
      const live = await createLive(ds, staticSource(ds), await RedisLiveStore.connect(redis.url, { prefix: SANDBOX_STORE.prefix }), { redisUrl: redis.url });
      const claims = recording(await RedisSlotClaims.connect(redis.url, SANDBOX_STORE.prefix));
      const scheduler = new SandboxScheduler(ds, live.ingest, claims, { everyMs: 1500, speed: 1200, owner, leaseMs: 1000, log: () => {} }).start();
      return { owner, live, claims, scheduler };
    }));
    const [a, b] = processes as [typeof processes[0], typeof processes[0]];
    // both processes see the same replays
    await until(() => [...a.live.replica.states()].some((s) => s.status === 'in_play') && [...b.live.replica.states()].some((s) => s.status === 'in_play'), 'a sandbox match in play on both processes');
    await until(() => holders.size >= 3, 'three slots claimed');
    for (const [, owners] of holders) expect(owners.size).toBe(1);

    // stop whichever process plays a slot now: the other resumes that slot's replay
    const running = a.scheduler.scheduled().filter((r) => r.playsUntil > Date.now() + 1000)[0]!;
    const slot = String(running.slot);
    await until(() => holders.has(slot), `slot ${slot} claimed`);
    const owner = [...holders.get(slot)!][0]!;
    const stopped = processes.find((p) => p.owner === owner)!;
    const other = processes.find((p) => p.owner !== owner)!;
    await stopped.scheduler.close();
    await until(() => holders.get(slot)!.has(other.owner) || (other.live.replica.get(running.matchId)?.status === 'completed'), `slot ${slot} taken over or finished`, GENEROUS_MS * 2);
    await until(() => other.live.replica.get(running.matchId)?.status === 'completed' || other.live.replica.get(running.matchId) === undefined, `the replay of slot ${slot} finished`, GENEROUS_MS * 2);
    // slots after the stop are all the other process's
    const after = Math.floor(Date.now() / 1500) + 1;
    await until(() => [...holders.keys()].some((s) => Number(s) >= after), 'a later slot claimed', GENEROUS_MS * 2);
    for (const [s, owners] of holders) if (Number(s) >= after) expect([...owners]).toEqual([other.owner]);
    for (const p of processes) {
      await p.scheduler.close();
      await p.claims.close();
      await p.live.close();
    }
  }, 120_000);
});
