/**
 * The page keys' match digests carried from one build to the next (docs/adr/0002-incremental-build.md).
 * A page key hashes each match once (page-keys.ts: the match, its events, line-ups, statistics, its
 * teams' rows, its venue and the players it names); with 93,000 matches that is 0.9 s of every
 * build's critical path, though one result changed. The page renderer (scripts/lib/render-pages.ts)
 * keeps the digests of its build; the next one takes them for every season whose digests cannot have
 * changed, and hashes only the others.
 *
 * A match's digest reads its own season's part of the snapshot, the shared part (countries,
 * players), and the rows other seasons add to what is shared by id (a team's row is the last
 * season's that lists it). So the digests of the seasons the new snapshot did not make again (their
 * bytes are the last file's) carry over only when the shared part is the same bytes, the seasons are
 * the same list, and each season made again differs from its last version in its matches, events,
 * line-ups and statistics only. Otherwise none carry over: everything is hashed, as before.
 */
import { createHash } from 'node:crypto';
import type { ContentSnapshot } from '../dataset/snapshot.ts';

type Season = ContentSnapshot['seasons'][number];

/**
 * Where the page renderer hands the site's page keys (page-keys.ts) a Map for the match digests they
 * make (match id → digest), beside those carried on the rows (carriedDigestOf): they read both before
 * hashing a match and add what they hash. Outside the renderer there is none, and the keys hash every
 * match.
 */
export { MATCH_DIGESTS } from './renderer-globals.ts';

/** The file beside the kept bundle (kept-bundle.ts KEPT_DIR) that holds them. */
export const DIGESTS_FILE = 'match-digests.json';

/**
 * The file the renderer keeps: which snapshot file it describes, and each season's digests: packed,
 * every match's digest (DIGEST_LENGTH characters) in the order of the season's matches in that
 * snapshot, one string a season, with a fingerprint of that order (orderOf: a packed season whose
 * matches come in another order carries nothing); or, for a season with a match not hashed (and in a
 * file of an older build), [match id, digest] pairs. Packed, the file of 93,000 digests is parsed in
 * 6-15 ms instead of 45-240 ms as pairs, before the renderer can start on the build's word.
 */
export interface MatchDigestsFile {
  snapshot: { size: number; mtimeMs: number };
  seasons: Record<string, PackedDigests | [matchId: string, digest: string][]>;
}

/** A season's digests packed: `digests` in match order, `order` the fingerprint of that order. */
export interface PackedDigests {
  order: string;
  digests: string;
}

/** The length of a match digest (page-keys.ts `digest`): what a packed season's string is made of. */
export const DIGEST_LENGTH = 32;

/** A fingerprint of a season's match IDs in their order. */
const orderOf = (matches: readonly { id: string }[]): string => createHash('sha256').update(matches.map((m) => m.id).join('\n')).digest('base64url').slice(0, 22);

/** What the next build compares: the last snapshot and the new one, as the renderer has them. */
export interface SnapshotChange {
  /** The last snapshot file's size and time (its index's): the kept digests must describe it. */
  last: { size: number; mtimeMs: number };
  /** Whether the shared part (everything before the seasons) is the same bytes in both files. */
  sharedSame: boolean;
  /** The season slugs of both files, in order. */
  lastSlugs: readonly string[];
  nowSlugs: readonly string[];
  /** The seasons the new snapshot made again, and both versions of each. */
  made: ReadonlySet<string>;
  lastSeason(slug: string): Season | undefined;
  nowSeason(slug: string): Season | undefined;
}

/** A season without its matches and what hangs on them: the rows it shares with other seasons. */
function outsideMatches(s: Season): string {
  const { matches: _m, events: _e, lineups: _l, stats: _s, ...rest } = s;
  return JSON.stringify(rest);
}

