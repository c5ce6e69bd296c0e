/**
 * The sandbox scheduler (src/server/sandbox/sandbox-scheduler.ts) on a manual clock: a slot's replay
 * kicks off at the slot's start, plays the content's events at their minutes, finishes with the
 * content's result and is discarded `lingerMs` later; after a restart it resumes at the right minute
 * instead of starting over; a process that stops loses its embedded lease when the lease runs out on
 * the clock, and another takes the slot over. Nothing here waits on wall time. With several
 * processes on one Redis (whose TTLs are real time) each slot is played by exactly one of them, and
 * another takes over when that one stops: that part runs on the real clock.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { runOfSlot } from '../../src/lib/sandbox/slot-schedule.ts';
import { sandboxCandidates } from '../../src/lib/sandbox/candidates.ts';
import { createLive, SANDBOX_STORE, type Live } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { LiveIngest } from '../../src/server/live/ingest.ts';
import { SandboxScheduler } from '../../src/server/sandbox/sandbox-scheduler.ts';
import type { SlotClaims } from '../../src/server/sandbox/slot-claims.ts';
import { SqliteSlotClaims } from '../../src/server/sandbox/sqlite-slot-claims.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { GENEROUS_MS, until } from '../helpers/until.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { writeFull } from '../live/fixtures.ts';

const MIN = 60_000;

const SLOT_MS = 15 * MIN;
/** Fixed start of the manual clock (any instant would do; a fixed one makes every run the same). */
const T0 = Date.UTC(2030, 0, 1);

/** A sandbox Live on its own file, as a server process would open it; its ingest and claims on `clock`. */
async function openSandbox(ds: Dataset, dir: string, clock: ManualClock): Promise<{ live: Live; ingest: LiveIngest; claims: SlotClaims }> {
  const live = await createLive(ds, staticSource(ds), new SqliteLiveStore(join(dir, SANDBOX_STORE.file)));
  return { live, ingest: new LiveIngest(ds, live.store, live.replica, () => new Date(clock.now())), claims: new SqliteSlotClaims(join(dir, SANDBOX_STORE.file), clock.now) };
}

/** The first slot from `from` on whose run replays a match (speed 1, every 15 minutes). */
function firstRun(ds: Dataset, from: number, lingerMs = SLOT_MS) {
  const { candidates } = sandboxCandidates(ds, 1);
  for (let slot = Math.ceil(from / SLOT_MS); ; slot++) {
    const run = runOfSlot(candidates, slot, { everyMs: SLOT_MS, lingerMs });
    if (run) return run;
  }
}

/** The content's goals of `side` up to `minute` (written-out facts of the fixture, not the replay). */
const goalsUpTo = (ds: Dataset, matchId: string, minute: number) => (ds.events.get(matchId) ?? []).filter((e) => e.type === 'goal' && e.minute <= minute).length;

