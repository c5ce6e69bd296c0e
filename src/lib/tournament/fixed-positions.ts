/**
 * Positions content fixes (drawing of lots, play-off). Explicit content wins over derivation: a
 * fixed team takes its position whatever the table says; the other teams keep their computed order
 * in the positions left. Entries for unknown teams, positions outside 1..n, and second entries for
 * the same team or position are ignored (content validation reports them).
 */
import type { DecidedBy, RankedTeam } from './rank-teams.ts';

/** A fixed position of one group (competition rules `positions`, already filtered to the group). */
export interface FixedPlacement {
  team_id: string;
  position: number;
  reason: string;
}

export interface PlacedTeam {
  team_id: string;
  decided_by: DecidedBy;
  /** The content's reason when the position is fixed (or follows from the others being fixed). */
  fixed_reason: string | null;
}

/** The usable fixed placements, keyed by team. */
function validPlacements(ranked: readonly RankedTeam[], fixed: readonly FixedPlacement[]): Map<string, FixedPlacement> {
  const teams = new Set(ranked.map((r) => r.team_id));
  const out = new Map<string, FixedPlacement>();
  const taken = new Set<number>();
  for (const f of fixed) {
    if (!teams.has(f.team_id) || out.has(f.team_id) || taken.has(f.position)) continue;
    if (!Number.isInteger(f.position) || f.position < 1 || f.position > ranked.length) continue;
    out.set(f.team_id, f);
    taken.add(f.position);
  }
  return out;
}

/**
 * Applies fixed positions to a computed order; returns the final order (index + 1 = position). An
 * unresolved team whose block-mates are all fixed is decided too ('fixed', with their reason).
 */
export function applyFixedPositions(ranked: readonly RankedTeam[], fixed: readonly FixedPlacement[]): PlacedTeam[] {
  const placements = validPlacements(ranked, fixed);
  if (placements.size === 0) return ranked.map((r) => ({ team_id: r.team_id, decided_by: r.decided_by, fixed_reason: null }));
  const slots: (PlacedTeam | undefined)[] = new Array(ranked.length);
  for (const f of placements.values()) slots[f.position - 1] = { team_id: f.team_id, decided_by: 'fixed', fixed_reason: f.reason };
  const rest = ranked.filter((r) => !placements.has(r.team_id));
  for (const r of rest) {
    const mates = ranked.filter((x) => x.block === r.block && x.team_id !== r.team_id);
    const byElimination = r.decided_by === 'unresolved' && mates.length > 0 && mates.every((x) => placements.has(x.team_id));
    const placed: PlacedTeam = byElimination
      ? { team_id: r.team_id, decided_by: 'fixed', fixed_reason: placements.get(mates[0]!.team_id)!.reason }
      : { team_id: r.team_id, decided_by: r.decided_by, fixed_reason: null };
    slots[slots.findIndex((s) => s === undefined)] = placed;
  }
  return slots as PlacedTeam[];
}
