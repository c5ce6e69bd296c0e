/**
 * Event rules: vocabulary, teams and players, then the match as it unfolds: substitutions take
 * off a player on the pitch and bring on an unused substitute, a second yellow follows a yellow,
 * and nobody acts after being sent off.
 */
import { EVENT_DETAILS, type EventRow, type MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { ContentContext, SeasonContext } from './context.ts';

function checkVocabularyAndPeople(ctx: ContentContext, sc: SeasonContext, m: MatchRow, e: ReadRow<EventRow>, problems: ProblemList): void {
  const v = e.value;
  const allowed: readonly string[] = EVENT_DETAILS[v.type];
  if (!allowed.includes(v.detail)) problems.at(e.origin, 'detail', `detail "${v.detail}" is not allowed for type ${v.type} (allowed: ${allowed.join(', ')})`);
  if (v.team_id !== m.home_team_id && v.team_id !== m.away_team_id) {
    problems.at(e.origin, 'team_id', `team_id ${v.team_id} does not play in match ${m.id}`);
    return;
  }
  const opponent = v.team_id === m.home_team_id ? m.away_team_id : m.home_team_id;
  if (v.player_id === null) {
    problems.at(e.origin, 'player_id', v.type === 'var' ? 'player_id is required: a VAR decision names the player it concerns' : `player_id is required for ${v.type} events`);
  } else {
    const ownGoal = v.type === 'goal' && v.detail === 'own_goal';
    const squadTeam = ownGoal ? opponent : v.team_id;
    if (squadTeam !== null && ctx.knownPlayer(v.player_id) && !sc.inSquad(squadTeam, v.player_id))
      problems.at(e.origin, 'player_id', ownGoal
        ? `own goal: player ${v.player_id} must be in the squad of ${squadTeam}, the team that conceded (team_id is the team credited)`
        : `player ${v.player_id} is not in the squad of ${v.team_id}`);
  }
  if (v.type === 'substitution') {
    if (v.player_off_id === null) problems.at(e.origin, 'player_off_id', 'a substitution needs player_off_id (the player going off)');
    else if (ctx.knownPlayer(v.player_off_id) && !sc.inSquad(v.team_id, v.player_off_id)) problems.at(e.origin, 'player_off_id', `player ${v.player_off_id} is not in the squad of ${v.team_id}`);
    else if (v.player_off_id === v.player_id) problems.at(e.origin, 'player_off_id', 'a player cannot replace himself');
  } else if (v.player_off_id !== null) {
    problems.at(e.origin, 'player_off_id', 'player_off_id is only for substitutions');
  }
}

/** Walks the match in time order, tracking who is on the pitch, on the bench and sent off. */
function checkUnfolding(sc: SeasonContext, m: MatchRow, events: ReadRow<EventRow>[], problems: ProblemList): void {
  const lineups = sc.lineups.get(m.id);
  const onPitch = new Map<string, Set<string>>();
  const bench = new Map<string, Set<string>>();
  for (const [teamId, rows] of lineups ?? []) {
    onPitch.set(teamId, new Set(rows.filter((r) => r.value.starter).map((r) => r.value.player_id)));
    bench.set(teamId, new Set(rows.filter((r) => !r.value.starter).map((r) => r.value.player_id)));
  }
  const yellows = new Set<string>();
  const sentOff = new Map<string, number>();
  const minuteText = (v: EventRow) => `${v.minute}${v.extra_minute ? `+${v.extra_minute}` : ''}'`;
  for (const e of events) {
    const v = e.value;
    if (!(EVENT_DETAILS[v.type] as readonly string[]).includes(v.detail)) continue; // reported already
    for (const f of ['player_id', 'player_off_id'] as const) {
      const p = v[f];
      if (p && sentOff.has(p) && !(v.type === 'var' && v.detail === 'card_cancelled'))
        problems.at(e.origin, f, `player ${p} was sent off at minute ${sentOff.get(p)} and cannot take part in a ${v.type} at ${minuteText(v)}`);
    }
    if (v.type === 'card' && v.player_id) {
      if (v.detail === 'yellow') {
        if (yellows.has(v.player_id)) problems.at(e.origin, 'detail', `player ${v.player_id} already has a yellow card; a second one is detail second_yellow`);
        yellows.add(v.player_id);
      } else if (v.detail === 'second_yellow') {
        if (!yellows.has(v.player_id)) problems.at(e.origin, 'detail', `second_yellow for player ${v.player_id}, who has no yellow card before ${minuteText(v)}`);
        sentOff.set(v.player_id, v.minute);
        onPitch.get(v.team_id)?.delete(v.player_id);
      } else {
        sentOff.set(v.player_id, v.minute);
        onPitch.get(v.team_id)?.delete(v.player_id);
      }
    }
    // A VAR red-card decision is followed by its card event, which sends the player off; a
    // cancelled card brings a sent-off player back onto the pitch.
    if (v.type === 'var' && v.detail === 'card_cancelled' && v.player_id && sentOff.delete(v.player_id)) onPitch.get(v.team_id)?.add(v.player_id);
    if (v.type === 'substitution' && v.player_id && v.player_off_id) {
      const pitch = onPitch.get(v.team_id);
      const subs = bench.get(v.team_id);
      if (!pitch || !subs) continue; // no line-up recorded for this team: nothing to track
      if (!pitch.has(v.player_off_id)) problems.at(e.origin, 'player_off_id', `player ${v.player_off_id} is not on the pitch at ${minuteText(v)}, so cannot be substituted`);
      if (!subs.has(v.player_id)) problems.at(e.origin, 'player_id', `player ${v.player_id} is not an unused substitute of ${v.team_id} at ${minuteText(v)}`);
      pitch.delete(v.player_off_id);
      subs.delete(v.player_id);
      pitch.add(v.player_id);
    }
  }
}

export function checkEvents(ctx: ContentContext, sc: SeasonContext, problems: ProblemList): void {
  for (const [matchId, events] of sc.events) {
    const match = sc.matches.get(matchId)?.value;
    if (!match) continue;
    for (const e of events) checkVocabularyAndPeople(ctx, sc, match, e, problems);
    checkUnfolding(sc, match, events, problems);
  }
}
