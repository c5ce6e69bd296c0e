/**
 * The tournaments of an openfootball folder (the layout of ../shared/data/openfootball: JSON in
 * `worldcup.json/<year>/`, Football.TXT in `worldcup/more/`, one folder `worldcup/<year>--<host>/`
 * per World Cup) and the import:openfootball options each one needs, for `npm run import:all`.
 *
 * Options come from, in this order (a later one wins):
 * 1. the files: the host from the folder name (`1990--italy` → `--venue-country ITA`,
 *    `2002--south-korea-n-japan` → KOR, the first host), by the table of associations; the venues'
 *    time zones need no option when the stadiums file or the kick-offs' UTC offsets give them
 *    (docs/importing.md, "Venues without a stadiums file");
 * 2. `TOURNAMENT_OPTIONS`: what no file says (1950's final round-robin, the Club World Cup 2025);
 * 3. the command line: `--option <year>:<name>=<value>` (year-options.ts).
 * A year found on disk that none of these describe is imported with what can be derived; when the
 * importer misses something, import:all names the `--option` to give.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { associationByName } from '../openfootball/associations.ts';

export interface TournamentOptions {
  /** `--venue-country`: the host's code (stadiums without a country, grounds without a stadiums file). */
  venueCountry?: string;
  /** `--venue-timezone`: one UTC offset for venues whose kick-offs no source writes with an offset. */
  venueTimezone?: string;
  /** `--league-stage`: rounds imported as one league table (the 1950 final round-robin). */
  leagueStages?: string[];
}

/** What no file of the tournament says, per season slug (docs/imported-tournaments.md). */
export const TOURNAMENT_OPTIONS: Readonly<Record<string, TournamentOptions>> = {
  // the final round is a round-robin; the JSON writes it like a knockout round
  'wc-1950': { leagueStages: ['Final Round'] },
  // no grounds, no host folder; the times are US Eastern (checked against published kick-offs)
  'cwc-2025': { venueCountry: 'USA', venueTimezone: 'UTC-4' },
};

export interface Host {
  /** The folder, e.g. `worldcup/2002--south-korea-n-japan`. */
  folder: string;
  /** The host part as written: `south-korea-n-japan`. */
  name: string;
  /** Team codes of the hosts the table of associations knows, in order (`KOR`, `JPN`); empty when none. */
  codes: string[];
}

/** `worldcup/<year>--<host>` of a year: the hosts named by the folder, or null without such a folder. */
export function hostOf(root: string, year: number): Host | null {
  const dir = join(root, 'worldcup');
  if (!existsSync(dir)) return null;
  const entry = readdirSync(dir).find((e) => e.startsWith(`${year}--`) && statSync(join(dir, e)).isDirectory());
  if (!entry) return null;
  const name = entry.slice(`${year}--`.length);
  // `south-korea-n-japan`: hosts joined by `-n-` (or `-and-`)
  const codes = name.split(/-(?:n|and)-/).map((part) => associationByName(part.replace(/-/g, ' '))?.code ?? null);
  return { folder: `worldcup/${entry}`, name, codes: codes.every((c) => c !== null) ? (codes as string[]) : [] };
}

/** Matches files of a year folder and the slug prefix of their seasons. */
const MATCH_FILES: readonly (readonly [file: string, prefix: string])[] = [
  ['worldcup.json', 'wc'],
  ['clubworldcup.json', 'cwc'],
];

export interface Tournament {
  /** Season slug: `wc-<year>`, `cwc-<year>`. */
  slug: string;
  year: number;
  /** The JSON matches file. */
  json: string;
  /** `worldcup/more/<year>_full.txt` and `_squads.txt` (World Cups only), when they exist. */
  txt: string | null;
  squadsTxt: string | null;
  /** The host folder (World Cups), or null. */
  host: Host | null;
  /** The host folder's per-team squad files (`worldcup/1990--italy/squads`), when it has them. */
  squadsDir?: string | null;
  options: TournamentOptions;
}

/** The folder does not look like an openfootball copy. */
export class LayoutError extends Error {}

/** The options of a tournament: derived from its host folder, then the table, then `given` (by year or slug). */
function optionsOf(slug: string, year: number, host: Host | null, given: ReadonlyMap<string, TournamentOptions>): TournamentOptions {
  const derived: TournamentOptions = host?.codes[0] ? { venueCountry: host.codes[0] } : {};
  return { ...derived, ...TOURNAMENT_OPTIONS[slug], ...given.get(String(year)), ...given.get(slug) };
}

