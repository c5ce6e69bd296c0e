/**
 * Match rules: stage and group, status, the score breakdown, and that the score equals the goal
 * events (running scores, periods, extra time and shoot-out included).
 */
import type { EventRow, MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

type Side = 'home' | 'away';

/** Which period a goal minute belongs to. */
export function periodOf(e: Pick<EventRow, 'minute'>): 'first_half' | 'second_half' | 'extra_time' {
  return e.minute <= 45 ? 'first_half' : e.minute <= 90 ? 'second_half' : 'extra_time';
}

function checkStageAndGroup(sc: SeasonContext, r: ReadRow<MatchRow>, problems: ProblemList): void {
  const m = r.value;
  const kind = sc.stages.get(m.stage);
  if (kind === undefined) {
    if (sc.season.competition) problems.at(r.origin, 'stage', `stage "${m.stage}" is not one of the stages in competition.json`);
    return;
  }
  if (m.home_team_id !== null && m.home_team_id === m.away_team_id) problems.at(r.origin, 'away_team_id', 'a team cannot play itself');
  if (kind !== 'group') {
    if (m.group !== null) problems.at(r.origin, 'group', `${kind} match in stage "${m.stage}" must have an empty group`);
    return;
  }
  const groups = sc.season.competition?.groups ?? [];
  if (groups.length === 0) return;
  if (m.group === null) return problems.at(r.origin, 'group', `group-stage match needs a group (one of ${groups.join(', ')})`);
  if (!groups.includes(m.group)) return problems.at(r.origin, 'group', `group "${m.group}" is not one of the groups in competition.json`);
  for (const f of ['home_team_id', 'away_team_id'] as const) {
    const team = m[f] === null ? undefined : sc.teams.get(m[f]);
    if (team && team.value.group !== m.group) problems.at(r.origin, f, `${m[f]} is in ${team.value.group ?? 'no group'}, not ${m.group}`);
  }
}

const BREAKDOWN = ['first_half_home', 'first_half_away', 'second_half_home', 'second_half_away', 'extra_time_home', 'extra_time_away'] as const;

function checkScheduled(r: ReadRow<MatchRow>, events: ReadRow<EventRow>[], problems: ProblemList): void {
  const m = r.value;
  if (m.home_score !== 0 || m.away_score !== 0) problems.at(r.origin, 'home_score', 'a scheduled match has scores 0-0');
  for (const f of BREAKDOWN) if ((m[f] ?? 0) !== 0) problems.at(r.origin, f, `a scheduled match has ${f} empty or 0`);
  if (m.has_extra_time) problems.at(r.origin, 'has_extra_time', 'a scheduled match cannot have had extra time');
  if (m.has_penalties) problems.at(r.origin, 'has_penalties', 'a scheduled match cannot have had a shoot-out');
  if (m.home_penalty !== null || m.away_penalty !== null) problems.at(r.origin, 'home_penalty', 'a scheduled match has empty penalty cells');
  if (events.length > 0) problems.at(events[0]!.origin, 'match_id', `match ${m.id} is scheduled but has events`);
}

function checkBreakdown(knockout: boolean, r: ReadRow<MatchRow>, problems: ProblemList): boolean {
  const m = r.value;
  let ok = true;
  for (const f of ['first_half_home', 'first_half_away', 'second_half_home', 'second_half_away'] as const) {
    if (m[f] === null) {
      problems.at(r.origin, f, `${f} is required for a completed match`);
      ok = false;
    }
  }
  const et = m.extra_time_home !== null || m.extra_time_away !== null;
  if (m.has_extra_time && (m.extra_time_home === null || m.extra_time_away === null)) {
    problems.at(r.origin, 'extra_time_home', 'has_extra_time is true, so extra_time_home and extra_time_away are required');
    ok = false;
  } else if (!m.has_extra_time && et) {
    problems.at(r.origin, 'extra_time_home', 'extra_time_home/extra_time_away must be empty when has_extra_time is false');
    ok = false;
  }
  if (!ok) return false;
  for (const side of ['home', 'away'] as const) {
    const sum = m[`first_half_${side}`]! + m[`second_half_${side}`]! + (m[`extra_time_${side}`] ?? 0);
    if (sum !== m[`${side}_score`]) {
      problems.at(r.origin, `${side}_score`, `${side}_score is ${m[`${side}_score`]} but first half + second half${m.has_extra_time ? ' + extra time' : ''} make ${sum}`);
      ok = false;
    }
  }
  const level90 = m.first_half_home! + m.second_half_home! === m.first_half_away! + m.second_half_away!;
  if (m.has_extra_time && !knockout) problems.at(r.origin, 'has_extra_time', 'extra time is only played in knockout stages');
  if (m.has_extra_time && !level90) problems.at(r.origin, 'has_extra_time', 'extra time is only played when the score is level after 90 minutes');
  if (knockout && level90 && !m.has_extra_time && !m.has_penalties) problems.at(r.origin, 'has_extra_time', 'a knockout match level after 90 minutes needs extra time or a shoot-out');
  if (m.has_penalties) {
    if (m.home_penalty === null || m.away_penalty === null) problems.at(r.origin, 'home_penalty', 'has_penalties is true, so home_penalty and away_penalty are required');
    else if (m.home_penalty === m.away_penalty) problems.at(r.origin, 'home_penalty', 'a shoot-out cannot end level');
    if (m.home_score !== m.away_score) problems.at(r.origin, 'has_penalties', 'a shoot-out only follows a level score');
    if (!knockout) problems.at(r.origin, 'has_penalties', 'shoot-outs are only held in knockout stages');
  } else {
    if (m.home_penalty !== null || m.away_penalty !== null) problems.at(r.origin, 'home_penalty', 'home_penalty/away_penalty must be empty when has_penalties is false');
    if (knockout && m.home_score === m.away_score) problems.at(r.origin, 'has_penalties', 'a knockout match cannot end level without a shoot-out');
  }
  return true;
}

function checkGoals(r: ReadRow<MatchRow>, events: ReadRow<EventRow>[], breakdownOk: boolean, problems: ProblemList): void {
  const m = r.value;
  const sideOf = (teamId: string): Side | null => (teamId === m.home_team_id ? 'home' : teamId === m.away_team_id ? 'away' : null);
  const running = { home: 0, away: 0 };
  const perPeriod = { first_half: { home: 0, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: { home: 0, away: 0 } };
  const shootout = { home: 0, away: 0 };
  for (const e of events) {
    const v = e.value;
    const side = sideOf(v.team_id);
    if (!side) continue; // reported by the event rules
    if (v.type === 'goal') {
      running[side]++;
      perPeriod[periodOf(v)][side]++;
      if (v.score_home !== running.home || v.score_away !== running.away)
        problems.at(e.origin, 'score_home', `running score after this goal is ${running.home}-${running.away}, not ${v.score_home ?? '?'}-${v.score_away ?? '?'}`);
    } else if (v.type === 'shootout') {
      if (!m.has_penalties) problems.at(e.origin, 'type', `match ${m.id} has has_penalties false, so it has no shoot-out kicks`);
      if (v.detail === 'scored') shootout[side]++;
      if (v.score_home !== shootout.home || v.score_away !== shootout.away)
        problems.at(e.origin, 'score_home', `shoot-out score after this kick is ${shootout.home}-${shootout.away}, not ${v.score_home ?? '?'}-${v.score_away ?? '?'}`);
      const expected = m.has_extra_time ? 120 : 90;
      if (v.minute !== expected || v.extra_minute !== null) problems.at(e.origin, 'minute', `shoot-out kicks are at minute ${expected} with no extra_minute`);
    } else if (v.score_home !== null || v.score_away !== null) {
      problems.at(e.origin, 'score_home', `score_home/score_away are only for goals and shoot-out kicks, not ${v.type}`);
    }
    if (!m.has_extra_time && v.type !== 'shootout' && v.minute > 90) problems.at(e.origin, 'minute', `minute ${v.minute} is after 90 but match ${m.id} had no extra time`);
  }
  if (m.status === 'in_play') return;
  for (const side of ['home', 'away'] as const) {
    if (running[side] !== m[`${side}_score`])
      problems.at(r.origin, `${side}_score`, `${side}_score is ${m[`${side}_score`]} but events.csv has ${running[side]} ${side} goal${running[side] === 1 ? '' : 's'} (own goals count for the team credited)`);
  }
  if (breakdownOk && running.home === m.home_score && running.away === m.away_score) {
    for (const period of ['first_half', 'second_half', 'extra_time'] as const) {
      for (const side of ['home', 'away'] as const) {
        const declared = m[`${period}_${side}`] ?? 0;
        if (declared !== perPeriod[period][side])
          problems.at(r.origin, `${period}_${side}`, `${period}_${side} is ${declared} but the goal events give ${perPeriod[period][side]}`);
      }
    }
  }
  const kicks = events.filter((e) => e.value.type === 'shootout');
  if (m.has_penalties && kicks.length > 0 && (shootout.home !== m.home_penalty || shootout.away !== m.away_penalty))
    problems.at(r.origin, 'home_penalty', `the shoot-out is ${m.home_penalty}-${m.away_penalty} but the shootout events give ${shootout.home}-${shootout.away}`);
}

export function checkMatches(sc: SeasonContext, problems: ProblemList): void {
  for (const r of sc.season.matches) {
    checkStageAndGroup(sc, r, problems);
    const events = sc.events.get(r.value.id) ?? [];
    const knockout = sc.stages.get(r.value.stage) === 'knockout';
    if (r.value.status === 'scheduled') {
      checkScheduled(r, events, problems);
      continue;
    }
    const breakdownOk = r.value.status === 'completed' ? checkBreakdown(knockout, r, problems) : true;
    checkGoals(r, events, breakdownOk, problems);
  }
}
