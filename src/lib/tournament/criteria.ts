/**
 * Comparators of the tie-breakers: negative when the first team ranks above. Overall criteria look
 * at all counted group matches; head-to-head parts at a mini-table of the tied teams' matches.
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import { compareGoalAverage } from './goal-average.ts';
import type { Tally } from './tally.ts';

/** Negative when team `a` ranks above team `b`. */
export type Cmp = (a: string, b: string) => number;

/** The fine-grained head-to-head criteria; together, in this order, the compound `head_to_head` key. */
export const HEAD_TO_HEAD_PARTS = ['head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for'] as const;
export type HeadToHeadPart = (typeof HEAD_TO_HEAD_PARTS)[number];

/** True for the fine-grained head-to-head criteria. */
export function isPart(t: string): t is HeadToHeadPart {
  return (HEAD_TO_HEAD_PARTS as readonly string[]).includes(t);
}

/** Comparator of one head-to-head part over a mini-table (higher first). */
export function partCmp(part: HeadToHeadPart, mini: ReadonlyMap<string, Tally>): Cmp {
  const v = (id: string) => {
    const t = mini.get(id)!;
    return part === 'head_to_head_points' ? t.points : part === 'head_to_head_goals_for' ? t.goals_for : t.goals_for - t.goals_against;
  };
  return (a, b) => v(b) - v(a);
}

/** Points, then goal difference, then goals scored over a mini-table (the compound head_to_head). */
export function miniCmp(mini: ReadonlyMap<string, Tally>): Cmp {
  const cmps = HEAD_TO_HEAD_PARTS.map((p) => partCmp(p, mini));
  return (a, b) => cmps.reduce((r, c) => r || c(a, b), 0);
}

/** Comparator of an overall criterion (points, wins, goal_difference, goal_average, goals_for, fair_play). */
export function overallCmp(t: TieBreaker, all: ReadonlyMap<string, Tally>, fairPlay: ReadonlyMap<string, number>): Cmp {
  const tal = (id: string) => all.get(id)!;
  const higher = (f: (id: string) => number): Cmp => (a, b) => f(b) - f(a);
  switch (t) {
    case 'points':
      return higher((id) => tal(id).points);
    case 'wins':
      return higher((id) => tal(id).won);
    case 'goal_difference':
      return higher((id) => tal(id).goals_for - tal(id).goals_against);
    case 'goals_for':
      return higher((id) => tal(id).goals_for);
    case 'goal_average':
      return (a, b) => compareGoalAverage(tal(a), tal(b));
    case 'fair_play':
      return higher((id) => fairPlay.get(id) ?? 0);
    default:
      throw new Error(`${t} is not an overall criterion`);
  }
}

/**
 * Points per match, higher first (a season curtailed by that rule): compared exactly, points
 * cross-multiplied by matches played; a team without a match has 0.
 */
export function pointsPerMatchCmp(all: ReadonlyMap<string, Tally>): Cmp {
  const ratio = (id: string): [number, number] => {
    const t = all.get(id)!;
    return t.played === 0 ? [0, 1] : [t.points, t.played];
  };
  return (a, b) => {
    const [pa, na] = ratio(a);
    const [pb, nb] = ratio(b);
    return pb * na - pa * nb;
  };
}
