/**
 * Embedded live store: `live.db` (node:sqlite) in the data folder, for the server processes of ONE
 * machine (several machines: Redis). Every commit is one IMMEDIATE transaction with
 * `synchronous = FULL`, so an accepted message survives a crash or restart; SQLite's write lock
 * makes the compare-and-set and the stream positions exact across processes.
 *
 * Several processes (node:cluster workers, see commit-relay.ts): each commit's notice is relayed
 * through the cluster primary to the other workers, and as a safety net every `pollMs` the replica is
 * asked to read anything it missed from the log (cheap: one indexed query that usually finds nothing).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { StreamEntry } from '../../lib/live/stream-entries.ts';
import { DEFAULT_LOG_SIZE, type CommitNotice, type CommitOutcome, type CommitRequest, type LiveStore, type StoredMessage, type StoredState } from './live-store.ts';
import { workerRelay, type CommitRelay } from './commit-relay.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS live_state (match_id TEXT PRIMARY KEY, last_seq INTEGER NOT NULL, stream_id INTEGER NOT NULL, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS live_message (match_id TEXT NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL, response TEXT NOT NULL, PRIMARY KEY (match_id, seq));
CREATE TABLE IF NOT EXISTS live_log (id INTEGER PRIMARY KEY AUTOINCREMENT, match_id TEXT NOT NULL, type TEXT NOT NULL, permission TEXT, data TEXT NOT NULL);
`;

interface LogRow { id: number; match_id: string; type: StreamEntry['type']; permission: StreamEntry['permission']; data: string }

/** The safety-net interval with several processes (MATCHDAY_LIVE_POLL_MS; 0: off). */
const DEFAULT_POLL_MS = 2000;

const toEntry = (r: LogRow): StreamEntry => ({ id: Number(r.id), match_id: r.match_id, type: r.type, permission: r.permission, data: r.data });

export class SqliteLiveStore implements LiveStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #q: Record<string, StatementSync>;
  readonly #logSize: number;
  readonly #relay: CommitRelay | null;
  readonly #pollMs: number;
  #unsubscribe: (() => void) | null = null;
  #poll: NodeJS.Timeout | null = null;

  /** `relay`: default the cluster worker's IPC relay when this process is a worker, else none. */
  constructor(path: string, opts: { logSize?: number; relay?: CommitRelay | null; pollMs?: number } = {}) {
    this.#logSize = opts.logSize ?? DEFAULT_LOG_SIZE;
    this.#relay = opts.relay !== undefined ? opts.relay : path === ':memory:' ? null : workerRelay(resolve(path));
    this.#pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: 5000 });
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
    this.#db.exec(SCHEMA);
    const p = (sql: string) => this.#db.prepare(sql);
    this.#q = {
      state: p('SELECT state, stream_id FROM live_state WHERE match_id = ?'),
      states: p('SELECT state, stream_id FROM live_state'),
      lastSeq: p('SELECT last_seq FROM live_state WHERE match_id = ?'),
      putState: p(`INSERT INTO live_state (match_id, last_seq, stream_id, state) VALUES (?1, ?2, ?3, ?4)
                   ON CONFLICT (match_id) DO UPDATE SET last_seq = ?2, stream_id = ?3, state = ?4`),
      delState: p('DELETE FROM live_state WHERE match_id = ?'),
      message: p('SELECT hash, response FROM live_message WHERE match_id = ? AND seq = ?'),
      putMessage: p('INSERT INTO live_message (match_id, seq, hash, response) VALUES (?, ?, ?, ?)'),
      delMessages: p('DELETE FROM live_message WHERE match_id = ?'),
      append: p('INSERT INTO live_log (match_id, type, permission, data) VALUES (?, ?, ?, ?)'),
      trim: p('DELETE FROM live_log WHERE id <= ?'),
      head: p("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'live_log'), 0) AS head"),
      after: p('SELECT id, match_id, type, permission, data FROM live_log WHERE id > ? ORDER BY id LIMIT ?'),
    };
  }

  async getState(matchId: string): Promise<StoredState | null> {
    const r = this.#q.state!.get(matchId) as { state: string; stream_id: number } | undefined;
    return r ? { state: JSON.parse(r.state), streamId: Number(r.stream_id) } : null;
  }

  async getMessage(matchId: string, seq: number): Promise<StoredMessage | null> {
    const r = this.#q.message!.get(matchId, seq) as { hash: string; response: string } | undefined;
    return r ? { hash: r.hash, response: r.response } : null;
  }

  async commit(req: CommitRequest): Promise<CommitOutcome> {
    const db = this.#db;
    db.exec('BEGIN IMMEDIATE');
    try {
      const cur = Number((this.#q.lastSeq!.get(req.matchId) as { last_seq: number } | undefined)?.last_seq ?? 0);
      if (req.expectedSeq >= 0 && cur !== req.expectedSeq) {
        db.exec('ROLLBACK');
        return { ok: false };
      }
      const entries: StreamEntry[] = req.entries.map((e) => ({ ...e, id: Number(this.#q.append!.run(e.match_id, e.type, e.permission, e.data).lastInsertRowid) }));
      const last = entries.at(-1)?.id ?? 0;
      if (req.state === null) {
        this.#q.delState!.run(req.matchId);
        this.#q.delMessages!.run(req.matchId);
      } else {
        this.#q.putState!.run(req.matchId, req.state.last_seq, last, JSON.stringify(req.state));
        if (req.message) this.#q.putMessage!.run(req.matchId, req.message.seq, req.message.hash, req.message.response);
      }
      if (last > this.#logSize) this.#q.trim!.run(last - this.#logSize);
      db.exec('COMMIT');
      if (this.#relay && entries.length > 0) this.#relay.publish({ matchId: req.matchId, state: req.state, entries } satisfies CommitNotice);
      return { ok: true, entries };
    } catch (err) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw err;
    }
  }

  async loadStates(): Promise<StoredState[]> {
    return (this.#q.states!.all() as { state: string; stream_id: number }[]).map((r) => ({ state: JSON.parse(r.state), streamId: Number(r.stream_id) }));
  }

  async head(): Promise<number> {
    return Number((this.#q.head!.get() as { head: number }).head);
  }

  async entriesAfter(after: number, limit: number): Promise<StreamEntry[]> {
    return (this.#q.after!.all(after, limit) as unknown as LogRow[]).map(toEntry);
  }

  async subscribe(onCommit: (notice: CommitNotice) => void, onResync: () => void): Promise<void> {
    // This process's own commits reach its replica directly; the other workers' come by the relay.
    if (!this.#relay) return;
    this.#unsubscribe = this.#relay.subscribe(onCommit);
    if (this.#pollMs > 0) {
      this.#poll = setInterval(onResync, this.#pollMs);
      this.#poll.unref();
    }
  }

  async close(): Promise<void> {
    if (this.#poll) clearInterval(this.#poll);
    this.#unsubscribe?.();
    if (this.#db.isOpen) this.#db.close();
  }
}
