/**
 * `npm run import:football-json`: every selected league season of a football.json copy into one
 * content folder. Runs in a staging copy of the content folder; validates it; writes back only
 * the files whose bytes differ (sync-tree.ts), so a second run writes nothing. A season that
 * cannot be imported or validated is reported with its reasons and left as it was.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadContent } from '../../content/load.ts';
import { mergeShared, writeSeason } from '../../content/write-content.ts';
import { formatProblem } from '../../content/problem.ts';
import { syncTree } from '../bulk/sync-tree.ts';
import { buildSeason, seasonSlug } from './build-season.ts';
import { COMPETITIONS, seasonRules, tieRules } from './competition-table.ts';
import { knockoutTies } from './knockout-ties.ts';
import { correctSource } from './source-corrections.ts';
import { splitClubCountry } from './team-key.ts';
import { nameUnnamedRounds } from './unnamed-rounds.ts';
import { nameGroups } from './named-groups.ts';
import { classifyFile } from './round.ts';
import { sectionsFor } from './sections.ts';
import { formatFjProblem, readFootballJsonText } from './source.ts';
import { NATIONAL, TeamRegistry, type KnownTeam } from './team-registry.ts';
import { applyOverrides, readOverrides } from './league-overrides.ts';

export const ALIASES_FILE = 'team-aliases.csv';
const SEASON_DIR = /^\d{4}(-\d{2})?$/;

export interface LeagueImportOptions {
  source: string;
  content: string;
  seasons?: readonly string[];
  competitions?: readonly string[];
  /** Called before each season is imported. */
  onProgress?: (done: number, total: number, label: string) => void;
  /**
   * An alias table to start from when the content folder has no team-aliases.csv yet (the CLI
   * passes the project's own, content/team-aliases.csv): a new folder gets every spelling the
   * project has placed by hand, instead of failing on them.
   */
  seedAliases?: string;
}

export type SeasonStatus = 'new' | 'updated' | 'unchanged' | 'failed';

export interface SeasonResult {
  code: string;
  season: string;
  slug: string;
  status: SeasonStatus;
  matches: number;
  teams: number;
  /** Completed matches (cancelled ones included), scheduled, and by status detail. */
  completed: number;
  scheduled: number;
  details: Record<string, number>;
  /** Why the season was not imported (one line each). */
  reasons: string[];
  /** What was published from an incomplete source, for an editor to check (one line each). */
  notes: string[];
}

export interface LeagueImportResult {
  results: SeasonResult[];
  /** Spellings added to team-aliases.csv in this run, with how they were placed. */
  aliasesAdded: { alias: string; team_id: string }[];
  /** Problems of the content folder outside the imported seasons (not caused by this run). */
  otherProblems: string[];
  /** Rows taken from `seedAliases` (the folder had no alias table); null when nothing was seeded. */
  aliasesSeeded: number | null;
}

/** The `(season, code)` files of a football.json copy, seasons oldest first. */
export function listSourceFiles(source: string, seasons?: readonly string[], competitions?: readonly string[]): { season: string; code: string; path: string }[] {
  if (!existsSync(source)) throw new Error(`${source}: folder not found`);
  const dirs = readdirSync(source, { withFileTypes: true }).filter((d) => d.isDirectory() && SEASON_DIR.test(d.name)).map((d) => d.name).sort();
  if (dirs.length === 0) throw new Error(`${source}: not a football.json copy (no <season>/ folders such as 2019-20/)`);
  for (const s of seasons ?? []) if (!dirs.includes(s)) throw new Error(`season ${s} is not in ${source} (it has ${dirs[0]} to ${dirs.at(-1)})`);
  const out: { season: string; code: string; path: string }[] = [];
  for (const season of dirs) {
    if (seasons && !seasons.includes(season)) continue;
    // euro.json and copa-america.json hold `<code>.groups.json`/`.teams.json` beside the season file
    for (const f of readdirSync(join(source, season)).filter((f) => f.endsWith('.json') && !/\.(groups|teams)\.json$/.test(f)).sort()) {
      const code = f.slice(0, -'.json'.length);
      if (competitions && !competitions.includes(code)) continue;
      out.push({ season, code, path: join(source, season, f) });
    }
  }
  return out;
}

