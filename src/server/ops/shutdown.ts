/**
 * Graceful shutdown of one server process (SIGTERM/SIGINT):
 *   1. stop accepting connections, and /readyz answers 503 (draining);
 *   2. tell every push stream client to reconnect (`retry:` + `event: closed` with `reconnect: true`),
 *      then end the streams, so clients move to another instance behind the proxy;
 *   3. let the requests in flight finish (at most `timeoutMs`, then their connections are cut);
 *   4. close the stores (pending writes are flushed there), flush the logs, exit 0.
 */
import type { Server } from 'node:http';

/** Requests whose answer has not ended yet (node-server.ts counts them). */
export class InflightRequests {
  #count = 0;
  #waiters: (() => void)[] = [];

  get count(): number {
    return this.#count;
  }

  begin(): void {
    this.#count++;
  }

  end(): void {
    this.#count--;
    if (this.#count <= 0) for (const w of this.#waiters.splice(0)) w();
  }

  /** Resolves once nothing is in flight. */
  idle(): Promise<void> {
    if (this.#count <= 0) return Promise.resolve();
    return new Promise((ok) => this.#waiters.push(ok));
  }
}

export interface ShutdownOptions {
  server: Server;
  inflight: InflightRequests;
  /** Ends the push streams after the reconnect hint (SseHub.close). */
  closeStreams: (notice: { retryMs: number; reason: string }) => void;
  /** Closes the stores (Runtime.close). */
  closeStores: () => Promise<void>;
  /** How long in-flight requests may take to finish (default 10 s). */
  timeoutMs?: number;
  /** Reconnection delay suggested to stream clients (default 1000 ms). */
  retryMs?: number;
  log?: (fields: Record<string, unknown>, msg: string) => void;
}

/** Drains and closes; resolves when it is safe to exit. `draining` flips first. */
export async function drain(opts: ShutdownOptions): Promise<{ cut: number }> {
  const log = opts.log ?? (() => {});
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const started = Date.now();
  log({ in_flight: opts.inflight.count }, 'shutdown: draining');
  const closed = new Promise<void>((ok) => opts.server.close(() => ok()));
  opts.closeStreams({ retryMs: opts.retryMs ?? 1000, reason: 'The server is shutting down; reconnect (with Last-Event-ID) to continue.' });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    opts.inflight.idle().then(() => false),
    new Promise<boolean>((ok) => { timer = setTimeout(() => ok(true), timeoutMs); }),
  ]);
  clearTimeout(timer);
  const cut = timedOut ? opts.inflight.count : 0;
  // Idle keep-alive connections would hold server.close open; nothing is in flight on them now.
  opts.server.closeAllConnections();
  await closed;
  await opts.closeStores();
  log({ cut, ms: Date.now() - started }, timedOut ? 'shutdown: timed out; cut requests still in flight' : 'shutdown: drained');
  return { cut };
}
