/**
 * Who goes through a tie and how (decisions.md `decided_by`):
 * - one match: `score` (after 90 minutes), `extra_time`, `penalties`;
 * - two legs: `aggregate` (after the second leg's 90 minutes), `away_goals` (when `rules.awayGoals`;
 *   after extra time too when `rules.awayGoalsInExtraTime`), `extra_time`, `penalties` (after extra
 *   time, or straight after the 90 minutes when the data has a shoot-out and no extra time, as in
 *   competitions that skip extra time);
 * - `awarded` when a leg's result was awarded and the tie has a winner;
 * - `league_position` when still level with no shoot-out and `rules.levelTie` says so (the
 *   better-placed team of the league table goes through).
 * A tie the data cannot decide has `winner: null` and says why in `problems`; nothing is guessed.
 */
import type { DecidedBy, Score, TieLeg, TieResult, TieRules } from './types.ts';

type Outcome = { winner: string | null; decidedBy: DecidedBy | null };
const UNDECIDED: Outcome = { winner: null, decidedBy: null };

const byKickOff = (a: TieLeg, b: TieLeg): number => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/** The leg's result: after extra time when it was played, else after 90 minutes; null if the leg does not count. */
export function legFinal(leg: TieLeg): Score | null {
  if (leg.state === 'not_played') return null;
  if (leg.state === 'awarded') return leg.regular;
  return leg.extraTime ?? leg.regular;
}

/** Goals `team` scored in `leg` according to `score` (a score of that leg). */
function goalsOf(leg: TieLeg, score: Score, team: string): number {
  return leg.home === team ? score.home : score.away;
}

function higher(a: string, ga: number, b: string, gb: number): string | null {
  return ga === gb ? null : ga > gb ? a : b;
}

function fmt(s: Score): string {
  return `${s.home}-${s.away}`;
}

/** Decides a tie of one or two legs (any order: sorted by kick-off). Throws on an empty list. */
export function decideTie(legsIn: readonly TieLeg[], rules: TieRules): TieResult {
  if (legsIn.length === 0) throw new Error('a tie needs at least one match');
  const legs = [...legsIn].sort(byKickOff);
  const home = legs[0]!.home;
  const away = legs[0]!.away;
  const problems: string[] = [];
  for (const l of legs) {
    if (!((l.home === home && l.away === away) || (l.home === away && l.away === home))) problems.push(`match ${l.id} is ${l.home} v ${l.away}, not a leg of ${home} v ${away}`);
    if (l.state !== 'not_played' && l.regular === null) problems.push(`match ${l.id} counts but has no score`);
    const reg = l.regular;
    if (l.state === 'played' && reg && l.extraTime && (l.extraTime.home < reg.home || l.extraTime.away < reg.away)) {
      problems.push(`match ${l.id}: the score after extra time (${fmt(l.extraTime)}) is lower than after 90 minutes (${fmt(reg)}); extra time must include the 90 minutes`);
    }
  }
  if (legs.length > 2) problems.push(`${legs.length} matches: a tie is one match or two legs`);
  if (problems.length > 0) return { home, away, legs, aggregate: null, winner: null, decidedBy: null, problems };
  const outcome = legs.length === 1 ? decideOneMatch(legs[0]!, rules, problems) : decideTwoLegs(legs[0]!, legs[1]!, rules, problems);
  const awarded = legs.some((l) => l.state === 'awarded');
  return {
    home, away, legs,
    aggregate: legs.length === 1 ? null : aggregateOf(legs, home, away),
    winner: outcome.winner,
    decidedBy: outcome.winner !== null && awarded ? 'awarded' : outcome.decidedBy,
    problems,
  };
}

/** Goals of `home` and `away` over the legs that count; null before any leg counts. */
export function aggregateOf(legs: readonly TieLeg[], home: string, away: string): Score | null {
  const total: Score = { home: 0, away: 0 };
  let counted = false;
  for (const l of legs) {
    const s = legFinal(l);
    if (!s) continue;
    counted = true;
    total.home += goalsOf(l, s, home);
    total.away += goalsOf(l, s, away);
  }
  return counted ? total : null;
}

function decideOneMatch(m: TieLeg, rules: TieRules, problems: string[]): Outcome {
  const reg = m.regular;
  if (m.state === 'not_played' || !reg) return UNDECIDED;
  if (m.state === 'awarded') {
    const w = higher(m.home, reg.home, m.away, reg.away);
    if (!w) problems.push(`match ${m.id} was awarded as a draw (${fmt(reg)}): a knockout match needs a winner`);
    return { winner: w, decidedBy: w ? 'awarded' : null };
  }
  const at90 = higher(m.home, reg.home, m.away, reg.away);
  if (at90) {
    if (m.extraTime && (m.extraTime.home !== reg.home || m.extraTime.away !== reg.away)) problems.push(`match ${m.id}: extra time recorded after 90 minutes that had a winner (${fmt(reg)})`);
    return { winner: at90, decidedBy: 'score' };
  }
  if (m.extraTime) {
    const aet = higher(m.home, m.extraTime.home, m.away, m.extraTime.away);
    if (aet) return { winner: aet, decidedBy: 'extra_time' };
  }
  return levelEnd(m, rules, m.extraTime ? 'level after extra time' : 'level after 90 minutes with no extra time', problems);
}

