/** A team's form: the results of its last (up to) five counted matches, oldest first. */
import { resultLetter } from './match-outcome.ts';

export type FormLetter = 'W' | 'D' | 'L';

/** A counted match with both teams known, and when it was played. */
export interface FormMatch {
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
  scheduled_at: string;
  match_number: number;
}

/** Kick-off order: `scheduled_at`, then `match_number`. */
export function byKickOff(a: FormMatch, b: FormMatch): number {
  return a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : a.match_number - b.match_number;
}

/** Up to the last `size` results of `teamId` among `matches` (any order), oldest first. */
export function teamForm(teamId: string, matches: readonly FormMatch[], size = 5): FormLetter[] {
  return matches
    .filter((m) => m.home_team_id === teamId || m.away_team_id === teamId)
    .sort(byKickOff)
    .slice(-size)
    .map((m) => resultLetter(m, m.home_team_id === teamId ? 'home' : 'away'));
}
