/**
 * Replays completed matches in the sandbox around the clock (decisions.md "Sandbox: test keys").
 *
 * The schedule is a pure function of the clock (src/lib/sandbox/slot-schedule.ts): slot n starts at
 * n × every and replays candidate n mod N. Every `tickMs` the scheduler looks at the runs that should
 * be going on now and takes the lease of each one no process holds (slot-claims.ts); the holder feeds
 * the run's messages into the sandbox's ingest at their moment (src/lib/live/replay-run.ts), renewing
 * its lease meanwhile. So with several processes (Redis) one process plays a slot, and when it dies
 * another takes over. The ingest's compare-and-set by seq makes a message sent twice harmless anyway.
 *
 * Resuming: a run's messages are timed from its slot's start, not from when a process picked it up,
 * so after a restart the replay continues from the store's next seq and catches up to the current
 * minute at once. A live state older than the slot's start belongs to an earlier run of the match and
 * is discarded first. A run's finished state is discarded `lingerMs` after the final whistle, so the
 * content's final result is what the sandbox shows of the match again.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { ApiError } from '../../lib/errors/api-error.ts';
import { runReplay } from '../../lib/live/replay-run.ts';
import { sandboxCandidates, sandboxCandidatesInSteps, type SandboxCandidates } from '../../lib/sandbox/candidates.ts';
import { activeRuns, type ScheduledRun } from '../../lib/sandbox/slot-schedule.ts';
import type { LiveIngest } from '../live/ingest.ts';
import type { LiveMatchState } from '../../lib/live/state.ts';
import { ingestClient } from './ingest-client.ts';
import type { SlotClaims } from './slot-claims.ts';
import { realClock, type Clock } from './clock.ts';
import { fallbackWarn } from '../ops/logger.ts';

export interface SchedulerOptions {
  /** A new replay kicks off this often (ms). */
  everyMs: number;
  /** Minutes of play per real minute. */
  speed: number;
  /** How long a finished run's state is kept before it is discarded (default: every, at most 5 min). */
  lingerMs?: number;
  /** How often the schedule is looked at (default: every / 4, between 100 ms and 5 s). */
  tickMs?: number;
  /** Lease of a slot (default 15 s), renewed every third of it. */
  leaseMs?: number;
  /** This process's name in the slot claims (default: random; the embedded store uses a fixed one). */
  owner?: string;
  /**
   * The time, sleeps and timers of the schedule, the replays and the lease renewals (default: the
   * real clock). The embedded slot claims should run on the same clock (SqliteSlotClaims' `now`).
   */
  clock?: Clock;
  log?: (message: string) => void;
}

interface Running {
  run: ScheduledRun;
  abort: AbortController;
  done: Promise<void>;
}

export class SandboxScheduler {
  readonly #ingest: LiveIngest;
  readonly #claims: SlotClaims;
  readonly #ds: Dataset;
  /** The matches it rotates through: made on first use (in steps by the ticks, see #candidates). */
  #c: SandboxCandidates | null = null;
  #making: Promise<SandboxCandidates> | null = null;
  readonly #o: Required<Omit<SchedulerOptions, 'log' | 'clock'>> & { log: (m: string) => void; now: () => number };
  readonly #clock: Clock;
  readonly #running = new Map<number, Running>();
  /** Slot → earliest time to try it again after a failure. */
  readonly #backoff = new Map<number, number>();
  /** Matches whose replay the content rules refused: skipped (logged once). */
  readonly #broken = new Set<string>();
  /** Stops the tick timer; null when not started. */
  #stopTicks: (() => void) | null = null;
  #ticking = false;
  #closed = false;

