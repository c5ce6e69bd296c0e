/**
 * The score breakdown of a completed match. The four half cells are all filled (the half-time score
 * is known) or all empty (not known: allowed only when `events_recorded` is false, since recorded
 * goal minutes give the halves); the extra-time cells likewise, and are required whenever the halves
 * are known. Known periods add up to the score; extra time and the shoot-out follow the flags and
 * the knockout rules wherever the score after 90 minutes is known. Extra time may end early (a
 * golden goal, 1998/2002): nothing here asks for a goal-less or complete extra time.
 */
import { eventsRecorded, type MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';

type Side = 'home' | 'away';
const SIDES = ['home', 'away'] as const;
const HALVES = ['first_half_home', 'first_half_away', 'second_half_home', 'second_half_away'] as const;

/** Presence of the period cells; false (reported) when they cannot be used. */
function checkCells(r: ReadRow<MatchRow>, problems: ProblemList): boolean {
  const m = r.value;
  const filled = HALVES.filter((f) => m[f] !== null).length;
  let ok = true;
  if (filled === 0 && eventsRecorded(m)) {
    problems.at(r.origin, 'first_half_home', 'the half-time score (first_half_*, second_half_*) is required: events.csv records every goal of this match; set events_recorded to false if it does not');
    ok = false;
  } else if (filled > 0 && filled < HALVES.length) {
    for (const f of HALVES) if (m[f] === null) problems.at(r.origin, f, `${f} is required: fill all four half cells (the half-time score is known) or leave all four empty (not known)`);
    ok = false;
  }
  const etAny = m.extra_time_home !== null || m.extra_time_away !== null;
  const etBoth = m.extra_time_home !== null && m.extra_time_away !== null;
  if (!m.has_extra_time && etAny) {
    problems.at(r.origin, 'extra_time_home', 'extra_time_home/extra_time_away must be empty when has_extra_time is false');
    ok = false;
  } else if (m.has_extra_time && !etBoth && (filled > 0 || etAny)) {
    problems.at(r.origin, 'extra_time_home', filled > 0
      ? 'has_extra_time is true, so extra_time_home and extra_time_away are required'
      : 'extra_time_home and extra_time_away are both filled (extra-time goals known) or both empty (not known)');
    ok = false;
  }
  return ok;
}

/** Goals of `side` after 90 minutes, or null when the source does not say (or extra time passes the score: reported). */
function after90(m: MatchRow, side: Side): number | null {
  if (m[`first_half_${side}`] !== null) return m[`first_half_${side}`]! + m[`second_half_${side}`]!;
  if (!m.has_extra_time) return m[`${side}_score`];
  const et = m[`extra_time_${side}`];
  return et === null || et > m[`${side}_score`] ? null : m[`${side}_score`] - et;
}

/** Known periods add up to the score (or, with only extra time known, stay within it). */
function checkSums(r: ReadRow<MatchRow>, problems: ProblemList): void {
  const m = r.value;
  for (const side of SIDES) {
    const score = m[`${side}_score`];
    const et = m[`extra_time_${side}`];
    if (m[`first_half_${side}`] !== null) {
      const sum = after90(m, side)! + (et ?? 0);
      if (sum !== score) problems.at(r.origin, `${side}_score`, `${side}_score is ${score} but first half + second half${m.has_extra_time ? ' + extra time' : ''} make ${sum}`);
    } else if (et !== null && et > score) {
      problems.at(r.origin, `extra_time_${side}`, `extra_time_${side} is ${et} but ${side}_score is only ${score}`);
    }
  }
}

/** The competition format a match's breakdown is checked against. */
export interface MatchFormat {
  /** The match is in a knockout stage. */
  knockout: boolean;
  /** competition.json `rules.extra_time_in_groups`: group matches level after 90 minutes may have extra time (1954). */
  extraTimeInGroups: boolean;
  /** A replay names this match (`replay_of`): it may end level without a shoot-out (1934, 1938). */
  replayed: boolean;
  /**
   * The leg of a two-legged tie (matches.csv `tie`, `leg`), else null. A first leg may end level
   * and has no extra time or shoot-out; a second leg goes to extra time and a shoot-out on the
   * aggregate, which ties.ts checks.
   */
  leg?: 1 | 2 | null;
  /** competition.json `rules.level_tie`: a knockout match may end level with no shoot-out (the better-placed team goes through). */
  levelTie?: boolean;
}

function checkExtraTimeAndPenalties({ knockout, extraTimeInGroups, replayed, leg, levelTie }: MatchFormat, r: ReadRow<MatchRow>, problems: ProblemList): void {
  const m = r.value;
  if (knockout && leg === 1) {
    if (m.has_extra_time) problems.at(r.origin, 'has_extra_time', 'the first leg of a tie has no extra time (only the second leg can)');
    if (m.has_penalties) problems.at(r.origin, 'has_penalties', 'the first leg of a tie has no shoot-out (only the second leg can)');
    if (!m.has_penalties && (m.home_penalty !== null || m.away_penalty !== null)) problems.at(r.origin, 'home_penalty', 'home_penalty/away_penalty must be empty when has_penalties is false');
    return;
  }
  if (knockout && leg === 2) {
    // extra time and the shoot-out follow the aggregate, not this match's score (ties.ts)
    if (m.has_penalties && (m.home_penalty === null || m.away_penalty === null)) problems.at(r.origin, 'home_penalty', 'has_penalties is true, so home_penalty and away_penalty are required');
    if (!m.has_penalties && (m.home_penalty !== null || m.away_penalty !== null)) problems.at(r.origin, 'home_penalty', 'home_penalty/away_penalty must be empty when has_penalties is false');
    return;
  }
  const home90 = after90(m, 'home');
  const away90 = after90(m, 'away');
  const known90 = home90 !== null && away90 !== null;
  const level90 = known90 && home90 === away90;
  if (m.has_extra_time && !knockout && !extraTimeInGroups)
    problems.at(r.origin, 'has_extra_time', 'extra time is only played in knockout stages (a competition that played it in group matches sets rules.extra_time_in_groups in competition.json)');
  if (m.has_extra_time && known90 && !level90) problems.at(r.origin, 'has_extra_time', 'extra time is only played when the score is level after 90 minutes');
  if (knockout && level90 && !m.has_extra_time && !m.has_penalties) problems.at(r.origin, 'has_extra_time', 'a knockout match level after 90 minutes needs extra time or a shoot-out');
  if (m.has_penalties) {
    if (m.home_penalty === null || m.away_penalty === null) problems.at(r.origin, 'home_penalty', 'has_penalties is true, so home_penalty and away_penalty are required');
    else if (m.home_penalty === m.away_penalty) problems.at(r.origin, 'home_penalty', 'a shoot-out cannot end level');
    if (m.home_score !== m.away_score) problems.at(r.origin, 'has_penalties', 'a shoot-out only follows a level score');
    if (!knockout) problems.at(r.origin, 'has_penalties', 'shoot-outs are only held in knockout stages');
  } else {
    if (m.home_penalty !== null || m.away_penalty !== null) problems.at(r.origin, 'home_penalty', 'home_penalty/away_penalty must be empty when has_penalties is false');
    if (knockout && m.home_score === m.away_score && !replayed && !levelTie)
      problems.at(r.origin, 'has_penalties', 'a knockout match cannot end level without a shoot-out, unless it was replayed (a later match names it in replay_of)');
  }
}

/** Checks a completed match's breakdown; true when its period cells are usable for the goal rules. */
export function checkBreakdown(format: MatchFormat, r: ReadRow<MatchRow>, problems: ProblemList): boolean {
  if (!checkCells(r, problems)) return false;
  checkSums(r, problems);
  checkExtraTimeAndPenalties(format, r, problems);
  return true;
}