/**
 * A tie level at its end: the shoot-out when the data has one; else, under `rules.levelTie`, the
 * team placed higher in the league table (undecided when the caller gave no table); else a problem.
 */
function levelEnd(leg: TieLeg, rules: TieRules, level: string, problems: string[]): Outcome {
  if (leg.penalties || !rules.levelTie) return shootOut(leg, level, problems);
  const positions = rules.levelTie.positions;
  if (positions === null) return UNDECIDED;
  const [ph, pa] = [positions.get(leg.home), positions.get(leg.away)];
  if (ph === undefined || pa === undefined || ph === pa) {
    problems.push(`${level} (match ${leg.id}): the better-placed team decides, but the league table does not place ${ph === undefined ? leg.home : leg.away}${ph === pa && ph !== undefined ? ' apart from its opponent' : ''}`);
    return UNDECIDED;
  }
  return { winner: ph < pa ? leg.home : leg.away, decidedBy: 'league_position' };
}

function shootOut(leg: TieLeg, level: string, problems: string[]): Outcome {
  const p = leg.penalties;
  if (!p) {
    problems.push(`${level} and no penalty shoot-out recorded (match ${leg.id})`);
    return UNDECIDED;
  }
  const w = higher(leg.home, p.home, leg.away, p.away);
  if (!w) problems.push(`match ${leg.id}: the penalty shoot-out is recorded level (${fmt(p)}), which cannot be`);
  return { winner: w, decidedBy: w ? 'penalties' : null };
}

function decideTwoLegs(first: TieLeg, second: TieLeg, rules: TieRules, problems: string[]): Outcome {
  if (second.home === first.home) problems.push(`both legs are at ${first.home}'s home`);
  const f = legFinal(first);
  const reg2 = second.state === 'not_played' ? null : second.regular;
  if (!f || !reg2) return UNDECIDED;
  if (first.state === 'played' && (first.extraTime || first.penalties)) problems.push(`the first leg (match ${first.id}) has extra time or a shoot-out: only a second leg can`);
  const [a, b] = [first.home, first.away];
  const afterExtra = second.state === 'played' ? second.extraTime : null;
  const extraChanged = afterExtra !== null && (afterExtra.home !== reg2.home || afterExtra.away !== reg2.away);
  // after the second leg's 90 minutes
  const w90 = higher(a, goalsOf(first, f, a) + goalsOf(second, reg2, a), b, goalsOf(first, f, b) + goalsOf(second, reg2, b));
  // away goals: `a` is away in the second leg, `b` in the first
  const away90 = rules.awayGoals ? higher(a, goalsOf(second, reg2, a), b, goalsOf(first, f, b)) : null;
  const decidedAt90: Outcome | null = w90 ? { winner: w90, decidedBy: 'aggregate' } : away90 ? { winner: away90, decidedBy: 'away_goals' } : null;
  if (second.state === 'awarded') return decidedAt90 ?? levelAwarded(second, problems);
  if (decidedAt90) {
    if (extraChanged) problems.push(`match ${second.id}: extra time recorded in a tie already decided after 90 minutes (${decidedAt90.decidedBy})`);
    if (second.penalties) problems.push(`match ${second.id}: a shoot-out recorded in a tie already decided after 90 minutes (${decidedAt90.decidedBy})`);
    return decidedAt90;
  }
  if (afterExtra) {
    const wEt = higher(a, goalsOf(first, f, a) + goalsOf(second, afterExtra, a), b, goalsOf(first, f, b) + goalsOf(second, afterExtra, b));
    if (wEt) return { winner: wEt, decidedBy: 'extra_time' };
    if (rules.awayGoals && rules.awayGoalsInExtraTime) {
      const awayEt = higher(a, goalsOf(second, afterExtra, a), b, goalsOf(first, f, b));
      if (awayEt) return { winner: awayEt, decidedBy: 'away_goals' };
    }
    return levelEnd(second, rules, 'the tie is level after extra time of the second leg', problems);
  }
  return levelEnd(second, rules, 'the tie is level after the second leg' + (rules.awayGoals ? ' (away goals too)' : ''), problems);
}

function levelAwarded(second: TieLeg, problems: string[]): Outcome {
  problems.push(`the tie is level after the awarded second leg (match ${second.id})`);
  return UNDECIDED;
}
