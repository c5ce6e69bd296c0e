/**
 * Where the handlers find the build's final payloads (src/server/api/prerender.ts), by
 * `prerenderKey(endpoint, id)`. Synchronous: a payload not found is "not prerendered" and the
 * handler computes the answer. Two implementations: a `Map` (all in memory: tests, the build, small
 * sites) and the on-demand store over the build's folder (prerendered-folder.ts, what the server uses).
 */
import type { PreparedBody } from '../http/body.ts';

export interface PrerenderedStore {
  get(key: string): PreparedBody | undefined;
  /** How many payloads the store knows. */
  readonly size: number;
}
