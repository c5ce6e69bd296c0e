/**
 * What each player did in one match: whether he played, his minutes (null when the line-ups do
 * not record him), and his goals, cards and substitutions.
 */
import { matchAppearances, type LineupEntry, type MatchEvent, type TimedMatch } from './appearances.ts';

/** A match as player statistics need it. */
export interface InvolvementMatch extends TimedMatch {
  id: string;
  home_team_id: string | null;
  away_team_id: string | null;
}

export interface Involvement {
  player_id: string;
  team_id: string;
  /** On the pitch: a starter, a substitute who came on, or (without line-ups) named by an event. */
  played: boolean;
  started: boolean;
  /** Null when the player's line-up is not recorded for this match. */
  minutes: number | null;
  goals: number;
  penalties: number;
  own_goals: number;
  yellow_cards: number;
  second_yellow_cards: number;
  red_cards: number;
  substituted_on: number;
  substituted_off: number;
}

function blank(player_id: string, team_id: string): Involvement {
  return {
    player_id, team_id, played: false, started: false, minutes: null, goals: 0, penalties: 0, own_goals: 0,
    yellow_cards: 0, second_yellow_cards: 0, red_cards: 0, substituted_on: 0, substituted_off: 0,
  };
}

/** The team a player of an event plays for: an own goal's team is the credited (other) side. */
function playerTeam(e: MatchEvent, m: InvolvementMatch): string {
  if (e.type !== 'goal' || e.detail !== 'own_goal') return e.team_id;
  return e.team_id === m.home_team_id ? (m.away_team_id ?? e.team_id) : (m.home_team_id ?? e.team_id);
}

function count(inv: Involvement, e: MatchEvent, asOff: boolean): void {
  if (e.type === 'substitution') {
    if (asOff) inv.substituted_off++;
    else inv.substituted_on++;
  } else if (e.type === 'goal') {
    if (e.detail === 'own_goal') inv.own_goals++;
    else {
      inv.goals++;
      if (e.detail === 'penalty') inv.penalties++;
    }
  } else if (e.type === 'card') {
    if (e.detail === 'yellow') inv.yellow_cards++;
    else if (e.detail === 'second_yellow') inv.second_yellow_cards++;
    else if (e.detail === 'red') inv.red_cards++;
  }
}

/**
 * Every player of a match: those in the line-ups (played when they came on, minutes from the
 * line-ups) and those only named by events (played, minutes null: not recorded). A red card or
 * second yellow ends a player's minutes; `second_yellow_cards` and `red_cards` (straight reds)
 * are counted apart.
 */
export function matchInvolvement(m: InvolvementMatch, lineups: readonly LineupEntry[], events: readonly MatchEvent[]): Map<string, Involvement> {
  const out = new Map<string, Involvement>();
  for (const a of matchAppearances(m, lineups, events).values()) {
    const inv = blank(a.player_id, a.team_id);
    inv.played = a.on !== null;
    inv.started = a.started;
    inv.minutes = a.minutes;
    out.set(a.player_id, inv);
  }
  const touch = (id: string, team: string): Involvement => {
    let inv = out.get(id);
    if (!inv) out.set(id, (inv = { ...blank(id, team), played: true }));
    return inv;
  };
  for (const e of events) {
    if (e.player_id) count(touch(e.player_id, playerTeam(e, m)), e, false);
    if (e.type === 'substitution' && e.player_off_id) count(touch(e.player_off_id, e.team_id), e, true);
  }
  return out;
}
