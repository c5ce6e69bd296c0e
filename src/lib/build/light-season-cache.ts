/**
 * The seasons an incremental build read light (src/lib/content/light-season.ts), kept in the build's
 * cache folder so that the next build does not read and parse every unchanged season folder again for
 * the cross-season rules (docs/adr/0002-incremental-build.md, decision 11): one JSON file per season,
 * `<dir>/<slug>.json`, with the key it was read under. The key is the code hash and the season
 * folder's hash (content-state.ts): a changed folder or other code reads the season again.
 * With every shared competition (298 seasons read light) reading them took 0.84 s; taking them from
 * here 0.2 s.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { LightSeasons } from '../content/light-season.ts';
import type { RawSeason } from '../content/raw-content.ts';

interface Kept {
  key: string;
  season: RawSeason;
}

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
        return kept.key === keyOf(slug) ? kept.season : undefined;
      } catch {
        return undefined;
      }
    },
    keep(slug, season) {
      if (seasons[slug] === undefined) return;
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      writeFileSync(fileOf(slug), JSON.stringify({ key: keyOf(slug), season } satisfies Kept));
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
