/**
 * `import:all --option <year>:<name>=<value>`: the import:openfootball options of one tournament
 * that cannot be derived from the files (a host the folder name does not identify, a UTC offset no
 * source writes, a round to import as a league stage), and the hint a failure gives for them.
 */
import type { TournamentOptions } from './tournaments.ts';

/** Option names (import:openfootball's, without `--`) → the field they set. */
const NAMES = { 'venue-country': 'venueCountry', 'venue-timezone': 'venueTimezone', 'league-stage': 'leagueStages' } as const;
export type YearOptionName = keyof typeof NAMES;
export const YEAR_OPTION_NAMES = Object.keys(NAMES) as YearOptionName[];

/** A `--option` value that cannot be read. */
export class YearOptionError extends Error {}

/**
 * `['2030:venue-country=ITA', '1950:league-stage=Final Round']` → options per year (a season slug
 * such as `cwc-2025` is accepted too). `league-stage` may be repeated; the others are given once.
 */
export function parseYearOptions(values: readonly string[]): Map<string, TournamentOptions> {
  const out = new Map<string, TournamentOptions>();
  for (const v of values) {
    const m = /^\s*(\d{4}|[a-z][a-z0-9-]*-\d{4})\s*:\s*([a-z-]+)\s*=(.*)$/.exec(v);
    if (!m) throw new YearOptionError(`--option "${v}": expected <year>:<name>=<value>, e.g. --option 2030:venue-country=ITA (names: ${YEAR_OPTION_NAMES.join(', ')})`);
    const [, key, name, raw] = m as unknown as [string, string, string, string];
    if (!(name in NAMES)) throw new YearOptionError(`--option "${v}": unknown name "${name}" (names: ${YEAR_OPTION_NAMES.join(', ')})`);
    const value = raw.trim().replace(/^"(.*)"$/, '$1');
    if (value === '') throw new YearOptionError(`--option "${v}": the value is empty`);
    const o = out.get(key) ?? {};
    const field = NAMES[name as YearOptionName];
    if (field === 'leagueStages') o.leagueStages = [...(o.leagueStages ?? []), value];
    else if (o[field] !== undefined) throw new YearOptionError(`--option ${key}:${name} is given twice`);
    else o[field] = field === 'venueCountry' ? value.toUpperCase() : value;
    out.set(key, o);
  }
  return out;
}

/**
 * The import:all options a failed import asks for: each import:openfootball option the failure
 * reason names (`give --venue-country and --venue-timezone`), or a report item suggests
 * (`give --league-stage "Final Round"`), written as `--option <year>:<name>=<value>`.
 */
export function optionHints(year: number, reason: string, messages: readonly string[] = []): string[] {
  const hints: string[] = [];
  if (/--venue-country\b/.test(reason)) hints.push(`--option ${year}:venue-country=<host team code, e.g. ITA>`);
  if (/--venue-timezone\b/.test(reason)) hints.push(`--option ${year}:venue-timezone=<UTC offset, e.g. UTC+2>`);
  for (const text of messages) {
    const m = /--league-stage "([^"]+)"/.exec(text);
    const hint = m ? `--option ${year}:league-stage="${m[1]}"` : null;
    if (hint && !hints.includes(hint)) hints.push(hint);
  }
  return hints;
}
