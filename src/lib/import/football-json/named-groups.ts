/**
 * Groups a source does not name (copa.l 2025: `Group, Matchday 1` without the letter): the teams of
 * each group follow from who plays whom (each group is a set of teams that only play among
 * themselves); its name comes from the competition table, which names one team of each group as
 * the published draw has it. A group with no such team, or with two, is a problem, never a guess.
 */
import type { FjFile, FjProblem } from './source.ts';
import type { Phase } from './round.ts';

/** The phases with the group of every unnamed group match named from `anchors` (group name → a team of it, as the source spells it). */
export function nameGroups(data: FjFile, phases: readonly (Phase | null)[], anchors: Readonly<Record<string, string>>, file: string): { phases: (Phase | null)[]; problems: FjProblem[] } {
  const out = [...phases];
  const problems: FjProblem[] = [];
  const unnamed = data.matches.filter((m) => out[m.index]?.kind === 'group' && out[m.index]!.group === null && m.team1 && m.team2);
  if (unnamed.length === 0) return { phases: out, problems };
  // union-find over the teams of the unnamed group matches
  const parent = new Map<string, string>();
  const find = (t: string): string => {
    const p = parent.get(t) ?? t;
    if (p === t) return t;
    const root = find(p);
    parent.set(t, root);
    return root;
  };
  const teams = new Set(unnamed.flatMap((m) => [m.team1!.name, m.team2!.name]));
  for (const m of unnamed) {
    const [a, b] = [find(m.team1!.name), find(m.team2!.name)];
    if (a !== b) parent.set(a, b);
  }
  const nameOf = new Map<string, string>();
  for (const [group, team] of Object.entries(anchors)) {
    if (!teams.has(team)) {
      problems.push({ file, match: null, field: 'group', message: `${group}: "${team}" (competition table) plays no group match` });
      continue;
    }
    const root = find(team);
    const other = nameOf.get(root);
    if (other) problems.push({ file, match: null, field: 'group', message: `"${team}" (${group}) plays in the same group as the team named for ${other}` });
    else nameOf.set(root, group);
  }
  for (const m of unnamed) {
    const group = nameOf.get(find(m.team1!.name));
    if (group === undefined) problems.push({ file, match: m.index, field: 'group', message: `the group of ${m.team1!.name} is not named: the competition table names no team of it` });
    else out[m.index] = { ...out[m.index]!, group };
  }
  return { phases: out, problems };
}
