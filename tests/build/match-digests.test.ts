/**
 * The page keys' match digests carried from one build to the next (src/lib/build/match-digests.ts):
 * those of the seasons not made again carry over only while nothing they read can have changed.
 */
import { describe, expect, it } from 'vitest';
import { carriedDigestOf, carryDigests, DIGEST_LENGTH, keptDigests, notCarried, type PackedDigests, type SnapshotChange } from '../../src/lib/build/match-digests.ts';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';

type Season = ContentSnapshot['seasons'][number];
const season = (slug: string, goals: number, teamName = 'Aland'): Season => ({
  slug,
  competition: { id: `season_${slug}` },
  teams: [{ id: 'team_a', name: teamName }],
  venues: [],
  squads: [],
  matches: [{ id: `match_${slug}-1`, home_score: goals }, { id: `match_${slug}-2`, home_score: 0 }],
  events: [],
  lineups: [],
  stats: [],
}) as unknown as Season;

const FILE = { size: 100, mtimeMs: 5 };
const before = [season('a', 1), season('b', 2)];
const digestsBefore = new Map([['match_a-1', 'A1'], ['match_a-2', 'A2'], ['match_b-1', 'B1'], ['match_b-2', 'B2']]);
const kept = keptDigests(FILE, before, digestsBefore);

function change(now: Season[], made: string[], over: Partial<SnapshotChange> = {}): SnapshotChange {
  return {
    last: FILE, sharedSame: true, lastSlugs: before.map((s) => s.slug), nowSlugs: now.map((s) => s.slug), made: new Set(made),
    lastSeason: (slug) => before.find((s) => s.slug === slug), nowSeason: (slug) => now.find((s) => s.slug === slug), ...over,
  };
}

/** Carries the kept digests onto the new snapshot's rows, and reads back what each row got (match id → digest). */
function carriedDigests(k: Parameters<typeof carryDigests>[0], c: SnapshotChange): Map<string, string> {
  const count = carryDigests(k, c);
  const got = c.nowSlugs.flatMap((slug) => c.nowSeason(slug)!.matches).flatMap((m): [string, string][] => {
    const d = carriedDigestOf(m);
    return d === undefined ? [] : [[m.id, d]];
  });
  expect(count).toBe(got.length);
  return new Map(got);
}

describe('match digests carried over', () => {
  it('keeps each season\'s digests, and carries those of the seasons not made again when only matches changed', () => {
    expect(kept).toEqual({ snapshot: FILE, seasons: { a: [['match_a-1', 'A1'], ['match_a-2', 'A2']], b: [['match_b-1', 'B1'], ['match_b-2', 'B2']] } });
    const carried = carriedDigests(kept, change([season('a', 1), season('b', 3)], ['b']));
    expect([...carried]).toEqual([['match_a-1', 'A1'], ['match_a-2', 'A2']]);
  });

  it('keeps the digests carried on the rows with those the keys made, and a carried row copied keeps its digest', () => {
    const d = (x: string) => x.repeat(DIGEST_LENGTH);
    const packed = keptDigests(FILE, before, new Map([['match_a-1', d('1')], ['match_a-2', d('2')], ['match_b-1', d('3')], ['match_b-2', d('4')]]));
    const now = [season('a', 1), season('b', 3)];
    const carriedPacked = new Map<string, PackedDigests>();
    expect(carryDigests(packed, change(now, ['b']), carriedPacked)).toBe(2);
    // a season carried packed: its entry holds as it is for the next file
    expect([...carriedPacked.keys()]).toEqual(['a']);
    expect(keptDigests(FILE, now, new Map(), carriedPacked).seasons.a).toBe(packed.seasons.a);
    // as a resolved fixture is: a copy of the row
    expect(carriedDigestOf({ ...now[0]!.matches[0]! })).toBe(d('1'));
    // b was made again: the keys hashed its matches; a's are on its rows
    const next = keptDigests(FILE, now, new Map([['match_b-1', d('5')], ['match_b-2', d('6')]]));
    expect(next.seasons).toEqual({ a: { order: expect.any(String), digests: d('1') + d('2') }, b: { order: expect.any(String), digests: d('5') + d('6') } });
    // nothing is carried onto the rows of a season made again
    expect(now[1]!.matches.map(carriedDigestOf)).toEqual([undefined, undefined]);
  });

  it('carries none when a season made again changed a row other seasons share (a team\'s name)', () => {
    const c = change([season('a', 1), season('b', 2, 'Aland United')], ['b']);
    expect(notCarried(kept, c)).toBe('season b changed outside its matches');
    expect(carriedDigests(kept, c).size).toBe(0);
  });

  it('carries none when the shared content, the list of seasons or the snapshot they describe changed, or nothing was kept', () => {
    const now = [season('a', 1), season('b', 3)];
    expect(notCarried(kept, change(now, ['b'], { sharedSame: false }))).toBe('the shared content changed');
    expect(notCarried(kept, change([...now, season('c', 0)], ['b', 'c']))).toBe('the list of seasons changed');
    expect(notCarried(kept, change(now, ['b'], { last: { size: 100, mtimeMs: 6 } }))).toBe('the digests describe another snapshot');
    expect(notCarried(null, change(now, ['b']))).toBe('no digests kept');
    // a season made again that the last snapshot lacks
    expect(notCarried(kept, change(now, ['b'], { lastSeason: (slug) => (slug === 'b' ? undefined : before[0]) }))).toBe('season b changed outside its matches');
    for (const c of [change(now, ['b'], { sharedSame: false }), change(now, ['b'], { last: { size: 1, mtimeMs: 5 } })]) expect(carriedDigests(kept, c).size).toBe(0);
  });

  it('packs a season whose every match has a digest (one string, in match order) and carries it as the pairs were', () => {
    const d = (x: string) => x.repeat(DIGEST_LENGTH);
    const full = new Map([['match_a-1', d('1')], ['match_a-2', d('2')], ['match_b-1', d('3')]]);
    const packed = keptDigests(FILE, before, full);
    // b's second match has none: b stays pairs
    expect(packed.seasons).toEqual({ a: { order: expect.any(String), digests: d('1') + d('2') }, b: [['match_b-1', d('3')]] });
    expect(JSON.parse(JSON.stringify(packed))).toEqual(packed);
    expect([...carriedDigests(packed, change([season('a', 1), season('b', 3)], ['b']))]).toEqual([['match_a-1', d('1')], ['match_a-2', d('2')]]);
    expect([...carriedDigests(packed, change([season('a', 1), season('b', 2)], ['a']))]).toEqual([['match_b-1', d('3')]]);
    // packed for matches in another order, or of another length: nothing of that season carries
    const reversed = (x: Season): Season => ({ ...x, matches: [...x.matches].reverse() });
    expect(carriedDigests(packed, change([reversed(season('a', 1)), season('b', 3)], ['b'])).size).toBe(0);
    const short = { ...packed, seasons: { ...packed.seasons, a: { ...(packed.seasons.a as { order: string; digests: string }), digests: d('1') } } };
    expect(carriedDigests(short, change([season('a', 1), season('b', 3)], ['b'])).size).toBe(0);
  });
});