/** Why no digest carries over, or null when those of the seasons not made again do. */
export function notCarried(kept: MatchDigestsFile | null, change: SnapshotChange): string | null {
  if (!kept) return 'no digests kept';
  if (kept.snapshot.size !== change.last.size || kept.snapshot.mtimeMs !== change.last.mtimeMs) return 'the digests describe another snapshot';
  if (!change.sharedSame) return 'the shared content changed';
  if (change.lastSlugs.join('\n') !== change.nowSlugs.join('\n')) return 'the list of seasons changed';
  for (const slug of change.made) {
    const before = change.lastSeason(slug);
    const now = change.nowSeason(slug);
    if (!before || !now || outsideMatches(before) !== outsideMatches(now)) return `season ${slug} changed outside its matches`;
  }
  return null;
}

/**
 * Where a carried digest is kept: on the new snapshot's match row itself (a symbol, which JSON and
 * Object.keys leave out; the renderer's dataset adopts the rows, and a row copied with its slots
 * resolved keeps it, as a lookup by ID would). 92,000 entries in a Map took 0.2-0.5 s of the
 * renderer's critical path, while the build and the page-file check shared the two cores; on the
 * rows, 5 ms.
 */
const CARRIED = Symbol.for('matchday.carried-match-digest');
type Tagged = { [CARRIED]?: string };

/** The digest carried over for this match row (carryDigests), if any. */
export const carriedDigestOf = (m: object): string | undefined => (m as Tagged)[CARRIED];

/**
 * Carries the digests of every season not made again onto the new snapshot's match rows (read with
 * carriedDigestOf), or none; returns how many it carried. A season carried packed is put in `packed`
 * too: its entry holds for the next file as it is (keptDigests), the season's matches being the same.
 */
export function carryDigests(kept: MatchDigestsFile | null, change: SnapshotChange, packed?: Map<string, PackedDigests>): number {
  if (notCarried(kept, change) !== null) return 0;
  let carried = 0;
  for (const slug of change.nowSlugs) {
    if (change.made.has(slug)) continue;
    const digests = kept!.seasons[slug];
    const matches = change.nowSeason(slug)?.matches ?? [];
    if (digests && !Array.isArray(digests)) {
      // packed in the order of the season's matches in the last snapshot (the same bytes as now)
      if (digests.digests.length !== matches.length * DIGEST_LENGTH || digests.order !== orderOf(matches)) continue;
      matches.forEach((m, i) => { (m as Tagged)[CARRIED] = digests.digests.slice(i * DIGEST_LENGTH, (i + 1) * DIGEST_LENGTH); });
      carried += matches.length;
      packed?.set(slug, digests);
    } else if (digests) {
      const byId = new Map(digests);
      for (const m of matches) {
        const d = byId.get(m.id);
        if (d === undefined) continue;
        (m as Tagged)[CARRIED] = d;
        carried++;
      }
    }
  }
  return carried;
}

/**
 * The file to keep after a build: the digests carried (carriedDigestOf) or computed (`digests`) for
 * each season's matches, the seasons' matches in the snapshot's order (the order the next build reads
 * them in). A season in `packed` (carried packed: carryDigests) keeps its entry as it is.
 */
export function keptDigests(snapshot: { size: number; mtimeMs: number }, seasons: readonly { slug: string; matches: readonly { id: string }[] }[], digests: ReadonlyMap<string, string>, packed?: ReadonlyMap<string, PackedDigests>): MatchDigestsFile {
  const out: MatchDigestsFile['seasons'] = {};
  for (const s of seasons) {
    const same = packed?.get(s.slug);
    if (same) {
      out[s.slug] = same;
      continue;
    }
    const list: (string | undefined)[] = s.matches.map((m) => carriedDigestOf(m) ?? digests.get(m.id));
    out[s.slug] = list.every((d) => d !== undefined && d.length === DIGEST_LENGTH)
      ? { order: orderOf(s.matches), digests: list.join('') }
      : s.matches.flatMap((m, i): [string, string][] => (list[i] === undefined ? [] : [[m.id, list[i]!]]));
  }
  return { snapshot: { size: snapshot.size, mtimeMs: snapshot.mtimeMs }, seasons: out };
}
