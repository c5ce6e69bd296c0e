/**
 * Embedded slot claims: a table in the sandbox's SQLite file (its own connection). One server
 * process per data folder, so its owner name can stay the same across restarts (the restarted
 * process takes its slots back at once).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { DONE, type SlotClaims } from './slot-claims.ts';

export class SqliteSlotClaims implements SlotClaims {
  readonly #db: DatabaseSync;
  readonly #q: Record<string, StatementSync>;
  readonly #now: () => number;

  constructor(path: string, now: () => number = Date.now) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: 5000 });
    this.#db.exec('PRAGMA journal_mode = WAL;');
    this.#db.exec('CREATE TABLE IF NOT EXISTS sandbox_claims (slot TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL)');
    this.#now = now;
    const p = (sql: string) => this.#db.prepare(sql);
    this.#q = {
      // Takes the slot when free, expired, or already this owner's (and not done).
      claim: p(`INSERT INTO sandbox_claims (slot, owner, expires_at) VALUES (?1, ?2, ?3)
                ON CONFLICT (slot) DO UPDATE SET owner = ?2, expires_at = ?3
                WHERE sandbox_claims.expires_at <= ?4 OR (sandbox_claims.owner = ?2 AND sandbox_claims.owner <> '${DONE}')`),
      owner: p('SELECT owner FROM sandbox_claims WHERE slot = ?'),
      finish: p(`INSERT INTO sandbox_claims (slot, owner, expires_at) VALUES (?1, '${DONE}', ?2)
                 ON CONFLICT (slot) DO UPDATE SET owner = '${DONE}', expires_at = ?2`),
      sweep: p('DELETE FROM sandbox_claims WHERE expires_at <= ?'),
    };
  }

  async claim(slot: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = this.#now();
    this.#q.claim!.run(slot, owner, now + ttlMs, now);
    return (this.#q.owner!.get(slot) as { owner: string } | undefined)?.owner === owner;
  }

  async finish(slot: string, keepMs: number): Promise<void> {
    const now = this.#now();
    this.#q.finish!.run(slot, now + keepMs);
    this.#q.sweep!.run(now);
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
