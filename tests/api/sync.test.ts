/**
 * Incremental sync with `updated_since` (docs/api.md "Keeping a copy in sync"): a client copies every
 * match, then one match changes through the live feed (in-process live store) and another through
 * content (a rebuild of the dataset from the edited folder, over the same live store, as a deploy),
 * and the next sync from the time of the first sees exactly those two. Every clock is the test's.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { mergeShared, writeSeason } from '../../src/lib/content/write-content.ts';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { createApi } from '../../src/server/api/app.ts';
import { prerenderPayloads } from '../../src/server/api/prerender.ts';
import { createGate } from '../../src/server/access/gate.ts';
import { loadPlans } from '../../src/server/access/plans.ts';
import { SqliteAccessStore } from '../../src/server/access/sqlite-store.ts';
import { createKey } from '../../src/server/access/key-admin.ts';
import { createLive, type Live } from '../../src/server/live/live-runtime.ts';
import { LiveIngest } from '../../src/server/live/ingest.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { newRequestId } from '../../src/server/http/request-id.ts';
import { canonicalize } from '../../src/server/http/canonical-path.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { minimalFixture, type Fixture } from '../fixtures/minimal-content.ts';
import { goal } from '../live/messages.ts';

const LIST = '/api/public/v1/matches';
/** Content written at T0; the client's first sync at T1; the live goal at T2; the content edit at T3. */
const [T0, T1, T2, T3] = ['2030-06-20T10:00:00Z', '2030-06-20T11:00:00Z', '2030-06-20T11:30:00.250Z', '2030-06-20T12:00:00Z'];

const open: Live[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

/** A server process as far as the API and the feed go: the dataset of `content`, the live store in `liveDb`. */
async function serve(content: string, liveDb: string, clock: () => Date) {
  const ds = await datasetFrom(content);
  const store = new SqliteLiveStore(liveDb);
  const live = await createLive(ds, staticSource(ds), store);
  open.push(live);
  const access = new SqliteAccessStore(':memory:');
  const plans = loadPlans();
  const api = createApi({ ds, source: withSlots(ds, live.source), prerendered: prerenderPayloads(ds, false), gate: createGate({ store: access, plans }), openapi: buildOpenApi() });
  const key = (await createKey(access, plans, { name: 'data desk', plan: 'pro' })).secret;
  return {
    feed: new LiveIngest(ds, store, live.replica, clock),
    async get(path: string) {
      const url = canonicalize(path)!;
      const res = await api.handle({ method: 'GET', path: url.path, query: url.query, headers: { authorization: `Bearer ${key}` }, requestId: newRequestId() });
      expect(res.status, res.body?.toString()).toBe(200);
      return JSON.parse(res.body!.toString('utf8'));
    },
  };
}

/** Every match changed at or after `since`, page by page, as a client pages: id → updated_at. */
async function sync(server: Awaited<ReturnType<typeof serve>>, since: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (let page = 1; ; page++) {
    const body = await server.get(`${LIST}?updated_since=${encodeURIComponent(since)}&per_page=2&page=${page}`);
    for (const m of body.data as { id: string; updated_at: string }[]) out[m.id] = m.updated_at;
    if (page * body.meta.per_page >= body.meta.total) return out;
  }
}

async function writeContent(root: string, f: Fixture, at: string): Promise<void> {
  await mergeShared(root, f.shared);
  await writeSeason(root, 'fx-2030', f.season, true, () => new Date(at));
}

describe('incremental sync with updated_since', () => {
  test('after a full copy, the next sync sees exactly the match changed live and the one changed in content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matchday-sync-'));
    const [content, liveDb] = [join(dir, 'content'), join(dir, 'live.db')];
    await writeContent(content, minimalFixture(), T0);
    let now = new Date(T0);
    const first = await serve(content, liveDb, () => now);

    // 1. From empty: everything (the epoch is before any time), each as content last changed it.
    const copy = await sync(first, '1970-01-01T00:00:00Z');
    expect(copy).toEqual({ 'match_fx-1': '2030-06-20T10:00:00.000Z', 'match_fx-2': '2030-06-20T10:00:00.000Z', 'match_fx-3': '2030-06-20T10:00:00.000Z' });
    expect(await sync(first, T1)).toEqual({});

    // 2. The feed: match_fx-2 kicks off and its home side scores.
    now = new Date(T2);
    await first.feed.ingest('match_fx-2', { seq: 1, type: 'start' });
    await first.feed.ingest('match_fx-2', goal(2, 'team_ccc', 9, 7));

    // 3. Content: the final's attendance corrected, the folder rewritten by a tool, the dataset rebuilt.
    const edited = minimalFixture();
    edited.season.matches.find((m) => m.id === 'match_fx-3')!.attendance = 41234;
    await writeContent(content, edited, T3);
    await open.pop()!.close();
    const second = await serve(content, liveDb, () => now);

    // 4. The next sync, from the time of the first: exactly those two, with the times of their changes.
    expect(await sync(second, T1)).toEqual({ 'match_fx-2': '2030-06-20T11:30:00.250Z', 'match_fx-3': '2030-06-20T12:00:00.000Z' });
    const live = (await second.get(`${LIST}/match_fx-2`)).data;
    expect(live).toMatchObject({ status: 'in_play', home_score: 1, updated_at: '2030-06-20T11:30:00.250Z' });
    expect((await second.get(`${LIST}/match_fx-3`)).data.updated_at).toBe('2030-06-20T12:00:00.000Z');
    // and from after the last change: nothing
    expect(await sync(second, '2030-06-20T12:00:00.001Z')).toEqual({});
  });
});
