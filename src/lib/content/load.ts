/**
 * Loads a content folder strictly: every file parsed, every row checked against its schema, then
 * every cross-file rule. Returns ALL problems, never stops at the first: a broken quote or a bad
 * cell leaves its row out of the rules that combine cells, while the reference and uniqueness
 * checks still see the row's valid cells (rules/context.ts `cells`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { SEASON_FILES, SHARED_FILES, competitionFile } from '../../schemas/content/index.ts';
import { readCsvFile, type ReadTolerance } from './csv-read.ts';
import { ProblemList, type Problem } from './problem.ts';
import type { RawContent, RawSeason } from './raw-content.ts';
import { checkContent, type CheckOptions } from './rules/index.ts';
import { withSuggestions } from './did-you-mean.ts';

/** What a season folder may be called: lower-case letters, digits and hyphens. */
export const SEASON_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

async function readText(path: string, shown: string, problems: ProblemList): Promise<string | null> {
  if (!existsSync(path)) {
    problems.add(shown, 0, 0, 'file is missing');
    return null;
  }
  return readFile(path, 'utf8');
}

async function loadSeason(root: string, slug: string, shownRoot: string, problems: ProblemList, tolerance: ReadTolerance): Promise<RawSeason> {
  const dir = join(root, slug);
  const path = `${shownRoot}/${slug}`;
  const compPath = `${path}/competition.json`;
  const season: RawSeason = {
    slug, path, competition: null, competitionOrigin: { file: compPath, line: 1, columns: {} },
    teams: [], venues: [], squads: [], matches: [], events: [], lineups: [], stats: [],
  };
  if (!SEASON_SLUG.test(slug)) problems.add(path, 0, 0, 'season folder names use lower-case letters, digits and hyphens');
  const compText = await readText(join(dir, 'competition.json'), compPath, problems);
  if (compText !== null) {
    let json: unknown;
    try {
      json = JSON.parse(compText.replace(/^\uFEFF/, '')); // a BOM, as some Windows editors save
    } catch (err) {
      problems.add(compPath, 1, 1, `JSON syntax error: ${(err as Error).message}`);
    }
    if (json !== undefined) {
      const result = competitionFile.safeParse(json);
      if (result.success) season.competition = result.data;
      else
        for (const issue of result.error.issues) {
          const key = issue.path.join('.') || '(file)';
          const line = compText.split('\n').findIndex((l) => l.includes(`"${String(issue.path[0])}"`)) + 1;
          problems.add(compPath, line || 1, 1, `${key}: ${issue.message}`);
        }
    }
  }
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

export interface LoadResult {
  raw: RawContent;
  problems: Problem[];
}

/**
 * Reads `root` (the content folder). Problems name files relative to the folder's parent
 * (`content/demo-2026/matches.csv`), as an editor sees them in the repository. With `now`, also
 * checks that no match is completed or in play before it kicks off (rules/played-before-now.ts).
 */
export async function loadContent(root: string, options: CheckOptions = {}): Promise<LoadResult> {
  const problems = new ProblemList();
  const shownRoot = relative(process.cwd(), root) || basename(root);
  const raw: RawContent = { tolerance: { unreadable: new Set(), rejected: new Set() }, countries: [], players: [], seasons: [] };
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    problems.add(shownRoot, 0, 0, 'content folder not found');
    return { raw, problems: problems.sorted() };
  }
  raw.partial = {};
  const c = await readText(join(root, 'countries.csv'), `${shownRoot}/countries.csv`, problems);
  if (c !== null) ({ rows: raw.countries, partial: raw.partial.countries } = readCsvFile(`${shownRoot}/countries.csv`, c, SHARED_FILES['countries.csv'], problems, raw.tolerance));
  else raw.tolerance.unreadable.add(`${shownRoot}/countries.csv`);
  const p = await readText(join(root, 'players.csv'), `${shownRoot}/players.csv`, problems);
  if (p !== null) ({ rows: raw.players, partial: raw.partial.players } = readCsvFile(`${shownRoot}/players.csv`, p, SHARED_FILES['players.csv'], problems, raw.tolerance));
  else raw.tolerance.unreadable.add(`${shownRoot}/players.csv`);
  const entries = (await readdir(root, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.isDirectory()) raw.seasons.push(await loadSeason(root, e.name, shownRoot, problems, raw.tolerance));
  }
  if (raw.seasons.length === 0) problems.add(shownRoot, 0, 0, 'no season folder found (expected content/<season>/competition.json)');
  checkContent(raw, problems, options);
  return { raw, problems: withSuggestions(problems.sorted(), raw) };
}
