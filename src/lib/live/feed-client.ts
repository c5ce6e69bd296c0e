/**
 * A small client of the feed API (docs/live.md) for the replay CLI, live:export and the benchmark.
 * Retries network failures and 503s with the same message: retries are safe, the server applies a
 * message once.
 */
import type { FeedMessage } from './messages.ts';
import type { LiveMatchState } from './state.ts';

export class FeedClientError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface FeedView {
  match_id: string;
  next_seq: number;
  match: Record<string, unknown> | null;
  state: LiveMatchState | null;
}

export function feedClient(baseUrl: string, key: string, opts: { retries?: number } = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  const retries = opts.retries ?? 5;

  async function call(method: string, path: string, body?: unknown): Promise<{ json: any; headers: Headers }> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/feed/v1${path}`, {
          method,
          headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (err) {
        if (attempt >= retries) throw new FeedClientError(0, 'network', `cannot reach ${base}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      const text = await res.text();
      const json = text ? JSON.parse(text) : null;
      if (res.ok) return { json, headers: res.headers };
      if (res.status === 503 && attempt < retries) {
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      throw new FeedClientError(res.status, json?.error?.code ?? 'unknown', json?.error?.message ?? `HTTP ${res.status}`);
    }
  }

  return {
    /**
     * Sends one message; returns the answer's `data`, whether it was a retry of an applied message,
     * and the stream positions it produced (`Stream-Ids`, absent for retries).
     */
    async send(matchId: string, message: FeedMessage): Promise<{ data: any; replayed: boolean; streamIds: [number, number] | null }> {
      const { json, headers } = await call('POST', `/matches/${encodeURIComponent(matchId)}/messages`, message);
      const ids = /^(\d+)-(\d+)$/.exec(headers.get('stream-ids') ?? '');
      return { data: json.data, replayed: headers.get('idempotent-replayed') === 'true', streamIds: ids ? [Number(ids[1]), Number(ids[2])] : null };
    },
    async view(matchId: string): Promise<FeedView> {
      return (await call('GET', `/matches/${encodeURIComponent(matchId)}`)).json.data;
    },
    async discard(matchId: string): Promise<boolean> {
      return (await call('DELETE', `/matches/${encodeURIComponent(matchId)}`)).json.data.discarded;
    },
  };
}

export type FeedClient = ReturnType<typeof feedClient>;
