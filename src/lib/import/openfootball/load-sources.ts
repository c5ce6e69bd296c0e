/**
 * Finds and reads the source files: the JSON matches file (a folder holding `worldcup.json`, or
 * the file itself) with its companions `<base>.squads.json`, `.teams.json`, `.stadiums.json`,
 * `.groups.json`, and the optional TXT files.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SourceError, readGroups, readMatches, readSquads, readStadiums, readTeams, type JsonSource } from './json-source.ts';
import { parseFootballTxt } from './football-txt.ts';
import { parseSquadsTxt } from './squads-txt.ts';
import { parseFolderSquad } from './squad-folder.ts';
import type { ConvertInput } from './convert.ts';

/** A missing or unusable path given on the command line. */
export class MissingInputError extends Error {}

export interface SourcePaths {
  matches: string;
  squads: string | null;
  teams: string | null;
  stadiums: string | null;
  groups: string | null;
  txt: string | null;
  squadsTxt: string | null;
  /** The per-team squad files (`worldcup/1990--italy/squads/`), spelling evidence; null without. */
  squadsDir?: string | null;
}

const COMPANIONS = ['squads', 'teams', 'stadiums', 'groups'] as const;

/** Resolves `--json` (folder or file) and checks that the files exist. */
export async function locateSources(json: string, txt: string | null, squadsTxt: string | null, squadsDir: string | null = null): Promise<SourcePaths> {
  if (!existsSync(json)) throw new MissingInputError(`--json ${json}: no such file or folder`);
  let matches = json;
  if (statSync(json).isDirectory()) {
    const names = (await readdir(json)).filter((n) => n.endsWith('.json'));
    const main = names.includes('worldcup.json') ? ['worldcup.json'] : names.filter((n) => n.split('.').length === 2);
    if (main.length !== 1)
      throw new MissingInputError(`--json ${json}: ${main.length === 0 ? 'no matches file (e.g. worldcup.json) in this folder' : `several candidate matches files (${main.join(', ')}); give the file itself`}`);
    matches = join(json, main[0]!);
  }
  const dir = dirname(matches);
  const base = basename(matches, '.json');
  const companion = (kind: string) => {
    const p = join(dir, `${base}.${kind}.json`);
    return existsSync(p) ? p : null;
  };
  for (const [flag, p] of [['--txt', txt], ['--squads-txt', squadsTxt]] as const) {
    if (p !== null && (!existsSync(p) || !statSync(p).isFile())) throw new MissingInputError(`${flag} ${p}: no such file`);
  }
  if (squadsDir !== null && (!existsSync(squadsDir) || !statSync(squadsDir).isDirectory())) throw new MissingInputError(`--squads-dir ${squadsDir}: no such folder`);
  const paths: SourcePaths = { matches, squads: null, teams: null, stadiums: null, groups: null, txt, squadsTxt, squadsDir };
  for (const kind of COMPANIONS) paths[kind] = companion(kind);
  return paths;
}

async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new SourceError(`${path} is not valid JSON: ${(err as Error).message}`);
  }
}

/** Reads and parses every source file; throws SourceError when one is unusable. */
export async function loadSources(paths: SourcePaths, shown: (p: string) => string = (p) => p): Promise<ConvertInput> {
  const m = readMatches(await readJson(paths.matches), shown(paths.matches));
  const json: JsonSource = {
    name: m.name,
    matches: m.matches,
    squads: paths.squads ? readSquads(await readJson(paths.squads), shown(paths.squads)) : null,
    teams: paths.teams ? readTeams(await readJson(paths.teams), shown(paths.teams)) : null,
    stadiums: paths.stadiums ? readStadiums(await readJson(paths.stadiums), shown(paths.stadiums)) : null,
    groups: paths.groups ? readGroups(await readJson(paths.groups), shown(paths.groups)) : null,
  };
  const txt = paths.txt ? parseFootballTxt(await readFile(paths.txt, 'utf8')) : null;
  const squadsTxt = paths.squadsTxt ? parseSquadsTxt(await readFile(paths.squadsTxt, 'utf8')) : null;
  const squadFolder = paths.squadsDir
    ? await Promise.all((await readdir(paths.squadsDir)).filter((f) => f.endsWith('.txt')).sort().map(async (f) => parseFolderSquad(f, await readFile(join(paths.squadsDir!, f), 'utf8'))))
    : null;
  if (txt && txt.matches.length === 0) throw new SourceError(`${shown(paths.txt!)} contains no match report (is it a Football.TXT match file?)`);
  if (squadsTxt && squadsTxt.squads.length === 0) throw new SourceError(`${shown(paths.squadsTxt!)} contains no squad ("== Team" headings with player lines)`);
  return {
    json,
    txt,
    squadsTxt,
    squadFolder,
    files: {
      matches: shown(paths.matches),
      squads: paths.squads ? shown(paths.squads) : '(no squads file)',
      groups: paths.groups ? shown(paths.groups) : '(no groups file)',
      teams: paths.teams ? shown(paths.teams) : '(no teams file)',
      txt: paths.txt ? shown(paths.txt) : '(no TXT)',
      squadsTxt: paths.squadsTxt ? shown(paths.squadsTxt) : '(no TXT squads)',
      squadFolder: paths.squadsDir ? shown(paths.squadsDir) : '(no squad folder)',
    },
  };
}
