/**
 * Which process runs a sandbox slot's replay: a lease per slot. The holder renews it while the
 * replay runs; when the holder dies, the lease runs out and another process (or the restarted one)
 * takes the slot over and resumes the replay where the store has it. A finished slot is marked done,
 * so it is never run twice. Two implementations: embedded (a table in the sandbox's SQLite file) and
 * Redis (SET with expiry, one Lua step).
 */
export interface SlotClaims {
  /**
   * Takes the lease on `slot` for `owner`, or renews it when `owner` holds it; for `ttlMs`. True when
   * `owner` holds it now; false when another owner holds a lease that has not run out, or the slot
   * is done.
   */
  claim(slot: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Marks the slot done (no owner takes it again) for `keepMs`. */
  finish(slot: string, keepMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Owner value of a finished slot (owner names never start with `#`). */
export const DONE = '#done';
