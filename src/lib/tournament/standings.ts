/**
 * The table of one group (or league), following the competition's own rules: points per win,
 * tie-breakers in the order it names them, and positions content fixes. Completed and in-play
 * matches count (in-play with the current score; the table is then `live`).
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import type { Rounding } from './carry-over.ts';
import { fairPlayPoints, type CardEvent } from './fair-play.ts';
import { applyFixedPositions, type FixedPlacement } from './fixed-positions.ts';
import { teamForm, type FormLetter } from './form.ts';
import type { MatchStatus } from './match-outcome.ts';
import { rankTeams, type DecidedBy } from './rank-teams.ts';
import { tallyMatches } from './tally.ts';
import type { TeamRef } from './team-ref.ts';

/** A match of the group. */
export interface StandingsMatch {
  id: string;
  match_number: number;
  scheduled_at: string;
  status: MatchStatus;
  home_team_id: string | null;
  away_team_id: string | null;
  home_score: number;
  away_score: number;
  /** `cancelled` never counts (decisions.md "Match status details"); absent or null: an ordinary match. */
  status_detail?: string | null;
}

/** The parts of the competition rules standings need (after schema defaults). */
export interface StandingsRules {
  points_per_win: number;
  tie_breakers: readonly TieBreaker[];
  /** `points_per_match` ranks a curtailed season by points per match first; absent: `points`. */
  ranked_by?: 'points' | 'points_per_match';
}

/** Points the competition added or deducted (content `rules.adjustments` of this table). */
export interface TableAdjustment {
  team_id: string;
  points: number;
  reason: string;
}

/** A band of positions of this table (content `rules.zones`). */
export interface TableZone {
  id: string;
  name: string;
  positions: readonly [number, number];
}

export interface StandingsInput {
  /** The group's teams. */
  teams: readonly TeamRef[];
  /** The group's matches, any status; matches with a team outside `teams` are ignored. */
  matches: readonly StandingsMatch[];
  /** Card events of the group's matches, for fair play (cancelled cards left out). */
  cards?: readonly CardEvent[];
  rules: StandingsRules;
  /** Positions content fixes in this group (see positionsForGroup). */
  fixed_positions?: readonly FixedPlacement[];
  /** Points added or deducted; they are part of `points` (and of points per match). */
  adjustments?: readonly TableAdjustment[];
  /** Zones of this table, by position. */
  zones?: readonly TableZone[];
  /** Teams whose carried points were rounded, and which way (tie-breaker `carry_over_rounding`); absent: not rounded. */
  rounded?: ReadonlyMap<string, Rounding>;
  /** Each team's position in the stage its points were carried from (tie-breaker `carry_over_position`); absent: none. */
  earlier_positions?: ReadonlyMap<string, number>;
}

/** A row exactly as the API publishes it (decisions.md "Standings"). */
export interface StandingsRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  form: FormLetter[];
  /** Points added or deducted by the competition (0 by default); `points` includes them. */
  adjustment: number;
  /** Why, in words; null without an adjustment. */
  adjustment_reason: string | null;
  /** The zone of the team's position, or null. */
  zone: { id: string; name: string } | null;
}

/** A row with what the site shows beside it; strip with toStandingsRow for the API. */
export interface GroupStandingRow extends StandingsRow {
  /** The tie-breaker that placed the team, 'fixed' by content, or 'unresolved' (still level). */
  decided_by: DecidedBy;
  /** Content's reason when the position is fixed. */
  fixed_reason: string | null;
  /** Fair-play points (0 or negative). */
  fair_play: number;
}

export interface GroupStandings {
  /** A match of the group is in play (its current score counts). */
  live: boolean;
  /** The group has matches and every one is completed: the table is final. */
  complete: boolean;
  /** What ranks the table before its tie-breakers. */
  ranked_by: 'points' | 'points_per_match';
  rows: GroupStandingRow[];
}

function counted<M extends StandingsMatch>(m: M, ids: ReadonlySet<string>): m is M & { home_team_id: string; away_team_id: string } {
  return m.status !== 'scheduled' && m.status_detail !== 'cancelled' && m.home_team_id !== null && m.away_team_id !== null && ids.has(m.home_team_id) && ids.has(m.away_team_id);
}

