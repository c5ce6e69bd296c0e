/**
 * Fixtures before the teams are known: every side of a match names a team or a slot; a slot reads
 * like "Winner Group A" or "Loser match 101" and names a group or a match of the same season; a
 * match that is played or being played names both teams (content wins over slots, and the feed
 * only starts on matches with both teams).
 */
import type { MatchRow } from '../../../schemas/content/index.ts';
import { isSlot, parseSlot } from '../../tournament/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

export function checkSlots(sc: SeasonContext, problems: ProblemList): void {
  // every match number written validly, rows with another bad cell included (they are reported already)
  const numbers = new Set(sc.cells.matches.flatMap((r) => (r.value.match_number === undefined ? [] : [r.value.match_number])));
  const groups = new Set(sc.season.competition?.groups ?? []);
  for (const r of sc.season.matches) {
    for (const side of ['home', 'away'] as const) checkSide(r, side, numbers, groups, problems);
  }
}

function checkSide(r: ReadRow<MatchRow>, side: 'home' | 'away', numbers: Set<number>, groups: Set<string>, problems: ProblemList): void {
  const m = r.value;
  const team = m[`${side}_team_id`];
  const slotText = m[`${side}_slot`];
  if (team === null && slotText === null) return problems.at(r.origin, `${side}_team_id`, `a match needs a ${side} team, or a ${side}_slot saying where it comes from`);
  if (team === null && m.status !== 'scheduled') problems.at(r.origin, `${side}_team_id`, `a match that is ${m.status === 'completed' ? 'completed' : 'in play'} names both teams; ${side}_team_id is empty`);
  if (slotText === null) return;
  const slot = parseSlot(slotText);
  if (!isSlot(slot)) return problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}": ${slot.message}`);
  if (slot.kind === 'match_winner' || slot.kind === 'match_loser') {
    if (slot.match_number === m.match_number) problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}" names this match itself`);
    else if (!numbers.has(slot.match_number)) problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}": no match ${slot.match_number} in this season`);
    return;
  }
  if (slot.kind === 'match_winner_any' || slot.kind === 'match_loser_any') {
    if (slot.match_numbers.includes(m.match_number)) problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}" names this match itself`);
    const unknown = slot.match_numbers.filter((n) => !numbers.has(n));
    if (unknown.length > 0) problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}": no match ${unknown.join(', ')} in this season`);
    return;
  }
  const named = slot.kind === 'group_position' ? [slot.group] : slot.kind === 'group_position_any' ? slot.groups : [];
  const unknown = named.filter((g) => !groups.has(g));
  if (unknown.length > 0) problems.at(r.origin, `${side}_slot`, `${side}_slot "${slotText}": ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among the groups in competition.json`);
}
