/**
 * This process's in-memory copy of the live store: every match's live state (what the overlay reads,
 * synchronously) and the tail of the stream log (what streams resume from). Commits arrive as
 * notices, from this process's own ingest and, on Redis, from pub/sub. They are applied strictly in
 * stream order: a notice that arrives before an earlier one waits for it, and a gap that does not
 * close by itself is filled from the store's log.
 */
import type { LiveMatchState } from '../../lib/live/state.ts';
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import type { LiveView } from '../../lib/live/overlay.ts';
import type { CommitNotice, LiveStore } from './live-store.ts';
import { fallbackWarn } from '../ops/logger.ts';

interface Pending {
  entry: StreamEntry;
  /** Set on the last entry of a commit: the state it leaves (null: discarded). */
  state?: LiveMatchState | null;
}

export interface ReplicaOptions {
  logSize: number;
  /** How long a gap in the stream may stay open before it is read from the store (ms). */
  gapMs?: number;
  /** How often the store's head is compared with this replica's (ms; 0: never). */
  checkMs?: number;
  log?: (message: string) => void;
}

export class LiveReplica implements LiveView {
  readonly #store: LiveStore;
  readonly #opts: Required<ReplicaOptions>;
  readonly #states = new Map<string, { state: LiveMatchState; streamId: number }>();
  #ring: StreamEntry[] = [];
  #head = 0;
  readonly #pending = new Map<number, Pending>();
  #buffer: CommitNotice[] | null = [];
  #gapTimer: NodeJS.Timeout | null = null;
  #checkTimer: NodeJS.Timeout | null = null;
  #filling = false;
  #lastCheckedHead = -1;
  #listeners: ((entries: StreamEntry[]) => void)[] = [];
  version = 0;

  constructor(store: LiveStore, opts: ReplicaOptions) {
    this.#store = store;
    this.#opts = { logSize: opts.logSize, gapMs: opts.gapMs ?? 250, checkMs: opts.checkMs ?? 2000, log: opts.log ?? fallbackWarn('live') };
  }

