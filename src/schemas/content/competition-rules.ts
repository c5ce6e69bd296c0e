import { z } from 'zod';
import { idPattern } from './cells.ts';

/**
 * The criteria that can order a group table, in the vocabulary content uses. A competition names
 * its own list, in its own order; each criterion only looks at teams the earlier ones left level.
 */
export const TIE_BREAKERS = [
  /** Points from all counted group matches (`points_per_win` for a win, 1 for a draw, 0 for a loss). More is better. */
  'points',
  /**
   * Matches won over all matches of the table. More is better. The first criterion after points
   * in Belgium, Brazil and MLS.
   */
  'wins',
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
   * A split season's second stage (`rules.carry_over` with `half_rounded_down` or
   * `half_rounded_up`): on equal points, a team whose carried points lost a half point to the
   * rounding down ranks above one not rounded (Austria), and a team that gained a half point by the
   * rounding up ranks below one not rounded (Belgium: the half point is taken off first).
   */
  'carry_over_rounding',
  /**
   * A split season's later stage (`rules.carry_over`): each team's position in the final table of
   * the stage its points were carried from (`from`); the lower position number ranks above
   * (Belgium's play-offs since 2018-19: teams level after the rounding go by their regular-season
   * position). A team without such a position ranks below those with one; in a stage that carries
   * nothing it separates no one. With a `from` stage of several groups, the position within each
   * team's own group counts (two group winners stay level).
   */
  'carry_over_position',
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

/** Points a competition added to or deducted from a team's total (a deduction is negative). */
export const adjustmentSchema = z
  .object({
    team_id: z.string().regex(idPattern('team'), { message: 'must be an ID starting with "team_"' }),
    /** Points added (positive) or deducted (negative); never 0. */
    points: z.number().int().refine((n) => n !== 0, { message: 'must not be 0 (leave the adjustment out instead)' }),
    /** Why, e.g. `Deducted for entering administration`. */
    reason: z.string().min(1),
    /** The stage of the table it applies to; absent: the first league or group stage. */
    stage: z.string().min(1).optional(),
    /**
     * `YYYY-MM-DD`: the day it took effect (Everton 2023-24: −10 in November 2023). Tables at an
     * earlier cut-off leave it out (table-cutoff.ts `adjustmentsAt`); absent: it counts in every table.
     */
    from_date: z.iso.date({ message: 'must be a date YYYY-MM-DD' }).optional(),
  })
  .strict();
export type Adjustment = z.output<typeof adjustmentSchema>;

/** A band of table positions and what it leads to (champions, a European place, relegation…). */
export const zoneSchema = z
  .object({
    /** Short stable key, e.g. `champions-league`, `relegation`. */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'must be lower-case letters, digits and hyphens' }),
    /** Published name, e.g. `Champions League`, `Relegation`. */
    name: z.string().min(1),
    /** First and last position of the band, e.g. `[18, 20]`. */
    positions: z.tuple([z.number().int().min(1), z.number().int().min(1)]).refine(([a, b]) => a <= b, { message: 'the first position must not be after the last' }),
    /** The stage (absent: the first league or group stage). */
    stage: z.string().min(1).optional(),
    /** The group of a group stage (absent: every group / the league table). */
    group: z.string().min(1).optional(),
  })
  .strict();
export type Zone = z.output<typeof zoneSchema>;

/** How many of the earlier stage's points a split season's stage carries over. */
export const CARRY_OVER_POINTS = ['all', 'half_rounded_down', 'half_rounded_up'] as const;
export type CarryOverPoints = (typeof CARRY_OVER_POINTS)[number];

/** Points a stage's table carries over from an earlier stage (a split season). */
export const carryOverSchema = z
  .object({
    /** The stage whose table starts with the carried points, e.g. `Championship round`. */
    stage: z.string().min(1),
    /** The stage whose final points are carried, e.g. `Regular season`. */
    from: z.string().min(1),
    /**
     * `all`, `half_rounded_down` (Austria since 2018-19: halved, an odd total rounded down) or
     * `half_rounded_up` (Belgium: halved, an odd total rounded up).
     */
    points: z.enum(CARRY_OVER_POINTS),
  })
  .strict();
export type CarryOver = z.output<typeof carryOverSchema>;

/** How a table ranks before its tie-breakers: `points`, or `points_per_match` (a curtailed season). */
export const RANKED_BY = ['points', 'points_per_match'] as const;
export type RankedBy = (typeof RANKED_BY)[number];

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
    /** Points added or deducted by the competition, with the reason (league tables). */
    adjustments: z.array(adjustmentSchema).optional(),
    /** Zones of the final table (champions, European places, play-offs, relegation). */
    zones: z.array(zoneSchema).optional(),
    /**
     * `points` (absent: the default) or `points_per_match` for a season curtailed by that rule
     * (Ligue 1 2019-20): the first criterion, before `tie_breakers`.
     */
    ranked_by: z.enum(RANKED_BY).optional(),
    /**
     * The season was declared void (Eredivisie 2019-20): no champion, no promotion or relegation.
     * The text says so in words; the table is published as it stood, without zones.
     */
    declared_void: z.string().min(1).optional(),
    /** Split seasons: the points a stage's table carries over from an earlier stage (shown as the row's adjustment). */
    carry_over: z.array(carryOverSchema).optional(),
    /**
     * The league stage whose final table's leader wins the competition (a split season: its
     * championship round). Absent: the last stage decides (a league stage's leader, a final's winner).
     */
    title_stage: z.string().min(1).optional(),
    /**
     * Two-legged ties: a tie level on aggregate after the second leg's 90 minutes goes to the team
     * that scored more goals away (UEFA club competitions until 2020-21). Absent: false.
     */
    away_goals: z.boolean().optional(),
    /** With `away_goals`: goals in extra time of the second leg count as away goals too (UEFA until 2020-21). Absent: false. */
    away_goals_in_extra_time: z.boolean().optional(),
    /**
     * `better_league_position`: a knockout tie (or single knockout match) still level at its end
     * (after extra time where played) with no shoot-out goes to the team placed higher in the
     * league table, the last league stage played before it (Serie B play-offs and play-out, Liga MX
     * Liguilla quarter- and semi-finals). The API's `decided_by` is then `league_position`. Absent:
     * a level tie needs a shoot-out.
     */
    level_tie: z.enum(['better_league_position']).optional(),
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
    if (rules.away_goals_in_extra_time && !rules.away_goals) ctx.addIssue({ code: 'custom', path: ['away_goals_in_extra_time'], message: 'away goals in extra time need away_goals true' });
    const zoneIds = new Set<string>();
    (rules.zones ?? []).forEach((z, i) => {
      const key = `${z.stage ?? ''}\u0000${z.group ?? ''}\u0000${z.id}`;
      if (zoneIds.has(key)) ctx.addIssue({ code: 'custom', path: ['zones', i, 'id'], message: `zone "${z.id}" is listed twice for the same table` });
      zoneIds.add(key);
    });
  });
export type CompetitionRules = z.output<typeof competitionRulesSchema>;
export type CompetitionRulesInput = z.input<typeof competitionRulesSchema>;
