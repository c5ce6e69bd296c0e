/**
 * team-colors.csv (optional): each row names a team of some season's teams.csv, once. Runs on the
 * rows' valid cells (context.ts `cells`): a bad colour does not hide an unknown team in the same row.
 */
import type { ProblemList } from '../problem.ts';
import type { ContentContext } from './context.ts';

export function checkTeamColors(ctx: ContentContext, problems: ProblemList): void {
  const { raw } = ctx;
  const rows = [...(raw.teamColors ?? []), ...(raw.partial?.teamColors ?? [])].sort((a, b) => a.origin.line - b.origin.line);
  const seen = new Map<string, number>();
  for (const r of rows) {
    const id = r.value.team_id;
    if (id === undefined) continue;
    if (!ctx.seasons.some((sc) => sc.knownTeam(id))) problems.at(r.origin, 'team_id', `team_id ${id} is not in any season's teams.csv`);
    const first = seen.get(id);
    if (first !== undefined) problems.at(r.origin, 'team_id', `duplicate team_id ${id} (first at line ${first}); one row per team`);
    else seen.set(id, r.origin.line);
  }
}
