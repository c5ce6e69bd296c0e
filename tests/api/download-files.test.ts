/**
 * The files behind the downloads: the build writes final competitions' files at the cost of what
 * changed (export-writer.ts), the server answers them from the build and makes the others at most
 * once a minute (competition-downloads.ts).
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { writeExportsIncrementally } from '../../src/server/api/export-writer.ts';
import { openExportFolder } from '../../src/server/api/export-folder.ts';
import { competitionDownloads } from '../../src/server/api/competition-downloads.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import type { ExportFormat } from '../../src/lib/export/formats.ts';

/** The fixture with every match completed: a final competition. */
let done: Dataset;
/** The fixture as it is: in progress. */
let open: Dataset;
beforeAll(async () => {
  open = await datasetFrom(await writeFixture());
  done = await datasetFrom(await writeFixture((f) => {
    for (const m of f.season.matches) if (m.status !== 'completed') Object.assign(m, { status: 'completed', home_score: 0, away_score: 0, first_half_home: 0, first_half_away: 0, second_half_home: 0, second_half_away: 0 });
  }));
});

/** A maker that writes `<season>:<format>:<n>` and counts its calls. */
function counting() {
  const calls: string[] = [];
  const make = async (_ds: Dataset, seasonId: string, format: ExportFormat) => {
    calls.push(`${seasonId}.${format}`);
    return new TextEncoder().encode(`${seasonId}:${format}:${calls.length}`);
  };
  return { calls, make };
}

describe('the build writes the downloads of final competitions at the cost of what changed', () => {
  test('first build: every format of the final competition; none of one in progress', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'md-exports-'));
    const a = counting();
    const first = await writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's1', make: a.make });
    expect(first.written.sort()).toEqual(['season_fx-2030.csv', 'season_fx-2030.jsonl', 'season_fx-2030.sqlite']);
    expect((await readdir(dir)).sort()).toEqual(['manifest.json', 'season_fx-2030.csv.zip', 'season_fx-2030.jsonl', 'season_fx-2030.sqlite']);
    const b = counting();
    expect((await writeExportsIncrementally(await mkdtemp(join(tmpdir(), 'md-exports-')), open, { codeKey: 'c1', seasonKey: () => 's1', make: b.make })).total).toBe(0);
    expect(b.calls).toEqual([]);
  });

  test('unchanged inputs: nothing made again, bytes kept; changed content or code: made again; no longer final: removed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'md-exports-'));
    const a = counting();
    await writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's1', make: a.make });
    const bytes = await readFile(join(dir, 'season_fx-2030.sqlite'), 'utf8');
    const again = await writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's1', make: a.make });
    expect([again.total, again.written]).toEqual([3, []]);
    expect(await readFile(join(dir, 'season_fx-2030.sqlite'), 'utf8')).toBe(bytes);
    expect((await writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's2', make: a.make })).written).toHaveLength(3);
    expect((await writeExportsIncrementally(dir, done, { codeKey: 'c2', seasonKey: () => 's2', make: a.make })).written).toHaveLength(3);
    const gone = await writeExportsIncrementally(dir, open, { codeKey: 'c2', seasonKey: () => 's2', make: a.make });
    expect(gone.removed).toHaveLength(3);
    expect(await readdir(dir)).toEqual(['manifest.json']);
  });

  test('a carried competition (the build read it without its matches) keeps its entries, final or not, the manifest the same bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'md-exports-'));
    const a = counting();
    await writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's1', make: a.make });
    const manifest = await readFile(join(dir, 'manifest.json'), 'utf8');
    // the in-progress dataset, carried: its matches are not read, the last build's files stay
    const carried = await writeExportsIncrementally(dir, open, { codeKey: 'c1', seasonKey: () => 's1', make: a.make, carried: () => true });
    expect([carried.total, carried.written, carried.removed]).toEqual([3, [], []]);
    expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe(manifest);
    expect(a.calls).toHaveLength(3);
    // a carried competition with no files stays without
    const none = await mkdtemp(join(tmpdir(), 'md-exports-'));
    expect((await writeExportsIncrementally(none, done, { codeKey: 'c1', seasonKey: () => 's1', make: a.make, carried: () => true })).total).toBe(0);
    // carried, yet its inputs are not the last build's: an error, not a stale file kept
    await expect(writeExportsIncrementally(dir, done, { codeKey: 'c1', seasonKey: () => 's2', make: a.make, carried: () => true })).rejects.toThrow('taken as unchanged');
  });
});

describe('the server answers a final competition from the build, the others made at most once a minute', () => {
  test('final: the built file, never made per request', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'md-exports-'));
    const build = counting();
    await writeExportsIncrementally(dir, done, { codeKey: 'c', seasonKey: () => 's', make: build.make });
    const served = counting();
    const downloads = competitionDownloads({ ds: done, built: await openExportFolder(dir), make: served.make });
    const season = done.seasons.get('season_fx-2030')!;
    const file = await downloads.get(season, 'jsonl', staticSource(done), true);
    expect(file.bytes.toString('utf8')).toBe('season_fx-2030:jsonl:3');
    expect(file.fileName).toBe('matchday-fx-2030.jsonl');
    expect(served.calls).toEqual([]);
  });

  test('in progress: made once per minute per competition and format, and once for concurrent requests', async () => {
    let now = 1_000_000;
    const served = counting();
    const downloads = competitionDownloads({ ds: open, make: served.make, now: () => now });
    const season = open.seasons.get('season_fx-2030')!;
    const source = staticSource(open);
    const [a, b] = await Promise.all([downloads.get(season, 'csv', source, false), downloads.get(season, 'csv', source, false)]);
    expect(a.etag).toBe(b.etag);
    now += 59_000;
    await downloads.get(season, 'csv', source, false);
    expect(served.calls).toEqual(['season_fx-2030.csv']);
    await downloads.get(season, 'sqlite', source, false);
    now += 2_000;
    const later = await downloads.get(season, 'csv', source, false);
    expect(served.calls).toEqual(['season_fx-2030.csv', 'season_fx-2030.sqlite', 'season_fx-2030.csv']);
    expect(later.etag).not.toBe(a.etag);
  });
});
