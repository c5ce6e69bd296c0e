/**
 * Goals from the JSON (the reference for goals), checked against the TXT report — or from the TXT
 * report when the JSON has no goal list at all (most years 1954–2010), and the score
 * breakdown by period derived from the goal minutes: up to 45(+x) first half, 46-90(+x) second
 * half, 91-120(+x) extra time. Where the source's own half-time score disagrees with its goal
 * minutes, the goal list is followed and the conflict reported.
 *
 * Incomplete sources are never completed by guessing. When the goal list does not account for the
 * whole score (no list, a shorter list), or a scorer cannot be matched to the squad (the goal is
 * left out of events.csv: every event needs a player), the match gets `events_recorded: false`.
 * Its half cells then come from the source's half-time score, or stay empty when the source has
 * none; a goal list that does account for the whole score still gives the halves from its minutes.
 */
import type { MatchDraft } from './build-matches.ts';
import type { SquadMember } from './build-players.ts';
import type { TxtLink } from './txt-join.ts';
import type { TxtGoal } from './football-txt.ts';
import type { PlayerResolver } from './player-resolver.ts';
import type { Pair, SrcGoal } from './json-source.ts';
import { formatMinute, minuteOrder, normaliseOverrun, periodOf, type Minute } from './minute.ts';
import { matchName } from './name-match.ts';
import { note, warn, type ImportReport } from './report.ts';

export type Side = 'home' | 'away';

export interface ResolvedGoal {
  /** Team credited with the goal. */
  side: Side;
  minute: Minute;
  detail: 'normal' | 'penalty' | 'own_goal';
  /** Scorer (for an own goal: a player of the other team); null when not matched. */
  player: SquadMember | null;
  name: string;
  /** Where the goal is written: `worldcup.json: matches[4].goals1[1]`, `1950_full.txt:123`. */
  source: string;
  /** The scorer was found only by a near spelling of his name (a doubtful identity). */
  nearSpelling?: boolean;
}

