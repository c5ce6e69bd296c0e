/** Plays a replay plan through the feed API in (accelerated) real time. */
import type { FeedClient } from './feed-client.ts';
import type { FeedMessage } from './messages.ts';
import type { Planned } from './replay-plan.ts';

export interface ReplayOptions {
  client: FeedClient;
  matchId: string;
  plan: Planned[];
  /** Match minutes per real minute: 1 = real time, 60 = a minute of play per second. */
  speed: number;
  /** Discard an existing live state of the match first (else: refuse). */
  reset?: boolean;
  /** Called after each message with its answer; `sentAt` is performance.now() before sending. */
  onMessage?: (info: { index: number; total: number; message: FeedMessage; data: any; sentAt: number; streamIds: [number, number] | null }) => void;
}

export async function runReplay(o: ReplayOptions): Promise<{ sent: number; last: any }> {
  const existing = await o.client.view(o.matchId);
  if (existing.state) {
    if (!o.reset)
      throw new Error(`match ${o.matchId} already has a live state (${existing.state.status}, ${existing.state.last_seq} messages); pass --reset to discard it and replay again`);
    await o.client.discard(o.matchId);
  }
  const msPerMinute = 60_000 / o.speed;
  const t0 = performance.now();
  let last: any = null;
  for (let i = 0; i < o.plan.length; i++) {
    const p = o.plan[i]!;
    const wait = t0 + p.at * msPerMinute - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const message = { ...p.message, seq: i + 1 } as FeedMessage;
    const sentAt = performance.now();
    const { data, streamIds } = await o.client.send(o.matchId, message);
    last = data;
    o.onMessage?.({ index: i, total: o.plan.length, message, data, sentAt, streamIds });
  }
  return { sent: o.plan.length, last };
}