describe('on a manual clock (embedded store)', () => {
  test('a replay kicks off at its slot, plays the content\'s goals at their minutes, ends with the content\'s result and is discarded after the linger', async () => {
    const ds = await datasetFrom(await writeFull());
    const clock = new ManualClock(T0);
    const sb = await openSandbox(ds, await mkdtemp(join(tmpdir(), 'matchday-sandbox-clock-')), clock);
    const LINGER = 5 * MIN;
    const run = firstRun(ds, T0, LINGER);
    // (the match's next run starts after this one's linger: it would discard the state first)
    let next = firstRun(ds, run.startsAt + 1, LINGER);
    while (next.matchId !== run.matchId) next = firstRun(ds, next.startsAt + 1, LINGER);
    expect(next.startsAt).toBeGreaterThan(run.endsAt);
    const content = ds.matches.get(run.matchId)!;
    expect(content.status).toBe('completed');
    const scheduler = new SandboxScheduler(ds, sb.ingest, sb.claims, { everyMs: SLOT_MS, speed: 1, lingerMs: LINGER, owner: 'embedded', clock, log: () => {} });
    expect(scheduler.scheduled(run.startsAt).map((r) => r.slot)).toContain(run.slot);
    expect(run.startsAt).toBe(T0); // T0 is a slot's start
    scheduler.start();
    await clock.advance(0);
    const kickOff = sb.live.replica.get(run.matchId)!;
    expect(kickOff.status).toBe('in_play');
    expect(kickOff.started_at).toBe(new Date(run.startsAt).toISOString()); // kicked off at the slot's start, not later
    expect(kickOff.events).toEqual([]);

    await clock.advanceTo(run.startsAt + 30 * MIN);
    const early = sb.live.replica.get(run.matchId)!;
    expect(early.status).toBe('in_play');
    expect(Date.parse(early.started_at!)).toBeGreaterThanOrEqual(run.startsAt);
    expect(early.events.filter((e) => e.type === 'goal')).toHaveLength(goalsUpTo(ds, run.matchId, early.minute));

    await clock.advanceTo(run.playsUntil);
    const final = sb.live.replica.get(run.matchId)!;
    expect(final.status).toBe('completed');
    expect(final.events.filter((e) => e.type === 'goal')).toHaveLength(content.home_score! + content.away_score!);
    expect(final.started_at).toBe(early.started_at);

    await clock.advanceTo(run.endsAt - 1);
    expect(sb.live.replica.get(run.matchId)?.status).toBe('completed'); // kept for the linger …
    await clock.advanceTo(run.endsAt);
    expect(sb.live.replica.get(run.matchId)).toBeUndefined(); // … then discarded: the content shows again
    // the slot is done: no process takes it again
    expect(await sb.claims.claim(String(run.slot), 'another', 15_000)).toBe(false);
    await scheduler.close();
    await sb.live.close();
    await sb.claims.close();
  });

  test('after a restart the replay that should be running resumes at the right minute instead of starting over', async () => {
    const ds = await datasetFrom(await writeFull());
    const dir = await mkdtemp(join(tmpdir(), 'matchday-sandbox-restart-'));
    const clock = new ManualClock(T0);
    const run = firstRun(ds, T0);
    const match = run.matchId;
    const opts = { everyMs: SLOT_MS, speed: 1, owner: 'embedded', clock, log: () => {} };
    // The process starts 30 minutes into the slot: it catches up to minute 30 at once.
    await clock.advanceTo(run.startsAt + 30 * MIN);
    let sb = await openSandbox(ds, dir, clock);
    let scheduler = new SandboxScheduler(ds, sb.ingest, sb.claims, opts).start();
    await clock.advance(0);
    const early = sb.live.replica.get(match)!;
    expect(early.status).toBe('in_play');
    expect(early.minute).toBe(31); // 30 minutes played: the 31st minute runs
    await scheduler.close();
    await sb.live.close();
    await sb.claims.close();

    // 35 minutes of play later the process starts again on the same file
    await clock.advance(35 * MIN);
    sb = await openSandbox(ds, dir, clock);
    scheduler = new SandboxScheduler(ds, sb.ingest, sb.claims, opts).start();
    await clock.advance(0);
    const later = sb.live.replica.get(match)!;
    expect(later.period).toBe('second_half');
    // 65 minutes after kick-off: the second half, less the first half's stoppage time
    expect(later.minute).toBeGreaterThanOrEqual(63);
    expect(later.minute).toBeLessThanOrEqual(65);
    expect(later.started_at).toBe(early.started_at);
    expect(later.last_seq).toBeGreaterThan(early.last_seq);
    // the running score is the content's at that minute: nothing was sent twice or skipped
    expect(goalsUpTo(ds, match, later.minute)).toBeGreaterThan(0);
    expect(later.events.filter((e) => e.type === 'goal')).toHaveLength(goalsUpTo(ds, match, later.minute));
    await scheduler.close();
    await sb.live.close();
    await sb.claims.close();
  });

  test('a process that stops keeps its lease until it runs out on the clock; then another process takes the slot over and resumes the replay', async () => {
    const ds = await datasetFrom(await writeFull());
    const dir = await mkdtemp(join(tmpdir(), 'matchday-sandbox-lease-'));
    const clock = new ManualClock(T0);
    const sb = await openSandbox(ds, dir, clock);
    const run = firstRun(ds, T0);
    const LEASE = 15_000;
    const TICK = 5_000;
    const holders = new Map<string, string[]>();
    /** Each process's own connection to the claims table, recording who holds which slot. */
    const claimsOf = (): SlotClaims => {
      const claims = new SqliteSlotClaims(join(dir, SANDBOX_STORE.file), clock.now);
      return {
        async claim(slot, owner, ttl) {
          const mine = await claims.claim(slot, owner, ttl);
          if (mine && holders.get(slot)?.at(-1) !== owner) holders.set(slot, [...(holders.get(slot) ?? []), owner]);
          return mine;
        },
        finish: (slot, keep) => claims.finish(slot, keep),
        close: () => claims.close(),
      };
    };
    const processes = ['a', 'b'].map((owner) => {
      const claims = claimsOf();
      return { owner, claims, scheduler: new SandboxScheduler(ds, sb.ingest, claims, { everyMs: SLOT_MS, speed: 1, owner, leaseMs: LEASE, tickMs: TICK, clock, log: () => {} }) };
    });
    await clock.advanceTo(run.startsAt);
    for (const p of processes) p.scheduler.start();
    await clock.advance(20 * MIN);
    const slot = String(run.slot);
    expect(holders.get(slot)).toHaveLength(1); // one process plays the slot
    const [first] = holders.get(slot)!;
    const stopped = processes.find((p) => p.owner === first)!;
    const other = processes.find((p) => p.owner !== first)!;
    const before = sb.live.replica.get(run.matchId)!;
    expect(before.status).toBe('in_play');

    // The holder renews every LEASE / 3; stopped, its last lease runs out LEASE after its last renewal.
    const stoppedAt = clock.now();
    await stopped.scheduler.close();
    await clock.advance(LEASE - LEASE / 3 - 1);
    expect(holders.get(slot)).toEqual([first]); // the lease still holds
    expect(sb.live.replica.get(run.matchId)!.last_seq).toBe(before.last_seq);
    await clock.advanceTo(stoppedAt + LEASE + TICK);
    expect(holders.get(slot)).toEqual([first, other.owner]); // taken over once the lease ran out
    await clock.advance(10 * MIN);
    const resumed = sb.live.replica.get(run.matchId)!;
    expect(resumed.started_at).toBe(before.started_at);
    expect(resumed.last_seq).toBeGreaterThan(before.last_seq);
    expect(resumed.events.filter((e) => e.type === 'goal')).toHaveLength(goalsUpTo(ds, run.matchId, resumed.minute));
    for (const p of processes) {
      await p.scheduler.close();
      await p.claims.close();
    }
    await sb.live.close();
  });
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
    const running = await until(() => a.scheduler.scheduled().find((r) => r.playsUntil > Date.now() + 1500), 'a replay with time left to play');
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
