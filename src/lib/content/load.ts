/**
 * Loads a content folder strictly: every file parsed, every row checked against its schema, then
 * every cross-file rule. Returns ALL problems, never stops at the first: a broken quote or a bad
 * cell leaves its row out of the rules that combine cells, while the reference and uniqueness
 * checks still see the row's valid cells (rules/context.ts `cells`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { OPTIONAL_SHARED_FILES, SEASON_FILES, SHARED_FILES } from '../../schemas/content/index.ts';
import { readCompetition, readText } from './content-files.ts';
import { readCsvFile, type ReadFile, type ReadTolerance } from './csv-read.ts';
import { ProblemList, type Problem } from './problem.ts';
import type { RawContent, RawSeason } from './raw-content.ts';
import { checkContent, type CheckOptions } from './rules/index.ts';
import { withSuggestions } from './did-you-mean.ts';
import { loadLightSeason, type LightSeasons } from './light-season.ts';
import { lightFirst, outsideLight } from './partial-scope.ts';
import type { SharedFileReads } from './shared-file-reads.ts';

/** What a season folder may be called: lower-case letters, digits and hyphens. */
export const SEASON_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

async function loadSeason(root: string, slug: string, shownRoot: string, problems: ProblemList, tolerance: ReadTolerance): Promise<RawSeason> {
  const dir = join(root, slug);
  const path = `${shownRoot}/${slug}`;
  const compPath = `${path}/competition.json`;
  const season: RawSeason = {
    slug, path, competition: null, competitionOrigin: { file: compPath, line: 1, columns: {} },
    teams: [], venues: [], squads: [], matches: [], events: [], lineups: [], stats: [],
  };
  if (!SEASON_SLUG.test(slug)) problems.add(path, 0, 0, 'season folder names use lower-case letters, digits and hyphens');
  season.competition = await readCompetition(join(dir, 'competition.json'), compPath, problems);
  const keys = { 'teams.csv': 'teams', 'venues.csv': 'venues', 'squads.csv': 'squads', 'matches.csv': 'matches',
    'events.csv': 'events', 'lineups.csv': 'lineups', 'stats.csv': 'stats' } as const;
  const partial: Record<string, unknown> = {};
  for (const [file, schema] of Object.entries(SEASON_FILES)) {
    const text = await readText(join(dir, file), `${path}/${file}`, problems);
    if (text === null) {
      tolerance.unreadable.add(`${path}/${file}`);
      continue;
    }
    const read = readCsvFile(`${path}/${file}`, text, schema, problems, tolerance);
    const key = keys[file as keyof typeof keys];
    (season as unknown as Record<string, unknown>)[key] = read.rows;
    partial[key] = read.partial;
  }
  season.partial = partial as RawSeason['partial'];
  const known = new Set(['competition.json', ...Object.keys(SEASON_FILES)]);
  for (const entry of await readdir(dir)) {
    if (!known.has(entry)) problems.add(`${path}/${entry}`, 0, 0, `unexpected file in a season folder (expected: ${[...known].join(', ')})`);
  }
  return season;
}

export interface LoadOptions extends CheckOptions {
  /** With `fully`: the seasons read light by an earlier run, taken instead of reading their folders again (and given those read now). */
  lightSeasons?: LightSeasons;
  /** The shared CSV files read before without a problem, taken instead of reading them again when their text is the same (and given those read now). */
  sharedFiles?: SharedFileReads;
}

/** A season folder read light (light-season.ts), or taken from `kept` when it has it as this folder shows it. */
async function lightSeason(root: string, slug: string, shownRoot: string, kept: LightSeasons | undefined): Promise<RawSeason> {
  const before = kept?.get(slug);
  if (before && before.path === `${shownRoot}/${slug}`) return before;
  const season = await loadLightSeason(root, slug, shownRoot);
  kept?.keep(slug, season);
  return season;
}

/** Reads every season folder of `root` light that `kept` does not have yet, and gives it to `kept`; returns how many were read. */
export async function keepLightSeasons(root: string, kept: LightSeasons): Promise<number> {
  const folders = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  let read = 0;
  const counted: LightSeasons = { get: (slug) => kept.get(slug), keep: (slug, season) => { read++; kept.keep(slug, season); } };
  for (const f of folders) await lightSeason(root, f, shownRootOf(root), counted);
  return read;
}

