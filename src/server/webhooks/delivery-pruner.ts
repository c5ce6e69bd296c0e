/**
 * Keeps the delivery log short: on start and every `everyMs` (default hourly), removes delivered and
 * failed deliveries older than `retentionMs`, a page at a time, as long as a full page went.
 */
import type { Clock } from '../sandbox/clock.ts';
import type { WebhookStore } from './webhook-store.ts';

export interface DeliveryPrunerDeps {
  store: Pick<WebhookStore, 'prune'>;
  clock: Pick<Clock, 'now' | 'every'>;
  log: (message: string) => void;
  retentionMs: number;
  everyMs?: number;
  /** Deliveries removed per store call (default 1000). */
  page?: number;
}

export interface DeliveryPruner {
  /** One pruning run (also the one on start); resolves when it is over, never rejects. */
  prune(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void>;
}

export function deliveryPruner(o: DeliveryPrunerDeps): DeliveryPruner {
  const page = o.page ?? 1000;
  let closed = false;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      while (!closed && (await o.store.prune(o.clock.now() - o.retentionMs, page)) === page);
    } catch (err) {
      o.log(`[webhooks] pruning old deliveries failed: ${(err as Error)?.message ?? err}`);
    }
  };
  const prune = (): Promise<void> => (running ??= run().finally(() => (running = null)));
  const stop = o.clock.every(o.everyMs ?? 3_600_000, () => void prune());
  return {
    prune,
    async close() {
      closed = true;
      stop();
      await running;
    },
  };
}
