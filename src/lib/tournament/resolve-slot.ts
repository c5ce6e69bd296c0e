/**
 * Resolving slots to teams once their source is final (decisions.md "Fixtures before the teams are
 * known"). Explicit content always wins: callers resolve a slot only while the match's team is
 * null (resolveFixtureTeams does exactly that).
 */
import { matchLoserId, matchWinnerId, type ScoredMatch } from './match-outcome.ts';
import type { DecidedBy } from './rank-teams.ts';
import type { Slot } from './slots.ts';

/** A row of a group table as resolution needs it (GroupStandingRow fits). */
export interface SlotGroupRow {
  position: number;
  team: { id: string };
  decided_by: DecidedBy;
}

/** A group table and whether it is final (GroupStandings fits). */
export interface SlotGroup {
  complete: boolean;
  rows: readonly SlotGroupRow[];
}

/** What resolution looks up, in the same competition. */
export interface SlotContext {
  /** The match with this number (teams as far as known), or undefined. */
  match(match_number: number): ScoredMatch | undefined;
  /** The table of a group by its name (`Group A`), or undefined. */
  group(name: string): SlotGroup | undefined;
}

/** The team at `position` of a final group table whose position the rules (or content) decided. */
function groupPosition(g: SlotGroup | undefined, position: number): string | null {
  if (!g || !g.complete) return null;
  const row = g.rows.find((r) => r.position === position);
  return row && row.decided_by !== 'unresolved' ? row.team.id : null;
}

/**
 * The team ID a slot stands for, or null while it is unresolved: the match is not completed (or
 * was not decided), the group has a match not completed, or the teams at that position are still
 * level (drawing of lots without a fixed position). `group_position_any` (e.g. a best third-placed
 * team), the winner or loser of one of several matches and `To be decided` never resolve: content
 * names the team.
 */
export function resolveSlot(slot: Slot, ctx: SlotContext): string | null {
  switch (slot.kind) {
    case 'match_winner':
    case 'match_loser': {
      const m = ctx.match(slot.match_number);
      if (!m) return null;
      return slot.kind === 'match_winner' ? matchWinnerId(m) : matchLoserId(m);
    }
    case 'group_position':
      return groupPosition(ctx.group(slot.group), slot.position);
    case 'group_position_any':
    case 'match_winner_any':
    case 'match_loser_any':
    case 'to_be_decided':
      return null;
  }
}
