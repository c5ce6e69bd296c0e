/**
 * Second group stages (World Cup 1974, 1978: the group winners and runners-up play a second round
 * of groups). A team is then in two groups, one per stage. The model:
 * - teams.csv `group` is the team's group in the FIRST group stage (the first stage of kind
 *   `group` in competition.json); the first stage's matches pair teams of their teams.csv group;
 * - a group of a later group stage takes its members from its matches, and a team plays in one
 *   group per stage;
 * - group names are unique across stages (competition.json `groups` lists every stage's groups),
 *   so a group belongs to one stage: every match of a group is in the same stage.
 * Competitions with one group stage are unaffected.
 */
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

export function checkGroupStages(sc: SeasonContext, problems: ProblemList): void {
  const firstOf = new Map<string, { stage: string; number: number }>();
  const groupsOfTeam = new Map<string, Map<string, string>>(); // stage\0team → group → first match number
  for (const r of sc.season.matches) {
    const m = r.value;
    if (m.group === null || sc.stages.get(m.stage) !== 'group') continue;
    const first = firstOf.get(m.group);
    if (!first) firstOf.set(m.group, { stage: m.stage, number: m.match_number });
    else if (first.stage !== m.stage) {
      problems.at(r.origin, 'group', `group "${m.group}" is a group of stage "${first.stage}" (match ${first.number}), not of "${m.stage}": a group belongs to one stage, so each stage's groups have their own names (e.g. Group 1-4, then Group A-B)`);
      continue;
    }
    if (m.stage === sc.firstGroupStage) continue;
    for (const f of ['home_team_id', 'away_team_id'] as const) {
      const team = m[f];
      if (team === null) continue;
      const key = `${m.stage}\u0000${team}`;
      const seen = groupsOfTeam.get(key) ?? new Map<string, string>();
      groupsOfTeam.set(key, seen);
      const other = [...seen.entries()].find(([g]) => g !== m.group);
      if (other) problems.at(r.origin, f, `${team} already plays in ${other[0]} of stage "${m.stage}" (match ${other[1]}), not also in ${m.group}: a team is in one group per stage`);
      else if (!seen.has(m.group)) seen.set(m.group, String(m.match_number));
    }
  }
  for (const r of sc.season.teams) {
    const g = r.value.group;
    const stage = g === null ? undefined : firstOf.get(g)?.stage;
    if (stage !== undefined && stage !== sc.firstGroupStage)
      problems.at(r.origin, 'group', `group "${g}" is a group of the later group stage "${stage}"; teams.csv group is the team's group in the first group stage ("${sc.firstGroupStage}"), a later stage's groups take their teams from their matches`);
  }
}
