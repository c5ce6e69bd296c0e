/**
 * The files behind `updated_at` (match-updated-at.ts): a season folder's matches, events, line-ups
 * and statistics read as cells, and the re-stamping of a folder a tool wrote from scratch against
 * the folder it replaces (`npm run import:all` imports into a staging copy without the season).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { matchRow } from '../../schemas/content/index.ts';
import { toCsv } from './csv-write.ts';
import { stampMatches, stampText, type Cells, type MatchFiles } from './match-updated-at.ts';

/** The four files whose rows make up a match, by their MatchFiles key. */
export const MATCH_FILES = { matches: 'matches.csv', events: 'events.csv', lineups: 'lineups.csv', stats: 'stats.csv' } as const;

/** Rows of CSV text as cells; none for text that is absent or not CSV (validation reports that). */
export function cellRows(text: string | undefined | null): Cells[] {
  if (!text) return [];
  try {
    return parse(text, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true }) as Cells[];
  } catch {
    return [];
  }
}

/** A typed row as cells: null and undefined are empty, the rest as String() writes it (what toCsv writes). */
export function cellsOf(row: object): Cells {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}

/** The match files of texts (a missing text: no rows). */
export function matchFilesOf(texts: Partial<Record<keyof MatchFiles, string | null | undefined>>): MatchFiles {
  return { matches: cellRows(texts.matches), events: cellRows(texts.events), lineups: cellRows(texts.lineups), stats: cellRows(texts.stats) };
}

/** The match files of a season folder, or null when it has no matches.csv (no such season yet). */
export async function readMatchFiles(dir: string): Promise<MatchFiles | null> {
  if (!existsSync(join(dir, MATCH_FILES.matches))) return null;
  const text = async (file: string) => (existsSync(join(dir, file)) ? readFile(join(dir, file), 'utf8') : null);
  return matchFilesOf({
    matches: await text(MATCH_FILES.matches), events: await text(MATCH_FILES.events), lineups: await text(MATCH_FILES.lineups), stats: await text(MATCH_FILES.stats),
  });
}

/**
 * Re-stamps `dir`, a season folder a tool just wrote from scratch, as if it had been written over
 * `previousDir` (the folder it will replace): the `updated_at` of every match whose rows equal the
 * ones there comes back; a changed or new match gets `now`. Returns how many matches changed.
 * Nothing is written when `dir` has no matches.csv.
 */
export async function restampSeason(previousDir: string, dir: string, now: Date): Promise<number> {
  const path = join(dir, MATCH_FILES.matches);
  const next = await readMatchFiles(dir);
  if (!next) return 0;
  const previous = await readMatchFiles(previousDir);
  // the times the tool wrote are its own "now", not a caller's choice: every match is compared
  const stamps = stampMatches(previous, { ...next, matches: next.matches.map((m) => ({ ...m, updated_at: '' })) }, stampText(now));
  const rows: Cells[] = next.matches.map((m) => ({ ...m, updated_at: stamps.get(m.id ?? '')! }));
  const text = await readFile(path, 'utf8');
  await writeFile(path, toCsv(matchRow, rows, text));
  const old = new Map((previous?.matches ?? []).map((m) => [m.id, m.updated_at]));
  return rows.filter((m) => old.get(m.id) !== m.updated_at).length;
}
