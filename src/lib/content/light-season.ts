/**
 * A season folder read light, for partial validation (`npm run validate -- --seasons`,
 * `--changed-since`): only what the cross-season rules of rules/identity.ts read — competition.json
 * (the season ID), teams.csv (one team keeps one name and code) and the match IDs of matches.csv
 * (unique across seasons). Nothing else is read and no problem of its own is reported: the season is
 * not one the change touched, and the full validation checks it.
 */
import { join } from 'node:path';
import { SEASON_FILES } from '../../schemas/content/index.ts';
import { readCompetition, readText } from './content-files.ts';
import { readCsvFile } from './csv-read.ts';
import { readMatchIds } from './match-ids.ts';
import { ProblemList } from './problem.ts';
import type { RawSeason } from './raw-content.ts';

/**
 * Seasons read light by an earlier run (the build keeps them: src/lib/build/light-season-cache.ts),
 * so that an unchanged season folder is not read and parsed again.
 */
export interface LightSeasons {
  /** The season as read light before, if its folder (and the code that reads it) has not changed since. */
  get(slug: string): RawSeason | undefined;
  /** A season just read light. */
  keep(slug: string, season: RawSeason): void;
}

export async function loadLightSeason(root: string, slug: string, shownRoot: string): Promise<RawSeason> {
  const dir = join(root, slug);
  const path = `${shownRoot}/${slug}`;
  const ignored = new ProblemList();
  const season: RawSeason = {
    slug, path, competition: null, competitionOrigin: { file: `${path}/competition.json`, line: 1, columns: {} },
    teams: [], venues: [], squads: [], matches: [], events: [], lineups: [], stats: [],
  };
  season.competition = await readCompetition(join(dir, 'competition.json'), season.competitionOrigin.file, ignored);
  const teamsText = await readText(join(dir, 'teams.csv'), `${path}/teams.csv`, ignored);
  const teams = teamsText === null ? { rows: [], partial: [] } : readCsvFile(`${path}/teams.csv`, teamsText, SEASON_FILES['teams.csv'], ignored);
  season.teams = teams.rows;
  const matchesText = await readText(join(dir, 'matches.csv'), `${path}/matches.csv`, ignored);
  // only their IDs: partial rows, as the rules see a row whose other cells are not known
  season.partial = { teams: teams.partial, matches: matchesText === null ? [] : readMatchIds(`${path}/matches.csv`, matchesText) };
  return season;
}
