/**
 * Feed ingest: one message for one match, applied exactly once. Messages of a match are applied one
 * at a time in this process (a per-match queue) and, across processes, by compare-and-set on the
 * match's last sequence number in the store. A retry of an applied message gets the original answer.
 */
import { createHash } from 'node:crypto';
import { hasTeams, type PlayedMatch } from '../../lib/dataset/dataset.ts';
import type { Dataset, Match } from '../../lib/dataset/dataset.ts';
import { idPattern } from '../../schemas/content/cells.ts';
import { applyMessage } from '../../lib/live/apply.ts';
import { ruleChecker, type RuleChecker } from '../../lib/live/check.ts';
import { ApiError } from '../../lib/errors/api-error.ts';
import { canonicalMessage, parseMessage } from '../../lib/live/messages.ts';
import { emptyState, liveMatchRow, stateSummary, type LiveMatchState } from '../../lib/live/state.ts';
import { streamEntries } from '../../lib/live/stream-entries.ts';
import { toMatchEvent } from '../../lib/api/resources.ts';
import type { LiveStore } from './live-store.ts';
import { echo } from '../../lib/errors/echo.ts';
import type { LiveReplica } from './replica.ts';

export interface IngestResult {
  /** The answer body (JSON text); the same bytes for a retried message. */
  body: string;
  /** True when the message had been applied before (a retry). */
  replayed: boolean;
  /** Stream positions of the entries this message produced (not for retries). */
  streamIds?: { first: number; last: number };
}

const unavailable = (err: unknown) =>
  err instanceof ApiError ? err : new ApiError('service_unavailable', 'The live store is unavailable; retry the same message in a few seconds (retries are safe).', null, { 'Retry-After': '2' });

export class LiveIngest {
  readonly #ds: Dataset;
  readonly #store: LiveStore;
  readonly #replica: LiveReplica;
  readonly #checker: RuleChecker;
  readonly #now: () => Date;
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(ds: Dataset, store: LiveStore, replica: LiveReplica, now: () => Date = () => new Date()) {
    this.#ds = ds;
    this.#store = store;
    this.#replica = replica;
    this.#checker = ruleChecker(ds);
    this.#now = now;
  }

  /** The content match, or 404; 409 while content does not name both teams (a fixture with slots). */
  match(matchId: string): PlayedMatch {
    const m = idPattern('match').test(matchId) ? this.#ds.matches.get(matchId) : undefined;
    if (!m) throw new ApiError('resource_not_found', `No match has the ID ${echo(matchId)}; match IDs come from GET /api/public/v1/matches.`);
    if (!hasTeams(m))
      throw new ApiError('match_state_conflict', `The teams of match ${m.id} are not in content yet (${m.home_slot ?? '?'} v ${m.away_slot ?? '?'}); publish both teams in content before its feed starts.`, null);
    return m;
  }

  /** Runs `work` after every earlier call for the same match has finished. */
  #serial<T>(matchId: string, work: () => Promise<T>): Promise<T> {
    const before = this.#queues.get(matchId) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => {});
    this.#queues.set(matchId, tail);
    void tail.then(() => {
      if (this.#queues.get(matchId) === tail) this.#queues.delete(matchId);
    });
    return run;
  }

