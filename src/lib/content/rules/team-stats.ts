/** Team statistics rules: one row per team of the match, plausible numbers. */
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

export function checkTeamStats(sc: SeasonContext, problems: ProblemList): void {
  for (const [matchId, rows] of sc.stats) {
    const m = sc.matches.get(matchId)?.value;
    if (!m) continue;
    if (m.status === 'scheduled') problems.at(rows[0]!.origin, 'match_id', `match ${matchId} is scheduled and cannot have stats yet`);
    for (const r of rows) {
      const v = r.value;
      if (v.team_id !== m.home_team_id && v.team_id !== m.away_team_id) problems.at(r.origin, 'team_id', `team_id ${v.team_id} does not play in match ${matchId}`);
      if (v.shots !== null && v.shots_on_target !== null && v.shots_on_target > v.shots) problems.at(r.origin, 'shots_on_target', `shots_on_target (${v.shots_on_target}) cannot exceed shots (${v.shots})`);
    }
    const [a, b] = rows;
    if (rows.length === 2 && a!.value.possession !== null && b!.value.possession !== null && a!.value.possession + b!.value.possession !== 100)
      problems.at(b!.origin, 'possession', `possession of both teams must add up to 100, not ${a!.value.possession + b!.value.possession}`);
  }
}