/** The fixed positions of one group from the competition rules. */
export function positionsForGroup(rules: { positions?: readonly (FixedPlacement & { group: string })[] }, group: string): FixedPlacement[] {
  return (rules.positions ?? []).filter((p) => p.group === group).map(({ team_id, position, reason }) => ({ team_id, position, reason }));
}

/**
 * Computes a group table. Every team gets a distinct position 1..n: teams the rules cannot
 * separate (and content does not fix) follow in stable order, by name then ID, and are marked
 * `decided_by: 'unresolved'`.
 */
export function computeGroupStandings(input: StandingsInput): GroupStandings {
  const ids = new Set(input.teams.map((t) => t.id));
  const matches = input.matches.filter((m) => counted(m, ids));
  const matchIds = new Set(matches.map((m) => m.id));
  const fairPlay = fairPlayPoints((input.cards ?? []).filter((c) => matchIds.has(c.match_id) && ids.has(c.team_id)));
  const { points_per_win, tie_breakers } = input.rules;
  const ranked_by = input.rules.ranked_by ?? 'points';
  const adjustments = adjustmentsByTeam(input.adjustments ?? [], ids);
  const ranked = rankTeams({
    teams: input.teams, matches, points_per_win, tie_breakers, fair_play: fairPlay, ranked_by,
    adjustments: new Map([...adjustments].map(([id, a]) => [id, a.points])),
    ...(input.rounded ? { rounded: input.rounded } : {}),
    ...(input.earlier_positions ? { earlier_positions: input.earlier_positions } : {}),
  });
  const placed = applyFixedPositions(ranked, input.fixed_positions ?? []);
  const tallies = tallyMatches(ids, matches, points_per_win);
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const rows = placed.map((p, i): GroupStandingRow => {
    const t = tallies.get(p.team_id)!;
    const adj = adjustments.get(p.team_id);
    return {
      position: i + 1, team: teams.get(p.team_id)!, played: t.played, won: t.won, drawn: t.drawn, lost: t.lost,
      goals_for: t.goals_for, goals_against: t.goals_against, goal_difference: t.goals_for - t.goals_against, points: t.points + (adj?.points ?? 0),
      form: teamForm(p.team_id, matches), adjustment: adj?.points ?? 0, adjustment_reason: adj?.reason ?? null, zone: zoneAt(input.zones ?? [], i + 1), decided_by: p.decided_by, fixed_reason: p.fixed_reason, fair_play: fairPlay.get(p.team_id) ?? 0,
    };
  });
  return {
    live: input.matches.some((m) => m.status === 'in_play'),
    complete: input.matches.length > 0 && input.matches.every((m) => m.status === 'completed'),
    ranked_by,
    rows,
  };
}

/** The adjustments of the table's teams, summed per team (reasons joined with "; "). */
function adjustmentsByTeam(list: readonly TableAdjustment[], ids: ReadonlySet<string>): Map<string, { points: number; reason: string }> {
  const out = new Map<string, { points: number; reason: string }>();
  for (const a of list) {
    if (!ids.has(a.team_id)) continue;
    const prev = out.get(a.team_id);
    out.set(a.team_id, prev ? { points: prev.points + a.points, reason: `${prev.reason}; ${a.reason}` } : { points: a.points, reason: a.reason });
  }
  return out;
}

/** The zone covering a position (the first listed when bands overlap), or null. */
function zoneAt(zones: readonly TableZone[], position: number): { id: string; name: string } | null {
  const z = zones.find((x) => position >= x.positions[0] && position <= x.positions[1]);
  return z ? { id: z.id, name: z.name } : null;
}

/** The API shape of a row (drops the site-only fields). */
export function toStandingsRow(r: StandingsRow): StandingsRow {
  const { position, team, played, won, drawn, lost, goals_for, goals_against, goal_difference, points, form, adjustment, adjustment_reason, zone } = r;
  return {
    position, team: { id: team.id, name: team.name, code: team.code }, played, won, drawn, lost, goals_for, goals_against, goal_difference, points, form: [...form],
    adjustment, adjustment_reason, zone: zone === null ? null : { id: zone.id, name: zone.name },
  };
}
