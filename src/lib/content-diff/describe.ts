/** Words for the diff: teams, players, matches, events and minutes as a fan reads them. */
import type { EventRow } from '../../schemas/content/index.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';
import { minuteLabel } from '../site/format.ts';

/** Looks names up in the newer dataset first, then in the older (for removed things). */
export interface Names {
  team(id: string | null, slot?: string | null): string;
  player(id: string | null): string;
  venue(id: string | null): string;
}

export function namesOf(head: Dataset, base: Dataset): Names {
  return {
    team: (id, slot) => (id === null ? (slot ?? 'unknown team') : (head.teams.get(id)?.name ?? base.teams.get(id)?.name ?? id)),
    player: (id) => (id === null ? 'no player' : (head.players.get(id)?.full_name ?? base.players.get(id)?.full_name ?? id)),
    venue: (id) => (id === null ? '(not recorded)' : (head.venues.get(id)?.name ?? base.venues.get(id)?.name ?? id)),
  };
}

export function matchLabel(n: Names, m: Match): string {
  const score = m.status === 'scheduled' ? 'v' : `${m.home_score}–${m.away_score}`;
  return `match ${m.match_number} ${n.team(m.home_team_id, m.home_slot)} ${score} ${n.team(m.away_team_id, m.away_slot)}`;
}

const KIND: Record<string, string> = {
  'goal:normal': 'goal', 'goal:penalty': 'penalty goal', 'goal:own_goal': 'own goal', 'card:yellow': 'yellow card', 'card:second_yellow': 'second yellow',
  'card:red': 'red card', 'missed_penalty:saved': 'penalty saved', 'missed_penalty:missed': 'penalty missed', 'shootout:scored': 'shoot-out kick scored',
  'shootout:missed': 'shoot-out kick missed', 'substitution:substitution': 'substitution',
};

export function eventLabel(n: Names, e: EventRow): string {
  const kind = KIND[`${e.type}:${e.detail}`] ?? `${e.type} (${e.detail.replace(/_/g, ' ')})`;
  const who = e.type === 'substitution' ? `${n.player(e.player_id)} on for ${n.player(e.player_off_id)}` : n.player(e.player_id);
  return `${kind} ${minuteLabel(e.minute, e.extra_minute)} ${who} (${n.team(e.team_id)})`;
}
