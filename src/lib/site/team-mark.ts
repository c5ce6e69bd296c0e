/**
 * What the site shows beside a team's name: its flag (a national team whose code has one,
 * flags.ts), else its colours as a two-colour badge (content/team-colors.csv), else nothing.
 *
 * A national team is a team that plays only in seasons of kind `tournament` (World Cups, the Euro,
 * the Copa América, the demo's fictional countries); a club plays in a league or a cup season, and
 * its three letters are a code made from its name (`Porto` → POR), never a country: clubs get no
 * flag. A national team is looked up by its name first (the associations table of the importer:
 * `Austria` → AUT), then by its code, because an import without codes gives national teams codes
 * made from their names too (football.json's Euro: `Austria` → AUS, Australia's code).
 * Computed once per dataset (WeakMap), like siteIndex.
 */
import type { Dataset } from '../dataset/dataset.ts';
import { associationByName } from '../import/openfootball/associations.ts';
import { flagHref, flagOf } from './flags.ts';

export type TeamMark =
  | { kind: 'flag'; name: string; src: string }
  | { kind: 'colors'; primary: string; secondary: string };

const memo = new WeakMap<Dataset, Map<string, TeamMark>>();

/** Teams that play in a season of another kind than `tournament` (leagues, cups): clubs. */
function clubs(ds: Pick<Dataset, 'seasons' | 'seasonTeams'>): Set<string> {
  const out = new Set<string>();
  for (const [seasonId, teams] of ds.seasonTeams) {
    if ((ds.seasons.get(seasonId)?.kind ?? 'tournament') === 'tournament') continue;
    for (const id of teams.keys()) out.add(id);
  }
  return out;
}

/** The flag of a national team: by its name, else by its code; null without one. */
export function nationalFlag(team: { name: string; code: string }): string | null {
  const byName = associationByName(team.name);
  return (byName && flagOf(byName.code)) ?? flagOf(team.code);
}

/** Every team's mark (teams with none are absent). */
export function teamMarks(ds: Pick<Dataset, 'seasons' | 'seasonTeams' | 'teams' | 'teamColors'>): Map<string, TeamMark> {
  const out = new Map<string, TeamMark>();
  const club = clubs(ds);
  for (const team of ds.teams.values()) {
    const flag = club.has(team.id) ? null : nationalFlag(team);
    const colors = ds.teamColors?.get(team.id);
    if (flag) out.set(team.id, { kind: 'flag', name: flag, src: flagHref(flag) });
    else if (colors) out.set(team.id, { kind: 'colors', primary: colors.primary, secondary: colors.secondary });
  }
  return out;
}

/** The mark of a team (by ID), or null: no flag and no colours, or no team (a slot not decided yet). */
export function teamMark(ds: Dataset, teamId: string | null | undefined): TeamMark | null {
  if (!teamId) return null;
  let marks = memo.get(ds);
  if (!marks) {
    marks = teamMarks(ds);
    memo.set(ds, marks);
  }
  return marks.get(teamId) ?? null;
}