  constructor(ds: Dataset, ingest: LiveIngest, claims: SlotClaims, opts: SchedulerOptions) {
    this.#ingest = ingest;
    this.#claims = claims;
    this.#ds = ds;
    this.#clock = opts.clock ?? realClock;
    this.#o = {
      everyMs: opts.everyMs,
      speed: opts.speed,
      lingerMs: opts.lingerMs ?? Math.min(opts.everyMs, 5 * 60_000),
      tickMs: opts.tickMs ?? Math.min(5000, Math.max(100, Math.floor(opts.everyMs / 4))),
      leaseMs: opts.leaseMs ?? 15_000,
      owner: opts.owner ?? randomUUID(),
      now: this.#clock.now,
      log: opts.log ?? fallbackWarn('sandbox'),
    };
  }

  /** The candidates, made at once if the ticks have not made them yet. */
  #made(): SandboxCandidates {
    return (this.#c ??= sandboxCandidates(this.#ds, this.#o.speed));
  }

  /** The candidates, made a step at a time between other work (the first tick after a start). */
  #candidates(): Promise<SandboxCandidates> {
    if (this.#c) return Promise.resolve(this.#c);
    return (this.#making ??= sandboxCandidatesInSteps(this.#ds, this.#o.speed, () => nextTurn()).then((c) => (this.#c ??= c)));
  }

  /** Matches the sandbox rotates through. */
  get candidates(): readonly string[] {
    return this.#made().candidates.map((c) => c.matchId);
  }

  /** The runs that should be going on now. */
  scheduled(at = this.#o.now()): ScheduledRun[] {
    return activeRuns(this.#made().candidates, at, this.#o);
  }

  start(): this {
    if (this.#stopTicks || this.#closed) return this;
    void this.#tick();
    this.#stopTicks = this.#clock.every(this.#o.tickMs, () => void this.#tick());
    return this;
  }

  async #tick(): Promise<void> {
    if (this.#ticking || this.#closed) return;
    this.#ticking = true;
    try {
      await this.#candidates();
      if (this.#closed) return;
      const now = this.#o.now();
      for (const run of this.scheduled(now)) {
        if (this.#running.has(run.slot) || this.#broken.has(run.matchId) || (this.#backoff.get(run.slot) ?? 0) > now) continue;
        let mine = false;
        try {
          mine = await this.#claims.claim(`${run.slot}`, this.#o.owner, this.#o.leaseMs);
        } catch {
          continue; // store unreachable: next tick
        }
        if (mine && !this.#closed && !this.#running.has(run.slot)) this.#start(run);
      }
      for (const slot of this.#backoff.keys()) if (slot < Math.floor((now - 86_400_000) / this.#o.everyMs)) this.#backoff.delete(slot);
    } finally {
      this.#ticking = false;
    }
  }

  #start(run: ScheduledRun): void {
    const abort = new AbortController();
    const stopRenewing = this.#clock.every(Math.max(50, Math.floor(this.#o.leaseMs / 3)), () => {
      this.#claims.claim(`${run.slot}`, this.#o.owner, this.#o.leaseMs).then(
        (mine) => { if (!mine) abort.abort(); }, // another process took the slot over
        () => {},
      );
    });
    const done = this.#play(run, abort.signal)
      .catch((err) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && (err.code === 'rule_violated' || err.code === 'message_invalid')) {
          this.#broken.add(run.matchId);
          this.#o.log(`[sandbox] ${run.matchId} cannot be replayed (${err.message}); the sandbox skips it`);
          return;
        }
        this.#backoff.set(run.slot, this.#o.now() + 2000);
        this.#o.log(`[sandbox] replay of ${run.matchId} (slot ${run.slot}) interrupted: ${(err as Error)?.message ?? err}; retrying`);
      })
      .finally(() => {
        stopRenewing();
        this.#running.delete(run.slot);
      });
    this.#running.set(run.slot, { run, abort, done });
  }

  /**
   * One run: discard an earlier run's state, play (or resume) from the slot's start, keep the final
   * state `lingerMs`, then discard it. Both discards are compare-and-set on the state's seq, so they
   * never remove a newer run's state of the same match.
   */
  async #play(run: ScheduledRun, signal: AbortSignal): Promise<void> {
    const plan = this.#made().plan(run.matchId);
    // A state is this run's when it kicked off (or, before kick-off, was written) after the slot began.
    const ours = (st: LiveMatchState) => Date.parse(st.started_at ?? st.updated_at) >= run.startsAt;
    const before = await this.#ingest.view(run.matchId);
    const fresh = before.state !== null && ours(before.state);
    if (before.state && !fresh) await this.#ingest.reset(run.matchId, { ifSeq: before.state.last_seq });
    if (!fresh && this.#o.now() >= run.playsUntil) {
      // Nobody played this run (every process was down): too late to start it; the slots after it
      // have the sandbox's live matches.
      await this.#claims.finish(`${run.slot}`, run.endsAt - run.startsAt + this.#o.everyMs);
      return;
    }
    await runReplay({
      client: ingestClient(this.#ingest), matchId: run.matchId, plan, speed: this.#o.speed,
      resume: true, startedAt: run.startsAt, now: this.#clock.now, sleep: this.#clock.sleep, signal,
    });
    const wait = run.endsAt - this.#o.now();
    if (wait > 0) await this.#clock.sleep(wait, signal);
    const after = await this.#ingest.view(run.matchId);
    if (after.state?.status === 'completed' && after.state.last_seq === plan.length && ours(after.state))
      await this.#ingest.reset(run.matchId, { ifSeq: plan.length });
    await this.#claims.finish(`${run.slot}`, run.endsAt - run.startsAt + this.#o.everyMs);
  }

  /** Stops every run (their leases run out; another process, or this one restarted, resumes them). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#stopTicks?.();
    this.#stopTicks = null;
    for (const r of this.#running.values()) r.abort.abort();
    await Promise.all([...this.#running.values()].map((r) => r.done));
  }
}
