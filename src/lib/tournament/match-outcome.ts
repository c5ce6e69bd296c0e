/** Who won a match: by score (extra time included), then by the shoot-out. */

export type MatchStatus = 'scheduled' | 'in_play' | 'completed';

/** The parts of a match that decide its result. Team IDs are null while a slot is unresolved. */
export interface ScoredMatch {
  status: MatchStatus;
  home_team_id: string | null;
  away_team_id: string | null;
  home_score: number;
  away_score: number;
  /** Shoot-out goals; null when there was no shoot-out. */
  home_penalty?: number | null;
  away_penalty?: number | null;
}

export type Side = 'home' | 'away';

/**
 * The side that won a completed match: the higher score, else the higher shoot-out score. Null
 * while the match is not completed (even if a live shoot-out can no longer be turned around) and
 * for a completed draw without a deciding shoot-out.
 */
export function winningSide(m: ScoredMatch): Side | null {
  if (m.status !== 'completed') return null;
  if (m.home_score !== m.away_score) return m.home_score > m.away_score ? 'home' : 'away';
  const hp = m.home_penalty ?? null;
  const ap = m.away_penalty ?? null;
  if (hp === null || ap === null || hp === ap) return null;
  return hp > ap ? 'home' : 'away';
}

/** Team ID of the winner of a completed match, or null (see winningSide; also null if that team is unknown). */
export function matchWinnerId(m: ScoredMatch): string | null {
  const side = winningSide(m);
  return side === null ? null : side === 'home' ? m.home_team_id : m.away_team_id;
}

/** Team ID of the loser of a completed, decided match, or null. */
export function matchLoserId(m: ScoredMatch): string | null {
  const side = winningSide(m);
  return side === null ? null : side === 'home' ? m.away_team_id : m.home_team_id;
}

/** Result letter of one side by the score alone (a group match has no shoot-out). */
export function resultLetter(m: Pick<ScoredMatch, 'home_score' | 'away_score'>, side: Side): 'W' | 'D' | 'L' {
  const mine = side === 'home' ? m.home_score : m.away_score;
  const theirs = side === 'home' ? m.away_score : m.home_score;
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}
