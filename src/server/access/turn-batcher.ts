/**
 * Collects work items submitted during event-loop turns and runs them together. The first `submit`
 * schedules a run with setImmediate (after the I/O callbacks of this turn, so every request parsed
 * in it joins). When items kept arriving during the last turn, the run waits one more turn, at
 * most `maxWait` times: under load a batch grows with the load (one transaction serves more
 * requests) while a lone request waits for nothing. At most `maxBatch` items per call of `run`;
 * `run` answers each item's result in order; when it throws, every item of that batch rejects.
 */
export class TurnBatcher<I, R> {
  #queue: { item: I; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  #scheduled = false;
  #seen = 0;
  #waited = 0;
  readonly #run: (items: I[]) => R[];
  readonly #maxBatch: number;
  readonly #maxWait: number;

  constructor(run: (items: I[]) => R[], opts: { maxBatch?: number; maxWait?: number } = {}) {
    this.#run = run;
    this.#maxBatch = opts.maxBatch ?? 256;
    this.#maxWait = opts.maxWait ?? 2;
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
    if (growing && n < this.#maxBatch && this.#waited < this.#maxWait) {
      this.#seen = n;
      this.#waited++;
      setImmediate(this.#turn);
      return;
    }
    this.drain();
  };

  /** Runs everything queued now (also called on close). */
  drain(): void {
    this.#scheduled = false;
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      let results: R[];
      try {
        results = this.#run(batch.map((b) => b.item));
      } catch (err) {
        for (const b of batch) b.reject(err);
        continue;
      }
      batch.forEach((b, i) => b.resolve(results[i] as R));
    }
  }
}
