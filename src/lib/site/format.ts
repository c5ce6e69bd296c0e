/** Small text formatters shared by the site's pages. */
import type { EventRow } from '../../schemas/content/index.ts';
import type { LivePeriod } from '../../schemas/content/vocabulary.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';
import type { LiveClock } from '../dataset/match-source.ts';
import { winningSide } from '../tournament/index.ts';

/** The live clock's period in words. */
export const PERIOD_LABEL: Record<LivePeriod, string> = {
  first_half: '1st half', half_time: 'Half-time', second_half: '2nd half', extra_time: 'Extra time', penalties: 'Penalties',
};

/** A match in play: `67′`, `Half-time`, `Penalties`. */
export function clockText(c: LiveClock): string {
  return c.period === 'half_time' || c.period === 'penalties' ? PERIOD_LABEL[c.period] : `${c.minute}′`;
}

/** `45+2′` */
export function minuteLabel(minute: number, extra: number | null): string {
  return extra ? `${minute}+${extra}′` : `${minute}′`;
}

/** Lower-case, hyphenated slug of a display name (`Round of 32` → `round-of-32`): the project's one slug, src/lib/text/slug.ts. */
export { slugify } from '../text/slug.ts';

/** Text of an event's kind, as shown next to its icon and read by screen readers. */
export function eventKind(e: Pick<EventRow, 'type' | 'detail'>): string {
  switch (e.type) {
    case 'goal':
      return e.detail === 'penalty' ? 'Goal (penalty)' : e.detail === 'own_goal' ? 'Own goal' : 'Goal';
    case 'card':
      return e.detail === 'second_yellow' ? 'Second yellow card' : e.detail === 'red' ? 'Red card' : 'Yellow card';
    case 'substitution':
      return 'Substitution';
    case 'missed_penalty':
      return e.detail === 'saved' ? 'Penalty saved' : 'Penalty missed';
    case 'var':
      return (
        {
          goal_disallowed: 'VAR: goal disallowed',
          penalty_awarded: 'VAR: penalty awarded',
          penalty_cancelled: 'VAR: penalty cancelled',
          red_card: 'VAR: red card',
          card_cancelled: 'VAR: card cancelled',
        } as Record<string, string>
      )[e.detail] ?? `VAR: ${e.detail.replace(/_/g, ' ')}`;
    case 'shootout':
      return e.detail === 'scored' ? 'Shoot-out kick scored' : 'Shoot-out kick missed';
    default:
      return String(e.type);
  }
}

/** Icon id of an event (components/Icons.astro symbols). */
export function eventIcon(e: Pick<EventRow, 'type' | 'detail'>): string {
  switch (e.type) {
    case 'goal':
      return e.detail === 'own_goal' ? 'own-goal' : e.detail === 'penalty' ? 'penalty-goal' : 'goal';
    case 'card':
      return e.detail === 'second_yellow' ? 'second-yellow' : e.detail === 'red' ? 'red-card' : 'yellow-card';
    case 'substitution':
      return 'sub';
    case 'missed_penalty':
      return 'pen-miss';
    case 'var':
      return 'var';
    case 'shootout':
      return e.detail === 'scored' ? 'so-scored' : 'so-missed';
    default:
      return 'var';
  }
}

export interface MatchSide {
  /** Null while the team is not known. */
  id: string | null;
  name: string;
}

/** A side of a match: its team, or while it is not known the slot words ("Winner Group A"). */
export function matchSide(ds: Pick<Dataset, 'teams'>, m: Pick<Match, 'home_team_id' | 'away_team_id' | 'home_slot' | 'away_slot'>, side: 'home' | 'away'): MatchSide {
  const id = side === 'home' ? m.home_team_id : m.away_team_id;
  const team = id === null ? undefined : ds.teams.get(id);
  if (team) return { id: team.id, name: team.name };
  return { id: null, name: (side === 'home' ? m.home_slot : m.away_slot) ?? 'To be decided' };
}

export type Outcome = 'home' | 'away' | 'draw' | null;

/** Who won (the tournament domain's winningSide), 'draw' for a completed match nobody won; null unless completed. */
export function outcome(m: Pick<Match, 'status' | 'home_team_id' | 'away_team_id' | 'home_score' | 'away_score' | 'home_penalty' | 'away_penalty'>): Outcome {
  if (m.status !== 'completed') return null;
  return winningSide(m) ?? 'draw';
}

/** `Full time`, `After extra time`, `Penalties`, `Live`, `Scheduled`. */
export function statusLabel(m: Pick<Match, 'status' | 'has_extra_time' | 'has_penalties'>): string {
  if (m.status === 'scheduled') return 'Scheduled';
  if (m.status === 'in_play') return 'Live';
  if (m.has_penalties) return 'After penalties';
  if (m.has_extra_time) return 'After extra time';
  return 'Full time';
}

/** `FT`, `AET`, `Pens`, `Live`: the short form for lists. */
export function statusShort(m: Pick<Match, 'status' | 'has_extra_time' | 'has_penalties'>): string {
  if (m.status === 'scheduled') return '';
  if (m.status === 'in_play') return 'Live';
  if (m.has_penalties) return 'Pens';
  if (m.has_extra_time) return 'AET';
  return 'FT';
}

/** Thousands with a thin separator: `54,934`. */
export function count(n: number): string {
  return n.toLocaleString('en-GB');
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
