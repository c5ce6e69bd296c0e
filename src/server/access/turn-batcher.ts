/**
 * Collects work items submitted during event-loop turns and runs them together. The first `submit`
 * schedules a run with setImmediate (after the I/O callbacks of this turn, so every request parsed
 * in it joins). When items kept arriving during the last turn, the run waits one more turn, at
 * most `maxWait` times: under load a batch grows with the load (one transaction serves more
 * requests) while a lone request waits for nothing. At most `maxBatch` items per call of `run`;
 * `run` answers each item's result in order; when it throws, every item of that batch rejects.
 *
 * `run` may answer `null` when it cannot run now without blocking (the store is locked by another
 * process): the batch stays first and is tried again on a later turn, so the event loop keeps
 * serving meanwhile. After `deferMs` of that, `run` is called with `mayDefer` false and must then
 * wait (or fail) itself.
 */
export type BatchRun<I, R> = (items: I[], mayDefer: boolean) => R[] | null;

export class TurnBatcher<I, R> {
  #queue: { item: I; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  #scheduled = false;
  #seen = 0;
  #waited = 0;
  /** When the first batch now queued was first refused (`run` answered null), else NaN. */
  #deferredSince = NaN;
  #retries = 0;
  readonly #run: BatchRun<I, R>;
  readonly #maxBatch: number;
  readonly #maxWait: number;
  readonly #deferMs: number;

  constructor(run: BatchRun<I, R>, opts: { maxBatch?: number; maxWait?: number; deferMs?: number } = {}) {
    this.#run = run;
    this.#maxBatch = opts.maxBatch ?? 256;
    this.#maxWait = opts.maxWait ?? 2;
    this.#deferMs = opts.deferMs ?? 1000;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        this.#seen = 0;
        this.#waited = 0;
        setImmediate(this.#turn);
      }
    });
  }

  #turn = () => {
    const n = this.#queue.length;
    const growing = n > Math.max(this.#seen, 1);
    if (Number.isNaN(this.#deferredSince) && growing && n < this.#maxBatch && this.#waited < this.#maxWait) {
      this.#seen = n;
      this.#waited++;
      setImmediate(this.#turn);
      return;
    }
    this.#drain(true);
  };

  /** Runs everything queued now, waiting for the store if needed (close). */
  drain(): void {
    this.#drain(false);
  }

  #drain(mayDefer: boolean): void {
    while (this.#queue.length > 0) {
      const batch = this.#queue.slice(0, this.#maxBatch);
      const defer = mayDefer && !(performance.now() - this.#deferredSince >= this.#deferMs);
      let results: R[] | null;
      try {
        results = this.#run(batch.map((b) => b.item), defer);
      } catch (err) {
        this.#queue.splice(0, batch.length);
        this.#deferredSince = NaN;
        for (const b of batch) b.reject(err);
        continue;
      }
      if (results === null) {
        // Not now: try again soon, first on the next turns, then every millisecond.
        if (Number.isNaN(this.#deferredSince)) [this.#deferredSince, this.#retries] = [performance.now(), 0];
        this.#scheduled = true;
        if (this.#retries++ < 20) setImmediate(this.#turn);
        else setTimeout(this.#turn, 1);
        return;
      }
      this.#queue.splice(0, batch.length);
      this.#deferredSince = NaN;
      batch.forEach((b, i) => b.resolve(results[i] as R));
    }
    this.#scheduled = false;
  }
}
