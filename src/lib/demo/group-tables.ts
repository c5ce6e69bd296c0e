/**
 * The demo's group tables, computed by the tournament domain (the code the API and the site publish
 * tables with) under the rules the demo writes into competition.json. The last tie-breaker, the
 * drawing of lots, cannot be computed: teams the rules leave level are placed by the numbers they
 * drew before the tournament, and those places are written into the rules as fixed positions
 * (`rules.positions`), so every published table shows the order the knockout draw followed.
 */
import type { EventRow, MatchRow } from '../../schemas/content/index.ts';
import type { FixedPosition } from '../../schemas/content/competition-rules.ts';
import {
  computeGroupStandings, fairPlayPoints, rankAcrossGroups, rankTeams, type CardEvent, type GroupStandingRow, type StandingsRules,
  type TallyMatch, type TeamRef,
} from '../tournament/index.ts';

export const LOTS_REASON = 'Drawing of lots';

export interface GroupInput {
  group: string;
  teams: readonly TeamRef[];
  /** The group's matches. */
  matches: readonly MatchRow[];
  /** Every event of those matches (cards count for fair play). */
  events: readonly EventRow[];
}

export interface DemoGroupTable {
  group: string;
  /** Final order, position = index + 1. */
  rows: GroupStandingRow[];
  /** Positions the drawing of lots decided (empty when the rules separated everyone). */
  drawn: FixedPosition[];
}

/** Card events as the published tables count them (competition-view.ts). */
function cardsOf(events: readonly EventRow[]): CardEvent[] {
  return events
    .filter((e) => e.type === 'card')
    .map((e) => ({ match_id: e.match_id, team_id: e.team_id, player_id: e.player_id, detail: e.detail as CardEvent['detail'], minute: e.minute }));
}

/**
 * The blocks of teams the rules leave level (the domain's rankTeams, on the inputs
 * computeGroupStandings gives it: completed matches between the group's teams, fair-play points).
 */
function levelBlocks(input: GroupInput, rules: StandingsRules, cards: readonly CardEvent[]): string[][] {
  const ids = new Set(input.teams.map((t) => t.id));
  const matches = input.matches.filter((m) => m.status === 'completed' && ids.has(m.home_team_id ?? '') && ids.has(m.away_team_id ?? '')) as TallyMatch[];
  const ranked = rankTeams({ teams: input.teams, matches, ...rules, fair_play: fairPlayPoints(cards) });
  const blocks = new Map<number, string[]>();
  for (const r of ranked) blocks.set(r.block, [...(blocks.get(r.block) ?? []), r.team_id]);
  return [...blocks.values()].filter((b) => b.length > 1);
}

/** Fixed positions for each block of level teams: the block's places, in the order of their lots (higher first). */
export function positionsByLots(group: string, rows: readonly GroupStandingRow[], blocks: readonly string[][], lots: ReadonlyMap<string, number>): FixedPosition[] {
  return blocks.flatMap((block) => {
    const places = rows.flatMap((r, i) => (block.includes(r.team.id) ? [i + 1] : [])).sort((a, b) => a - b);
    const byLot = [...block].sort((a, b) => lots.get(b)! - lots.get(a)!);
    return byLot.map((team_id, k) => ({ group, team_id, position: places[k]!, reason: LOTS_REASON }));
  });
}

/** The group's table as published: the domain's order, lots applied as fixed positions. */
export function demoGroupTable(input: GroupInput, rules: StandingsRules, lots: ReadonlyMap<string, number>): DemoGroupTable {
  const base = { teams: input.teams, matches: input.matches, cards: cardsOf(input.events), rules };
  const computed = computeGroupStandings(base);
  const drawn = positionsByLots(input.group, computed.rows, levelBlocks(input, rules, base.cards), lots);
  const rows = drawn.length === 0 ? computed.rows : computeGroupStandings({ ...base, fixed_positions: drawn }).rows;
  return { group: input.group, rows, drawn };
}

/** The `count` best third-placed teams as the published ranking across groups orders them. */
export function bestThirds(tables: readonly DemoGroupTable[], count: number): { group: string; teamId: string }[] {
  return rankAcrossGroups(tables.map((t) => ({ group: t.group, row: t.rows[2]! })))
    .slice(0, count)
    .map((x) => ({ group: x.group, teamId: x.row.team.id }));
}
