/**
 * Writes generated or imported content into a content folder: a season folder, and the shared
 * countries/players files merged by ID (existing rows are kept; a new row whose ID exists with
 * different values is reported, never overwritten — only a player's name takes a better spelling).
 * A season's matches get their `updated_at` here (match-updated-at.ts): a match whose rows are as
 * the folder being replaced has them keeps its time, a changed or new one gets the clock's.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SEASON_FILES, countryRow, playerRow } from '../../schemas/content/index.ts';
import { toCsv } from './csv-write.ts';
import type { SeasonContent, SharedContent } from './season-content.ts';
import { isBetterSpelling, sameLetters } from './name-spelling.ts';
import { stampMatches, stampText } from './match-updated-at.ts';
import { cellsOf, readMatchFiles } from './season-stamps.ts';
import { validationNow } from './validation-clock.ts';

/** The name cells of players.csv, replaced together by a better spelling of the same name. */
const NAME_CELLS = ['first_name', 'last_name', 'full_name', 'short_name'] as const;

const SEASON_KEYS: Record<keyof typeof SEASON_FILES, keyof Omit<SeasonContent, 'competition'>> = {
  'teams.csv': 'teams',
  'venues.csv': 'venues',
  'squads.csv': 'squads',
  'matches.csv': 'matches',
  'events.csv': 'events',
  'lineups.csv': 'lineups',
  'stats.csv': 'stats',
};

/**
 * Writes `content/<slug>/`. Refuses to replace an existing folder unless `overwrite`: true rewrites
 * its files (keeping their style, csv-write.ts), `'replace'` removes the folder first (so no file of
 * an earlier write lingers). Either way the matches are stamped against the folder's previous rows
 * at `now` (default: the validation clock, MATCHDAY_NOW or the real time); a row that carries an
 * `updated_at` of its own (the demo generator's) keeps it.
 */
export async function writeSeason(root: string, slug: string, season: SeasonContent, overwrite: boolean | 'replace' = false, now: () => Date = () => validationNow()): Promise<string> {
  const dir = join(root, slug);
  if (existsSync(dir) && !overwrite) throw new Error(`${dir} already exists; pass --force to replace it`);
  const previous = existsSync(dir) ? await readMatchFiles(dir) : null;
  if (overwrite === 'replace') await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const cells = { matches: season.matches.map(cellsOf), events: season.events.map(cellsOf), lineups: season.lineups.map(cellsOf), stats: season.stats.map(cellsOf) };
  const stamps = stampMatches(previous, cells, stampText(now()));
  const stamped: SeasonContent = { ...season, matches: season.matches.map((m) => ({ ...m, updated_at: stamps.get(m.id)! })) };
  await writeFile(join(dir, 'competition.json'), `${JSON.stringify(stamped.competition, null, 2)}\n`);
  for (const [file, schema] of Object.entries(SEASON_FILES)) {
    const key = SEASON_KEYS[file as keyof typeof SEASON_FILES];
    await writeFile(join(dir, file), toCsv(schema, stamped[key] as never, await previousText(join(dir, file))));
  }
  return dir;
}

/** The text of a file about to be replaced (so the rewrite keeps its style and untouched rows), or undefined. */
async function previousText(path: string): Promise<string | undefined> {
  return existsSync(path) ? readFile(path, 'utf8') : undefined;
}

/** Raw (string-valued) rows of an existing CSV text, or [] when absent. */
function readRaw(text: string | undefined): Record<string, string>[] {
  if (text === undefined) return [];
  return parse(text, { columns: true, skip_empty_lines: true, bom: true });
}

function asCells(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}

/**
 * Merges countries and players into `content/countries.csv` and `content/players.csv`.
 * Returns the conflicts (same ID, different values); conflicting rows are not written, except that
 * a player's name cells take a better spelling of the same name (more accents, same letters:
 * name-spelling.ts), in whichever order the seasons are imported; spellings are not conflicts.
 */
export async function mergeShared(root: string, shared: SharedContent): Promise<{ added: number; conflicts: string[] }> {
  await mkdir(root, { recursive: true });
  const conflicts: string[] = [];
  let added = 0;
  const merge = async (file: string, key: string, schema: typeof countryRow | typeof playerRow, rows: Record<string, unknown>[]) => {
    const path = join(root, file);
    const previous = await previousText(path);
    const existing = readRaw(previous);
    const byKey = new Map(existing.map((r) => [r[key]!, r]));
    const fresh: Record<string, string>[] = [];
    for (const row of rows.map(asCells)) {
      const old = byKey.get(row[key]!);
      if (!old) {
        fresh.push(row);
        byKey.set(row[key]!, row);
        added++;
      } else {
        // spellings of one name are not a conflict; a better one (`Luka Modric` → `Luka Modrić`) replaces the name cells
        const spelling = file === 'players.csv' && sameLetters(old.full_name ?? '', row.full_name ?? '');
        if (spelling && isBetterSpelling(old.full_name!, row.full_name!)) for (const c of NAME_CELLS) old[c] = row[c]!;
        const cells = Object.keys(schema.shape).filter((c) => !(spelling && (NAME_CELLS as readonly string[]).includes(c)));
        if (JSON.stringify(cells.map((c) => old[c])) !== JSON.stringify(cells.map((c) => row[c])))
          conflicts.push(`${file}: ${row[key]} already exists with different values; kept the existing row`);
      }
    }
    // New rows go in ID order before the first existing row with a greater ID; existing rows keep
    // their order (a file an editor sorted differently is not reshuffled).
    fresh.sort((a, b) => (a[key]! < b[key]! ? -1 : a[key]! > b[key]! ? 1 : 0));
    const merged: Record<string, string>[] = [];
    let next = 0;
    for (const row of existing) {
      while (next < fresh.length && fresh[next]![key]! < row[key]!) merged.push(fresh[next++]!);
      merged.push(row);
    }
    merged.push(...fresh.slice(next));
    await writeFile(path, toCsv(schema, merged, previous));
  };
  await merge('countries.csv', 'code', countryRow, shared.countries as never);
  await merge('players.csv', 'id', playerRow, shared.players as never);
  return { added, conflicts };
}