/** How problems name the folder: relative to the working directory (`content`), as an editor sees it. */
const shownRootOf = (root: string): string => relative(process.cwd(), root) || basename(root);

export interface LoadResult {
  raw: RawContent;
  problems: Problem[];
}

/**
 * Reads `root` (the content folder). Problems name files relative to the folder's parent
 * (`content/demo-2026/matches.csv`), as an editor sees them in the repository. With `now`, also
 * checks that no match is completed or in play before it kicks off (rules/played-before-now.ts).
 * With `fully`, partial validation (partial-scope.ts): only the season folders it names are read and
 * checked fully; the others are read light (light-season.ts), for the cross-season rules only.
 * With `lightSeasons` too, a season read light before is taken from it (when it has it as this folder
 * shows it) instead of being read again; with `sharedFiles`, a shared CSV file read before with the
 * same text (shared-file-reads.ts).
 * The optional shared file team-colors.csv is read and checked when the folder has it.
 */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { fully, lightSeasons, sharedFiles, ...checks } = options;
  const problems = new ProblemList();
  const shownRoot = shownRootOf(root);
  const raw: RawContent = { tolerance: { unreadable: new Set(), rejected: new Set() }, countries: [], players: [], seasons: [] };
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    problems.add(shownRoot, 0, 0, 'content folder not found');
    return { raw, problems: problems.sorted() };
  }
  raw.partial = {};
  /** A shared file read, or taken from `sharedFiles` when it has this text; kept there when read without a problem. */
  const readShared = <T,>(file: string, text: string, read: () => ReadFile<T>): ReadFile<T> => {
    const kept = sharedFiles?.get(file, text) as ReadFile<T> | undefined;
    if (kept) return kept;
    const before = [problems.size, raw.tolerance.unreadable.size, raw.tolerance.rejected.size];
    const done = read();
    if (sharedFiles && [problems.size, raw.tolerance.unreadable.size, raw.tolerance.rejected.size].every((n, i) => n === before[i])) sharedFiles.keep(file, text, done);
    return done;
  };
  const countriesFile = `${shownRoot}/countries.csv`;
  const c = await readText(join(root, 'countries.csv'), countriesFile, problems);
  if (c !== null) ({ rows: raw.countries, partial: raw.partial.countries } = readShared(countriesFile, c, () => readCsvFile(countriesFile, c, SHARED_FILES['countries.csv'], problems, raw.tolerance)));
  else raw.tolerance.unreadable.add(countriesFile);
  const playersFile = `${shownRoot}/players.csv`;
  const p = await readText(join(root, 'players.csv'), playersFile, problems);
  if (p !== null) ({ rows: raw.players, partial: raw.partial.players } = readShared(playersFile, p, () => readCsvFile(playersFile, p, SHARED_FILES['players.csv'], problems, raw.tolerance)));
  else raw.tolerance.unreadable.add(playersFile);
  // optional: a folder without it gives no team colours
  if (existsSync(join(root, 'team-colors.csv'))) {
    const colorsFile = `${shownRoot}/team-colors.csv`;
    const t = await readFile(join(root, 'team-colors.csv'), 'utf8');
    ({ rows: raw.teamColors, partial: raw.partial.teamColors } = readShared(colorsFile, t, () => readCsvFile(colorsFile, t, OPTIONAL_SHARED_FILES['team-colors.csv'], problems, raw.tolerance)));
  }
  const entries = (await readdir(root, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  // the seasons read light report nothing of their own: read at once, the disk reads overlap
  const light = new Map(await Promise.all(folders.filter((f) => fully && !fully.has(f)).map(async (f) => [f, await lightSeason(root, f, shownRoot, lightSeasons)] as const)));
  for (const f of folders) raw.seasons.push(light.get(f) ?? (await loadSeason(root, f, shownRoot, problems, raw.tolerance)));
  if (raw.seasons.length === 0) problems.add(shownRoot, 0, 0, 'no season folder found (expected content/<season>/competition.json)');
  checkContent(fully ? lightFirst(raw, fully) : raw, problems, { ...checks, ...(fully ? { fully } : {}) });
  const found = fully ? outsideLight(problems.sorted(), raw, fully) : problems.sorted();
  return { raw, problems: withSuggestions(found, raw) };
}
