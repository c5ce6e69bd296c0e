/** Line-up rules: 11 starters, one goalkeeper, unique numbers, squad members, formations. */
import type { ProblemList } from '../problem.ts';
import type { ContentContext, SeasonContext } from './context.ts';

export function checkLineups(ctx: ContentContext, sc: SeasonContext, problems: ProblemList): void {
  for (const r of sc.season.matches) {
    const m = r.value;
    const teams = sc.lineups.get(m.id);
    for (const side of ['home', 'away'] as const) {
      const teamId = m[`${side}_team_id`];
      if (teamId === null) continue; // a fixture whose team is not known yet has no line-up (match rules report a played one)
      const rows = teams?.get(teamId) ?? [];
      const formation = m[`${side}_formation`];
      if (rows.length === 0) {
        if (formation !== null) problems.at(r.origin, `${side}_formation`, `${side}_formation is set but lineups.csv has no line-up for ${teamId}; leave it empty until line-ups are recorded`);
        continue;
      }
      if (formation === null) problems.at(r.origin, `${side}_formation`, `${side}_formation is required because lineups.csv has a line-up for ${teamId}`);
      const starters = rows.filter((x) => x.value.starter);
      const first = rows[0]!;
      if (starters.length !== 11) problems.at(first.origin, 'starter', `${teamId} has ${starters.length} starters in match ${m.id}; a line-up has exactly 11`);
      const keepers = starters.filter((x) => x.value.position === 'Goalkeeper').length;
      if (keepers !== 1) problems.at(first.origin, 'position', `${teamId} starts ${keepers} goalkeepers in match ${m.id}; exactly one is required`);
      const captains = rows.filter((x) => x.value.captain);
      if (captains.length > 1) problems.at(captains[1]!.origin, 'captain', `${teamId} has more than one captain in match ${m.id}`);
      const numbers = new Map<number, string>();
      for (const x of rows) {
        const n = x.value.jersey_number;
        if (n !== null) {
          if (numbers.has(n)) problems.at(x.origin, 'jersey_number', `jersey_number ${n} is already worn by ${numbers.get(n)} in this line-up`);
          else numbers.set(n, x.value.player_id);
        }
        if (ctx.knownPlayer(x.value.player_id) && !sc.inSquad(teamId, x.value.player_id)) problems.at(x.origin, 'player_id', `player ${x.value.player_id} is not in the squad of ${teamId}`);
      }
    }
    for (const [teamId, rows] of teams ?? []) {
      if (teamId !== m.home_team_id && teamId !== m.away_team_id) problems.at(rows[0]!.origin, 'team_id', `team_id ${teamId} does not play in match ${m.id}`);
    }
  }
}
