/**
 * The seasons an incremental build read light, kept for the next build (src/lib/build/light-season-cache.ts):
 * taken only while the season folder and the code are the same, and the cross-season rules find the
 * same problems with them as without.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { lightSeasonCache } from '../../src/lib/build/light-season-cache.ts';
import { contentState } from '../../src/lib/build/content-state.ts';
import { keepLightSeasons, loadContent } from '../../src/lib/content/load.ts';
import { loadLightSeason } from '../../src/lib/content/light-season.ts';
import type { RawSeason } from '../../src/lib/content/raw-content.ts';
import { edit, twoDemoSeasons } from '../content/two-demo-seasons.ts';

const NOW = new Date('2027-12-31T00:00:00Z');
const cacheDir = () => join(mkdtempSync(join(tmpdir(), 'md-light-')), 'light-seasons');

/** The problems of a partial validation of `fully`, with the seasons read light taken from (and given to) `cache`. */
async function problems(root: string, fully: string[], cache?: ReturnType<typeof lightSeasonCache>): Promise<string[]> {
  const { problems: found } = await loadContent(root, { now: NOW, fully: new Set(fully), ...(cache ? { lightSeasons: cache } : {}) });
  return found.map((p) => `${p.file}:${p.line}: ${p.message}`);
}

describe('lightSeasonCache', () => {
  test('a season kept is given back as it was read, while its folder and the code are the same', async () => {
    const root = await twoDemoSeasons();
    const dir = cacheDir();
    const state = await contentState(root, 'code', NOW);
    const season = await loadLightSeason(root, 'demo-2026', 'content');
    lightSeasonCache(dir, 'code', state.seasons).keep('demo-2026', season);
    expect(lightSeasonCache(dir, 'code', state.seasons).get('demo-2026')).toEqual(season);
    // its match-ID rows are kept packed: the matches file's path once, not once a row
    const ids = season.partial?.matches ?? [];
    expect(ids.length).toBeGreaterThan(10);
    expect(readFileSync(join(dir, 'demo-2026.json'), 'utf8').split(ids[0]!.origin.file).length - 1).toBe(1);
    expect(lightSeasonCache(dir, 'code', state.seasons).get('demo-2027')).toBeUndefined(); // never kept
    expect(lightSeasonCache(dir, 'other code', state.seasons).get('demo-2026')).toBeUndefined();
    await edit(root, 'demo-2026/teams.csv', 'team_qcl,Caledor,QCL', 'team_qcl,Caledoria,QCL');
    const changed = await contentState(root, 'code', NOW);
    expect(lightSeasonCache(dir, 'code', changed.seasons).get('demo-2026')).toBeUndefined();
    expect(lightSeasonCache(dir, 'code', changed.seasons).get('demo-2027')).toBeUndefined();
  });

  test('match-ID rows of another shape are kept as they are', async () => {
    const dir = cacheDir();
    const cache = lightSeasonCache(dir, 'code', { 'a-2020': 'h1' });
    const origin = (line: number, file = 'content/a-2020/matches.csv') => ({ file, line, columns: { id: 1 } });
    const season = { slug: 'a-2020', partial: { matches: [{ value: { id: 'match_1' }, origin: origin(2) }, { value: { id: 'match_2', match_number: 2 }, origin: origin(3) }] } } as unknown as RawSeason;
    cache.keep('a-2020', season);
    expect(cache.get('a-2020')).toEqual(season);
    const twoFiles = { slug: 'a-2020', partial: { matches: [{ value: { id: 'match_1' }, origin: origin(2) }, { value: { id: 'match_2' }, origin: origin(3, 'other.csv') }] } } as unknown as RawSeason;
    cache.keep('a-2020', twoFiles);
    expect(cache.get('a-2020')).toEqual(twoFiles);
  });

  test('an unreadable file is a season not kept; prune removes the seasons no longer in the content', async () => {
    const dir = cacheDir();
    const cache = lightSeasonCache(dir, 'code', { 'a-2020': 'h1', 'b-2021': 'h2' });
    cache.keep('a-2020', { slug: 'a-2020' } as RawSeason);
    cache.keep('b-2021', { slug: 'b-2021' } as RawSeason);
    cache.keep('c-2022', { slug: 'c-2022' } as RawSeason); // not in the content: not kept
    expect(readdirSync(dir).sort()).toEqual(['a-2020.json', 'b-2021.json']);
    writeFileSync(join(dir, 'a-2020.json'), '{"key":');
    expect(cache.get('a-2020')).toBeUndefined();
    expect(cache.get('b-2021')).toEqual({ slug: 'b-2021' });
    cache.prune(['b-2021']);
    expect(readdirSync(dir)).toEqual(['b-2021.json']);
  });
});

describe('loadContent with the kept light seasons', () => {
  test('an unchanged season is taken from the cache, not read again: what the cache holds is what the rules see', async () => {
    const root = await twoDemoSeasons();
    const dir = cacheDir();
    const state = await contentState(root, 'code', NOW);
    const cache = lightSeasonCache(dir, 'code', state.seasons);
    expect(await keepLightSeasons(root, cache)).toBe(2);
    expect(await keepLightSeasons(root, cache)).toBe(0);
    // the kept demo-2026 says another name for a team demo-2027 has: the partial validation reports
    // it, so the rules read the kept season and not the folder (whose teams.csv agrees)
    const kept = cache.get('demo-2026')!;
    const renamed = JSON.parse(JSON.stringify(kept).replaceAll('"Caledor"', '"Caledoria"')) as RawSeason;
    cache.keep('demo-2026', renamed);
    expect(await problems(root, ['demo-2027'], cache)).toEqual([expect.stringMatching(/demo-2027\/teams\.csv:2: team team_qcl is "Caledor" \(QCL\) here but "Caledoria" \(QCL\) in .*demo-2026\/teams\.csv/)]);
    expect(await problems(root, ['demo-2027'])).toEqual([]);
  });

  test('the same problems with and without the cache, and a changed season is read again', async () => {
    const root = await twoDemoSeasons();
    const dir = cacheDir();
    let seasons = (await contentState(root, 'code', NOW)).seasons;
    const cache = () => lightSeasonCache(dir, 'code', seasons);
    await keepLightSeasons(root, cache());
    // a match ID of demo-2027 used again in demo-2026, which is then read light for demo-2027's check
    await edit(root, 'demo-2026/matches.csv', 'match_demo-2026-104', 'match_demo-2027-104');
    seasons = (await contentState(root, 'code', NOW)).seasons;
    const without = await problems(root, ['demo-2027']);
    expect(without).toEqual([expect.stringContaining('duplicate match ID match_demo-2027-104')]);
    expect(await problems(root, ['demo-2027'], cache())).toEqual(without);
    // demo-2026 was read again (its folder changed) and kept as it is now
    expect(cache().get('demo-2026')!.partial!.matches!.map((m) => m.value.id)).toContain('match_demo-2027-104');
  });
});
