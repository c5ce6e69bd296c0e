/**
 * The push stream's connections: each gets the replica's entries as Server-Sent Events, filtered by
 * the key's permissions and an optional match. Resumes from Last-Event-ID out of the replica's log
 * tail; bounded by a per-key connection limit (per process), heartbeats, and a cap on unsent bytes
 * that drops dead or stalled clients.
 */
import { ApiError } from '../../lib/errors/api-error.ts';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import { streamMatchOf, type LiveSource } from '../../lib/live/overlay.ts';
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import type { LiveStreams, StreamSink } from '../api/app.ts';
import type { LiveReplica } from './replica.ts';

export interface HubOptions {
  /** Open streams per key in this process (default 5). */
  maxPerKey?: number;
  /** Heartbeat comment interval in ms (default 15000). */
  heartbeatMs?: number;
  /** A client with more unsent bytes than this is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Reconnection delay suggested to clients (SSE `retry`, ms). */
  retryMs?: number;
  /**
   * The key's permissions now, or null when it is no longer active; asked once per key at every
   * heartbeat, so a revoked or downgraded key loses its open streams within one heartbeat.
   */
  recheck?: (keyId: string) => Promise<Set<string> | null>;
}

interface Connection {
  sink: StreamSink;
  keyId: string;
  permissions: Set<string>;
  matchId: string | null;
  /** Filter identity: connections with the same one get the same bytes. */
  group: string;
  /** Stream position the connection was brought up to when it opened (it gets only later entries). */
  from: number;
  release: () => void;
  closed: boolean;
}