  /** A new live state starts from what content already knows before kick-off (published line-ups). */
  #initial(m: PlayedMatch, now: string): LiveMatchState {
    const st = emptyState(m.id, now);
    if (m.status === 'completed') return st;
    const lineups = this.#ds.lineups.get(m.id) ?? [];
    const formations: Record<string, string> = {};
    if (m.home_formation) formations[m.home_team_id] = m.home_formation;
    if (m.away_formation) formations[m.away_team_id] = m.away_formation;
    return { ...st, lineups: [...lineups], formations };
  }

  /** Applies one message (the decoded JSON body) to match `matchId`. */
  async ingest(matchId: string, body: unknown): Promise<IngestResult> {
    const m = this.match(matchId);
    const msg = parseMessage(body);
    const hash = createHash('sha256').update(canonicalMessage(msg)).digest('base64url');
    return this.#serial(m.id, async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const now = this.#now().toISOString();
        const stored = await this.#store.getState(m.id).catch((e) => { throw unavailable(e); });
        const prev = stored?.state ?? this.#initial(m, now);
        if (msg.seq <= prev.last_seq) {
          const earlier = await this.#store.getMessage(m.id, msg.seq).catch((e) => { throw unavailable(e); });
          if (earlier && earlier.hash === hash) return { body: earlier.response, replayed: true };
          throw new ApiError('sequence_conflict', `seq ${msg.seq} of match ${m.id} was already used by a different message; the next seq is ${prev.last_seq + 1}.`, 'seq');
        }
        if (msg.seq > prev.last_seq + 1)
          throw new ApiError('sequence_gap', `seq ${msg.seq} is ahead of match ${m.id}: the next seq is ${prev.last_seq + 1}; send the missing messages first.`, 'seq');
        const applied = applyMessage({ ds: this.#ds, match: m, checker: this.#checker, now }, prev, msg);
        const next = applied.state;
        const row = liveMatchRow(m, next);
        const response = JSON.stringify({
          data: {
            match_id: m.id, seq: msg.seq, type: msg.type, match: stateSummary(row, next),
            ...(applied.event ? { event: toMatchEvent(this.#ds, applied.event) } : {}),
          },
        });
        const entries = streamEntries(this.#ds, m, stored?.state ?? null, next, now);
        const outcome = await this.#store
          .commit({ matchId: m.id, expectedSeq: prev.last_seq, state: next, message: { seq: msg.seq, hash, response }, entries })
          .catch((e) => { throw unavailable(e); });
        if (!outcome.ok) continue; // another process applied a message meanwhile: look again
        this.#replica.receive({ matchId: m.id, state: next, entries: outcome.entries });
        return { body: response, replayed: false, streamIds: { first: outcome.entries[0]!.id, last: outcome.entries.at(-1)!.id } };
      }
      throw new ApiError('service_unavailable', `Match ${m.id} is being written by another server at the same time; retry the same message.`, null, { 'Retry-After': '1' });
    });
  }

  /**
   * Discards the match's live state (it is content's again); its stream gets a `match` entry. With
   * `ifSeq`, only while the state's last seq is still that one (compare-and-set: the sandbox
   * scheduler discards a finished replay without racing a new replay of the match).
   */
  async reset(matchId: string, opts: { ifSeq?: number } = {}): Promise<{ discarded: boolean }> {
    const m = this.match(matchId);
    return this.#serial(m.id, async () => {
      const stored = await this.#store.getState(m.id).catch((e) => { throw unavailable(e); });
      if (!stored || (opts.ifSeq !== undefined && stored.state.last_seq !== opts.ifSeq)) return { discarded: false };
      const entries = streamEntries(this.#ds, m, stored.state, null, this.#now().toISOString());
      const outcome = await this.#store.commit({ matchId: m.id, expectedSeq: opts.ifSeq ?? -1, state: null, message: null, entries }).catch((e) => { throw unavailable(e); });
      if (!outcome.ok) return { discarded: false };
      this.#replica.receive({ matchId: m.id, state: null, entries: outcome.entries });
      return { discarded: true };
    });
  }

  /** The feed's view of a match: next expected seq and the full live state (null: none). */
  async view(matchId: string) {
    const m = this.match(matchId);
    const stored = await this.#store.getState(m.id).catch((e) => { throw unavailable(e); });
    const st = stored?.state ?? null;
    return {
      match_id: m.id,
      next_seq: (st?.last_seq ?? 0) + 1,
      match: st ? stateSummary(liveMatchRow(m, st), st) : null,
      state: st,
    };
  }
}
