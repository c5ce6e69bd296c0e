import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareBody } from '../../src/server/http/body.ts';
import { writePayloadsIncrementally } from '../../src/server/api/payload-writer.ts';
import type { Prerendered } from '../../src/server/api/prerender.ts';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });
const fresh = () => { const d = mkdtempSync(join(tmpdir(), 'matchday-payloads-')); dirs.push(d); return d; };

/** Payloads large enough to be compressed. */
const payloads = (entries: Record<string, unknown>): Prerendered =>
  new Map(Object.entries(entries).map(([k, v]) => [k, prepareBody({ data: v, padding: 'x'.repeat(2000) })]));
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, { bytes: readFileSync(join(dir, f)).toString('base64'), mtime: statSync(join(dir, f)).mtimeMs }]));

describe('writePayloadsIncrementally', () => {
  it('writes only new and changed payloads, removes the ones gone, and leaves the others untouched', async () => {
    const dir = fresh();
    const first = await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 }, 'getMatch:match_b': { score: 2 }, 'getMatch:match_c': { score: 3 } }));
    expect(first.written.sort()).toEqual(['getMatch:match_a', 'getMatch:match_b', 'getMatch:match_c']);
    expect(JSON.parse(gunzipSync(readFileSync(join(dir, 'getMatch--match_a.json.gz'))).toString()).data).toEqual({ score: 1 });
    const before = snapshot(dir);
    await new Promise((r) => setTimeout(r, 20)); // so a rewrite would show in the modification time

    const second = await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 }, 'getMatch:match_b': { score: 5 } }));
    expect(second).toMatchObject({ total: 2, written: ['getMatch:match_b'], removed: ['getMatch:match_c'] });
    const after = snapshot(dir);
    for (const f of ['getMatch--match_a.json', 'getMatch--match_a.json.gz', 'getMatch--match_a.json.br']) expect(after[f], f).toEqual(before[f]);
    for (const f of ['getMatch--match_b.json', 'getMatch--match_b.json.gz', 'getMatch--match_b.json.br']) expect(after[f]!.bytes, f).not.toBe(before[f]!.bytes);
    expect(Object.keys(after).filter((f) => f.includes('match_c'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual({ 'getMatch:match_a': 'getMatch--match_a', 'getMatch:match_b': 'getMatch--match_b' });

    const third = await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 }, 'getMatch:match_b': { score: 5 } }));
    expect(third.written).toEqual([]);
    expect(snapshot(dir)['manifest.json']).toEqual(after['manifest.json']);
  });

  it('after a build stopped half-way (no etags.tsv) every payload is written again', async () => {
    const dir = fresh();
    await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 } }));
    writeFileSync(join(dir, 'getMatch--match_a.json'), '{"half":'); // what an interrupted write leaves
    rmSync(join(dir, 'etags.tsv'));
    const again = await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 } }));
    expect(again.written).toEqual(['getMatch:match_a']);
    expect(JSON.parse(readFileSync(join(dir, 'getMatch--match_a.json'), 'utf8')).data).toEqual({ score: 1 });
  });

  it('with groups: the payloads of a group whose key is unchanged are not made, and are kept as they were', async () => {
    const dir = fresh();
    const all = { 'getMatch:match_a1': { score: 1 }, 'getMatch:match_a2': { score: 2 }, 'getMatch:match_b1': { score: 3 }, 'getCompetitionStandings:season_b': { rows: 4 } };
    const groupOf = (key: string) => (key.includes('_a') ? 'a' : key.includes('_b') ? 'b' : null);
    const keys: Record<string, string> = { a: 'a1', b: 'b1' };
    const groups = { of: groupOf, key: (g: string) => keys[g]! };
    /** The payloads of the groups `unchanged` does not skip; records what was asked. */
    const asked: Record<string, boolean>[] = [];
    const source = (entries: Record<string, unknown>) => (unchanged: (g: string) => boolean) => {
      asked.push({ a: unchanged('a'), b: unchanged('b') });
      return payloads(Object.fromEntries(Object.entries(entries).filter(([k]) => !unchanged(groupOf(k)!))));
    };
    const first = await writePayloadsIncrementally(dir, source(all), { groups });
    expect(asked.at(-1)).toEqual({ a: false, b: false });
    expect(first.written).toHaveLength(4);
    const before = snapshot(dir);
    await new Promise((r) => setTimeout(r, 20));

    // b's inputs changed (match_b1's score): only b is made again; a is carried over, untouched
    keys.b = 'b2';
    const second = await writePayloadsIncrementally(dir, source({ ...all, 'getMatch:match_b1': { score: 5 } }), { groups });
    expect(asked.at(-1)).toEqual({ a: true, b: false });
    expect(second).toMatchObject({ total: 4, written: ['getMatch:match_b1'], removed: [] });
    const after = snapshot(dir);
    for (const f of Object.keys(before).filter((f) => f.includes('match_a'))) expect(after[f], f).toEqual(before[f]);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(JSON.parse(before['manifest.json'] ? Buffer.from(before['manifest.json'].bytes, 'base64').toString() : '{}'));

    // a's key changed and its match_a2 is gone: a is made again, match_a2 removed
    keys.a = 'a2';
    const third = await writePayloadsIncrementally(dir, source({ 'getMatch:match_a1': { score: 1 }, 'getMatch:match_b1': { score: 5 }, 'getCompetitionStandings:season_b': { rows: 4 } }), { groups });
    expect(asked.at(-1)).toEqual({ a: false, b: true });
    expect(third).toMatchObject({ total: 3, written: [], removed: ['getMatch:match_a2'] });
    expect(readdirSync(dir).filter((f) => f.includes('match_a2'))).toEqual([]);

    // after a build stopped half-way (no etags.tsv), no group counts as unchanged
    rmSync(join(dir, 'etags.tsv'));
    const fourth = await writePayloadsIncrementally(dir, source({ 'getMatch:match_a1': { score: 1 }, 'getMatch:match_b1': { score: 5 }, 'getCompetitionStandings:season_b': { rows: 4 } }), { groups });
    expect(asked.at(-1)).toEqual({ a: false, b: false });
    expect(fourth.total).toBe(3);
  });

  it('reads the ETags of an older build (etags.json, one object) once: only what changed is written, and etags.tsv replaces it', async () => {
    const dir = fresh();
    await writePayloadsIncrementally(dir, payloads({ 'getMatch:match_a': { score: 1 }, 'getMatch:match_b': { score: 2 }, 'getMatch:match_c': { score: 3 } }));
    // the folder as an older build left it: every ETag in one object, and its groups file
    const etags = Object.assign({}, ...readFileSync(join(dir, 'etags.tsv'), 'utf8').trim().split('\n').map((l) => JSON.parse(l.split('\t')[3]!) as object));
    expect(Object.keys(etags)).toHaveLength(3);
    rmSync(join(dir, 'etags.tsv'));
    writeFileSync(join(dir, 'etags.json'), JSON.stringify(etags));
    writeFileSync(join(dir, 'groups.json'), '{}');
    const before = snapshot(dir);
    await new Promise((r) => setTimeout(r, 20));
    const groups = { of: () => 'g', key: () => 'k1' };
    const next = await writePayloadsIncrementally(dir, () => payloads({ 'getMatch:match_a': { score: 1 }, 'getMatch:match_b': { score: 5 } }), { groups });
    expect(next).toMatchObject({ total: 2, written: ['getMatch:match_b'], removed: ['getMatch:match_c'] });
    expect(snapshot(dir)['getMatch--match_a.json']).toEqual(before['getMatch--match_a.json']);
    expect(readdirSync(dir).filter((f) => /^(etags|groups)\./.test(f))).toEqual(['etags.tsv']);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual({ 'getMatch:match_a': 'getMatch--match_a', 'getMatch:match_b': 'getMatch--match_b' });
  });

  it('keeps a payload that moved from one changed group to another (a match moved to another season)', async () => {
    const dir = fresh();
    const home: Record<string, string> = { 'getMatch:match_m': 'a', 'getMatch:match_a': 'a', 'getMatch:match_b': 'b' };
    const keys: Record<string, string> = { a: 'a1', b: 'b1' };
    const groups = { of: (key: string) => home[key] ?? null, key: (g: string) => keys[g]! };
    const all = { 'getMatch:match_m': { score: 1 }, 'getMatch:match_a': { score: 2 }, 'getMatch:match_b': { score: 3 } };
    await writePayloadsIncrementally(dir, () => payloads(all), { groups });
    home['getMatch:match_m'] = 'b';
    keys.a = 'a2';
    keys.b = 'b2';
    const moved = await writePayloadsIncrementally(dir, () => payloads(all), { groups });
    // written again (its ETag is looked up in the group it is in now), and above all not removed
    expect(moved).toMatchObject({ total: 3, written: ['getMatch:match_m'], removed: [] });
    expect(readdirSync(dir).filter((f) => f.startsWith('getMatch--match_m'))).toHaveLength(3);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')))).toEqual(['getMatch:match_a', 'getMatch:match_b', 'getMatch:match_m']);
  });
});