  async start(): Promise<void> {
    await this.#store.subscribe((n) => this.receive(n), () => void this.#fill());
    const head = await this.#store.head();
    this.#ring = await this.#store.entriesAfter(Math.max(0, head - this.#opts.logSize), this.#opts.logSize);
    this.#head = Math.max(head, this.#ring.at(-1)?.id ?? 0);
    for (const s of await this.#store.loadStates()) this.#setState(s.state.match_id, s.state, s.streamId);
    const buffered = this.#buffer ?? [];
    this.#buffer = null;
    for (const n of buffered) this.receive(n);
    if (this.#opts.checkMs > 0) {
      this.#checkTimer = setInterval(() => void this.#check(), this.#opts.checkMs);
      this.#checkTimer.unref();
    }
  }

  /** Called with every batch of entries, in stream order, as they are applied. */
  onEntries(listener: (entries: StreamEntry[]) => void): void {
    this.#listeners.push(listener);
  }

  get head(): number {
    return this.#head;
  }

  get(matchId: string): LiveMatchState | undefined {
    return this.#states.get(matchId)?.state;
  }

  *states(): Iterable<LiveMatchState> {
    for (const s of this.#states.values()) yield s.state;
  }

  /** Entries after `lastId`, or null when they cannot all be given (older than the kept tail, or unknown). */
  entriesAfter(lastId: number): StreamEntry[] | null {
    if (!Number.isSafeInteger(lastId) || lastId < 0 || lastId > this.#head) return null;
    if (lastId === this.#head) return [];
    const first = this.#ring[0];
    if (!first || lastId < first.id - 1) return null;
    let lo = 0;
    let hi = this.#ring.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#ring[mid]!.id <= lastId) lo = mid + 1;
      else hi = mid;
    }
    return this.#ring.slice(lo);
  }

  receive(notice: CommitNotice): void {
    if (this.#buffer) {
      this.#buffer.push(notice);
      return;
    }
    notice.entries.forEach((entry, i) => {
      if (entry.id <= this.#head || this.#pending.has(entry.id)) return;
      this.#pending.set(entry.id, i === notice.entries.length - 1 ? { entry, state: notice.state } : { entry });
    });
    this.#drain();
  }

  #setState(matchId: string, state: LiveMatchState | null, streamId: number): void {
    const cur = this.#states.get(matchId);
    if (cur && cur.streamId > streamId) return;
    if (state === null) this.#states.delete(matchId);
    else this.#states.set(matchId, { state, streamId });
    this.version++;
  }

  #drain(): void {
    const batch: StreamEntry[] = [];
    for (let next = this.#pending.get(this.#head + 1); next; next = this.#pending.get(this.#head + 1)) {
      this.#pending.delete(next.entry.id);
      this.#head = next.entry.id;
      this.#ring.push(next.entry);
      if (next.state !== undefined) this.#setState(next.entry.match_id, next.state, next.entry.id);
      batch.push(next.entry);
    }
    if (this.#ring.length > this.#opts.logSize * 1.25) this.#ring = this.#ring.slice(-this.#opts.logSize);
    if (batch.length) for (const l of this.#listeners) l(batch);
    if (this.#pending.size > 0 && !this.#gapTimer) {
      this.#gapTimer = setTimeout(() => {
        this.#gapTimer = null;
        if (this.#pending.size > 0) void this.#fill();
      }, this.#opts.gapMs);
      this.#gapTimer.unref();
    }
  }

  /** Reads missed entries (and the states they changed) from the store. */
  async #fill(): Promise<void> {
    if (this.#filling || this.#buffer) return;
    this.#filling = true;
    try {
      for (;;) {
        const entries = await this.#store.entriesAfter(this.#head, 1000);
        if (entries.length === 0) {
          // Nothing after head in the log: any pending entry beyond a hole was trimmed away meanwhile.
          const lowest = Math.min(...this.#pending.keys());
          if (Number.isFinite(lowest)) this.#jumpTo(lowest - 1);
          break;
        }
        if (entries[0]!.id !== this.#head + 1) this.#jumpTo(entries[0]!.id - 1);
        const touched = new Set(entries.map((e) => e.match_id));
        for (const entry of entries) if (entry.id > this.#head && !this.#pending.has(entry.id)) this.#pending.set(entry.id, { entry });
        this.#drain();
        for (const matchId of touched) {
          const s = await this.#store.getState(matchId);
          if (s) this.#setState(matchId, s.state, s.streamId);
          else if (this.#states.has(matchId) && this.#states.get(matchId)!.streamId <= entries.at(-1)!.id) this.#setState(matchId, null, entries.at(-1)!.id);
        }
        if (entries.length < 1000) break;
      }
    } catch (err) {
      this.#opts.log(`[live] could not read missed stream entries: ${(err as Error)?.message ?? err}`);
    } finally {
      this.#filling = false;
    }
  }

  /** The log no longer holds what was missed: continue after `id` with every state re-read. */
  #jumpTo(id: number): void {
    this.#opts.log(`[live] stream entries ${this.#head + 1}..${id} are no longer in the log; states re-read from the store`);
    this.#head = id;
    this.#ring = [];
    void this.#store.loadStates().then((all) => {
      for (const s of all) this.#setState(s.state.match_id, s.state, s.streamId);
    }, () => {});
  }

  /** Safety net for a lost notice: when the store is ahead and this replica has not moved, read the log. */
  async #check(): Promise<void> {
    try {
      const head = await this.#store.head();
      if (head > this.#head && this.#lastCheckedHead === this.#head) await this.#fill();
      this.#lastCheckedHead = this.#head;
    } catch {
      // store unavailable: try again next time
    }
  }

  close(): void {
    if (this.#gapTimer) clearTimeout(this.#gapTimer);
    if (this.#checkTimer) clearInterval(this.#checkTimer);
  }
}
