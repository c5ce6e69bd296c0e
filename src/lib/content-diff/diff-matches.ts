/** Match changes: added/removed fixtures, status, score and its breakdown, teams and slots, kick-off, venue, formations. */
import type { Dataset, Match } from '../dataset/dataset.ts';
import type { Change } from './types.ts';
import { fieldChanges, pairBy } from './field-changes.ts';
import { matchLabel, type Names } from './describe.ts';

const FIELDS = [
  'status', 'home_score', 'away_score', 'first_half_home', 'first_half_away', 'second_half_home', 'second_half_away', 'extra_time_home', 'extra_time_away',
  'has_extra_time', 'has_penalties', 'home_penalty', 'away_penalty', 'home_team_id', 'away_team_id', 'home_slot', 'away_slot', 'scheduled_at', 'venue_id',
  'stage', 'group', 'home_formation', 'away_formation', 'attendance', 'match_number', 'events_recorded', 'replay_of',
] as const satisfies readonly (keyof Match)[];

const pair = (a: unknown, b: unknown) => `${a ?? '–'}–${b ?? '–'}`;

/** The human summary of a match's field changes, most important first. */
function summary(n: Names, before: Match, after: Match, changed: Set<string>): string[] {
  const out: string[] = [];
  const has = (...f: string[]) => f.some((x) => changed.has(x));
  if (has('status')) out.push(`status ${before.status} → ${after.status}`);
  if (has('home_score', 'away_score')) out.push(`score ${pair(before.home_score, before.away_score)} → ${pair(after.home_score, after.away_score)}`);
  if (has('first_half_home', 'first_half_away')) out.push(`first half ${pair(before.first_half_home, before.first_half_away)} → ${pair(after.first_half_home, after.first_half_away)}`);
  if (has('second_half_home', 'second_half_away')) out.push(`second half ${pair(before.second_half_home, before.second_half_away)} → ${pair(after.second_half_home, after.second_half_away)}`);
  if (has('extra_time_home', 'extra_time_away', 'has_extra_time')) out.push(`extra time ${before.has_extra_time ? pair(before.extra_time_home, before.extra_time_away) : 'none'} → ${after.has_extra_time ? pair(after.extra_time_home, after.extra_time_away) : 'none'}`);
  if (has('home_penalty', 'away_penalty', 'has_penalties')) out.push(`shoot-out ${before.has_penalties ? pair(before.home_penalty, before.away_penalty) : 'none'} → ${after.has_penalties ? pair(after.home_penalty, after.away_penalty) : 'none'}`);
  for (const side of ['home', 'away'] as const) {
    if (has(`${side}_team_id`, `${side}_slot`)) out.push(`${side} team ${n.team(before[`${side}_team_id`], before[`${side}_slot`])} → ${n.team(after[`${side}_team_id`], after[`${side}_slot`])}`);
    if (has(`${side}_formation`)) out.push(`${side} formation ${before[`${side}_formation`] ?? 'none'} → ${after[`${side}_formation`] ?? 'none'}`);
  }
  if (has('scheduled_at')) out.push(`kick-off ${before.scheduled_at} → ${after.scheduled_at}`);
  if (has('venue_id')) out.push(`venue ${n.venue(before.venue_id)} → ${n.venue(after.venue_id)}`);
  for (const f of ['stage', 'group', 'attendance', 'match_number', 'events_recorded', 'replay_of'] as const) if (has(f)) out.push(`${f.replace('_', ' ')} ${before[f] ?? 'none'} → ${after[f] ?? 'none'}`);
  return out;
}

export function diffMatches(base: Dataset, head: Dataset, n: Names): Change[] {
  const out: Change[] = [];
  for (const [b, a] of pairBy(base.matchList, head.matchList, (m) => m.id)) {
    if (!b) out.push({ entity: 'match', kind: 'added', id: a!.id, text: `${matchLabel(n, a!)} added (${a!.stage}${a!.group ? `, ${a!.group}` : ''}, ${a!.scheduled_at})` });
    else if (!a) out.push({ entity: 'match', kind: 'removed', id: b.id, text: `${matchLabel(n, b)} removed` });
    else {
      const fields = fieldChanges(b, a, FIELDS);
      const changed = new Set(Object.keys(fields));
      if (changed.size > 0) out.push({ entity: 'match', kind: 'changed', id: a.id, text: `${matchLabel(n, a)}: ${summary(n, b, a, changed).join('; ')}`, fields });
    }
  }
  return out;
}
