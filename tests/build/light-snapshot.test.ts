/**
 * The build's light dataset for the API files (light-snapshot.ts): every season's teams, venues and
 * squads, and only the changed seasons' matches. For each season taken whole, it must give that
 * season's payloads and downloads, and every season's input key, exactly as the whole dataset does,
 * including a team whose row another season sets (the last season's row is the dataset's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { snapshotOf, type ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { writeSnapshotFile, type SnapshotWrite } from '../../src/lib/build/snapshot-file.ts';
import { lightPrefixOf, lightSnapshot } from '../../src/lib/build/light-snapshot.ts';
import { seasonInputKeys } from '../../src/lib/build/season-inputs.ts';
import { payloadEntries } from '../../src/server/api/prerender.ts';
import { exportCompetition } from '../../src/lib/export/index.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { writeLeagueFixture } from '../site/league-fixture.ts';
import { CUP_SLUG, cupSeason } from '../site/cup-fixture.ts';

let dir = '';
let snapshot: ContentSnapshot;
let write: SnapshotWrite;
let whole: Dataset;
const RENAMED = 'A name of the last season';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'light-snapshot-'));
  const root = await writeLeagueFixture((s) => {
    s[CUP_SLUG] = cupSeason();
  });
  const { raw, problems } = await loadContent(root);
  expect(problems).toEqual([]);
  snapshot = snapshotOf(raw);
  // the last season names a team otherwise: the other seasons' payloads show that row
  const last = snapshot.seasons.at(-1)!;
  last.teams = last.teams.map((t, i) => (i === 0 ? { ...t, name: RENAMED } : t));
  const { seasons, ...shared } = snapshot;
  const bySlug = new Map(seasons.map((s) => [s.slug, s]));
  write = await writeSnapshotFile(join(dir, 'snapshot.json'), join(dir, 'index.json'), shared, [...bySlug.keys()], (slug) => bySlug.get(slug), new Set());
  whole = buildDataset(snapshot);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lightDataset = (slug: string) => {
  const light = lightSnapshot(write.parts[0]!, [...write.seasonParts.keys()], (s) => write.seasonParts.get(s)!, write.index.light ?? {}, new Set([slug]));
  expect(light).not.toBeNull();
  return buildDataset(light!);
};
const payloadsOf = (ds: Dataset, seasonId: string) => new Map([...payloadEntries(ds, false, undefined, (id) => id !== seasonId)].map(([key, body]) => [key, body.json.toString()]));

describe('lightSnapshot', () => {
  it('keeps every season\'s light prefix length in the index', () => {
    expect(Object.keys(write.index.light ?? {}).sort()).toEqual(snapshot.seasons.map((s) => s.slug).sort());
  });

  it.each(['fl-1-2020-21', 'fl-1-2021-22', CUP_SLUG])('gives %s its payloads, downloads and every season\'s key as the whole dataset does', async (slug) => {
    const ds = lightDataset(slug);
    const id = [...whole.seasons.values()].find((s) => s.slug === slug)!.id;
    // the other seasons have no matches here, their teams and rows all the same
    expect(ds.matchList.every((m) => m.season_id === id)).toBe(true);
    expect([...ds.teams]).toEqual([...whole.teams]);
    expect([...whole.teams.values()].filter((t) => t.name === RENAMED)).toHaveLength(1);
    const lightKey = seasonInputKeys(ds, write.digests);
    const wholeKey = seasonInputKeys(whole, write.digests);
    for (const seasonId of whole.seasons.keys()) expect(lightKey(seasonId)).toBe(wholeKey(seasonId));
    const payloads = payloadsOf(ds, id);
    expect(payloads.size).toBeGreaterThan(0);
    expect(payloads).toEqual(payloadsOf(whole, id));
    for (const format of ['csv', 'jsonl'] as const) {
      expect(Buffer.from(await exportCompetition(ds, id, format, staticSource(ds)))).toEqual(Buffer.from(await exportCompetition(whole, id, format, staticSource(whole))));
    }
  });

  it('shows the renamed team in another season\'s payloads (the row of the last season)', () => {
    const older = [...whole.seasons.values()].find((s) => s.slug === 'fl-1-2020-21')!.id;
    expect([...payloadsOf(lightDataset('fl-1-2020-21'), older).values()].some((json) => json.includes(RENAMED))).toBe(true);
  });

  it('is null when a season left light has no prefix length', () => {
    const slugs = [...write.seasonParts.keys()];
    const { [slugs[0]!]: _gone, ...light } = write.index.light ?? {};
    expect(lightSnapshot(write.parts[0]!, slugs, (s) => write.seasonParts.get(s)!, light, new Set([slugs[1]!]))).toBeNull();
    expect(lightSnapshot(write.parts[0]!, slugs, (s) => write.seasonParts.get(s)!, light, new Set([slugs[0]!]))).not.toBeNull();
  });
});

describe('lightSnapshot of an older build\'s parts', () => {
  it('reads UTF-8 bytes as such (a part copied from a file written before the snapshot was ASCII)', () => {
    const season = { slug: 's', competition: { name: 'Süper Lig' }, teams: [{ id: 't', name: 'Fenerbahçe' }], matches: [{ id: 'm' }], events: [], lineups: [], stats: [] };
    const part = Buffer.from(JSON.stringify(season));
    const prefix = Buffer.from(JSON.stringify({ slug: 's', competition: season.competition, teams: season.teams })).length - 1;
    const head = Buffer.from('{"countries":[{"code":"TUR","name":"Türkiye"}],"players":[],"seasons":[');
    const light = lightSnapshot(head, ['s'], () => part, { s: prefix }, new Set())!;
    expect(light.countries[0]!.name).toBe('Türkiye');
    expect(light.seasons[0]!.teams[0]!.name).toBe('Fenerbahçe');
    expect(lightSnapshot(head, ['s'], () => part, {}, new Set(['s']))!.seasons[0]!.competition).toEqual({ name: 'Süper Lig' });
  });
});

describe('lightPrefixOf', () => {
  const season = { slug: 's', competition: { name: 'C "1"' }, teams: [{ id: 't', name: 'Ü' }], matches: [{ id: 'm' }], events: [], lineups: [], stats: [] };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

  it('is the length of the JSON before the matches: an object once closed', () => {
    const n = lightPrefixOf(season, part(season))!;
    expect(JSON.parse(`${part(season).toString('latin1', 0, n)}}`)).toEqual({ slug: 's', competition: { name: 'C "1"' }, teams: [{ id: 't', name: 'Ü' }] });
  });

  it('is undefined when the heavy keys do not come last, in order, or the part is another season\'s', () => {
    const { matches, ...rest } = season;
    const reordered = { matches, ...rest };
    expect(lightPrefixOf(reordered, part(reordered))).toBeUndefined();
    expect(lightPrefixOf({ ...rest }, part(rest))).toBeUndefined();
    expect(lightPrefixOf(season, part({ ...season, slug: 'other' }))).toBeUndefined();
    expect(lightPrefixOf(null, Buffer.from('null'))).toBeUndefined();
  });
});