export function frameOf(e: StreamEntry): string {
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${e.data}\n\n`;
}

export class SseHub implements LiveStreams {
  readonly #ds: Dataset;
  readonly #source: LiveSource;
  readonly #replica: LiveReplica;
  readonly #opts: Required<Omit<HubOptions, 'recheck'>>;
  readonly #recheck: HubOptions['recheck'];
  readonly #connections = new Set<Connection>();
  readonly #perKey = new Map<string, number>();
  readonly #heartbeat: NodeJS.Timeout;
  #queue: StreamEntry[] = [];

  constructor(ds: Dataset, source: LiveSource, replica: LiveReplica, opts: HubOptions = {}) {
    this.#ds = ds;
    this.#source = source;
    this.#replica = replica;
    this.#opts = {
      maxPerKey: opts.maxPerKey ?? 5, heartbeatMs: opts.heartbeatMs ?? 15_000, maxBufferedBytes: opts.maxBufferedBytes ?? 1 << 20, retryMs: opts.retryMs ?? 3000,
    };
    this.#recheck = opts.recheck;
    replica.onEntries((entries) => this.#deliver(entries));
    this.#heartbeat = setInterval(() => this.#beat(), this.#opts.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#connections.size;
  }

  reserve(keyId: string): () => void {
    const n = this.#perKey.get(keyId) ?? 0;
    if (n >= this.#opts.maxPerKey)
      throw new ApiError('rate_limited', `This key already has ${n} open live streams, the most allowed at once; close one, or reuse one stream for all matches.`, null, { 'Retry-After': '5' });
    this.#perKey.set(keyId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#perKey.get(keyId) ?? 1) - 1;
      if (left > 0) this.#perKey.set(keyId, left);
      else this.#perKey.delete(keyId);
    };
  }

  open(req: Parameters<LiveStreams['open']>[0], sink: StreamSink): void {
    const permissions = req.principal.permissions;
    const conn: Connection = {
      sink, keyId: req.principal.key.id, permissions, matchId: req.matchId, release: req.release, closed: false,
      group: `${[...permissions].sort().join(',')}|${req.matchId ?? ''}`, from: this.#replica.head,
    };
    sink.onClose(() => this.#drop(conn));
    let out = `retry: ${this.#opts.retryMs}\n\n`;
    const missed = req.lastEventId === null ? null : this.#replica.entriesAfter(req.lastEventId);
    if (missed) {
      for (const e of missed) if (this.#wants(conn, e)) out += frameOf(e);
    } else {
      if (req.lastEventId !== null) out += `event: reset\ndata: ${JSON.stringify({ reason: `Last-Event-ID ${req.lastEventId} cannot be resumed (it is older than the replay window or unknown); a fresh snapshot follows.` })}\n\n`;
      out += this.#snapshot(conn);
    }
    this.#connections.add(conn);
    this.#send(conn, out);
  }

  #snapshot(conn: Connection): string {
    let matches;
    if (conn.matchId) {
      const m = this.#source.match(conn.matchId);
      matches = m ? [streamMatchOf(this.#ds, m, this.#source.applied(m.id))] : [];
    } else {
      matches = this.#source.live().map(({ match }) => streamMatchOf(this.#ds, match, this.#source.applied(match.id)));
    }
    return `id: ${this.#replica.head}\nevent: snapshot\ndata: ${JSON.stringify({ matches })}\n\n`;
  }

  #wants(conn: Connection, e: StreamEntry): boolean {
    return (conn.matchId === null || conn.matchId === e.match_id) && (e.permission === null || conn.permissions.has(e.permission));
  }

  /**
   * Entries are written on the next turn of the event loop, all that arrived meanwhile in one write
   * per connection: the feed gets its answer first, and a burst costs one write, not one per entry.
   */
  #deliver(entries: StreamEntry[]): void {
    this.#queue.push(...entries);
    if (this.#queue.length === entries.length) setImmediate(() => this.#flush());
  }

  #flush(): void {
    const entries = this.#queue;
    this.#queue = [];
    if (entries.length === 0) return;
    const first = entries[0]!.id;
    const last = entries.at(-1)!.id;
    const bytes = new Map<string, Buffer | null>();
    for (const conn of this.#connections) {
      if (conn.from >= last) continue; // opened after these were applied: its snapshot or replay had them
      if (conn.from >= first) {
        const text = entries.filter((e) => e.id > conn.from && this.#wants(conn, e)).map(frameOf).join('');
        if (text) this.#send(conn, text);
        continue;
      }
      let chunk = bytes.get(conn.group);
      if (chunk === undefined) {
        const text = entries.filter((e) => this.#wants(conn, e)).map(frameOf).join('');
        chunk = text ? Buffer.from(text) : null;
        bytes.set(conn.group, chunk);
      }
      if (chunk) this.#send(conn, chunk);
    }
  }

  #send(conn: Connection, chunk: string | Buffer): void {
    if (conn.closed) return;
    if (conn.sink.buffered > this.#opts.maxBufferedBytes) {
      conn.sink.destroy();
      this.#drop(conn);
      return;
    }
    conn.sink.write(chunk);
  }

  #beat(): void {
    for (const conn of this.#connections) this.#send(conn, ': keep-alive\n\n');
    void this.#recheckKeys();
  }

  /** Ends the streams of keys revoked or without `live_matches` now; narrows changed permissions. */
  async #recheckKeys(): Promise<void> {
    if (!this.#recheck) return;
    const keys = new Set([...this.#connections].map((c) => c.keyId));
    for (const keyId of keys) {
      let now: Set<string> | null;
      try {
        now = await this.#recheck(keyId);
      } catch {
        continue; // the key store is unreachable: keep streaming, check again at the next heartbeat
      }
      for (const conn of [...this.#connections].filter((c) => c.keyId === keyId)) {
        if (now === null || !now.has('live_matches')) {
          this.#send(conn, `event: closed\ndata: ${JSON.stringify({ reason: now === null ? 'The API key is no longer active.' : 'The API key no longer has the live_matches permission.' })}\n\n`);
          conn.sink.end();
          this.#drop(conn);
        } else if ([...conn.permissions].some((p) => !now.has(p))) {
          conn.permissions = new Set([...conn.permissions].filter((p) => now.has(p)));
          conn.group = `${[...conn.permissions].sort().join(',')}|${conn.matchId ?? ''}`;
        }
      }
    }
  }

  #drop(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    this.#connections.delete(conn);
    conn.release();
  }

  /**
   * Ends every stream (server shutdown). With `notice`, each client first gets `retry:` and an
   * `event: closed` with `reconnect: true`, so it reconnects (to another instance) with Last-Event-ID.
   */
  close(notice?: { retryMs: number; reason: string }): void {
    clearInterval(this.#heartbeat);
    for (const conn of [...this.#connections]) {
      if (notice) this.#send(conn, `retry: ${notice.retryMs}\nevent: closed\ndata: ${JSON.stringify({ reason: notice.reason, reconnect: true })}\n\n`);
      conn.sink.end();
      this.#drop(conn);
    }
  }
}
