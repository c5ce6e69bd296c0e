/** Small text formatters shared by the site's pages. */
import type { EventRow } from '../../schemas/content/index.ts';
import type { Match } from '../dataset/dataset.ts';

/** `45+2′` */
export function minuteLabel(minute: number, extra: number | null): string {
  return extra ? `${minute}+${extra}′` : `${minute}′`;
}

/** Lower-case, hyphenated slug of a display name: `Round of 32` → `round-of-32`. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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

export type Outcome = 'home' | 'away' | 'draw' | null;

/** Who won: by score, then by shoot-out; null unless the match is completed. */
export function outcome(m: Pick<Match, 'status' | 'home_score' | 'away_score' | 'has_penalties' | 'home_penalty' | 'away_penalty'>): Outcome {
  if (m.status !== 'completed') return null;
  if (m.home_score !== m.away_score) return m.home_score > m.away_score ? 'home' : 'away';
  if (m.has_penalties && m.home_penalty !== null && m.away_penalty !== null && m.home_penalty !== m.away_penalty)
    return m.home_penalty > m.away_penalty ? 'home' : 'away';
  return 'draw';
}

/** Winner's team id, or null (not played, or a draw). */
export function winnerId(m: Match): string | null {
  const o = outcome(m);
  return o === 'home' ? m.home_team_id : o === 'away' ? m.away_team_id : null;
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
