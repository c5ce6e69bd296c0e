/**
 * Every completed match of the demo content and of the imported real World Cup 2026 replays through
 * the ingest (messages validated by the content schemas and rules at every step) and ends with
 * exactly the content's rows: the match row, events, line-ups and stats.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { eventsRecorded } from '../../src/schemas/content/index.ts';
import { exportRows } from '../../src/lib/live/export.ts';
import { replayPlan } from '../../src/lib/live/replay-plan.ts';
import { createLive } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';
import { REPO, runScript } from '../helpers/server-process.ts';

async function replayAll(content: string): Promise<number> {
  const ds = await datasetFrom(content);
  const store = new SqliteLiveStore(':memory:');
  const live = await createLive(ds, staticSource(ds), store);
  // A match whose source lacks goals (events_recorded false) cannot replay to its score.
  const completed = ds.matchList.filter((m) => m.status === 'completed' && eventsRecorded(m));
  try {
    for (const m of completed) {
      const plan = replayPlan(ds, m.id);
      for (const [i, p] of plan.entries()) {
        try {
          await live.ingest.ingest(m.id, { ...p.message, seq: i + 1 });
        } catch (err) {
          throw new Error(`${m.id}: message ${i + 1} (${JSON.stringify(p.message).slice(0, 200)}) refused: ${(err as Error).message}`);
        }
      }
      const st = (await store.getState(m.id))!.state;
      const rows = exportRows(m, st);
      const { season_id: _s, updated_at: _u, ...row } = m;
      const { updated_at, ...match } = rows.match;
      expect(match, m.id).toEqual(row);
      expect(updated_at, m.id).toBe(st.updated_at); // live, the match last changed with its last feed message
      expect(rows.events, m.id).toEqual([...(ds.events.get(m.id) ?? [])].sort((a, b) => a.seq - b.seq));
      expect(rows.lineups, m.id).toEqual(ds.lineups.get(m.id) ?? []);
      expect(rows.stats, m.id).toEqual(ds.stats.get(m.id) ?? []);
    }
  } finally {
    await live.close();
  }
  return completed.length;
}

describe('every completed match replays to exactly its content', () => {
  test('demo content (content/)', async () => {
    expect(await replayAll(join(REPO, 'content'))).toBeGreaterThan(50);
  }, 120_000);

  test('the imported real FIFA World Cup 2026 (openfootball)', async () => {
    requireRealData(['openfootball-2026', 'worldcup.json']);
    const source = realData('openfootball-2026');
    await mkdir(join(REPO, '.tmp'), { recursive: true });
    const scratch = await mkdtemp(join(REPO, '.tmp', 'live-wc2026-'));
    const content = join(scratch, 'content');
    const imported = await runScript('import-openfootball', [
      '--json', source, '--txt', join(source, 'txt', '2026_full.txt'), '--squads-txt', join(source, 'txt', '2026_squads.txt'),
      '--slug', 'wc-2026', '--name', 'World Cup', '--year', '2026', '--content', content,
    ]);
    expect(imported.code, imported.stderr + imported.stdout).toBe(0);
    try {
      expect(await replayAll(content)).toBe(104);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 180_000);
});
