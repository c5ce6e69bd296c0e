/**
 * Minutes played, from line-ups and events: starters come on at 0, substitutes at the minute of
 * their substitution; a player leaves at the minute he is substituted off or sent off (red card or
 * second yellow). A match lasts 90 minutes, 120 with extra time; added time is not counted.
 */
import type { EventRow, LineupRow } from '../../schemas/content/index.ts';

export interface Appearance {
  player_id: string;
  team_id: string;
  started: boolean;
  /** Minute the player came on (0 for starters); null for an unused substitute. */
  on: number | null;
  /** Minute the player left, or the end of the match. */
  off: number | null;
  minutes: number;
  sent_off: boolean;
}

export function matchLength(m: { has_extra_time: boolean }): number {
  return m.has_extra_time ? 120 : 90;
}

/** Appearances of every player in a match's line-ups. Only meaningful for completed matches. */
export function appearances(match: { has_extra_time: boolean }, lineups: readonly LineupRow[], events: readonly EventRow[]): Map<string, Appearance> {
  const end = matchLength(match);
  const out = new Map<string, Appearance>();
  for (const l of lineups) {
    out.set(l.player_id, { player_id: l.player_id, team_id: l.team_id, started: l.starter, on: l.starter ? 0 : null, off: l.starter ? end : null, minutes: 0, sent_off: false });
  }
  for (const e of events) {
    const at = Math.min(e.minute, end);
    if (e.type === 'substitution') {
      const on = e.player_id ? out.get(e.player_id) : undefined;
      if (on && on.on === null) { on.on = at; on.off = end; }
      const off = e.player_off_id ? out.get(e.player_off_id) : undefined;
      if (off && off.on !== null) off.off = at;
    } else if (e.type === 'card' && (e.detail === 'red' || e.detail === 'second_yellow') && e.player_id) {
      const a = out.get(e.player_id);
      if (a && a.on !== null) { a.off = Math.min(a.off ?? end, at); a.sent_off = true; }
    }
  }
  for (const a of out.values()) a.minutes = a.on === null || a.off === null ? 0 : Math.max(0, a.off - a.on);
  return out;
}
