/**
 * The score against the goal events. A match whose events are recorded (`events_recorded`, the
 * default) has exactly its score in goal events, each with the running score, and its period
 * breakdown follows the goal minutes. A match whose source lacks some goals (`events_recorded`
 * false) has at most its score in goal events, per team and per known period, and a running score
 * given on a recorded goal must count that goal and every goal recorded before it without passing
 * the final score. Shoot-out kicks, when recorded, are every kick in both cases.
 */
import { eventsRecorded, type EventRow, type MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';

type Side = 'home' | 'away';
type Pair = Record<Side, number>;
const SIDES = ['home', 'away'] as const;
const PERIODS = ['first_half', 'second_half', 'extra_time'] as const;

/** Which period a goal minute belongs to. */
export function periodOf(e: Pick<EventRow, 'minute'>): (typeof PERIODS)[number] {
  return e.minute <= 45 ? 'first_half' : e.minute <= 90 ? 'second_half' : 'extra_time';
}

const goalsText = (n: number, side: Side) => `${n} ${side} goal${n === 1 ? '' : 's'}`;

/** Running score of a goal in a match with every goal recorded: exactly the goals so far. */
function checkExactRunning(e: ReadRow<EventRow>, running: Pair, problems: ProblemList): void {
  const v = e.value;
  if (v.score_home !== running.home || v.score_away !== running.away)
    problems.at(e.origin, 'score_home', `running score after this goal is ${running.home}-${running.away}, not ${v.score_home ?? '?'}-${v.score_away ?? '?'}`);
}

/**
 * Running score of a goal in a match with goals missing: may be left empty; when given, at least
 * `low` (the goals recorded up to this one, or the score given on an earlier goal plus this one)
 * and at most the final score. Returns the new lower bound.
 */
function checkPartialRunning(m: MatchRow, e: ReadRow<EventRow>, low: Pair, problems: ProblemList): Pair {
  const v = e.value;
  if (v.score_home === null && v.score_away === null) return low;
  if (v.score_home === null || v.score_away === null) {
    problems.at(e.origin, 'score_home', 'score_home and score_away are both filled or both empty');
    return low;
  }
  const given = { home: v.score_home, away: v.score_away };
  if (given.home < low.home || given.away < low.away || given.home > m.home_score || given.away > m.away_score)
    problems.at(e.origin, 'score_home', `running score ${given.home}-${given.away} after this goal is impossible: the goals recorded up to it make at least ${low.home}-${low.away} and the final score is ${m.home_score}-${m.away_score}`);
  return { home: Math.max(low.home, given.home), away: Math.max(low.away, given.away) };
}

/** Goal and shoot-out events of one match against its row; `breakdownOk`: its period cells are consistent. */
export function checkGoals(r: ReadRow<MatchRow>, events: ReadRow<EventRow>[], breakdownOk: boolean, problems: ProblemList): void {
  const m = r.value;
  const complete = eventsRecorded(m);
  const sideOf = (teamId: string): Side | null => (teamId === m.home_team_id ? 'home' : teamId === m.away_team_id ? 'away' : null);
  const running = { home: 0, away: 0 };
  let low = { home: 0, away: 0 };
  const perPeriod = { first_half: { home: 0, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: { home: 0, away: 0 } };
  const shootout = { home: 0, away: 0 };
  for (const e of events) {
    const v = e.value;
    const side = sideOf(v.team_id);
    if (!side) continue; // reported by the event rules
    if (v.type === 'goal') {
      running[side]++;
      perPeriod[periodOf(v)][side]++;
      if (complete) checkExactRunning(e, running, problems);
      else low = checkPartialRunning(m, e, { ...low, [side]: low[side] + 1 }, problems);
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
  if (complete) checkExactTotals(r, running, perPeriod, breakdownOk, problems);
  else checkPartialTotals(r, running, perPeriod, breakdownOk, problems);
  const kicks = events.filter((e) => e.value.type === 'shootout');
  if (m.has_penalties && kicks.length > 0 && (shootout.home !== m.home_penalty || shootout.away !== m.away_penalty))
    problems.at(r.origin, 'home_penalty', `the shoot-out is ${m.home_penalty}-${m.away_penalty} but the shootout events give ${shootout.home}-${shootout.away}`);
}

type PerPeriod = Record<(typeof PERIODS)[number], Pair>;

/** Every goal recorded: the score equals the goal events, and so does each period. */
function checkExactTotals(r: ReadRow<MatchRow>, running: Pair, perPeriod: PerPeriod, breakdownOk: boolean, problems: ProblemList): void {
  const m = r.value;
  for (const side of SIDES) {
    if (running[side] !== m[`${side}_score`])
      problems.at(r.origin, `${side}_score`, `${side}_score is ${m[`${side}_score`]} but events.csv has ${goalsText(running[side], side)} (own goals count for the team credited)`);
  }
  if (!breakdownOk || running.home !== m.home_score || running.away !== m.away_score) return;
  for (const period of PERIODS) {
    for (const side of SIDES) {
      const declared = m[`${period}_${side}`] ?? 0;
      if (declared !== perPeriod[period][side])
        problems.at(r.origin, `${period}_${side}`, `${period}_${side} is ${declared} but the goal events give ${perPeriod[period][side]}`);
    }
  }
}

/** Goals missing from events.csv: the goals recorded fit within the score and every known period. */
function checkPartialTotals(r: ReadRow<MatchRow>, running: Pair, perPeriod: PerPeriod, breakdownOk: boolean, problems: ProblemList): void {
  const m = r.value;
  for (const side of SIDES) {
    if (running[side] > m[`${side}_score`])
      problems.at(r.origin, `${side}_score`, `${side}_score is ${m[`${side}_score`]} but events.csv already has ${goalsText(running[side], side)} (own goals count for the team credited)`);
  }
  if (!breakdownOk) return;
  for (const period of PERIODS) {
    for (const side of SIDES) {
      const declared = m[`${period}_${side}`];
      if (declared !== null && perPeriod[period][side] > declared)
        problems.at(r.origin, `${period}_${side}`, `${period}_${side} is ${declared} but events.csv already has ${goalsText(perPeriod[period][side], side)} in that period`);
    }
  }
}
