/**
 * Replays of drawn knockout matches (World Cup 1934, 1938: a match level after extra time was
 * played again, usually the next days; shoot-outs came in 1978). The replay names the drawn
 * match in `replay_of` (its match number). The drawn match may then end level without a
 * shoot-out (match-breakdown.ts); here: the replay names a completed knockout match of the
 * season that ended level without a shoot-out, is in its stage, between its teams, after it, and
 * is its only replay. A replay that ends level may itself be replayed.
 */
import type { MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

const pair = (m: MatchRow) => [m.home_team_id, m.away_team_id].sort().join(' v ');

export function checkReplays(sc: SeasonContext, problems: ProblemList): void {
  const byNumber = new Map<number, ReadRow<MatchRow>>();
  for (const r of sc.season.matches) if (!byNumber.has(r.value.match_number)) byNumber.set(r.value.match_number, r);
  for (const [n, replays] of sc.replays) {
    for (const r of replays.slice(1)) problems.at(r.origin, 'replay_of', `match ${n} is already replayed by match ${replays[0]!.value.match_number}; a match has one replay (a drawn replay is replayed in turn: replay_of names the replay)`);
    const r = replays[0]!;
    const m = r.value;
    if (n === m.match_number) {
      problems.at(r.origin, 'replay_of', 'replay_of names this match itself');
      continue;
    }
    const drawn = byNumber.get(n)?.value;
    if (!drawn) {
      // a match left out for a bad cell is reported already
      if (!sc.cells.matches.some((c) => c.value.match_number === n)) problems.at(r.origin, 'replay_of', `replay_of ${n}: no match ${n} in this season`);
      continue;
    }
    const kind = sc.stages.get(drawn.stage);
    if (kind !== undefined && kind !== 'knockout') {
      problems.at(r.origin, 'replay_of', `replay_of ${n}: match ${n} is in the ${kind} stage "${drawn.stage}"; only knockout matches are replayed`);
      continue;
    }
    if (m.stage !== drawn.stage) problems.at(r.origin, 'stage', `a replay is in the stage of the match it replays: match ${n} is in "${drawn.stage}", this one in "${m.stage}"`);
    if (m.home_team_id !== null && m.away_team_id !== null && drawn.home_team_id !== null && drawn.away_team_id !== null && pair(m) !== pair(drawn))
      problems.at(r.origin, 'home_team_id', `a replay is between the teams of the match it replays: match ${n} is ${drawn.home_team_id} v ${drawn.away_team_id}`);
    if (m.scheduled_at <= drawn.scheduled_at) problems.at(r.origin, 'scheduled_at', `a replay kicks off after the match it replays (match ${n}: ${drawn.scheduled_at})`);
    if (drawn.status !== 'completed') problems.at(r.origin, 'replay_of', `replay_of ${n}: match ${n} is not completed; only a match that ended level is replayed`);
    else if (drawn.home_score !== drawn.away_score || drawn.has_penalties)
      problems.at(r.origin, 'replay_of', `replay_of ${n}: match ${n} was decided (${drawn.home_score}-${drawn.away_score}${drawn.has_penalties ? `, ${drawn.home_penalty ?? '?'}-${drawn.away_penalty ?? '?'} on penalties` : ''}); only a match that ended level without a shoot-out is replayed`);
  }
}
