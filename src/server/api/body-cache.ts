/**
 * Ready bodies of list pages, per query, for as long as the data they were made from is the same
 * object: the match list (the live overlay makes a new list with every change) or the player list
 * (fixed while a dataset is served). At most `max` queries per owner, the oldest dropped first, so
 * arbitrary query strings cannot grow memory without bound.
 */
import type { PreparedBody } from '../http/body.ts';

export class BodyCache<Owner extends object> {
  readonly #byOwner = new WeakMap<Owner, Map<string, PreparedBody>>();
  readonly #max: number;

  constructor(max = 512) {
    this.#max = max;
  }

  get(owner: Owner, query: string, make: () => PreparedBody): PreparedBody {
    let bodies = this.#byOwner.get(owner);
    if (!bodies) this.#byOwner.set(owner, (bodies = new Map()));
    let body = bodies.get(query);
    if (!body) {
      body = make();
      if (bodies.size >= this.#max) bodies.delete(bodies.keys().next().value!);
      bodies.set(query, body);
    }
    return body;
  }
}

/** A stable, unambiguous key of a parsed query: its defined entries in key order, as JSON. */
export function queryKey(q: object): string {
  return JSON.stringify(Object.entries(q).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
