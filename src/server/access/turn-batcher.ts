/**
 * Collects the work items submitted during one event-loop turn and runs them together: the first
 * `submit` of a turn schedules `run` with setImmediate (after the I/O callbacks of this turn, so every
 * request parsed in it joins), at most `maxBatch` items per call. `run` answers each item's result
 * in order; when it throws, every item of that batch rejects with the error.
 */
export class TurnBatcher<I, R> {
  #queue: { item: I; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  #scheduled = false;
  readonly #run: (items: I[]) => R[];
  readonly #maxBatch: number;

  constructor(run: (items: I[]) => R[], maxBatch = 256) {
    this.#run = run;
    this.#maxBatch = maxBatch;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.drain());
      }
    });
  }

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
