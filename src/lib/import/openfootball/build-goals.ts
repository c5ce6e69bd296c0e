/**
 * Goals from the JSON (the reference for goals), checked against the TXT report — or from the TXT
 * report when the JSON has no goal list at all (most years 1954–2010), and the score
 * breakdown by period derived from the goal minutes: up to 45(+x) first half, 46-90(+x) second
 * half, 91-120(+x) extra time. Where the source's own half-time score disagrees with its goal
 * minutes, the goal list is followed and the conflict reported.
 */
import type { MatchDraft } from './build-matches.ts';
import type { SquadMember } from './build-players.ts';
import type { TxtLink } from './txt-join.ts';
import type { TxtGoal } from './football-txt.ts';
import type { PlayerResolver } from './player-resolver.ts';
import type { Pair, SrcGoal } from './json-source.ts';
import { formatMinute, minuteOrder, normaliseOverrun, periodOf, type Minute } from './minute.ts';
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
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

function resolveList(list: (SrcGoal | TxtGoal)[], side: Side, draft: MatchDraft, resolver: PlayerResolver, what: string, report: ImportReport | null): ResolvedGoal[] {
  const hasExtraTime = draft.src.score.et !== null;
  return list.map((g) => {
    const scorerSide = g.ownGoal ? other(side) : side;
    const code = scorerSide === 'home' ? draft.home : draft.away;
    const player = resolver.resolve(code, g.name, `match ${draft.number} ${what}${g.ownGoal ? ' (own goal)' : ''}`, draft.number);
    // `92` in a match without extra time is stoppage time: 90+2
    const minute = normaliseOverrun(g.minute, hasExtraTime);
    if (minute !== g.minute && report)
      note(report, 'minute_normalised', `match ${draft.number}: goal by ${g.name} at ${formatMinute(g.minute)}' written as ${formatMinute(minute)} (the match had no ${hasExtraTime ? 'play after 120 minutes' : 'extra time'})`, { match: draft.number });
    return { side, minute, detail: g.ownGoal ? 'own_goal' : g.penalty ? 'penalty' : 'normal', player, name: g.name };
  });
}

const inMatchOrder = (list: ResolvedGoal[]) =>
  list
    .map((g, i) => ({ g, i }))
    .sort((a, b) => minuteOrder(a.g.minute) - minuteOrder(b.g.minute) || a.i - b.i)
    .map((x) => x.g);

