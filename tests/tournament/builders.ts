/** Small builders shared by the tournament tests. */
import type { CardEvent, StandingsMatch, TeamRef } from '../../src/lib/tournament/index.ts';

/** A team; the name defaults to the upper-cased id. */
export const team = (id: string, name = id.toUpperCase()): TeamRef => ({ id, name, code: id.slice(0, 3).toUpperCase().padEnd(3, 'X') });

/** A group match whose teams are known. */
export type KnownMatch = StandingsMatch & { home_team_id: string; away_team_id: string };

/** A builder of group matches with increasing kick-off times and match numbers. */
export function matchMaker(start = '2030-06-01') {
  let n = 0;
  const base = Date.parse(`${start}T12:00:00.000Z`);
  return (home: string, away: string, hs: number, as: number, status: StandingsMatch['status'] = 'completed', at?: string): KnownMatch => {
    n++;
    return {
      id: `m${n}`, match_number: n, scheduled_at: at ?? new Date(base + n * 86_400_000).toISOString(), status,
      home_team_id: home, away_team_id: away, home_score: hs, away_score: as,
    };
  };
}

/** A card event. */
export const card = (match_id: string, team_id: string, player_id: string | null, detail: CardEvent['detail']): CardEvent => ({ match_id, team_id, player_id, detail, minute: 10 });

/** Team ids of rows, in order. */
export const order = (rows: readonly { team: { id: string } }[]) => rows.map((r) => r.team.id);
