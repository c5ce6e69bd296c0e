/** Teams, their groups and countries, from the teams / squads / groups files. */
import type { CountryRow, TeamRow } from '../../../schemas/content/index.ts';
import { SourceError, type JsonSource } from './json-source.ts';
import { createTeamIndex, type TeamIndex } from './team-names.ts';
import { teamId } from './ids.ts';
import { warn, type ImportReport } from './report.ts';

export interface TeamsBuild {
  teams: TeamRow[];
  countries: CountryRow[];
  index: TeamIndex;
  /** Team codes in source order. */
  codes: Set<string>;
  /** Group names in order. */
  groups: string[];
  /** ISO alpha-2 country (from the teams' flags) → team code, to place venues. */
  byIsoCountry: Map<string, string>;
}

/** `A` → `Group A` when the competition has such a group. */
function groupName(value: string | null, groups: string[]): string | null {
  if (!value) return null;
  if (groups.includes(value)) return value;
  const named = groups.find((g) => g === `Group ${value}`);
  return named ?? null;
}

export function buildTeams(src: JsonSource, report: ImportReport, files: { groups: string }): TeamsBuild {
  const list =
    src.teams?.map((t) => ({ name: t.name, code: t.code, group: t.group })) ??
    src.squads?.map((s) => ({ name: s.name, code: s.code, group: s.group })) ??
    null;
  if (!list || list.length === 0) throw new SourceError('neither a teams file nor a squads file lists the teams (FIFA codes are needed to identify them)');
  const index = createTeamIndex([]);
  for (const t of src.teams ?? []) {
    index.add(t.name, t.code);
    index.add(t.code, t.code);
    if (t.nameNormalised) index.add(t.nameNormalised, t.code);
  }
  for (const s of src.squads ?? []) {
    index.add(s.name, s.code);
    index.add(s.code, s.code);
  }
  for (const m of src.matches) {
    for (const t of [m.team1, m.team2]) if (t.code) index.add(t.name, t.code);
  }
  const codes = new Set<string>();
  for (const t of list) {
    if (codes.has(t.code)) warn(report, 'source_conflict', `team code ${t.code} is listed twice; the first entry is used`);
    codes.add(t.code);
  }

  // groups: the groups file, else the matches' `group` values
  let groups: string[] = [];
  const memberOf = new Map<string, string>();
  if (src.groups) {
    groups = src.groups.map((g) => g.name);
    for (const g of src.groups) {
      for (const name of g.teams) {
        const code = index.resolve(name);
        if (!code) warn(report, 'unmatched_team', `${g.name}: team "${name}" is not one of the teams`, { source: files.groups });
        else memberOf.set(code, g.name);
      }
    }
  } else {
    groups = [...new Set(src.matches.map((m) => m.group).filter((g): g is string => g !== null))].sort();
  }

  const teams: TeamRow[] = [];
  const countries: CountryRow[] = [];
  const seen = new Set<string>();
  for (const t of list) {
    if (seen.has(t.code)) continue;
    seen.add(t.code);
    const group = memberOf.get(t.code) ?? groupName(t.group, groups);
    teams.push({ id: teamId(t.code), name: t.name, code: t.code, group });
    countries.push({ code: t.code, name: t.name });
  }
  const byIsoCountry = new Map<string, string>();
  for (const t of src.teams ?? []) if (t.flagCountry) byIsoCountry.set(t.flagCountry, t.code);
  return { teams, countries, index, codes, groups, byIsoCountry };
}