function csvRows(path: string): Record<string, string>[] {
  return existsSync(path) ? parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) : [];
}

/** Every team of a content folder, with the country of the competitions listing it. */
function knownTeams(content: string): KnownTeam[] {
  if (!existsSync(content)) return [];
  const out = new Map<string, KnownTeam>();
  for (const d of readdirSync(content, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    let country: string | null = null;
    try {
      const c = JSON.parse(readFileSync(join(content, d.name, 'competition.json'), 'utf8'));
      country = (c.kind ?? 'tournament') === 'tournament' ? NATIONAL : (c.country_code ?? null);
    } catch { /* validation reports it */ }
    for (const t of csvRows(join(content, d.name, 'teams.csv'))) if (t.id && !out.has(t.id)) out.set(t.id, { id: t.id, name: t.name ?? t.id, code: t.code ?? 'XXX', country });
  }
  return [...out.values()];
}

export async function importLeagues(opts: LeagueImportOptions): Promise<LeagueImportResult> {
  const files = listSourceFiles(opts.source, opts.seasons, opts.competitions);
  const staging = await mkdtemp(join(tmpdir(), 'matchday-leagues-'));
  try {
    if (existsSync(opts.content)) await cp(opts.content, staging, { recursive: true });
    let aliasesSeeded: number | null = null;
    if (opts.seedAliases && !existsSync(join(staging, ALIASES_FILE)) && existsSync(opts.seedAliases)) {
      await writeFile(join(staging, ALIASES_FILE), await readFile(opts.seedAliases));
      aliasesSeeded = csvRows(join(staging, ALIASES_FILE)).length;
    }
    const overrides = readOverrides(staging);
    const registry = new TeamRegistry(knownTeams(staging), csvRows(join(staging, ALIASES_FILE)).map((r) => ({ alias: r.alias!, team_id: r.team_id! })));
    const results: SeasonResult[] = [];
    const countries = new Map<string, string>();
    for (const [i, f] of files.entries()) {
      opts.onProgress?.(i, files.length, `${f.season} ${f.code}`);
      const slug = seasonSlug(f.code, f.season);
      const result: SeasonResult = { code: f.code, season: f.season, slug, status: 'failed', matches: 0, teams: 0, completed: 0, scheduled: 0, details: {}, reasons: [], notes: [] };
      results.push(result);
      const entry = COMPETITIONS[f.code];
      if (!entry) {
        result.reasons.push(`${f.code} is not in the competition table (src/lib/import/football-json/competition-table.ts): its name, country and rules are not known`);
        continue;
      }
      const file = `${f.season}/${f.code}.json`;
      const read = readFootballJsonText(readFileSync(f.path, 'utf8'), file);
      if (!read.ok) {
        result.reasons.push(...read.problems.slice(0, 10).map(formatFjProblem));
        continue;
      }
      const data = correctSource(read.data, file).data;
      const classes = classifyFile(data, file, sectionsFor(f.code));
      if (classes.problems.length > 0) {
        result.reasons.push(...classes.problems.slice(0, 10).map(formatFjProblem));
        continue;
      }
      const groups = seasonRules(entry, f.season).groups;
      const named = groups ? nameGroups(data, nameUnnamedRounds(data, classes.phases, file).phases, groups, file) : { phases: nameUnnamedRounds(data, classes.phases, file).phases, problems: [] };
      if (named.problems.length > 0) {
        result.reasons.push(...named.problems.slice(0, 10).map(formatFjProblem));
        continue;
      }
      const phases = named.phases;
      const spellings = [...new Set(data.matches.flatMap((m) => [m.team1?.name, m.team2?.name]).filter((n): n is string => n !== undefined))];
      // spellings the alias table knows first, so the others see them as this file's other clubs
      spellings.sort((a, b) => Number(registry.aliases.has(b)) - Number(registry.aliases.has(a)));
      const placed = new Map<string, KnownTeam>();
      for (const spelling of spellings) {
        const club = entry.clubCountryInName ? splitClubCountry(spelling) : { name: spelling, country: null };
        const country = entry.kind === 'tournament' ? NATIONAL : (entry.country?.code ?? club.country ?? 'INT');
        const p = registry.placeAs(spelling, club.name, country, spellings);
        if (p.ok) placed.set(spelling, p.team);
        else result.reasons.push(`team "${spelling}" not placed: alike to ${p.candidates.map((c) => `${c.id} "${c.name}"`).join(', ')}; add a row to ${ALIASES_FILE} (alias,team_id) naming one of them or a new team ID`);
      }
      if (result.reasons.length > 0) continue;
      const rules = tieRules(entry, f.season);
      const ties = knockoutTies(data, phases, rules, file).ties;
      const built = buildSeason({
        code: f.code, season: f.season, file: data, phases: phases as never, entry, rules: seasonRules(entry, f.season), ties, tieRules: rules, teams: placed,
        source: `openfootball/${basename(opts.source)} ${file}, CC0`,
      });
      if (!built.ok) {
        result.reasons.push(...built.problems.map((p) => `${file}: ${p}`));
        continue;
      }
      result.notes.push(...built.notes.map((n) => `${file}: ${n}`));
      await writeSeason(staging, slug, { ...built.content, competition: applyOverrides(built.content.competition, overrides, f.code, slug) }, true);
      if (entry.country) countries.set(entry.country.code, entry.country.name);
      const ms = built.content.matches;
      Object.assign(result, {
        status: 'new', matches: ms.length, teams: built.content.teams.length,
        completed: ms.filter((m) => m.status === 'completed').length, scheduled: ms.filter((m) => m.status === 'scheduled').length,
      });
      for (const m of ms) if (m.status_detail) result.details[m.status_detail] = (result.details[m.status_detail] ?? 0) + 1;
    }
    opts.onProgress?.(files.length, files.length, 'validating');
    await mergeShared(staging, { countries: [...countries].map(([code, name]) => ({ code, name })), players: [] });
    await writeAliases(staging, registry);
    const imported = results.filter((r) => r.status !== 'failed');
    const { problems } = await loadContent(staging);
    const otherProblems: string[] = [];
    const shown = relative(process.cwd(), staging);
    for (const p of problems) {
      const line = formatProblem({ ...p, file: p.file.replace(shown, opts.content) });
      const r = imported.find((x) => p.file.includes(`/${x.slug}/`));
      if (r) r.reasons.push(line);
      else otherProblems.push(line);
    }
    for (const r of imported) {
      if (r.reasons.length === 0) continue;
      r.status = 'failed';
      r.reasons.splice(20);
      await rm(join(staging, r.slug), { recursive: true, force: true });
      if (existsSync(join(opts.content, r.slug))) await cp(join(opts.content, r.slug), join(staging, r.slug), { recursive: true });
    }
    await mkdir(opts.content, { recursive: true });
    const synced = await syncTree(staging, opts.content, results.filter((r) => r.status !== 'failed').map((r) => r.slug));
    for (const r of results) {
      if (r.status === 'failed') continue;
      const changed = [...synced.written, ...synced.removed].filter((p) => p.startsWith(`${r.slug}/`)).length;
      const existed = existsSync(join(opts.content, r.slug)) && changed < 8;
      r.status = changed === 0 ? 'unchanged' : existed ? 'updated' : 'new';
    }
    return { results, aliasesAdded: registry.added, otherProblems, aliasesSeeded };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** team-aliases.csv: the existing rows in their order, then this run's, `alias,team_id`. */
async function writeAliases(root: string, registry: TeamRegistry): Promise<void> {
  const path = join(root, ALIASES_FILE);
  const old = existsSync(path) ? await readFile(path, 'utf8') : 'alias,team_id\n';
  if (registry.added.length === 0) return;
  const cell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = registry.added.map((a) => `${cell(a.alias)},${a.team_id}`);
  await writeFile(path, `${old.replace(/\n?$/, '\n')}${lines.join('\n')}\n`);
}
