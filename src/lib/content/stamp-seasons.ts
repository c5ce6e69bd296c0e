/**
 * `npm run diff -- --stamp`: after a hand edit, sets `updated_at` in the season folders of a content
 * folder, comparing each with the same folder in a base version (the base branch): a match whose
 * rows changed (or that is new) and whose `updated_at` did not move gets `now`; an empty cell is
 * filled (with the base's time when the match did not change). A time the editor moved is kept.
 * Only `updated_at` cells of matches.csv are rewritten, every other byte of the file stays.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchRow } from '../../schemas/content/index.ts';
import { toCsv } from './csv-write.ts';
import { stampMatches, stampText, type MatchFiles } from './match-updated-at.ts';
import { MATCH_FILES, matchFilesOf } from './season-stamps.ts';

export interface SeasonStamped {
  /** Season folder name. */
  season: string;
  /** Matches given a new `updated_at`, in file order. */
  matches: string[];
}

type Texts = Record<keyof MatchFiles, string | null>;

async function textsOf(dir: string): Promise<Texts> {
  const out = {} as Texts;
  for (const [key, file] of Object.entries(MATCH_FILES)) out[key as keyof MatchFiles] = existsSync(join(dir, file)) ? await readFile(join(dir, file), 'utf8') : null;
  return out;
}

/** Stamps one season folder against its base version (null: none, a new season); returns the matches stamped. */
export async function stampSeason(dir: string, baseDir: string | null, now: Date): Promise<string[]> {
  const texts = await textsOf(dir);
  if (texts.matches === null) return [];
  const base = baseDir && existsSync(join(baseDir, MATCH_FILES.matches)) ? await textsOf(baseDir) : null;
  const next = matchFilesOf(texts);
  const same = base !== null && (Object.keys(MATCH_FILES) as (keyof MatchFiles)[]).every((k) => base[k] === texts[k]);
  // nothing changed since the base: only empty cells to fill, without comparing rows
  if (same && next.matches.every((m) => (m.updated_at ?? '') !== '')) return [];
  const stamps = stampMatches(base ? matchFilesOf(base) : null, next, stampText(now));
  const stamped = next.matches.filter((m) => stamps.get(m.id ?? '') !== (m.updated_at ?? '')).map((m) => m.id ?? '');
  if (stamped.length === 0) return [];
  const rows = next.matches.map((m) => ({ ...m, updated_at: stamps.get(m.id ?? '')! }));
  await writeFile(join(dir, MATCH_FILES.matches), toCsv(matchRow, rows, texts.matches));
  return stamped;
}

/** Stamps every season folder of `root` against the same folder under `baseRoot` (null: no base). */
export async function stampSeasons(root: string, baseRoot: string | null, now: Date): Promise<SeasonStamped[]> {
  const out: SeasonStamped[] = [];
  const folders = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const season of folders) {
    const matches = await stampSeason(join(root, season), baseRoot ? join(baseRoot, season) : null, now);
    if (matches.length > 0) out.push({ season, matches });
  }
  return out;
}
