/**
 * The tournaments of an openfootball folder (the layout of ../shared/data/openfootball: JSON in
 * `worldcup.json/<year>/`, Football.TXT in `worldcup/more/`) and the import:openfootball options
 * each one needs, for `npm run import:all`.
 *
 * The per-tournament options are those docs/imported-tournaments.md lists ("Hosts and offsets"):
 * the host country and one UTC offset for years without a stadiums file (docs/importing.md, "Venues
 * without a stadiums file"), `--league-stage "Final Round"` for 1950, and the Club World Cup 2025
 * as cwc-2025. Keep the two in step: a year found on disk but not listed here is imported without
 * extra options (the importer then says what it misses, e.g. --venue-timezone).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface TournamentOptions {
  /** `--venue-country`: the host's code (stadiums without a country, grounds without a stadiums file). */
  venueCountry?: string;
  /** `--venue-timezone`: one UTC offset for the whole tournament, only where there is no stadiums file. */
  venueTimezone?: string;
  /** `--league-stage`: rounds imported as one league table (the 1950 final round-robin). */
  leagueStages?: string[];
}

/** Options per season slug, from docs/imported-tournaments.md. */
export const TOURNAMENT_OPTIONS: Readonly<Record<string, TournamentOptions>> = {
  'wc-1930': { venueCountry: 'URU', venueTimezone: 'UTC-3' },
  'wc-1934': { venueCountry: 'ITA', venueTimezone: 'UTC+1' },
  'wc-1938': { venueCountry: 'FRA', venueTimezone: 'UTC+1' },
  'wc-1950': { venueCountry: 'BRA', venueTimezone: 'UTC-3', leagueStages: ['Final Round'] },
  'wc-1954': { venueCountry: 'SUI', venueTimezone: 'UTC+1' },
  'wc-1962': { venueCountry: 'CHI', venueTimezone: 'UTC-4' },
  'wc-1966': { venueCountry: 'ENG', venueTimezone: 'UTC+1' },
  'wc-1970': { venueCountry: 'MEX', venueTimezone: 'UTC-6' },
  'wc-1974': { venueCountry: 'FRG', venueTimezone: 'UTC+1' },
  'wc-1978': { venueCountry: 'ARG', venueTimezone: 'UTC-3' },
  'wc-1986': { venueCountry: 'MEX', venueTimezone: 'UTC-6' },
  'wc-1990': { venueCountry: 'ITA', venueTimezone: 'UTC+2' },
  'wc-1994': { venueCountry: 'USA', venueTimezone: 'UTC-4' },
  'wc-1998': { venueCountry: 'FRA', venueTimezone: 'UTC+2' },
  'wc-2002': { venueCountry: 'KOR', venueTimezone: 'UTC+9' },
  'wc-2006': { venueCountry: 'GER', venueTimezone: 'UTC+2' },
  'wc-2010': { venueCountry: 'RSA', venueTimezone: 'UTC+2' },
  'wc-2014': { venueCountry: 'BRA' },
  'wc-2018': { venueCountry: 'RUS' },
  'wc-2026': {},
  'cwc-2025': { venueCountry: 'USA', venueTimezone: 'UTC-4' },
};

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
  options: TournamentOptions;
}

/** The folder does not look like an openfootball copy. */
export class LayoutError extends Error {}

/** Every tournament under `root`, oldest first (a year's World Cup before its Club World Cup). */
export function findTournaments(root: string): Tournament[] {
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
      found.push({ slug, year, json, txt: txtFile('full'), squadsTxt: txtFile('squads'), options: TOURNAMENT_OPTIONS[slug] ?? {} });
    }
  }
  if (found.length === 0) throw new LayoutError(`${jsonRoot} has no <year>/worldcup.json or <year>/clubworldcup.json`);
  return found;
}

/** The import:openfootball arguments for one tournament (always `--force`: the bulk import replaces). */
export function importArgs(t: Tournament, content: string, report: string): string[] {
  const args = ['--json', t.json];
  if (t.txt) args.push('--txt', t.txt);
  if (t.squadsTxt) args.push('--squads-txt', t.squadsTxt);
  args.push('--slug', t.slug);
  if (t.options.venueCountry) args.push('--venue-country', t.options.venueCountry);
  if (t.options.venueTimezone) args.push('--venue-timezone', t.options.venueTimezone);
  for (const s of t.options.leagueStages ?? []) args.push('--league-stage', s);
  args.push('--content', content, '--report', report, '--force');
  return args;
}
