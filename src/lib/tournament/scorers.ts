/**
 * Top scorers of a competition (decisions.md "Scorers"): goals descending (own goals not
 * counted), then fewer penalty goals, then fewer minutes played (unknown minutes after any known
 * number), then the player order.
 */

/**
 * A goal event; pass the `goal` events of the competition's completed and in-play matches (other
 * types are skipped when `type` is given).
 */
export interface GoalEvent {
  match_id: string;
  type?: string;
  detail: string;
  /** For an own goal, the team credited with the goal. */
  team_id: string;
  /** Null when the source does not name the scorer: such goals are not attributed. */
  player_id: string | null;
}

/** What the scorers list needs of a player's statistics in the competition. */
export interface ScorerPlayer {
  team_id?: string;
  matches: number;
  minutes: number | null;
}

export interface Scorer {
  player_id: string;
  team_id: string;
  goals: number;
  penalties: number;
  matches: number;
  minutes: number | null;
}

interface Count {
  team_id: string;
  goals: number;
  penalties: number;
  matches: Set<string>;
}

function countGoals(goals: readonly GoalEvent[]): Map<string, Count> {
  const out = new Map<string, Count>();
  for (const g of goals) {
    if ((g.type !== undefined && g.type !== 'goal') || g.detail === 'own_goal' || !g.player_id) continue;
    const c = out.get(g.player_id) ?? { team_id: g.team_id, goals: 0, penalties: 0, matches: new Set<string>() };
    c.goals++;
    if (g.detail === 'penalty') c.penalties++;
    c.matches.add(g.match_id);
    out.set(g.player_id, c);
  }
  return out;
}

/** Fewer minutes first; null (not recorded) after every number. */
function compareMinutes(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/**
 * The scorers list: every player with at least one goal (own goals excluded). `player` gives his
 * statistics in the competition (team, matches, minutes); without them, his team is that of his
 * first goal, his matches the matches he scored in, and his minutes null. `comparePlayers` is the
 * player order (decisions.md: last name, first name, ID), the last criterion.
 */
export function rankScorers(goals: readonly GoalEvent[], player: (id: string) => ScorerPlayer | undefined, comparePlayers: (a: string, b: string) => number): Scorer[] {
  const list: Scorer[] = [];
  for (const [player_id, c] of countGoals(goals)) {
    const p = player(player_id);
    list.push({ player_id, team_id: p?.team_id ?? c.team_id, goals: c.goals, penalties: c.penalties, matches: p?.matches ?? c.matches.size, minutes: p ? p.minutes : null });
  }
  return list.sort((a, b) => b.goals - a.goals || a.penalties - b.penalties || compareMinutes(a.minutes, b.minutes) || comparePlayers(a.player_id, b.player_id));
}
