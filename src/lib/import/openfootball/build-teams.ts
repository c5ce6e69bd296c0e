/**
 * Teams, their groups and countries, from the teams / squads / groups files; without either file,
 * from the team names of the matches and the built-in table of associations (associations.ts).
 * Clubs written `Palmeiras (BRA)` get a derived code and ID, and their association as country.
 */
import type { CountryRow, TeamRow } from '../../../schemas/content/index.ts';
import { SourceError, type JsonSource } from './json-source.ts';
import { createTeamIndex, type TeamIndex } from './team-names.ts';
import { associationByCode, associationByName, clubTeamId, deriveClubCodes, parseClubName } from './associations.ts';
import { teamId } from './ids.ts';
import { groupLayers } from './build-matches.ts';
import { note, warn, type ImportReport } from './report.ts';

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
  /** Team ID of a team code: `team_<code>`, or for a club `team_<club-slug>-<association>`. */
  idOf: (code: string) => string;
}

interface Listed {
  name: string;
  code: string;
  group: string | null;
  /** Set for clubs: their ID and their association (the country row). */
  club?: { id: string; association: { code: string; name: string } };
}

/**
 * The teams of an input without teams and squads files: every team name of the matches, looked up
 * in the built-in table (national teams; the table's English name is used, so one team keeps one
 * name across seasons) or read as a club `Name (ABC)`. A name that is neither is fatal when it
 * plays a match with a result (the tournament would be incomplete); otherwise it is a placeholder
 * of an undecided match (`W49`, `N.N.`) and only reported.
 */
function teamsFromNames(src: JsonSource, report: ImportReport): Listed[] {
  const list: Listed[] = [];
  const seen = new Set<string>();
  const clubs = new Map<string, ReturnType<typeof parseClubName>>();
  const unknown = new Map<string, boolean>();
  for (const m of src.matches) {
    for (const t of [m.team1, m.team2]) {
      if (t.code) continue;
      const club = parseClubName(t.name);
      if (club) clubs.set(t.name, club);
      else if (!associationByName(t.name)) unknown.set(t.name, (unknown.get(t.name) ?? false) || m.score.ft !== null);
    }
  }
  const played = [...unknown].filter(([, p]) => p).map(([n]) => `"${n}"`);
  if (played.length > 0)
    throw new SourceError(`no teams or squads file gives the teams' codes, and the built-in table of associations (src/lib/import/openfootball/associations.ts) does not know ${played.join(', ')}; add ${played.length > 1 ? 'them' : 'it'} to the table`);
  for (const [name] of unknown) warn(report, 'unmatched_team', `team "${name}" is not in the built-in table of associations and plays no match with a result (a placeholder?); its matches are skipped`);
  const clubCodes = deriveClubCodes([...clubs.values()].map((c) => c!.name));
  for (const m of src.matches) {
    for (const t of [m.team1, m.team2]) {
      if (seen.has(t.name)) continue;
      seen.add(t.name);
      const club = clubs.get(t.name);
      if (t.code) {
        const a = associationByCode(t.code);
        list.push({ name: a?.name ?? t.name, code: t.code, group: null });
      } else if (club) {
        const code = clubCodes.get(club.name)!;
        list.push({ name: club.name, code, group: null, club: { id: clubTeamId(club.name, club.association.code), association: club.association } });
        note(report, 'fuzzy_name', `club "${t.name}" is ${club.name}, code ${code} (derived from its name), of ${club.association.name}`);
      } else {
        const a = associationByName(t.name);
        if (a) list.push({ name: a.name, code: a.code, group: null });
      }
    }
  }
  return list;
}

/**
 * Reports, once per team, where a teams or squads file and the built-in table disagree. A different
 * code is a conflict (the file's code is used); a different name is a note: the table's name is
 * used, so a team keeps one name in every season ("USA" in 2026, "United States" before).
 */
function crossCheck(entries: { name: string; names: string[]; code: string; file: string }[], report: ImportReport): void {
  const told = new Set<string>();
  for (const e of entries) {
    if (told.has(e.code)) continue;
    const byCode = associationByCode(e.code);
    const other = e.names.map((n) => associationByName(n)).find((a) => a && a.code !== e.code);
    if (other) {
      told.add(e.code);
      warn(report, 'source_conflict', `${e.file} gives "${e.name}" the code ${e.code}; the built-in table of associations says ${other.code} (${other.name}); ${e.code} from the file is used`);
    } else if (byCode && !e.names.some((n) => associationByName(n) === byCode)) {
      told.add(e.code);
      note(report, 'source_conflict', `${e.file} calls ${e.code} "${e.name}"; the built-in table of associations calls it "${byCode.name}"; the table's name is used, so the team keeps one name in every season`);
    }
  }
}

