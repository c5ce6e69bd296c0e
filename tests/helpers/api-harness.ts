/** An in-process API over a content folder, with keys of every plan: for handler and contract tests. */
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { createApi, type ApiResponse } from '../../src/server/api/app.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import type { AccessStore } from '../../src/server/access/access-store.ts';
import { newRequestId } from '../../src/server/http/request-id.ts';
import { canonicalize } from '../../src/server/http/canonical-path.ts';

export interface Harness {
  ds: Dataset;
  store: AccessStore;
  keys: Record<'free' | 'starter' | 'pro', string>;
  get(path: string, opts?: { key?: string | null; headers?: Record<string, string>; method?: string }): Promise<ApiResponse & { json: any }>;
}

export async function datasetFrom(contentDir: string): Promise<Dataset> {
  const { raw, problems } = await loadContent(contentDir);
  if (problems.length) throw new Error(`content invalid:\n${problems.slice(0, 10).map(formatProblem).join('\n')}`);
  return buildDataset(snapshotOf(raw));
}

export async function apiHarness(contentDir: string, opts: { now?: () => Date; liveTtlMs?: number } = {}): Promise<Harness> {
  const ds = await datasetFrom(contentDir);
  const store = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  const gate = createGate({ store, plans, now: opts.now });
  const api = createApi({ ds, source: withSlots(ds, staticSource(ds)), prerendered: prerenderPayloads(ds, false), gate, openapi: buildOpenApi(), liveTtlMs: opts.liveTtlMs });
  const keys = {
    free: (await createKey(store, plans, { name: 'free', plan: 'free' })).secret,
    starter: (await createKey(store, plans, { name: 'starter', plan: 'starter' })).secret,
    pro: (await createKey(store, plans, { name: 'pro', plan: 'pro' })).secret,
  };
  return {
    ds,
    store,
    keys,
    async get(path, o = {}) {
      const url = canonicalize(path)!;
      const key = o.key === undefined ? keys.pro : o.key;
      const headers: Record<string, string> = { ...(key ? { authorization: `Bearer ${key}` } : {}), ...Object.fromEntries(Object.entries(o.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])) };
      const res = await api.handle({ method: o.method ?? 'GET', path: url.path, query: url.query, headers, requestId: newRequestId() });
      let json: unknown = null;
      if (res.body && !res.headers['Content-Encoding'] && res.headers['Content-Type']?.startsWith('application/json')) json = JSON.parse(res.body.toString('utf8'));
      return { ...res, json };
    },
  };
}
