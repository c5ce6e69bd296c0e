/**
 * Match rules: stage and group, and what a match's status allows. Which rule applies to which
 * format: group membership from teams.csv in the first group stage only (later group stages:
 * group-stages.ts); extra time in group matches with `rules.extra_time_in_groups`; a drawn knockout
 * match without a shoot-out only when a replay names it (replays.ts). The score breakdown is checked
 * in match-breakdown.ts, the score against the goal events in match-goals.ts.
 */
import { eventsRecorded, legOf, type EventRow, type MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';
import { checkBreakdown } from './match-breakdown.ts';
import { checkGoals } from './match-goals.ts';

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
  // teams.csv gives the groups of the first group stage; a later group stage's members are the
  // teams of its matches (checked in group-stages.ts)
  if (m.stage !== sc.firstGroupStage) return;
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

export function checkMatches(sc: SeasonContext, problems: ProblemList): void {
  for (const r of sc.season.matches) {
    checkStageAndGroup(sc, r, problems);
    const events = sc.events.get(r.value.id) ?? [];
    const knockout = sc.stages.get(r.value.stage) === 'knockout';
    const format = { knockout, extraTimeInGroups: sc.season.competition?.rules.extra_time_in_groups === true && sc.stages.get(r.value.stage) === 'group', replayed: sc.replays.has(r.value.match_number), leg: r.value.tie ? legOf(r.value) : null, levelTie: sc.season.competition?.rules.level_tie !== undefined };
    if (!eventsRecorded(r.value) && r.value.status !== 'completed')
      problems.at(r.origin, 'events_recorded', `only a completed match can have events_recorded false; a match ${r.value.status === 'in_play' ? 'in play' : 'not played yet'} has its events recorded as they happen`);
    if (r.value.status === 'scheduled') {
      checkScheduled(r, events, problems);
      continue;
    }
    const breakdownOk = r.value.status === 'completed' ? checkBreakdown(format, r, problems) : true;
    checkGoals(r, events, breakdownOk, problems);
  }
}