/** `A` → `Group A` when the competition has such a group. */
function groupName(value: string | null, groups: string[]): string | null {
  if (!value) return null;
  if (groups.includes(value)) return value;
  const named = groups.find((g) => g === `Group ${value}`);
  return named ?? null;
}

export function buildTeams(src: JsonSource, report: ImportReport, files: { groups: string; teams?: string; squads: string }): TeamsBuild {
  const fromFiles: Listed[] | null =
    src.teams?.map((t) => ({ name: associationByCode(t.code)?.name ?? t.name, code: t.code, group: t.group })) ??
    src.squads?.map((s) => ({ name: associationByCode(s.code)?.name ?? s.name, code: s.code, group: s.group })) ??
    null;
  crossCheck([
    ...(src.teams ?? []).map((t) => ({ name: t.name, names: [t.name, ...(t.nameNormalised ? [t.nameNormalised] : [])], code: t.code, file: files.teams ?? 'the teams file' })),
    ...(src.squads ?? []).map((s) => ({ name: s.name, names: [s.name], code: s.code, file: files.squads })),
  ], report);
  const list = fromFiles && fromFiles.length > 0 ? fromFiles : teamsFromNames(src, report);
  if (list.length === 0) throw new SourceError('no teams: the teams and squads files are missing or empty and the matches name no team');
  const index = createTeamIndex([]);
  for (const t of list) {
    index.add(t.name, t.code);
    index.add(t.code, t.code);
  }
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
    for (const t of [m.team1, m.team2]) {
      const club = t.code ? null : parseClubName(t.name);
      const code = t.code ?? (club ? list.find((l) => l.club && l.name === club.name && l.club.association.code === club.association.code)?.code : null);
      if (code) index.add(t.name, code);
    }
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
    // the matches' `group`, or a round named like a group (Club World Cup 2025: round "Group A")
    const groupOf = (m: JsonSource['matches'][number]) => m.group ?? (/^group\s+\S+$/i.test(m.round) ? m.round : null);
    groups = [...new Set(src.matches.map(groupOf).filter((g): g is string => g !== null))].sort();
    // without a groups file, a team is in the group of its group matches
    const seenIn = new Map<string, Set<string>>();
    for (const m of src.matches) {
      const g = groupOf(m);
      if (!g) continue;
      for (const t of [m.team1, m.team2]) {
        const code = t.code ?? index.resolve(t.name);
        if (!code) continue;
        if (!seenIn.has(code)) seenIn.set(code, new Set());
        seenIn.get(code)!.add(g);
      }
    }
    // a second group stage (1974, 1978) puts a team in two groups: teams.csv gets its group of the
    // first group stage (a later stage's members come from its matches; build-matches.ts groupLayers)
    const layers = groupLayers(src.matches.flatMap((m) => {
      const g = groupOf(m);
      return g ? [{ group: g, at: m.date, teams: [m.team1, m.team2].map((t) => t.code ?? index.resolve(t.name) ?? t.name) }] : [];
    }));
    for (const [code, gs] of seenIn) {
      if (gs.size === 1) {
        memberOf.set(code, [...gs][0]!);
        continue;
      }
      if (src.teams?.some((t) => t.code === code && t.group) || src.squads?.some((q) => q.code === code && q.group)) continue;
      const ordered = [...gs].sort((a, b) => layers.get(a)! - layers.get(b)! || (a < b ? -1 : 1));
      const first = ordered.filter((g) => layers.get(g) === layers.get(ordered[0]!));
      if (first.length === 1) {
        memberOf.set(code, first[0]!);
        note(report, 'stage_format', `${code} plays group matches in ${ordered.join(' and ')} (group stages one after the other); teams.csv puts it in ${first[0]}, its group of the first group stage`);
      } else note(report, 'missing_data', `${code} plays group matches in ${first.join(' and ')} of the same group stage; no group is set for it`);
    }
  }

  const teams: TeamRow[] = [];
  const countries: CountryRow[] = [];
  const ids = new Map<string, string>();
  const countryCodes = new Set<string>();
  for (const t of list) {
    if (ids.has(t.code)) continue;
    const id = t.club?.id ?? teamId(t.code);
    ids.set(t.code, id);
    const group = memberOf.get(t.code) ?? groupName(t.group, groups);
    teams.push({ id, name: t.name, code: t.code, group });
    const country = t.club?.association ?? { code: t.code, name: t.name };
    if (!countryCodes.has(country.code)) countries.push({ code: country.code, name: country.name });
    countryCodes.add(country.code);
  }
  const byIsoCountry = new Map<string, string>();
  for (const t of src.teams ?? []) if (t.flagCountry) byIsoCountry.set(t.flagCountry, t.code);
  const idOf = (code: string) => ids.get(code) ?? teamId(code);
  return { teams, countries, index, codes, groups, byIsoCountry, idOf };
}
