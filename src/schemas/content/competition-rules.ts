import { z } from 'zod';
import { idPattern } from './cells.ts';

/**
 * The criteria that can order a group table, in the vocabulary content uses. A competition names
 * its own list, in its own order; each criterion only looks at teams the earlier ones left level.
 */
export const TIE_BREAKERS = [
  /** Points from all counted group matches (`points_per_win` for a win, 1 for a draw, 0 for a loss). More is better. */
  'points',
  /** Goals scored minus goals conceded over all group matches. Higher is better. */
  'goal_difference',
  /**
   * Goals scored divided by goals conceded over all group matches (used until 1966/1970). Higher
   * is better. A team that conceded none and scored some ranks above every team that conceded
   * (its average is infinite; two such teams are level). 0 scored and 0 conceded counts as an
   * average of exactly 1 (as many scored as conceded). Compared exactly (cross-multiplied), never
   * as rounded decimals.
   */
  'goal_average',
  /** Goals scored over all group matches. More is better. */
  'goals_for',
  /**
   * Head-to-head, UEFA/FIFA style: over the matches among the tied teams only, order by points,
   * then goal difference, then goals scored; any subset still level (but smaller than the set that
   * went in) gets the same three again over the matches among that subset only, recursively.
   * Teams it cannot separate go on to the next criterion.
   */
  'head_to_head',
  /** Points in the matches among the tied teams only (one criterion, no recursion). */
  'head_to_head_points',
  /** Goal difference in the matches among the tied teams only (no recursion). */
  'head_to_head_goal_difference',
  /** Goals scored in the matches among the tied teams only (no recursion). */
  'head_to_head_goals_for',
  /**
   * Fair-play points over all group matches (FIFA 2018): per player and match, a yellow card −1, an
   * indirect red card (second yellow) −3, a straight red card −4, a yellow card and a straight red
   * card −5; only one deduction per player per match. The total is a deduction (≤ 0); higher (less
   * negative) ranks above.
   */
  'fair_play',
  /**
   * Drawing of lots: cannot be computed. Teams still level stay level (ordered stably by team name,
   * then team ID, with distinct positions) unless `positions` fixes them. Nothing after it applies.
   */
  'drawing_of_lots',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

/** The modern FIFA list (World Cup 2018/2022), used when content names none. */
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head', 'fair_play', 'drawing_of_lots'];

/** A group position decided outside the table (drawing of lots, play-off), fixed by content. */
export const fixedPositionSchema = z
  .object({
    /** Group name as in competition.json `groups`, e.g. `Group F`. */
    group: z.string().min(1),
    /** The team whose position is fixed. */
    team_id: z.string().regex(idPattern('team'), { message: 'must be an ID starting with "team_"' }),
    /** Its final position in the group, 1 = winner. */
    position: z.number().int().min(1),
    /** Why, in words, e.g. `Drawing of lots` or `Play-off: Wales 2-1 Hungary`. */
    reason: z.string().min(1),
  })
  .strict();
export type FixedPosition = z.output<typeof fixedPositionSchema>;

/** `competition.json` `rules`: how group tables are ordered. */
export const competitionRulesSchema = z
  .object({
    /** Points for a win: 3, or 2 before 1994. A draw is always 1. */
    points_per_win: z.union([z.literal(2), z.literal(3)]).default(3),
    /** Ordered criteria; see TIE_BREAKERS. */
    tie_breakers: z.array(z.enum(TIE_BREAKERS)).min(1).default(() => [...DEFAULT_TIE_BREAKERS]),
    /** Positions content fixes (drawing of lots, play-off). */
    positions: z.array(fixedPositionSchema).optional(),
    /**
     * true when group matches level after 90 minutes went to extra time (World Cup 1954): a group
     * match may then have extra time (and may still end level; no shoot-out). Default false: extra
     * time only in knockout stages.
     */
    extra_time_in_groups: z.boolean().optional(),
  })
  .strict()
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.tie_breakers.forEach((t, i) => {
      if (seen.has(t)) ctx.addIssue({ code: 'custom', path: ['tie_breakers', i], message: `"${t}" is listed twice` });
      seen.add(t);
      if (t === 'drawing_of_lots' && i !== rules.tie_breakers.length - 1)
        ctx.addIssue({ code: 'custom', path: ['tie_breakers', i], message: 'drawing_of_lots must be the last tie-breaker' });
    });
    const teams = new Set<string>();
    const places = new Set<string>();
    (rules.positions ?? []).forEach((p, i) => {
      const team = `${p.group}\u0000${p.team_id}`;
      const place = `${p.group}\u0000${p.position}`;
      if (teams.has(team)) ctx.addIssue({ code: 'custom', path: ['positions', i, 'team_id'], message: `${p.team_id} already has a position in ${p.group}` });
      if (places.has(place)) ctx.addIssue({ code: 'custom', path: ['positions', i, 'position'], message: `position ${p.position} of ${p.group} is fixed twice` });
      teams.add(team);
      places.add(place);
    });
  });
export type CompetitionRules = z.output<typeof competitionRulesSchema>;
export type CompetitionRulesInput = z.input<typeof competitionRulesSchema>;