/** Goals in match order (ties: home list first, then source order). */
export function resolveGoals(draft: MatchDraft, resolver: PlayerResolver, report: ImportReport, link: TxtLink | null): ResolvedGoal[] {
  const { goals1, goals2, score } = draft.src;
  const ctx = { match: draft.number };
  const total = score.et ?? score.ft;
  // no goal list in the JSON (neither key): the TXT report's goal list, when it has one
  if (goals1 === null && goals2 === null && link?.txt.goals && total && total[0] + total[1] > 0) {
    const [t1, t2] = link.swapped ? [link.txt.goals[1], link.txt.goals[0]] : link.txt.goals;
    note(report, 'missing_data', `match ${draft.number}: the JSON has no goal list; the TXT report's goals are used`, ctx);
    return inMatchOrder([...resolveList(t1, 'home', draft, resolver, 'TXT goals', report), ...resolveList(t2, 'away', draft, resolver, 'TXT goals', report)]);
  }
  const goals = inMatchOrder([...resolveList(goals1 ?? [], 'home', draft, resolver, 'goals', report), ...resolveList(goals2 ?? [], 'away', draft, resolver, 'goals', report)]);
  if (total && ((goals1 === null && total[0] > 0) || (goals2 === null && total[1] > 0)))
    warn(report, 'missing_data', `match ${draft.number}: the JSON has a score but no goal list${link?.txt.goals ? '' : ' (nor has the TXT report)'}`, ctx);

  // compare with the TXT report
  const txt = link?.txt;
  if (txt?.goals) {
    const [t1, t2] = link!.swapped ? [txt.goals[1], txt.goals[0]] : txt.goals;
    const fromTxt = [...resolveList(t1, 'home', draft, resolver, 'TXT goals', null), ...resolveList(t2, 'away', draft, resolver, 'TXT goals', null)];
    // a JSON scorer not in the squad: the TXT's scorer of the same goal (team, minute, kind), if known
    for (const g of goals) {
      if (g.player) continue;
      const same = fromTxt.filter((t) => t.player && t.side === g.side && formatMinute(t.minute) === formatMinute(g.minute) && t.detail === g.detail);
      if (same.length === 1) {
        g.player = same[0]!.player;
        warn(report, 'source_conflict', `match ${draft.number}: JSON scorer "${g.name}" (${formatMinute(g.minute)}') is not in the squad; the TXT names ${same[0]!.name} for this goal, who is used`, ctx);
        g.name = same[0]!.name;
      }
    }
    const key = (g: ResolvedGoal) => `${g.side}|${g.player?.id ?? g.name}|${formatMinute(g.minute)}|${g.detail}`;
    const left = [...goals];
    const right: ResolvedGoal[] = [];
    for (const g of fromTxt) {
      const i = left.findIndex((x) => key(x) === key(g));
      if (i >= 0) left.splice(i, 1);
      else right.push(g);
    }
    const show = (g: ResolvedGoal) => `${g.name} ${formatMinute(g.minute)}'${g.detail === 'penalty' ? ' (pen.)' : g.detail === 'own_goal' ? ' (o.g.)' : ''}`;
    for (const j of left) {
      const k = right.findIndex((t) => t.side === j.side && (t.player?.id ?? t.name) === (j.player?.id ?? j.name));
      if (k >= 0) {
        const t = right.splice(k, 1)[0]!;
        warn(report, 'source_conflict', `match ${draft.number}: JSON has ${show(j)}, TXT has ${show(t)}; the JSON is used`, ctx);
      } else warn(report, 'source_conflict', `match ${draft.number}: JSON goal ${show(j)} (${j.side}) is not in the TXT report; the JSON is used`, ctx);
    }
    for (const t of right) warn(report, 'source_conflict', `match ${draft.number}: TXT goal ${show(t)} (${t.side}) is not in the JSON; not used`, ctx);
  }
  return goals;
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
    if (ts[0] !== total[0] || ts[1] !== total[1]) warn(report, 'source_conflict', `match ${draft.number}: JSON score ${pairText(total)}, TXT score ${pairText(ts)}; the JSON is used`, ctx);
    if (txt.penaltyScore && p) {
      const tp: Pair = link!.swapped ? [txt.penaltyScore[1], txt.penaltyScore[0]] : txt.penaltyScore;
      if (tp[0] !== p[0] || tp[1] !== p[1]) warn(report, 'source_conflict', `match ${draft.number}: JSON shoot-out ${pairText(p)}, TXT ${pairText(tp)}; the JSON is used`, ctx);
    }
    if (!!txt.aet !== !!et) warn(report, 'source_conflict', `match ${draft.number}: the JSON ${et ? 'has' : 'has no'} extra-time score but the TXT ${txt.aet ? 'says' : 'does not say'} a.e.t.`, ctx);
  }

  let first: Pair, second: Pair, extra: Pair | null;
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
    if (draft.src.goals1 !== null || draft.src.goals2 !== null || total[0] + total[1] > 0)
      warn(report, 'source_conflict', `match ${draft.number}: the goal list gives ${sum(0)}-${sum(1)} but the score is ${pairText(total)}; periods taken from the source scores, the result will not validate`, ctx);
    first = ht ?? [0, 0];
    second = [ft[0] - first[0], ft[1] - first[1]];
    extra = et ? [et[0] - ft[0], et[1] - ft[1]] : null;
  }
  if (p && !et) note(report, 'missing_data', `match ${draft.number}: shoot-out without extra time`, ctx);
  return {
    status: 'completed',
    home_score: total[0],
    away_score: total[1],
    first_half_home: first[0],
    first_half_away: first[1],
    second_half_home: second[0],
    second_half_away: second[1],
    extra_time_home: extra ? extra[0] : null,
    extra_time_away: extra ? extra[1] : null,
    has_extra_time: et !== null,
    has_penalties: p !== null,
    home_penalty: p ? p[0] : null,
    away_penalty: p ? p[1] : null,
  };
}
