/**
 * Two-legged ties (matches.csv `tie`, `leg`): the matches sharing a `tie` key are the legs of one
 * knockout tie. Checked: `leg` only with `tie`; a tie only in a knockout stage; its legs in one
 * stage, at most two, numbered 1 and 2 once each, between the same two teams with home and away
 * swapped, leg 1 kicking off first; and, once both legs are completed, the tie is decided under
 * competition.json `rules` (`away_goals`, `away_goals_in_extra_time`): extra time and a shoot-out
 * only when the aggregate was level, a shoot-out with a winner (decideTie's problems).
 */
import type { MatchRow } from '../../../schemas/content/index.ts';
import { contentLeg, decideTie, tieRulesOf, type TieLeg } from '../../tournament/ties/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

function checkLegs(sc: SeasonContext, key: string, rows: ReadRow<MatchRow>[], problems: ProblemList): void {
  const [first, ...rest] = rows;
  for (const r of rest) if (r.value.stage !== first!.value.stage) problems.at(r.origin, 'stage', `tie "${key}": both legs are in one stage ("${first!.value.stage}")`);
  if (rows.length > 2) {
    for (const r of rows.slice(2)) problems.at(r.origin, 'tie', `tie "${key}" already has two legs (a tie is one match or two legs)`);
    return;
  }
  if (rows.length === 1) {
    if (first!.value.leg === 2) problems.at(first!.origin, 'leg', `tie "${key}" has a leg 2 but no leg 1`);
    return;
  }
  const one = rows.find((r) => r.value.leg === 1);
  const two = rows.find((r) => r.value.leg === 2);
  if (!one || !two) {
    for (const r of rows) if (r.value.leg !== 1 && r.value.leg !== 2) problems.at(r.origin, 'leg', `tie "${key}" has two matches: leg 1 and leg 2`);
    if (rows.every((r) => r.value.leg !== null && r.value.leg !== undefined)) problems.at(rows[1]!.origin, 'leg', `tie "${key}": both matches are leg ${rows[0]!.value.leg}; one is leg 1, the other leg 2`);
    return;
  }
  const a = one.value;
  const b = two.value;
  if (b.scheduled_at <= a.scheduled_at) return problems.at(two.origin, 'scheduled_at', `leg 2 of tie "${key}" kicks off after leg 1 (${a.scheduled_at})`);
  const known = a.home_team_id !== null && a.away_team_id !== null && b.home_team_id !== null && b.away_team_id !== null;
  if (known && (a.home_team_id !== b.away_team_id || a.away_team_id !== b.home_team_id)) {
    problems.at(two.origin, 'home_team_id', `leg 2 of tie "${key}" is between the teams of leg 1 with home and away swapped (${a.away_team_id} v ${a.home_team_id})`);
    return;
  }
  if (a.status !== 'completed' || b.status !== 'completed' || sc.stages.get(a.stage) !== 'knockout') return;
  const legs = [contentLeg(a), contentLeg(b)].filter((l): l is TieLeg => l !== null);
  if (legs.length !== 2 || legs.some((l) => l.state !== 'not_played' && l.regular === null)) return; // score after 90 minutes not known
  const result = decideTie(legs, tieRulesOf(sc.season.competition?.rules ?? {}));
  for (const p of result.problems) problems.at(two.origin, 'home_score', `tie "${key}": ${p}`);
}

export function checkTies(sc: SeasonContext, problems: ProblemList): void {
  const byKey = new Map<string, ReadRow<MatchRow>[]>();
  for (const r of sc.season.matches) {
    const m = r.value;
    const key = m.tie ?? null;
    if (key === null) {
      if (m.leg !== null && m.leg !== undefined) problems.at(r.origin, 'leg', 'leg is for the legs of a two-legged tie: set tie (the key both legs share) or leave leg empty');
      continue;
    }
    const kind = sc.stages.get(m.stage);
    if (kind !== undefined && kind !== 'knockout') problems.at(r.origin, 'tie', `tie is for knockout matches; stage "${m.stage}" is a ${kind} stage`);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  for (const [key, rows] of byKey) checkLegs(sc, key, rows, problems);
}
