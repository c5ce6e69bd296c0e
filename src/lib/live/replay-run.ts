/**
 * Plays a replay plan through a feed client (the feed API over HTTP, or the sandbox's ingest in
 * process) in (accelerated) real time.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FeedClient } from './feed-client.ts';
import type { FeedMessage } from './messages.ts';
import type { Planned } from './replay-plan.ts';

export interface ReplayOptions {
  client: Pick<FeedClient, 'send' | 'view' | 'discard'>;
  matchId: string;
  plan: Planned[];
  /** Match minutes per real minute: 1 = real time, 60 = a minute of play per second. */
  speed: number;
  /** Discard an existing live state of the match first (else: refuse, unless `resume`). */
  reset?: boolean;
  /**
   * Continue an existing live state from its next seq (the sandbox after a restart): messages whose
   * moment has passed are sent at once, the rest at their moment.
   */
  resume?: boolean;
  /** When the plan's minute 0 is, on the `now` clock (default: when the run starts). */
  startedAt?: number;
  /** The clock (ms); default performance.now(), or Date.now() when `startedAt` is given. */
  now?: () => number;
  /** Waits `ms` on the `now` clock (default: a real timer); the sandbox scheduler passes its clock's. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops the run (it rejects with an AbortError). */
  signal?: AbortSignal;
  /** Called after each message with its answer; `sentAt` is performance.now() before sending. */
  onMessage?: (info: { index: number; total: number; message: FeedMessage; data: any; sentAt: number; streamIds: [number, number] | null }) => void;
}

export async function runReplay(o: ReplayOptions): Promise<{ sent: number; last: any }> {
  const existing = await o.client.view(o.matchId);
  let first = 0;
  if (existing.state) {
    if (o.resume) first = existing.state.last_seq;
    else if (!o.reset)
      throw new Error(`match ${o.matchId} already has a live state (${existing.state.status}, ${existing.state.last_seq} messages); pass --reset to discard it and replay again`);
    else await o.client.discard(o.matchId);
  }
  const msPerMinute = 60_000 / o.speed;
  const clock = o.now ?? (o.startedAt !== undefined ? Date.now : () => performance.now());
  const t0 = o.startedAt ?? clock();
  let last: any = null;
  for (let i = first; i < o.plan.length; i++) {
    o.signal?.throwIfAborted();
    const p = o.plan[i]!;
    const wait = t0 + p.at * msPerMinute - clock();
    if (wait > 1) await (o.sleep ? o.sleep(wait, o.signal) : delay(wait, undefined, { signal: o.signal }));
    const message = { ...p.message, seq: i + 1 } as FeedMessage;
    const sentAt = performance.now();
    const { data, streamIds } = await o.client.send(o.matchId, message);
    last = data;
    o.onMessage?.({ index: i, total: o.plan.length, message, data, sentAt, streamIds });
  }
  return { sent: o.plan.length - first, last };
}
