/**
 * The seasons an incremental build read light (src/lib/content/light-season.ts), kept in the build's
 * cache folder so that the next build does not read and parse every unchanged season folder again for
 * the cross-season rules (docs/adr/0002-incremental-build.md, decision 11): one JSON file per season,
 * `<dir>/<slug>.json`, with the key it was read under. The key is the code hash and the season
 * folder's hash (content-state.ts): a changed folder or other code reads the season again.
 * With every shared competition (298 seasons read light) reading them took 0.84 s; taking them from
 * here 0.2 s. A season's match-ID rows (92,691 at scale) are kept packed, their file once
 * (packMatchIds): as rows, each with its file's path, they were most of the 16 MB read and parsed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { LightSeasons } from '../content/light-season.ts';
import type { RawSeason } from '../content/raw-content.ts';

interface Kept {
  key: string;
  season: RawSeason;
  /** The season's match-ID rows (its `partial.matches`), packed; absent: they are in `season`. */
  matchIds?: PackedIds;
}

/** Match-ID rows of one file: each row's ID, line and column. */
interface PackedIds {
  file: string;
  ids: string[];
  lines: number[];
  columns: number[];
}

type IdRow = NonNullable<NonNullable<RawSeason['partial']>['matches']>[number];

/** The rows packed, when each is a match ID of one file (what light-season.ts reads); else null. */
function packMatchIds(rows: readonly IdRow[]): PackedIds | null {
  const file = rows[0]?.origin.file;
  if (file === undefined) return null;
  const packed: PackedIds = { file, ids: [], lines: [], columns: [] };
  for (const r of rows) {
    const { value, origin } = r;
    const column = origin.columns.id;
    if (origin.file !== file || typeof value.id !== 'string' || Object.keys(value).length !== 1 || column === undefined || Object.keys(origin.columns).length !== 1 || Object.keys(origin).length !== 3) return null;
    packed.ids.push(value.id);
    packed.lines.push(origin.line);
    packed.columns.push(column);
  }
  return packed;
}

const unpackMatchIds = ({ file, ids, lines, columns }: PackedIds): IdRow[] => ids.map((id, i) => ({ value: { id }, origin: { file, line: lines[i]!, columns: { id: columns[i]! } } }));

export interface LightSeasonCache extends LightSeasons {
  /** Removes the files of seasons that are not in `slugs` (folders removed from the content). */
  prune(slugs: Iterable<string>): void;
}

/**
 * The cache in `dir` for a content folder whose seasons have the hashes `seasons` (content-state.ts),
 * read by code of hash `code`. A file that cannot be read or parsed is a season not kept.
 */
export function lightSeasonCache(dir: string, code: string, seasons: Readonly<Record<string, string>>): LightSeasonCache {
  const keyOf = (slug: string) => createHash('sha256').update(`${code}\n${seasons[slug] ?? ''}`).digest('base64url');
  const fileOf = (slug: string) => join(dir, `${slug}.json`);
  let made = false;
  return {
    get(slug) {
      if (seasons[slug] === undefined) return undefined;
      try {
        const kept = JSON.parse(readFileSync(fileOf(slug), 'utf8')) as Kept;
        if (kept.key !== keyOf(slug)) return undefined;
        if (kept.matchIds) kept.season.partial = { ...kept.season.partial, matches: unpackMatchIds(kept.matchIds) };
        return kept.season;
      } catch {
        return undefined;
      }
    },
    keep(slug, season) {
      if (seasons[slug] === undefined) return;
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      const packed = packMatchIds(season.partial?.matches ?? []);
      const { matches: _, ...partial } = season.partial ?? {};
      const kept: Kept = packed ? { key: keyOf(slug), season: { ...season, partial }, matchIds: packed } : { key: keyOf(slug), season };
      writeFileSync(fileOf(slug), JSON.stringify(kept));
    },
    prune(slugs) {
      const keep = new Set([...slugs].map((s) => `${s}.json`));
      let files: string[];
      try {
        files = readdirSync(dir);
      } catch {
        return;
      }
      for (const f of files) if (!keep.has(f)) rmSync(join(dir, f), { force: true });
    },
  };
}
