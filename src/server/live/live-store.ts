/**
 * Where live match states live. Two implementations: the embedded SQLite file (default, one server
 * process) and Redis (several processes; pub/sub tells every process about every commit).
 *
 * A commit is one atomic step: check the match's last applied sequence number (compare-and-set),
 * store the new state and the message's answer (for idempotent retries), and append the stream
 * entries to the bounded replay log, numbering them with the next stream positions.
 */
import type { LiveMatchState } from '../../lib/live/state.ts';
import type { StreamEntry, StreamEntryDraft } from '../../lib/live/stream-entries.ts';

export interface StoredState {
  state: LiveMatchState;
  /** Stream position of the last entry of the commit that wrote this state. */
  streamId: number;
}

export interface StoredMessage {
  /** Hash of the canonical message text. */
  hash: string;
  /** The answer body given when it was applied. */
  response: string;
}

export interface CommitRequest {
  matchId: string;
  /** The `last_seq` the change was computed from; -1: unconditional (discarding a match). */
  expectedSeq: number;
  /** The new state, or null to discard the match's live state and its message log. */
  state: LiveMatchState | null;
  message: ({ seq: number } & StoredMessage) | null;
  entries: StreamEntryDraft[];
}

/** What every process learns about a commit (its own, and on Redis everyone else's). */
export interface CommitNotice {
  matchId: string;
  state: LiveMatchState | null;
  /** Numbered entries, ascending; the state belongs to the last. */
  entries: StreamEntry[];
}

export type CommitOutcome = { ok: true; entries: StreamEntry[] } | { ok: false };

export interface LiveStore {
  readonly kind: 'embedded' | 'redis';
  getState(matchId: string): Promise<StoredState | null>;
  getMessage(matchId: string, seq: number): Promise<StoredMessage | null>;
  commit(req: CommitRequest): Promise<CommitOutcome>;
  /** Every stored state (start-up of a replica). */
  loadStates(): Promise<StoredState[]>;
  /** The last stream position handed out (0: none yet). */
  head(): Promise<number>;
  /** Log entries with position > `after`, ascending, at most `limit`. */
  entriesAfter(after: number, limit: number): Promise<StreamEntry[]>;
  /**
   * Calls `onCommit` for every commit announced on the shared channel (Redis: every process's, this
   * one's included; embedded: never, the process's own commits reach its replica directly) and
   * `onResync` after the channel was interrupted (entries may have been missed; read the log).
   */
  subscribe(onCommit: (notice: CommitNotice) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_LOG_SIZE = 10_000;