/**
 * Every tournament under `root`, oldest first (a year's World Cup before its Club World Cup);
 * `given`: `--option` values by year or season slug (year-options.ts).
 */
export function findTournaments(root: string, given: ReadonlyMap<string, TournamentOptions> = new Map()): Tournament[] {
  const jsonRoot = join(root, 'worldcup.json');
  if (!existsSync(jsonRoot) || !statSync(jsonRoot).isDirectory()) throw new LayoutError(`${root} has no worldcup.json/ folder (the openfootball worldcup.json repository, one folder per year)`);
  const more = join(root, 'worldcup', 'more');
  const found: Tournament[] = [];
  for (const entry of readdirSync(jsonRoot).filter((e) => /^\d{4}$/.test(e)).sort()) {
    const year = Number(entry);
    for (const [file, prefix] of MATCH_FILES) {
      const json = join(jsonRoot, entry, file);
      if (!existsSync(json)) continue;
      const slug = `${prefix}-${year}`;
      const txtFile = (suffix: string) => {
        const p = join(more, `${year}_${suffix}.txt`);
        return prefix === 'wc' && existsSync(p) ? p : null;
      };
      const host = prefix === 'wc' ? hostOf(root, year) : null;
      const squads = host ? join(root, host.folder, 'squads') : null;
      const squadsDir = squads && existsSync(squads) && readdirSync(squads).some((f) => f.endsWith('.txt')) ? squads : null;
      found.push({ slug, year, json, txt: txtFile('full'), squadsTxt: txtFile('squads'), squadsDir, host, options: optionsOf(slug, year, host, given) });
    }
  }
  if (found.length === 0) throw new LayoutError(`${jsonRoot} has no <year>/worldcup.json or <year>/clubworldcup.json`);
  return found;
}

/** A World Cup the Football.TXT files report but the JSON does not have: it cannot be imported. */
export interface TxtOnlyYear {
  slug: string;
  year: number;
  /** What the copy has of it, e.g. `worldcup/more/1982_full.txt`, `worldcup/1982--spain`. */
  found: string[];
}

/**
 * Years with a match-report file (`worldcup/more/<year>_full.txt`) or a host folder
 * (`worldcup/<year>--<host>`) but no `worldcup.json/<year>/worldcup.json`: import:openfootball
 * needs the JSON (rounds, groups, grounds), so import:all reports each as failed instead of
 * leaving it out unsaid.
 */
export function txtOnlyYears(root: string): TxtOnlyYear[] {
  const dir = join(root, 'worldcup');
  if (!existsSync(dir)) return [];
  const years = new Map<number, string[]>();
  const add = (year: number, what: string) => years.set(year, [...(years.get(year) ?? []), what]);
  for (const e of readdirSync(dir)) {
    const host = /^(\d{4})--/.exec(e);
    if (host && statSync(join(dir, e)).isDirectory()) add(Number(host[1]), `worldcup/${e}`);
  }
  const more = join(dir, 'more');
  if (existsSync(more)) for (const e of readdirSync(more)) {
    const full = /^(\d{4})_full\.txt$/.exec(e);
    if (full) add(Number(full[1]), `worldcup/more/${e}`);
  }
  return [...years]
    .filter(([year]) => !existsSync(join(root, 'worldcup.json', String(year), 'worldcup.json')))
    .sort(([a], [b]) => a - b)
    .map(([year, found]) => ({ slug: `wc-${year}`, year, found: found.sort() }));
}

/** The import:openfootball arguments for one tournament (always `--force`: the bulk import replaces). */
export function importArgs(t: Tournament, content: string, report: string): string[] {
  const args = ['--json', t.json];
  if (t.txt) args.push('--txt', t.txt);
  if (t.squadsTxt) args.push('--squads-txt', t.squadsTxt);
  if (t.squadsDir) args.push('--squads-dir', t.squadsDir);
  args.push('--slug', t.slug);
  if (t.options.venueCountry) args.push('--venue-country', t.options.venueCountry);
  if (t.options.venueTimezone) args.push('--venue-timezone', t.options.venueTimezone);
  for (const s of t.options.leagueStages ?? []) args.push('--league-stage', s);
  args.push('--content', content, '--report', report, '--force');
  return args;
}
