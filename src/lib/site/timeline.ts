/**
 * The match page's timeline: events in match order with phase markers (half-time, end of normal
 * time, extra time, shoot-out, final whistle) between them.
 */
import type { EventRow } from '../../schemas/content/index.ts';
import type { Match } from '../dataset/dataset.ts';
import { statusLabel } from './format.ts';

export type TimelineItem = { kind: 'event'; event: EventRow; side: 'home' | 'away' } | { kind: 'phase'; label: string };

const pair = (h: number | null, a: number | null) => `${h ?? 0}–${a ?? 0}`;
/** `label score`, or the label alone when the source does not know the score at that point. */
const withScore = (label: string, score: string | null) => (score === null ? label : `${label} ${score}`);

/** Score after 90 minutes, or null when the source does not know it (completed match, halves and extra time unknown). */
function after90(m: Match): string | null {
  if (m.first_half_home !== null || m.status !== 'completed') return pair((m.first_half_home ?? 0) + (m.second_half_home ?? 0), (m.first_half_away ?? 0) + (m.second_half_away ?? 0));
  if (!m.has_extra_time) return pair(m.home_score, m.away_score);
  return m.extra_time_home === null || m.extra_time_away === null ? null : pair(m.home_score - m.extra_time_home, m.away_score - m.extra_time_away);
}

export function timeline(m: Match, events: readonly EventRow[]): TimelineItem[] {
  const out: TimelineItem[] = [];
  const done = m.status === 'completed';
  const ht = m.first_half_home === null && done ? null : pair(m.first_half_home, m.first_half_away);
  const ft = after90(m);
  let phase = 1; // 1 first half, 2 second half, 3 extra time, 4 shoot-out
  const advance = (to: number) => {
    while (phase < to) {
      if (phase === 1) out.push({ kind: 'phase', label: withScore('Half-time', ht) });
      else if (phase === 2) out.push({ kind: 'phase', label: `${withScore('End of normal time', ft)} · ${m.has_extra_time ? 'extra time' : 'penalty shoot-out'}` });
      else if (phase === 3 && m.has_extra_time) out.push({ kind: 'phase', label: `End of extra time ${pair(m.home_score, m.away_score)} · penalty shoot-out` });
      phase++;
    }
  };
  for (const e of events) {
    const p = e.type === 'shootout' ? 4 : e.minute <= 45 ? 1 : e.minute <= 90 ? 2 : 3;
    advance(Math.max(p, phase));
    out.push({ kind: 'event', event: e, side: e.team_id === m.home_team_id ? 'home' : 'away' });
  }
  if (done) {
    advance(m.has_penalties ? 4 : m.has_extra_time ? 3 : 2);
    const pens = m.has_penalties ? `, ${pair(m.home_penalty, m.away_penalty)} on penalties` : '';
    out.push({ kind: 'phase', label: `${statusLabel(m)} ${pair(m.home_score, m.away_score)}${pens}` });
  }
  return out;
}
