/**
 * Commit notices between the server processes of one machine (node:cluster) for the embedded live
 * store: a worker that commits sends the notice to the cluster primary over IPC, and the primary
 * sends it on to every other worker. Each replica applies notices in stream order and fills gaps
 * from live.db (replica.ts), so a notice that arrives late or not at all costs latency, not data.
 */
import cluster, { type Worker } from 'node:cluster';
import type { CommitNotice } from './live-store.ts';

const TYPE = 'matchday:live-commit';

interface RelayMessage {
  type: typeof TYPE;
  /** Which store the commit belongs to (its file): the live feed and the sandbox each have one. */
  channel: string;
  notice: CommitNotice;
}

const isRelayMessage = (m: unknown): m is RelayMessage => typeof m === 'object' && m !== null && (m as { type?: unknown }).type === TYPE;

export interface CommitRelay {
  publish(notice: CommitNotice): void;
  subscribe(listener: (notice: CommitNotice) => void): () => void;
}

/**
 * The relay of `channel` (a store's file) in a cluster worker, or null in a process that is not one
 * (then there is no one to tell).
 */
export function workerRelay(channel: string): CommitRelay | null {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  return {
    publish(notice) {
      if (process.connected) process.send!({ type: TYPE, channel, notice } satisfies RelayMessage);
    },
    subscribe(listener) {
      const onMessage = (m: unknown) => {
        if (isRelayMessage(m) && m.channel === channel) listener(m.notice);
      };
      process.on('message', onMessage);
      return () => process.off('message', onMessage);
    },
  };
}

/** In the cluster primary: passes every worker's notices on to the other workers. */
export function relayBetweenWorkers(): void {
  const attach = (worker: Worker) => {
    worker.on('message', (m: unknown) => {
      if (!isRelayMessage(m)) return;
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other !== worker && other.isConnected()) other.send(m);
      }
    });
  };
  for (const w of Object.values(cluster.workers ?? {})) if (w) attach(w);
  cluster.on('fork', attach);
}