export interface Breakdown {
  status: 'scheduled' | 'completed';
  home_score: number;
  away_score: number;
  first_half_home: number | null;
  first_half_away: number | null;
  second_half_home: number | null;
  second_half_away: number | null;
  extra_time_home: number | null;
  extra_time_away: number | null;
  has_extra_time: boolean;
  has_penalties: boolean;
  home_penalty: number | null;
  away_penalty: number | null;
  /** Only when false: events.csv will not hold every goal of the match. */
  events_recorded?: false;
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

function resolveList(
  list: (SrcGoal | TxtGoal)[], side: Side, draft: MatchDraft, resolver: PlayerResolver, what: string, report: ImportReport | null, sourceOf: (g: SrcGoal | TxtGoal) => string,
): ResolvedGoal[] {
  const hasExtraTime = draft.src.score.et !== null;
  return list.map((g) => {
    const scorerSide = g.ownGoal ? other(side) : side;
    const code = scorerSide === 'home' ? draft.home : draft.away;
    const player = resolver.resolve(code, g.name, `match ${draft.number} ${what}${g.ownGoal ? ' (own goal)' : ''}`, draft.number);
    // `92` in a match without extra time is stoppage time: 90+2
    const minute = normaliseOverrun(g.minute, hasExtraTime);
    if (minute !== g.minute && report)
      note(report, 'minute_normalised', `match ${draft.number}: goal by ${g.name} at ${formatMinute(g.minute)}' written as ${formatMinute(minute)} (the match had no ${hasExtraTime ? 'play after 120 minutes' : 'extra time'})`, { match: draft.number });
    const nearSpelling = player !== null && resolver.nearSpelling(code, g.name);
    return { side, minute, detail: g.ownGoal ? 'own_goal' : g.penalty ? 'penalty' : 'normal', player, name: g.name, source: sourceOf(g), ...(nearSpelling ? { nearSpelling } : {}) };
  });
}

const inMatchOrder = (list: ResolvedGoal[]) =>
  list
    .map((g, i) => ({ g, i }))
    .sort((a, b) => minuteOrder(a.g.minute) - minuteOrder(b.g.minute) || a.i - b.i)
    .map((x) => x.g);

/** File names for the goals' `source`. */
export interface GoalFiles {
  /** Matches file (JSON goals carry their own `source`; this is the fallback). */
  matches: string;
  txt: string;
}

/**
 * Goals in match order (ties: home list first, then source order). A goal whose scorer is not in
 * the squad keeps `player: null` (its minute and team still count for the score and the halves).
 */
export function resolveGoals(draft: MatchDraft, resolver: PlayerResolver, report: ImportReport, link: TxtLink | null, files: GoalFiles = { matches: 'matches', txt: 'TXT' }): ResolvedGoal[] {
  const { goals1, goals2, score } = draft.src;
  const ctx = { match: draft.number };
  const total = score.et ?? score.ft;
  const jsonSource = (g: SrcGoal | TxtGoal) => ('source' in g && g.source ? g.source : `${files.matches}: matches[${draft.src.index}]`);
  const txtSource = () => `${files.txt}:${link?.txt.goalsLine ?? link?.txt.line ?? '?'}`;
  // no goal list in the JSON (neither key): the TXT report's goal list, when it has one
  if (goals1 === null && goals2 === null && link?.txt.goals && total && total[0] + total[1] > 0) {
    const [t1, t2] = link.swapped ? [link.txt.goals[1], link.txt.goals[0]] : link.txt.goals;
    note(report, 'missing_data', `match ${draft.number}: the JSON has no goal list; the TXT report's goals are used`, ctx);
    return inMatchOrder([...resolveList(t1, 'home', draft, resolver, 'TXT goals', report, txtSource), ...resolveList(t2, 'away', draft, resolver, 'TXT goals', report, txtSource)]);
  }
  // a score without a goal list is reported once per match by scoreBreakdown (events_incomplete)
  const goals = inMatchOrder([...resolveList(goals1 ?? [], 'home', draft, resolver, 'goals', report, jsonSource), ...resolveList(goals2 ?? [], 'away', draft, resolver, 'goals', report, jsonSource)]);

  // compare with the TXT report
  const txt = link?.txt;
  if (txt?.goals) {
    const [t1, t2] = link!.swapped ? [txt.goals[1], txt.goals[0]] : txt.goals;
    const fromTxt = [...resolveList(t1, 'home', draft, resolver, 'TXT goals', null, txtSource), ...resolveList(t2, 'away', draft, resolver, 'TXT goals', null, txtSource)];
    adoptTxtScorers(draft, goals, fromTxt, report);
    compareWithTxt(draft, goals, fromTxt, report);
  }
  return goals;
}

const show = (g: ResolvedGoal) => `${g.name} ${formatMinute(g.minute)}'${g.detail === 'penalty' ? ' (pen.)' : g.detail === 'own_goal' ? ' (o.g.)' : ''}`;

/**
 * A JSON scorer not matched to the squad (unknown or ambiguous name), or matched only by a near
 * spelling while the TXT names another player for the same goal (team, minute, kind): the TXT's
 * scorer of that goal; else the one player the TXT credits for that team whose name fits
 * (`Sárosi`, two Sárosis in the squad, the TXT's `Gyorgy SAROSI`).
 */
function adoptTxtScorers(draft: MatchDraft, goals: ResolvedGoal[], fromTxt: ResolvedGoal[], report: ImportReport): void {
  const ctx = { match: draft.number };
  for (const g of goals) {
    if (g.player && !g.nearSpelling) continue;
    const same = fromTxt.filter((t) => t.player && !t.nearSpelling && t.side === g.side && formatMinute(t.minute) === formatMinute(g.minute) && t.detail === g.detail);
    if (same.length === 1 && same[0]!.player !== g.player) {
      const why = g.player ? `is not in the squad (the nearest spelling there is ${g.player.name})` : 'is not identified in the squad (unknown or ambiguous name)';
      g.player = same[0]!.player;
      delete g.nearSpelling;
      warn(report, 'source_conflict', `match ${draft.number}: JSON scorer "${g.name}" (${formatMinute(g.minute)}') ${why}; the TXT names ${same[0]!.name} for this goal, who is used`, { ...ctx, conflict: 'goal' });
      g.name = same[0]!.name;
      continue;
    }
    if (g.player) continue;
    const credited = new Map<string, ResolvedGoal>();
    for (const t of fromTxt) if (t.player && t.side === g.side && t.detail === g.detail) credited.set(t.player.id, t);
    const r = matchName(g.name, [...credited.values()].map((t) => t.player!.candidate));
    if (r.id) {
      const t = credited.get(r.id)!;
      g.player = t.player;
      note(report, 'fuzzy_name', `match ${draft.number}: JSON scorer "${g.name}" (${formatMinute(g.minute)}') is not identified by the squad alone; the TXT credits ${t.name} for this team, who is used`, ctx);
    }
  }
}

/**
 * Reports each difference between the JSON goals and the TXT goals once, with both values: the
 * same scorer at another minute, another scorer at about the same minute (within 5), a goal only
 * one source has. A penalty the TXT does not mark is a note (the TXT often marks none).
 */
function compareWithTxt(draft: MatchDraft, goals: ResolvedGoal[], fromTxt: ResolvedGoal[], report: ImportReport): void {
  const ctx = { match: draft.number, conflict: 'goal' as const };
  const who = (g: ResolvedGoal) => g.player?.id ?? g.name;
  const key = (g: ResolvedGoal) => `${g.side}|${who(g)}|${formatMinute(g.minute)}|${g.detail}`;
  const left = [...goals];
  const right: ResolvedGoal[] = [];
  for (const g of fromTxt) {
    const i = left.findIndex((x) => key(x) === key(g));
    if (i >= 0) left.splice(i, 1);
    else right.push(g);
  }
  const take = (j: ResolvedGoal, fits: (t: ResolvedGoal) => boolean): ResolvedGoal | null => {
    const candidates = right.filter((t) => t.side === j.side && fits(t));
    if (candidates.length === 0) return null;
    const t = candidates.sort((a, b) => Math.abs(minuteOrder(a.minute) - minuteOrder(j.minute)) - Math.abs(minuteOrder(b.minute) - minuteOrder(j.minute)))[0]!;
    right.splice(right.indexOf(t), 1);
    return t;
  };
  const unpaired: ResolvedGoal[] = [];
  for (const j of left) {
    const t = take(j, (t) => who(t) === who(j));
    if (!t) {
      unpaired.push(j);
      continue;
    }
    const onlyMark = formatMinute(t.minute) === formatMinute(j.minute) && j.detail === 'penalty' && t.detail === 'normal';
    if (onlyMark) note(report, 'source_conflict', `match ${draft.number}: JSON has ${show(j)}, the TXT does not mark it as a penalty (${show(t)}); the JSON is used`, ctx);
    else warn(report, 'source_conflict', `match ${draft.number}: JSON has ${show(j)}, TXT has ${show(t)}; the JSON is used`, ctx);
  }
  for (const j of unpaired) {
    const t = take(j, (t) => Math.abs(t.minute.minute - j.minute.minute) <= 5);
    if (t) warn(report, 'source_conflict', `match ${draft.number}: the ${j.side} goal at ${formatMinute(j.minute)}' is ${show(j)} in the JSON, ${show(t)} in the TXT; the JSON is used`, ctx);
    else warn(report, 'source_conflict', `match ${draft.number}: JSON goal ${show(j)} (${j.side}) is not in the TXT report; the JSON is used`, ctx);
  }
  for (const t of right) warn(report, 'source_conflict', `match ${draft.number}: TXT goal ${show(t)} (${t.side}) is not in the JSON; not used`, ctx);
}

const pairText = (p: Pair) => `${p[0]}-${p[1]}`;

/** Scores and the per-period breakdown for the match row. */
export function scoreBreakdown(draft: MatchDraft, goals: ResolvedGoal[], report: ImportReport, link: TxtLink | null): Breakdown {
  const { ht, ft, et, p } = draft.src.score;
  const ctx = { match: draft.number };
  const empty: Breakdown = {
    status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null,
    extra_time_home: null, extra_time_away: null, has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null,
  };
  if (!ft) {
    if (goals.length > 0) warn(report, 'source_conflict', `match ${draft.number} has goals but no full-time score; imported as scheduled without its goals`, ctx);
    return empty;
  }
  const total = et ?? ft;
  const count = { first_half: [0, 0], second_half: [0, 0], extra_time: [0, 0] } as Record<ReturnType<typeof periodOf>, Pair>;
  for (const g of goals) count[periodOf(g.minute)][g.side === 'home' ? 0 : 1]++;
  const sum = (s: 0 | 1) => count.first_half[s] + count.second_half[s] + count.extra_time[s];
  const listMatches = sum(0) === total[0] && sum(1) === total[1];

  const txt = link?.txt;
  if (txt?.score) {
    const ts: Pair = link!.swapped ? [txt.score[1], txt.score[0]] : txt.score;
    if (ts[0] !== total[0] || ts[1] !== total[1]) warn(report, 'source_conflict', `match ${draft.number}: JSON score ${pairText(total)}, TXT score ${pairText(ts)}; the JSON is used`, { ...ctx, conflict: 'score' });
    if (txt.penaltyScore && p) {
      const tp: Pair = link!.swapped ? [txt.penaltyScore[1], txt.penaltyScore[0]] : txt.penaltyScore;
      if (tp[0] !== p[0] || tp[1] !== p[1]) warn(report, 'source_conflict', `match ${draft.number}: JSON shoot-out ${pairText(p)}, TXT ${pairText(tp)}; the JSON is used`, { ...ctx, conflict: 'score' });
    }
    if (!!txt.aet !== !!et) warn(report, 'source_conflict', `match ${draft.number}: the JSON ${et ? 'has' : 'has no'} extra-time score but the TXT ${txt.aet ? 'says' : 'does not say'} a.e.t.`, { ...ctx, conflict: 'score' });
  }

  let first: Pair | null, second: Pair | null, extra: Pair | null;
  if (listMatches) {
    first = count.first_half;
    second = count.second_half;
    extra = et ? count.extra_time : null;
    if (ht && (ht[0] !== first[0] || ht[1] !== first[1]))
      warn(report, 'source_conflict', `match ${draft.number}: the source's half-time score ${pairText(ht)} disagrees with its goal minutes (${pairText(first)} at half-time: ${goals.filter((g) => periodOf(g.minute) === 'first_half').map((g) => `${g.name} ${formatMinute(g.minute)}'`).join(', ') || 'no goals'}); the goal list is followed`, ctx);
    const at90: Pair = [first[0] + second[0], first[1] + second[1]];
    if (at90[0] !== ft[0] || at90[1] !== ft[1])
      warn(report, 'source_conflict', `match ${draft.number}: the source's 90-minute score ${pairText(ft)} disagrees with its goal minutes (${pairText(at90)}); the goal list is followed`, ctx);
    if (!et && count.extra_time.some((n) => n > 0))
      warn(report, 'source_conflict', `match ${draft.number}: goals after minute 90 but no extra-time score in the source`, ctx);
  } else {
    if (sum(0) > total[0] || sum(1) > total[1])
      warn(report, 'source_conflict', `match ${draft.number}: the goal list gives ${sum(0)}-${sum(1)}, more than the score ${pairText(total)}; the result will not validate`, ctx);
    // the periods the source's own scores give; a period its goal list already overfills is not known
    const minus = (a: Pair, b: Pair): Pair => [a[0] - b[0], a[1] - b[1]];
    const fits = (period: Pair | null, goalsIn: Pair) => period !== null && period.every((n, i) => n >= goalsIn[i]!);
    extra = et ? minus(et, ft) : null;
    if (extra && !fits(extra, count.extra_time)) {
      warn(report, 'source_conflict', `match ${draft.number}: the source's extra-time score ${pairText(extra)} (${pairText(et!)} after ${pairText(ft)}) is less than its goal list has in extra time (${pairText(count.extra_time)}); the period cells are left empty`, ctx);
      extra = null;
    }
    const halvesFit = ht !== null && fits(ht, count.first_half) && fits(minus(ft, ht), count.second_half);
    if (ht && !halvesFit)
      warn(report, 'source_conflict', `match ${draft.number}: the source's half-time score ${pairText(ht)} (${pairText(ft)} after 90 minutes) does not hold the goals its list has in each half (${pairText(count.first_half)}, then ${pairText(count.second_half)}); the half cells are left empty`, ctx);
    // known halves need known extra-time cells (has_extra_time)
    first = halvesFit && !(et && !extra) ? ht : null;
    second = first ? minus(ft, first) : null;
  }
  const unmatched = goals.filter((g) => g.player === null);
  for (const g of unmatched)
    warn(report, 'event_skipped', `match ${draft.number}: ${g.side} goal ${g.name} ${formatMinute(g.minute)}'${g.detail === 'own_goal' ? ' (o.g.)' : ''}: the scorer is not in the squad, so the goal is left out of events.csv (the score keeps it; events_recorded false)`, { ...ctx, source: g.source });
  const complete = listMatches && unmatched.length === 0;
  if (!complete) {
    const recorded = goals.length - unmatched.length;
    const why: string[] = [];
    if (!listMatches) {
      const noList = draft.src.goals1 === null && draft.src.goals2 === null && !link?.txt.goals;
      why.push(noList ? `the source has no goal list${link ? '' : ' (and no TXT report)'}` : `the goal list gives ${sum(0)}-${sum(1)} of ${pairText(total)}`);
    }
    if (unmatched.length > 0) why.push(`${unmatched.length} scorer${unmatched.length === 1 ? '' : 's'} not in the squad (${unmatched.map((g) => `${g.name} ${formatMinute(g.minute)}'`).join(', ')})`);
    const halves = first ? `halves from ${listMatches ? 'the goal minutes' : `the source's half-time score ${pairText(ht!)}`}` : ht ? "half cells left empty (the source's scores conflict with its goal list)" : 'half-time score not in the source: half cells left empty';
    warn(report, 'events_incomplete', `match ${draft.number} (${draft.src.team1.name} v ${draft.src.team2.name} ${pairText(total)}): events.csv holds ${recorded} of ${total[0] + total[1]} goals — ${why.join('; ')}; events_recorded false, ${halves}`, ctx);
  }
  if (p && !et) note(report, 'missing_data', `match ${draft.number}: shoot-out without extra time`, ctx);
  return {
    status: 'completed',
    home_score: total[0],
    away_score: total[1],
    first_half_home: first ? first[0] : null,
    first_half_away: first ? first[1] : null,
    second_half_home: second ? second[0] : null,
    second_half_away: second ? second[1] : null,
    extra_time_home: extra ? extra[0] : null,
    extra_time_away: extra ? extra[1] : null,
    has_extra_time: et !== null,
    has_penalties: p !== null,
    home_penalty: p ? p[0] : null,
    away_penalty: p ? p[1] : null,
    ...(complete ? {} : { events_recorded: false as const }),
  };
}

/** Whether the goal list (scorers matched or not) accounts for the whole score, so running scores are known. */
export function goalListComplete(draft: MatchDraft, goals: ResolvedGoal[]): boolean {
  const total = draft.src.score.et ?? draft.src.score.ft;
  if (!total) return false;
  const n = (side: Side) => goals.filter((g) => g.side === side).length;
  return n('home') === total[0] && n('away') === total[1];
}
